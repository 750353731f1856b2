"""Where Two Walls Meet: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the careful
answer, `_corner`, with one part swapped for the wrong one.
"""

import math


def _normal_form(wall, wrapped=True):
    (ax, ay), (bx, by) = wall
    alpha = math.atan2(bx - ax, -(by - ay))      # the normal (-dy, dx), square to the wall
    d = ax * math.cos(alpha) + ay * math.sin(alpha)
    if d < 0:
        d, alpha = -d, alpha + math.pi
        if wrapped and alpha > math.pi:
            alpha -= 2 * math.pi
    return alpha, d


def _unwrapped(wall):
    # the flip without bringing alpha back: the statement allows it, alpha may reach 2 pi
    return _normal_form(wall, wrapped=False)


def _angle(a1, a2):
    phi = abs(a1 - a2) % math.pi
    if phi > math.pi / 2:
        phi = math.pi - phi
    return phi


def _solve(a1, d1, a2, d2):
    det = math.sin(a2 - a1)
    x = (d1 * math.sin(a2) - d2 * math.sin(a1)) / det
    y = (d2 * math.cos(a1) - d1 * math.cos(a2)) / det
    return x, y


def _refused(phi, min_angle):
    return phi < min_angle


def _corner(wall1, wall2, min_angle, angle=_angle, solve=_solve, check_first=True, keep=None, refused=_refused,
            line=_normal_form):
    (a1, d1), (a2, d2) = line(wall1), line(wall2)
    phi = angle(a1, a2)
    if check_first and refused(phi, min_angle):
        return None
    x, y = solve(a1, d1, a2, d2)
    if refused(phi, min_angle):
        return None
    if keep is not None and not keep(wall1, wall2, x, y):
        return None
    return x, y, phi


def _reduced_not_folded(a1, a2):
    return abs(a1 - a2) % math.pi


def _folded_not_reduced(a1, a2):
    phi = abs(a1 - a2)                      # may be more than pi
    return math.pi - phi if phi > math.pi / 2 else phi


def _folded_from_half_pi(a1, a2):
    phi = abs(a1 - a2) % math.pi
    return math.pi / 2 - phi if phi > math.pi / 2 else phi   # negative: refused as too small


def unfolded_angle(wall1, wall2, min_angle):
    return _corner(wall1, wall2, min_angle, angle=_reduced_not_folded)


def unfolded_angle_normals_not_wrapped(wall1, wall2, min_angle):
    return _corner(wall1, wall2, min_angle, angle=_reduced_not_folded, line=_unwrapped)


def no_half_turn_reduction(wall1, wall2, min_angle):
    return _corner(wall1, wall2, min_angle, angle=_folded_not_reduced)


def no_half_turn_reduction_normals_not_wrapped(wall1, wall2, min_angle):
    return _corner(wall1, wall2, min_angle, angle=_folded_not_reduced, line=_unwrapped)


def folds_as_half_pi_minus(wall1, wall2, min_angle):
    return _corner(wall1, wall2, min_angle, angle=_folded_from_half_pi)


def folds_as_half_pi_minus_normals_not_wrapped(wall1, wall2, min_angle):
    return _corner(wall1, wall2, min_angle, angle=_folded_from_half_pi, line=_unwrapped)


def direction_as_normal(wall1, wall2, min_angle):
    def along(wall):
        (ax, ay), (bx, by) = wall
        alpha = math.atan2(by - ay, bx - ax)     # the wall's direction b - a, not square to it
        d = ax * math.cos(alpha) + ay * math.sin(alpha)
        return (alpha + math.pi, -d) if d < 0 else (alpha, d)

    return _corner(wall1, wall2, min_angle, line=along)


def unit_normal_forgotten(wall1, wall2, min_angle):
    def scaled(wall):
        (ax, ay), (bx, by) = wall
        nx, ny = -(by - ay), bx - ax
        alpha = math.atan2(ny, nx)
        d = ax * nx + ay * ny                    # the normal (nx, ny) is as long as the wall
        return (alpha + math.pi, -d) if d < 0 else (alpha, d)

    return _corner(wall1, wall2, min_angle, line=scaled)


def solves_before_checking(wall1, wall2, min_angle):
    return _corner(wall1, wall2, min_angle, check_first=False)


def determinant_sign(wall1, wall2, min_angle):
    def solve(a1, d1, a2, d2):
        det = math.sin(a1 - a2)             # cos a2 sin a1 - sin a2 cos a1: the wrong way round
        return (d1 * math.sin(a2) - d2 * math.sin(a1)) / det, (d2 * math.cos(a1) - d1 * math.cos(a2)) / det

    return _corner(wall1, wall2, min_angle, solve=solve)


def numerators_swapped(wall1, wall2, min_angle):
    def solve(a1, d1, a2, d2):
        det = math.sin(a2 - a1)
        return (d2 * math.cos(a1) - d1 * math.cos(a2)) / det, (d1 * math.sin(a2) - d2 * math.sin(a1)) / det

    return _corner(wall1, wall2, min_angle, solve=solve)


def corner_between_the_ends(wall1, wall2, min_angle):
    def on_both(wall1, wall2, x, y):
        for (ax, ay), (bx, by) in (wall1, wall2):
            vx, vy = bx - ax, by - ay
            t = ((x - ax) * vx + (y - ay) * vy) / (vx * vx + vy * vy)
            if not 0 <= t <= 1:
                return False
        return True

    return _corner(wall1, wall2, min_angle, keep=on_both)



def refuses_at_the_minimum(wall1, wall2, min_angle):
    return _corner(wall1, wall2, min_angle, refused=lambda phi, min_angle: phi <= min_angle)


def _normal_by_atan_of_ratio(wall):
    # one-argument arctangent of the ratio: a flat wall (both ends at one y) divides by zero
    (ax, ay), (bx, by) = wall
    alpha = math.atan((bx - ax) / -(by - ay))
    d = ax * math.cos(alpha) + ay * math.sin(alpha)
    if d < 0:
        d, alpha = -d, alpha + math.pi
        if alpha > math.pi:
            alpha -= 2 * math.pi
    return alpha, d


def normal_by_atan_of_ratio(wall1, wall2, min_angle):
    return _corner(wall1, wall2, min_angle, line=_normal_by_atan_of_ratio)
