"""How the Hand Answers Each Joint: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful builder, `_jacobian`, with one rule swapped for the wrong one.
"""

import math


def _headings(angles):
    headings, total = [], 0.0
    for angle in angles:
        total += angle
        headings.append(total)
    return headings


def _column(lengths, headings, links):
    dx = -sum(lengths[i] * math.sin(headings[i]) for i in links)
    dy = sum(lengths[i] * math.cos(headings[i]) for i in links)
    return dx, dy


def _jacobian(lengths, angles, headings_of=_headings, links_of=lambda c, n: range(c, n),
              column=_column, transpose=False):
    n = len(angles)
    headings = headings_of(angles)
    columns = [column(lengths, headings, links_of(c, n)) for c in range(n)]
    if transpose:
        return [list(col) for col in columns]
    return [[col[0] for col in columns], [col[1] for col in columns]]


def drops_outer_links_in_x(lengths, angles):
    def x_from_own_link(lengths, headings, links):
        links = list(links)
        own = links[0]
        return -lengths[own] * math.sin(headings[own]), _column(lengths, headings, links)[1]

    return _jacobian(lengths, angles, column=x_from_own_link)


def shoulder_x_from_first_link(lengths, angles):
    """The lesson's 'dropping -l2 sin(t1 + t2) from dx/dt1', for any n: dx/dq0 from link 0 alone."""
    jacobian = _jacobian(lengths, angles)
    headings = _headings(angles)
    jacobian[0][0] = -lengths[0] * math.sin(headings[0])
    return jacobian


def shoulder_x_drops_last_link(lengths, angles):
    """The same slip read the other way: dx/dq0 without the last link's term."""
    jacobian = _jacobian(lengths, angles)
    if len(angles) > 1:
        headings = _headings(angles)
        jacobian[0][0] += lengths[-1] * math.sin(headings[-1])
    return jacobian


def cosine_derivative_sign(lengths, angles):
    def plus_sine(lengths, headings, links):
        dx, dy = _column(lengths, headings, links)
        return -dx, dy  # d/dq cos q taken as +sin q

    return _jacobian(lengths, angles, column=plus_sine)


def sine_derivative_sign(lengths, angles):
    def minus_cosine(lengths, headings, links):
        dx, dy = _column(lengths, headings, links)
        return dx, -dy  # d/dq sin q taken as -cos q

    return _jacobian(lengths, angles, column=minus_cosine)


def own_link_only(lengths, angles):
    return _jacobian(lengths, angles, links_of=lambda c, n: [c])


def links_before_joint(lengths, angles):
    return _jacobian(lengths, angles, links_of=lambda c, n: range(0, c + 1))


def returns_transpose(lengths, angles):
    return _jacobian(lengths, angles, transpose=True)


def absolute_angles(lengths, angles):
    return _jacobian(lengths, angles, headings_of=lambda angles: list(angles))


def angles_in_degrees(lengths, angles):
    return _jacobian(lengths, [math.radians(angle) for angle in angles])


def rounds_the_entries(lengths, angles):
    return [[round(value, 4) for value in row] for row in _jacobian(lengths, angles)]


def two_links_only(lengths, angles):
    l1, l2 = lengths[0], lengths[1]
    t1, t2 = angles[0], angles[1]
    a = t1 + t2
    return [[-l1 * math.sin(t1) - l2 * math.sin(a), -l2 * math.sin(a)],
            [l1 * math.cos(t1) + l2 * math.cos(a), l2 * math.cos(a)]]


def skips_the_joints_own_link(lengths, angles):
    return _jacobian(lengths, angles, links_of=lambda c, n: range(c + 1, n))  # link c left out of column c


def headings_lag_one_joint(lengths, angles):
    def lagged(angles):
        headings, total = [], 0.0
        for angle in angles:
            headings.append(total)  # the link's direction taken before its own joint's angle is added
            total += angle
        return headings

    return _jacobian(lengths, angles, headings_of=lagged)


def quarter_turn_clockwise(lengths, angles):
    def clockwise(lengths, headings, links):
        dx, dy = _column(lengths, headings, links)
        return -dx, -dy  # each link vector turned a quarter turn clockwise, (y, -x)

    return _jacobian(lengths, angles, column=clockwise)


def rows_swapped(lengths, angles):
    row_x, row_y = _jacobian(lengths, angles)
    return [row_y, row_x]  # y first


def none_at_a_singular_pose(lengths, angles):
    jacobian = _jacobian(lengths, angles)
    (x0, *_), (y0, *_) = jacobian
    lined_up = all(abs(x0 * dy - y0 * dx) < 1e-9 for dx, dy in zip(*jacobian))
    if len(angles) > 1 and lined_up:
        return None  # "singular": taken for "no Jacobian"
    return jacobian
