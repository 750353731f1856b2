"""Fewest Moves Across the Warehouse: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful answer, `_fewest`, with one part swapped for the wrong one: inflate
the shelves by stamping, then BFS from the start over the usable cells.
"""

import math
from collections import deque

SIDES = ((-1, 0), (0, 1), (1, 0), (0, -1))
EIGHT = SIDES + ((-1, 1), (1, 1), (1, -1), (-1, -1))


def _euclid(dr, dc, radius):
    return dr * dr + dc * dc <= radius * radius


def _usable(plan, radius, near=_euclid, clipped=True, edge_wall=False, from_marked=False, k=None,
            steps=lambda k: range(-k, k + 1), inside=None, wrap_caught=False):
    rows, cols = len(plan), len(plan[0])
    grid = [list(row) for row in plan]
    k = math.floor(radius) if k is None else k
    for r in range(rows):
        for c in range(cols):
            if (grid if from_marked else plan)[r][c] == ".":
                continue
            for dr in steps(k):
                for dc in steps(k):
                    rr, cc = r + dr, c + dc
                    if inside is not None:
                        if not inside(rr, cc, rows, cols):
                            continue
                    elif clipped and not (0 <= rr < rows and 0 <= cc < cols):
                        continue
                    elif not (rr < rows and cc < cols):
                        continue
                    try:
                        if grid[rr][cc] == "." and near(dr, dc, radius):
                            grid[rr][cc] = "x"
                    except IndexError:
                        if not wrap_caught:
                            raise
    free = {(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "."}
    if edge_wall:
        free = {(r, c) for r, c in free if min(r + 1, c + 1, rows - r, cols - c) > radius}
    return free


def _fewest(plan, radius, start, goal, free=None, moves=SIDES, check_start=True, reachable=False):
    free = _usable(plan, radius) if free is None else free
    start, goal = tuple(start), tuple(goal)
    if check_start and (start not in free or goal not in free):
        return None
    dist = {start: 0}
    todo = deque([start])
    while todo:
        r, c = todo.popleft()
        for dr, dc in moves:
            nxt = (r + dr, c + dc)
            if nxt in free and nxt not in dist:
                dist[nxt] = dist[(r, c)] + 1
                todo.append(nxt)
    if reachable:
        return dist[goal]
    return dist.get(goal)


def searches_the_plan(plan, radius, start, goal):
    rows, cols = len(plan), len(plan[0])
    free = {(r, c) for r in range(rows) for c in range(cols) if plan[r][c] != "#"}   # no inflation
    return _fewest(plan, radius, start, goal, free=free)


def manhattan_inflation(plan, radius, start, goal):
    free = _usable(plan, radius, near=lambda dr, dc, radius: abs(dr) + abs(dc) <= radius)
    return _fewest(plan, radius, start, goal, free=free)


def chebyshev_inflation(plan, radius, start, goal):
    free = _usable(plan, radius, near=lambda dr, dc, radius: max(abs(dr), abs(dc)) <= radius)
    return _fewest(plan, radius, start, goal, free=free)


def strictly_less(plan, radius, start, goal):
    free = _usable(plan, radius, near=lambda dr, dc, radius: dr * dr + dc * dc < radius * radius)
    return _fewest(plan, radius, start, goal, free=free)


def start_not_checked(plan, radius, start, goal):
    free = _usable(plan, radius) | {tuple(start)}          # the search starts wherever the robot is
    return _fewest(plan, radius, start, goal, free=free, check_start=False)


def assumes_reachable(plan, radius, start, goal):
    return _fewest(plan, radius, start, goal, reachable=True)


def eight_moves(plan, radius, start, goal):
    return _fewest(plan, radius, start, goal, moves=EIGHT)


def edge_is_a_wall(plan, radius, start, goal):
    return _fewest(plan, radius, start, goal, free=_usable(plan, radius, edge_wall=True))


def negative_index_wraps(plan, radius, start, goal):
    return _fewest(plan, radius, start, goal, free=_usable(plan, radius, clipped=False))


def stamps_from_marked_cells(plan, radius, start, goal):
    return _fewest(plan, radius, start, goal, free=_usable(plan, radius, from_marked=True))


def negative_index_wraps_caught(plan, radius, start, goal):
    # no bounds check at all: an IndexError off the far edges is caught, and -1 reads the other end
    return _fewest(plan, radius, start, goal,
                   free=_usable(plan, radius, inside=lambda rr, cc, rows, cols: True, wrap_caught=True))


def radius_not_squared(plan, radius, start, goal):
    free = _usable(plan, radius, near=lambda dr, dc, radius: dr * dr + dc * dc <= radius)
    return _fewest(plan, radius, start, goal, free=free)


def window_radius_squared(plan, radius, start, goal):
    k = math.floor(radius)
    free = _usable(plan, radius, near=lambda dr, dc, radius: dr * dr + dc * dc <= k * k)
    return _fewest(plan, radius, start, goal, free=free)


def window_off_by_one(plan, radius, start, goal):
    return _fewest(plan, radius, start, goal, free=_usable(plan, radius, steps=lambda k: range(-k, k)))


def window_too_small(plan, radius, start, goal):
    k = round(radius) - 1 if radius >= 1 else 0                 # one short of floor(radius)
    return _fewest(plan, radius, start, goal, free=_usable(plan, radius, k=k))


def rows_and_columns_swapped(plan, radius, start, goal):
    free = _usable(plan, radius, inside=lambda rr, cc, rows, cols: 0 <= rr < cols and 0 <= cc < rows)
    return _fewest(plan, radius, start, goal, free=free)


def rows_and_columns_swapped_guarded(plan, radius, start, goal):
    free = _usable(plan, radius, inside=lambda rr, cc, rows, cols: 0 <= rr < cols and 0 <= cc < rows
                   and rr < rows and cc < cols)
    return _fewest(plan, radius, start, goal, free=free)


def only_shelves_checked(plan, radius, start, goal):
    if plan[start[0]][start[1]] == "#" or plan[goal[0]][goal[1]] == "#":
        return None
    free = _usable(plan, radius) | {tuple(start), tuple(goal)}   # parked too close, and searched anyway
    return _fewest(plan, radius, start, goal, free=free, check_start=False)


def minus_one_for_no_route(plan, radius, start, goal):
    free = _usable(plan, radius)
    if tuple(start) not in free or tuple(goal) not in free:
        return None
    moves = _fewest(plan, radius, start, goal, free=free)
    return -1 if moves is None else moves                        # -1 where no moves join them


def row_and_column_read_as_x_and_y(plan, radius, start, goal):
    return _fewest(plan, radius, (start[1], start[0]), (goal[1], goal[0]))
