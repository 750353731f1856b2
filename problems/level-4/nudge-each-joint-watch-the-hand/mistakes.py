"""Nudge Each Joint, Watch the Hand: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful test, `_check`, with one step swapped for the wrong one.
"""

import math


def _hand(lengths, angles):
    x = y = heading = 0.0
    for length, angle in zip(lengths, angles):
        heading += angle
        x += length * math.cos(heading)
        y += length * math.sin(heading)
    return x, y


def _nudged(angles, c, step):
    moved = list(angles)
    moved[c] += step
    return moved


def _column(lengths, angles, c, h):
    (x1, y1), (x0, y0) = _hand(lengths, _nudged(angles, c, h)), _hand(lengths, _nudged(angles, c, -h))
    return (x1 - x0) / (2 * h), (y1 - y0) / (2 * h)


def _largest(estimate, claimed):
    return max(abs(e - k) for erow, krow in zip(estimate, claimed) for e, k in zip(erow, krow))


def _check(lengths, angles, claimed, h, column=_column, largest=_largest, transpose=False):
    columns = [column(lengths, angles, c, h) for c in range(len(angles))]
    estimate = [[col[0] for col in columns], [col[1] for col in columns]]
    if transpose:
        return [list(col) for col in columns], largest(estimate, claimed)
    return estimate, largest(estimate, claimed)


def divides_by_h(lengths, angles, claimed, h):
    def over_h(lengths, angles, c, h):
        dx, dy = _column(lengths, angles, c, h)
        return 2 * dx, 2 * dy  # the change over 2h divided by h

    return _check(lengths, angles, claimed, h, column=over_h)


def nudges_all_joints(lengths, angles, claimed, h):
    def every_joint_moved(lengths, angles, c, h):
        (x1, y1) = _hand(lengths, [a + h for a in angles])
        (x0, y0) = _hand(lengths, [a - h for a in angles])
        return (x1 - x0) / (2 * h), (y1 - y0) / (2 * h)

    return _check(lengths, angles, claimed, h, column=every_joint_moved)


def column_into_row(lengths, angles, claimed, h):
    return _check(lengths, angles, claimed, h, transpose=True)


def one_sided_difference(lengths, angles, claimed, h):
    def forward(lengths, angles, c, h):
        (x1, y1), (x0, y0) = _hand(lengths, _nudged(angles, c, h)), _hand(lengths, angles)
        return (x1 - x0) / h, (y1 - y0) / h

    return _check(lengths, angles, claimed, h, column=forward)


def forgets_to_restore(lengths, angles, claimed, h):
    def nudged_in_place(lengths, angles, c, h):
        angles[c] += h
        x1, y1 = _hand(lengths, angles)
        angles[c] -= 2 * h  # ... and never put back: the next joints are nudged from a moved pose
        x0, y0 = _hand(lengths, angles)
        return (x1 - x0) / (2 * h), (y1 - y0) / (2 * h)

    return _check(lengths, angles, claimed, h, column=nudged_in_place)


def shares_the_start_list(lengths, angles, claimed, h):
    def aliases(lengths, angles, c, h):
        plus = angles  # not a copy: plus and minus are the start list itself
        plus[c] += h
        x1, y1 = _hand(lengths, plus)
        minus = angles
        minus[c] -= h
        x0, y0 = _hand(lengths, minus)
        return (x1 - x0) / (2 * h), (y1 - y0) / (2 * h)

    return _check(lengths, angles, claimed, h, column=aliases)


def signed_largest_difference(lengths, angles, claimed, h):
    def signed(estimate, claimed):
        return max(e - k for erow, krow in zip(estimate, claimed) for e, k in zip(erow, krow))

    return _check(lengths, angles, claimed, h, largest=signed)


def largest_of_the_first_row(lengths, angles, claimed, h):
    return _check(lengths, angles, claimed, h,
                  largest=lambda estimate, claimed: _largest(estimate[:1], claimed[:1]))


def hand_with_absolute_angles(lengths, angles, claimed, h):
    def column(lengths, angles, c, h):
        def hand(angles):
            return (sum(l * math.cos(a) for l, a in zip(lengths, angles)),
                    sum(l * math.sin(a) for l, a in zip(lengths, angles)))

        (x1, y1), (x0, y0) = hand(_nudged(angles, c, h)), hand(_nudged(angles, c, -h))
        return (x1 - x0) / (2 * h), (y1 - y0) / (2 * h)

    return _check(lengths, angles, claimed, h, column=column)


def sums_the_differences(lengths, angles, claimed, h):
    def total(estimate, claimed):
        return sum(abs(e - k) for erow, krow in zip(estimate, claimed) for e, k in zip(erow, krow))

    return _check(lengths, angles, claimed, h, largest=total)


def step_of_its_own(lengths, angles, claimed, h):
    return _check(lengths, angles, claimed, 1e-12)  # "the smaller the better"

