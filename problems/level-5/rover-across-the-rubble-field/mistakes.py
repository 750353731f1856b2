"""Rover Across the Rubble Field: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the same careful
A*, `_rover_route`, with one part done the wrong way: the heuristic, the corner rule, the stale
check, the tie rule, whether the goal is counted.
"""

import heapq

MOVES = [(-1, 0, 10), (1, 0, 10), (0, -1, 10), (0, 1, 10),
         (-1, -1, 14), (-1, 1, 14), (1, -1, 14), (1, 1, 14)]


def _octile(a, b):
    dr, dc = abs(a[0] - b[0]), abs(a[1] - b[1])
    return 14 * min(dr, dc) + 10 * (max(dr, dc) - min(dr, dc))


def _key(f, g, cell):
    return (f, -g, cell)          # ties: the larger g first, then the smaller (row, col)


def _rover_route(field, start, goal, h=_octile, key=_key, clip_corners=False, stale_check=True,
                 count_goal=True, check_ends=True):
    rows, cols = len(field), len(field[0])
    start, goal = tuple(start), tuple(goal)

    def clear(cell):
        return 0 <= cell[0] < rows and 0 <= cell[1] < cols and field[cell[0]][cell[1]] != "#"

    if check_ends and not (clear(start) and clear(goal)):
        return None
    best, parent = {start: 0}, {start: None}
    heap = [key(h(start, goal), 0, start)]
    expanded = 0
    while heap:
        entry = heapq.heappop(heap)
        cell = entry[2]
        g = abs(entry[1])
        if stale_check and g > best[cell]:
            continue
        if cell == goal:
            return best[goal], _route(parent, goal), expanded + (1 if count_goal else 0)
        expanded += 1
        r, c = cell
        for dr, dc, cost in MOVES:
            nxt = (r + dr, c + dc)
            if not clear(nxt):
                continue
            if dr and dc and not clip_corners and not (clear((r + dr, c)) and clear((r, c + dc))):
                continue
            if g + cost < best.get(nxt, float("inf")):
                best[nxt], parent[nxt] = g + cost, cell
                heapq.heappush(heap, key(g + cost + h(nxt, goal), g + cost, nxt))
    return None


def _route(parent, cell):
    route = []
    while cell is not None:
        route.append(cell)
        cell = parent[cell]
    return route[::-1]


def manhattan_with_diagonals(field, start, goal):
    return _rover_route(field, start, goal, h=lambda a, b: 10 * (abs(a[0] - b[0]) + abs(a[1] - b[1])))


def clips_corners(field, start, goal):
    return _rover_route(field, start, goal, clip_corners=True)


def no_stale_check(field, start, goal):
    return _rover_route(field, start, goal, stale_check=False)


def ties_to_small_g(field, start, goal):
    return _rover_route(field, start, goal, key=lambda f, g, cell: (f, g, cell))


def no_heuristic(field, start, goal):
    return _rover_route(field, start, goal, h=lambda a, b: 0)


def goal_not_counted(field, start, goal):
    return _rover_route(field, start, goal, count_goal=False)


def ends_not_checked(field, start, goal):
    return _rover_route(field, start, goal, check_ends=False)
