"""Rover Across the Rubble Field: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the same careful
A*, `_rover_route`, with one part done the wrong way: the heuristic, the corner rule, the stale
check, the tie rule, whether the goal is counted, when the search stops, which way round the
route comes back, what a diagonal move costs, when a neighbour is pushed.
"""

import heapq

STRAIGHT, DIAGONAL = 10, 14


def _moves(diagonal=DIAGONAL):
    return [(-1, 0, STRAIGHT), (1, 0, STRAIGHT), (0, -1, STRAIGHT), (0, 1, STRAIGHT),
            (-1, -1, diagonal), (-1, 1, diagonal), (1, -1, diagonal), (1, 1, diagonal)]


def _octile(a, b, diagonal=DIAGONAL):
    dr, dc = abs(a[0] - b[0]), abs(a[1] - b[1])
    return diagonal * min(dr, dc) + STRAIGHT * (max(dr, dc) - min(dr, dc))


def _key(f, g, cell):
    return (f, -g, cell)          # ties: the larger g first, then the smaller (row, col)


def _rover_route(field, start, goal, h=_octile, key=_key, clip_corners=False, stale_check=True,
                 count_goal=True, check_ends=True, one_side_enough=False, stop_on_push=False,
                 finish=lambda route: route[::-1], moves=_moves(), improves=lambda new, old: new < old):
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
            return best[goal], _route(parent, goal, finish), expanded + (1 if count_goal else 0)
        expanded += 1
        r, c = cell
        for dr, dc, cost in moves:
            nxt = (r + dr, c + dc)
            if not clear(nxt):
                continue
            if dr and dc and not clip_corners:
                sides = (clear((r + dr, c)), clear((r, c + dc)))
                if not (any(sides) if one_side_enough else all(sides)):
                    continue
            if improves(g + cost, best.get(nxt, float("inf"))):
                best[nxt], parent[nxt] = g + cost, cell
                if stop_on_push and nxt == goal:     # the goal's first push ends the search
                    return g + cost, _route(parent, goal, finish), expanded
                heapq.heappush(heap, key(g + cost + h(nxt, goal), g + cost, nxt))
    return None


def _route(parent, cell, finish=lambda route: route[::-1]):
    route = []
    while cell is not None:
        route.append(cell)
        cell = parent[cell]
    return finish(route)


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


def one_side_cell_enough(field, start, goal):
    return _rover_route(field, start, goal, one_side_enough=True)   # `or` where both must be clear


def goal_when_pushed(field, start, goal):
    return _rover_route(field, start, goal, stop_on_push=True)


def route_backwards(field, start, goal):
    return _rover_route(field, start, goal, finish=lambda route: route)   # goal first, never reversed


def diagonal_ten_root_two(field, start, goal):
    diagonal = 10 * 2 ** 0.5
    return _rover_route(field, start, goal, moves=_moves(diagonal), h=lambda a, b: _octile(a, b, diagonal))


def pushes_on_equal_g(field, start, goal):
    return _rover_route(field, start, goal, improves=lambda new, old: new <= old)
