"""Room for a Round Robot: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same stamping answer, `_c_space`, with one part swapped for the wrong one.
"""

import math


def _euclid(dr, dc, radius):
    return dr * dr + dc * dc <= radius * radius


def _inside(rr, cc, rows, cols):
    return 0 <= rr < rows and 0 <= cc < cols


def _c_space(plan, radius, near=_euclid, inside=_inside, sources=None):
    rows, cols = len(plan), len(plan[0])
    out = [list(row) for row in plan]
    k = math.floor(radius)
    for r in range(rows):
        for c in range(cols):
            if plan[r][c] != "#":
                continue
            for dr in range(-k, k + 1):
                for dc in range(-k, k + 1):
                    rr, cc = r + dr, c + dc
                    if inside(rr, cc, rows, cols) and plan[rr][cc] == "." and near(dr, dc, radius):
                        out[rr][cc] = "x"
    return ["".join(row) for row in out]


def strictly_less(plan, radius):
    return _c_space(plan, radius, near=lambda dr, dc, radius: dr * dr + dc * dc < radius * radius)


def manhattan(plan, radius):
    return _c_space(plan, radius, near=lambda dr, dc, radius: abs(dr) + abs(dc) <= radius)


def chebyshev(plan, radius):
    return _c_space(plan, radius, near=lambda dr, dc, radius: max(abs(dr), abs(dc)) <= radius)


def window_radius_squared(plan, radius):
    k = math.floor(radius)
    return _c_space(plan, radius, near=lambda dr, dc, radius: dr * dr + dc * dc <= k * k)


def negative_index_wraps(plan, radius):
    rows, cols = len(plan), len(plan[0])
    out = [list(row) for row in plan]
    k = math.floor(radius)
    for r in range(rows):
        for c in range(cols):
            if plan[r][c] != "#":
                continue
            for dr in range(-k, k + 1):
                for dc in range(-k, k + 1):
                    try:                                   # off the far edge raises; -1 does not
                        if plan[r + dr][c + dc] == "." and dr * dr + dc * dc <= radius * radius:
                            out[r + dr][c + dc] = "x"
                    except IndexError:
                        pass
    return ["".join(row) for row in out]


def edge_is_a_wall(plan, radius):
    rows, cols = len(plan), len(plan[0])
    out = _c_space(plan, radius)
    grid = [list(row) for row in out]
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "." and min(r + 1, c + 1, rows - r, cols - c) <= radius:
                grid[r][c] = "x"                           # as if the hall were walled all round
    return ["".join(row) for row in grid]


def stamps_from_marked_cells(plan, radius):
    rows, cols = len(plan), len(plan[0])
    grid = [list(row) for row in plan]
    k = math.floor(radius)
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == ".":                          # 'x' cells marked earlier stamp too
                continue
            for dr in range(-k, k + 1):
                for dc in range(-k, k + 1):
                    rr, cc = r + dr, c + dc
                    if _inside(rr, cc, rows, cols) and grid[rr][cc] == "." and dr * dr + dc * dc <= radius * radius:
                        grid[rr][cc] = "x"
    return ["".join(row) for row in grid]


def cases_become_x(plan, radius):
    out = _c_space(plan, radius)
    return [row.replace("#", "x") for row in out]


def radius_not_squared(plan, radius):
    return _c_space(plan, radius, near=lambda dr, dc, radius: dr * dr + dc * dc <= radius)


def _stamp(plan, radius, k, steps, inside):
    rows, cols = len(plan), len(plan[0])
    out = [list(row) for row in plan]
    rr = radius * radius
    for r in range(rows):
        for c in range(cols):
            if plan[r][c] != "#":
                continue
            for dr in steps(k):
                for dc in steps(k):
                    if dr * dr + dc * dc > rr:
                        continue
                    nr, nc = r + dr, c + dc
                    if inside(nr, nc, rows, cols) and plan[nr][nc] != "#":
                        out[nr][nc] = "x"
    return ["".join(row) for row in out]


def _whole(k):
    return range(-k, k + 1)


def window_off_by_one(plan, radius):
    return _stamp(plan, radius, math.floor(radius), lambda k: range(-k, k), _inside)   # stops before k


def window_too_small(plan, radius):
    k = round(radius) - 1 if radius >= 1 else 0                                   # one short of floor(radius)
    return _stamp(plan, radius, k, _whole, _inside)


def no_check_below_zero(plan, radius):
    # only the far edges are checked: -1 reads the other end, and below -len(plan) it raises
    return _stamp(plan, radius, math.floor(radius), _whole, lambda nr, nc, rows, cols: nr < rows and nc < cols)


def rows_and_columns_swapped(plan, radius):
    return _stamp(plan, radius, math.floor(radius), _whole,
                  lambda nr, nc, rows, cols: 0 <= nr < cols and 0 <= nc < rows)


def rows_and_columns_swapped_guarded(plan, radius):
    return _stamp(plan, radius, math.floor(radius), _whole,
                  lambda nr, nc, rows, cols: 0 <= nr < cols and 0 <= nc < rows and nr < rows and nc < cols)
