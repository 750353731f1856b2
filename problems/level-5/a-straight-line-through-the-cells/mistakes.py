"""A Straight Line Through the Cells: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful answer, `_line`, with one part swapped for the wrong one.
"""

import math


def _floor_half(x):
    return math.floor(x + 0.5)


def _line(a, b, rounding=_floor_half, steps=None, first=0, last=0):
    (r0, c0), (r1, c1) = a, b
    dr, dc = r1 - r0, c1 - c0
    n = max(abs(dr), abs(dc)) if steps is None else steps(dr, dc)
    if n == 0:
        return [[r0, c0]]
    return [[r0 + rounding(k * dr / n), c0 + rounding(k * dc / n)] for k in range(first, n + 1 - last)]


def python_round(a, b):
    return _line(a, b, rounding=round)  # round(0.5) is 0 and round(2.5) is 2: halves go to even


def int_rounding(a, b):
    return _line(a, b, rounding=lambda x: int(x + 0.5))  # int() cuts towards zero, wrong below zero


def halves_away_from_zero(a, b):
    def away(x):
        return int(x + 0.5) if x >= 0 else -int(-x + 0.5)  # -0.5 goes to -1, not to 0

    return _line(a, b, rounding=away)


def starts_at_k_one(a, b):
    return _line(a, b, first=1)  # the first cell, k = 0, is never listed


def shorter_direction(a, b):
    return _line(a, b, steps=lambda dr, dc: min(abs(dr), abs(dc)))  # too few steps: gaps


def shorter_direction_at_least_one(a, b):
    return _line(a, b, steps=lambda dr, dc: max(1, min(abs(dr), abs(dc))))  # too few steps, never zero


def always_along_columns(a, b):
    return _line(a, b, steps=lambda dr, dc: abs(dc) if dc else abs(dr))  # steep lines get gaps


def forgets_n_zero(a, b):
    (r0, c0), (r1, c1) = a, b
    dr, dc = r1 - r0, c1 - c0
    n = max(abs(dr), abs(dc))
    return [[r0 + _floor_half(k * dr / n), c0 + _floor_half(k * dc / n)] for k in range(n + 1)]  # n == 0


def running_total(a, b):
    (r0, c0), (r1, c1) = a, b
    dr, dc = r1 - r0, c1 - c0
    n = max(abs(dr), abs(dc))
    if n == 0:
        return [[r0, c0]]
    cells, r, c = [], float(r0), float(c0)
    for _ in range(n + 1):
        cells.append([_floor_half(r), _floor_half(c)])
        r += dr / n  # each step adds a little rounding error to the running total
        c += dc / n
    return cells


def half_down(a, b):
    return _line(a, b, rounding=lambda x: math.ceil(x - 0.5))  # a half goes down: 0.5 to 0, -0.5 to -1


def _side_steps(a, b, merge):
    (r0, c0), (r1, c1) = a, b
    dr, dc = r1 - r0, c1 - c0
    n = abs(dr) + abs(dc)  # a step for every row and every column, as if it could not move diagonally
    if n == 0:
        return [[r0, c0]]
    cells = []
    for k in range(n + 1):
        cell = [r0 + (2 * k * dr + n) // (2 * n), c0 + (2 * k * dc + n) // (2 * n)]
        if not merge or not cells or cells[-1] != cell:
            cells.append(cell)
    return cells


def side_steps_merged(a, b):
    return _side_steps(a, b, merge=True)  # repeated cells dropped, but still too many cells


def side_steps(a, b):
    return _side_steps(a, b, merge=False)


def stops_before_b(a, b):
    return _line(a, b, last=1)  # range(n): the last cell, k = n, is never listed
