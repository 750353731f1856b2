"""Cutting the Staircase Short: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful answer, `_shortcut`, with one part swapped for the wrong one: the
rounding or the number of steps of the line, or the way the next waypoint is searched for.
"""

import math


def _floor_half(x):
    return math.floor(x + 0.5)


def _line(a, b, rounding=_floor_half, steps=None):
    (r0, c0), (r1, c1) = a, b
    dr, dc = r1 - r0, c1 - c0
    n = max(abs(dr), abs(dc)) if steps is None else steps(dr, dc)
    if n == 0:
        return [(r0, c0)]
    return [(r0 + rounding(k * dr / n), c0 + rounding(k * dc / n)) for k in range(n + 1)]


def _free(plan, cell):
    r, c = cell
    return 0 <= r < len(plan) and 0 <= c < len(plan[0]) and plan[r][c] != "#"


def _sees(plan, a, b, line=_line):
    return all(_free(plan, cell) for cell in line(a, b))


def _backwards(route, i, sees):
    j = len(route) - 1
    while j > i + 1 and not sees(route[i], route[j]):
        j -= 1
    return j


def _backwards_from_next_to_last(route, i, sees):
    j = max(i + 1, len(route) - 2)  # the goal itself is never looked at
    while j > i + 1 and not sees(route[i], route[j]):
        j -= 1
    return j


def _backwards_from_the_start(route, i, sees):
    j = len(route) - 1
    while j > i + 1 and not sees(route[0], route[j]):  # route[0], not the last waypoint route[i]
        j -= 1
    return j


def _forwards(route, i, sees):
    j = i + 1
    while j + 1 < len(route) and sees(route[i], route[j + 1]):
        j += 1  # stops at the first blocked line
    return j


def _shortcut(plan, route, sees=_sees, search=_backwards, skip=False):
    route = [tuple(cell) for cell in route]
    keep, i = [route[0]], 0
    while i < len(route) - 1:
        j = search(route, i, lambda a, b: sees(plan, a, b))
        keep.append(route[j])
        i = j + 1 if skip and j + 1 < len(route) - 1 else j  # skip: the next leg starts past the waypoint
    return [list(cell) for cell in keep]


def searches_forwards(plan, route):
    return _shortcut(plan, route, search=_forwards)


def python_round(plan, route):
    return _shortcut(plan, route, sees=lambda plan, a, b: _sees(plan, a, b, lambda a, b: _line(a, b, round)))


def int_rounding(plan, route):
    return _shortcut(plan, route, sees=lambda plan, a, b: _sees(
        plan, a, b, lambda a, b: _line(a, b, lambda x: int(x + 0.5))))


def halves_away_from_zero(plan, route):
    def away(num, n):  # the size rounded half up, then the sign put back: -1/2 goes to -1, not 0
        s = -1 if num < 0 else 1
        return s * ((2 * abs(num) + n) // (2 * n))

    def line(a, b):
        (r0, c0), (r1, c1) = a, b
        dr, dc = r1 - r0, c1 - c0
        n = max(abs(dr), abs(dc))
        if n == 0:
            return [(r0, c0)]
        return [(r0 + away(k * dr, n), c0 + away(k * dc, n)) for k in range(n + 1)]

    return _shortcut(plan, route, sees=lambda plan, a, b: _sees(plan, a, b, line))


def shorter_direction(plan, route):
    return _shortcut(plan, route, sees=lambda plan, a, b: _sees(
        plan, a, b, lambda a, b: _line(a, b, steps=lambda dr, dc: max(1, min(abs(dr), abs(dc))))))


def blocks_at_corners(plan, route):
    def no_squeezing(plan, a, b):
        cells = _line(a, b)
        if not all(_free(plan, cell) for cell in cells):
            return False
        for (r, c), (s, d) in zip(cells, cells[1:]):  # a diagonal step between two blocked cells
            if r != s and c != d and not _free(plan, (r, d)) and not _free(plan, (s, c)):
                return False
        return True

    return _shortcut(plan, route, sees=no_squeezing)


def rows_and_columns_swapped(plan, route):
    def swapped(plan, a, b):
        return all(plan[c][r] != "#" for r, c in _line(a, b))  # plan[row][col], not plan[col][row]

    return _shortcut(plan, route, sees=swapped)


def rows_and_columns_swapped_guarded(plan, route):
    def swapped(plan, a, b):  # plan[col][row], and a cell off the floor that way counts as blocked
        return all(plan[c][r] == "." if c < len(plan) and r < len(plan[0]) else False for r, c in _line(a, b))

    return _shortcut(plan, route, sees=swapped)


def never_checks_the_goal(plan, route):
    return _shortcut(plan, route, search=_backwards_from_next_to_last)


def skips_past_the_waypoint(plan, route):
    return _shortcut(plan, route, skip=True)


def sight_from_the_start(plan, route):
    return _shortcut(plan, route, search=_backwards_from_the_start)


def goal_added_twice(plan, route):
    waypoints = _shortcut(plan, route)
    if waypoints[-1] != list(route[-1]) or len(route) == 1:
        waypoints.append(list(route[-1]))  # a route of one cell: its start is already its goal
    return waypoints
