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


def _usable(plan, radius, near=_euclid, clipped=True, edge_wall=False, from_marked=False):
    rows, cols = len(plan), len(plan[0])
    grid = [list(row) for row in plan]
    k = math.floor(radius)
    for r in range(rows):
        for c in range(cols):
            if (grid if from_marked else plan)[r][c] == ".":
                continue
            for dr in range(-k, k + 1):
                for dc in range(-k, k + 1):
                    rr, cc = r + dr, c + dc
                    if clipped and not (0 <= rr < rows and 0 <= cc < cols):
                        continue
                    if not (rr < rows and cc < cols):
                        continue
                    if grid[rr][cc] == "." and near(dr, dc, radius):
                        grid[rr][cc] = "x"
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
