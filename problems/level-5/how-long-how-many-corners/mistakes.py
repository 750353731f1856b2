"""How Long, How Many Corners: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful answer, `_answer`, with one part swapped for the wrong one.
"""

import math


def _steps(route):
    return [(r1 - r0, c1 - c0) for (r0, c0), (r1, c1) in zip(route, route[1:])]


def _step_length(dr, dc):
    return math.sqrt(2) if dr and dc else 1.0


def _length(route, cell_m, step_length=_step_length):
    return sum(step_length(dr, dc) for dr, dc in _steps(route)) * cell_m


def _corners(route):
    steps = _steps(route)
    return sum(1 for a, b in zip(steps, steps[1:]) if a != b)


def _answer(route, cell_m, length=_length, corners=_corners):
    return (length(route, cell_m), corners(route))


def diagonal_length_one(route, cell_m):
    return _answer(route, cell_m, length=lambda route, cell_m: len(route[1:]) * cell_m)  # every step one cell


def diagonal_length_two(route, cell_m):
    return _answer(route, cell_m, length=lambda route, cell_m: _length(
        route, cell_m, step_length=lambda dr, dc: abs(dr) + abs(dc)))  # Manhattan: a diagonal is two


def straight_line_length(route, cell_m):
    def as_the_crow_flies(route, cell_m):
        (r0, c0), (r1, c1) = route[0], route[-1]
        return math.hypot(r1 - r0, c1 - c0) * cell_m

    return _answer(route, cell_m, length=as_the_crow_flies)


def forgets_cell_size(route, cell_m):
    return _answer(route, cell_m, length=lambda route, cell_m: _length(route, 1.0))  # in cells, not metres


def counts_the_start(route, cell_m):
    def legs(route):
        steps = _steps(route)
        return sum(1 for i, s in enumerate(steps) if i == 0 or s != steps[i - 1])  # the first leg too

    return _answer(route, cell_m, corners=legs)


def corner_per_step(route, cell_m):
    return _answer(route, cell_m, corners=lambda route: max(0, len(route) - 2))  # every step after the first


def compares_rows_only(route, cell_m):
    def rows_only(route):
        steps = _steps(route)
        return sum(1 for a, b in zip(steps, steps[1:]) if a[0] != b[0])  # the column step is never compared

    return _answer(route, cell_m, corners=rows_only)


def u_turn_not_a_corner(route, cell_m):
    def bends_only(route):
        steps = _steps(route)
        return sum(1 for (a, b), (c, d) in zip(steps, steps[1:]) if a * d - b * c != 0)  # parallel: no corner

    return _answer(route, cell_m, corners=bends_only)


def one_cell_minus_one(route, cell_m):
    def legs_minus_one(route):
        steps = _steps(route)
        legs = sum(1 for i, s in enumerate(steps) if i == 0 or s != steps[i - 1])
        return legs - 1  # a route of one cell has no legs, and no corners either

    return _answer(route, cell_m, corners=legs_minus_one)


def diagonal_test_one_way(route, cell_m):
    return _answer(route, cell_m, length=lambda route, cell_m: _length(
        route, cell_m, step_length=lambda dr, dc: math.sqrt(2) if dr * dc == 1 else 1.0))  # misses (1, -1)


def sharp_turns_only(route, cell_m):
    def right_angle_or_more(route):
        steps = _steps(route)
        return sum(1 for a, b in zip(steps, steps[1:]) if a[0] * b[0] + a[1] * b[1] <= 0)  # a 45-degree bend missed

    return _answer(route, cell_m, corners=right_angle_or_more)


def right_angles_only(route, cell_m):
    def square_corners(route):
        steps = _steps(route)
        return sum(1 for a, b in zip(steps, steps[1:]) if a[0] * b[0] + a[1] * b[1] == 0)  # only 90 degrees

    return _answer(route, cell_m, corners=square_corners)


def first_step_against_last(route, cell_m):
    def from_index_zero(route):
        steps = _steps(route)
        return sum(1 for i in range(len(steps)) if steps[i] != steps[i - 1])  # steps[-1] when i is 0

    return _answer(route, cell_m, corners=from_index_zero)


def rounds_the_length(route, cell_m):
    length, corners = _answer(route, cell_m)
    return (round(length, 4), corners)  # four places, as the example's "about 1.7071"
