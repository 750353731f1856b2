"""Three Radio Beacons in the Mine: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful solver, `_solve`, with one step done the wrong way."""

import math

TOO_SMALL = 1e-9


def _line(b1, r1, bi, ri):
    """Circle i minus circle 1: a x + b y = c."""
    (x1, y1), (xi, yi) = b1, bi
    return 2 * (xi - x1), 2 * (yi - y1), r1 * r1 - ri * ri + xi * xi - x1 * x1 + yi * yi - y1 * y1


def _cramer(a11, a12, c1, a21, a22, c2, det):
    return [(c1 * a22 - a12 * c2) / det, (a11 * c2 - a21 * c1) / det]


def _solve(beacons, ranges, line=_line, singular=lambda det: abs(det) < TOO_SMALL, cramer=_cramer, pair=(1, 2)):
    b1, r1 = beacons[0], ranges[0]
    i, j = pair
    a11, a12, c1 = line(b1, r1, beacons[1], ranges[i])
    a21, a22, c2 = line(b1, r1, beacons[2], ranges[j])
    det = a11 * a22 - a12 * a21
    if singular(det):
        return None
    return cramer(a11, a12, c1, a21, a22, c2, det)


def beacon_terms_dropped(beacons, ranges):
    def ranges_only(b1, r1, bi, ri):
        (x1, y1), (xi, yi) = b1, bi
        return 2 * (xi - x1), 2 * (yi - y1), r1 * r1 - ri * ri
    return _solve(beacons, ranges, line=ranges_only)


def circles_subtracted_the_other_way(beacons, ranges):
    def flipped_constant(b1, r1, bi, ri):
        a, b, c = _line(b1, r1, bi, ri)
        return a, b, -c  # r_i^2 - r_1^2 - (beacon terms), with the same left-hand side
    return _solve(beacons, ranges, line=flipped_constant)


def ranges_subtracted_the_other_way(beacons, ranges):
    def flipped_ranges(b1, r1, bi, ri):
        a, b, c = _line(b1, r1, bi, ri)
        return a, b, c - 2 * (r1 * r1 - ri * ri)  # r_i^2 - r_1^2, the beacon terms as circle 1 minus circle i
    return _solve(beacons, ranges, line=flipped_ranges)


def ranges_not_squared(beacons, ranges):
    def plain_ranges(b1, r1, bi, ri):
        (x1, y1), (xi, yi) = b1, bi
        return 2 * (xi - x1), 2 * (yi - y1), r1 - ri + xi * xi - x1 * x1 + yi * yi - y1 * y1
    return _solve(beacons, ranges, line=plain_ranges)


def factor_two_dropped(beacons, ranges):
    def halved_left_side(b1, r1, bi, ri):
        a, b, c = _line(b1, r1, bi, ri)
        return a / 2, b / 2, c
    return _solve(beacons, ranges, line=halved_left_side)


def ranges_paired_wrongly(beacons, ranges):
    return _solve(beacons, ranges, pair=(2, 1))  # beacon 2 with the third range, beacon 3 with the second


def zero_det_divides(beacons, ranges):
    return _solve(beacons, ranges, singular=lambda det: False)


def det_sign_tested(beacons, ranges):
    return _solve(beacons, ranges, singular=lambda det: det < TOO_SMALL)  # every negative det looks singular


def det_tested_with_equals(beacons, ranges):
    return _solve(beacons, ranges, singular=lambda det: det == 0)


def cramer_numerators_swapped(beacons, ranges):
    def swapped(a11, a12, c1, a21, a22, c2, det):
        return [(a11 * c2 - a21 * c1) / det, (c1 * a22 - a12 * c2) / det]
    return _solve(beacons, ranges, cramer=swapped)


def cramer_x_numerator_reversed(beacons, ranges):
    def x_backwards(a11, a12, c1, a21, a22, c2, det):
        x, y = _cramer(a11, a12, c1, a21, a22, c2, det)
        return [-x, y]
    return _solve(beacons, ranges, cramer=x_backwards)


def cramer_y_numerator_reversed(beacons, ranges):
    def y_backwards(a11, a12, c1, a21, a22, c2, det):
        x, y = _cramer(a11, a12, c1, a21, a22, c2, det)
        return [x, -y]
    return _solve(beacons, ranges, cramer=y_backwards)


def least_squares_fit(beacons, ranges):
    """The point that fits the ranges best, sum (|P - B_i| - r_i)^2 smallest, by Gauss-Newton from
    the beacons' centroid: the rover itself with exact ranges, another point with noisy ones."""
    if _solve(beacons, ranges) is None:
        return None
    return _gauss_newton(beacons, ranges, sum(b[0] for b in beacons) / 3, sum(b[1] for b in beacons) / 3)


def least_squares_from_the_lines(beacons, ranges):
    """The same least-squares fit, started from the asked-for point (the two lines' crossing) and
    refined: near it, but not it, with noisy ranges; a different minimum than the centroid's at times."""
    start = _solve(beacons, ranges)
    if start is None:
        return None
    return _gauss_newton(beacons, ranges, *start)


def _gauss_newton(beacons, ranges, x, y):
    for _ in range(200):
        h00 = h01 = h11 = g0 = g1 = 0.0
        for (bx, by), r in zip(beacons, ranges):
            d = math.hypot(x - bx, y - by)
            if d == 0:
                continue
            ux, uy, miss = (x - bx) / d, (y - by) / d, d - r
            h00, h01, h11 = h00 + ux * ux, h01 + ux * uy, h11 + uy * uy
            g0, g1 = g0 + ux * miss, g1 + uy * miss
        h = h00 * h11 - h01 * h01
        if h == 0:
            break
        step_x, step_y = (h11 * g0 - h01 * g1) / h, (h00 * g1 - h01 * g0) / h
        x, y = x - step_x, y - step_y
        if abs(step_x) + abs(step_y) < 1e-13:
            break
    return [x, y]


def average_of_pairwise_crossings(beacons, ranges):
    """Each pair of circles crosses twice; keep the crossing nearer the third circle, and average the
    three kept crossings."""
    if _solve(beacons, ranges) is None:
        return None
    kept = []
    for i, j, k in ((0, 1, 2), (0, 2, 1), (1, 2, 0)):
        (xk, yk), rk = beacons[k], ranges[k]
        candidates = _circle_crossings(beacons[i], ranges[i], beacons[j], ranges[j])
        kept.append(min(candidates, key=lambda p: abs(math.hypot(p[0] - xk, p[1] - yk) - rk)))
    return [sum(p[0] for p in kept) / 3, sum(p[1] for p in kept) / 3]


def _circle_crossings(centre_a, ra, centre_b, rb):
    """The two crossings of two circles (the nearest points when they miss each other)."""
    (xa, ya), (xb, yb) = centre_a, centre_b
    dx, dy = xb - xa, yb - ya
    d = math.hypot(dx, dy)
    along = (ra * ra - rb * rb + d * d) / (2 * d)
    off = math.sqrt(max(0.0, ra * ra - along * along))
    mx, my = xa + along * dx / d, ya + along * dy / d
    return [(mx - off * dy / d, my + off * dx / d), (mx + off * dy / d, my - off * dx / d)]


def none_pair_for_a_line(beacons, ranges):
    answer = _solve(beacons, ranges)
    return [None, None] if answer is None else answer
