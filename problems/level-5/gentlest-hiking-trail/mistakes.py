"""Gentlest Hiking Trail: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the same careful
search, `_gentlest_trail`, with one part done the wrong way: what a step costs, how a trail's
price grows, when the search stops, which cells a hiker may step on and to, what comes back.
"""

import heapq
import math
from collections import deque


def _step(heights, a, b):
    return abs(heights[b[0]][b[1]] - heights[a[0]][a[1]])


def _worse(g, step):
    return max(g, step)             # a trail is as hard as its hardest step


SIDE_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))
EIGHT_STEPS = SIDE_STEPS + ((-1, -1), (-1, 1), (1, -1), (1, 1))


def _dry(heights, cell):
    r, c = cell
    return 0 <= r < len(heights) and 0 <= c < len(heights[0]) and heights[r][c] is not None


def _neighbours(heights, cell, dry=_dry, steps=SIDE_STEPS):
    r, c = cell
    for dr, dc in steps:
        if dry(heights, (r + dr, c + dc)):
            yield (r + dr, c + dc)


def _route(parent, cell, finish=lambda route: route[::-1]):
    route = []
    while cell is not None:
        route.append(cell)
        cell = parent[cell]
    return finish(route)


def _search(heights, start, goal, step=_step, grow=_worse, stop_when_pushed=False, unreachable=None,
            dry=_dry, steps=SIDE_STEPS, finish=lambda route: route[::-1],
            improves=lambda new, nxt, best: new < best.get(nxt, math.inf)):
    best, parent = {start: 0}, {start: None}
    heap = [(0, start)]
    while heap:
        g, cell = heapq.heappop(heap)
        if g > best[cell]:
            continue
        if cell == goal:
            return g, _route(parent, goal, finish)
        for nxt in _neighbours(heights, cell, dry, steps):
            new = grow(g, step(heights, cell, nxt))
            if improves(new, nxt, best):
                best[nxt], parent[nxt] = new, cell
                if stop_when_pushed and nxt == goal:
                    return new, _route(parent, goal, finish)
                heapq.heappush(heap, (new, nxt))
    return unreachable


def _gentlest_trail(heights, start, goal, search=_search, dry=_dry):
    start, goal = tuple(start), tuple(goal)
    if not (dry(heights, start) and dry(heights, goal)):
        return None
    return search(heights, start, goal)


def bfs_fewest_steps(heights, start, goal):
    def fewest_steps(heights, start, goal):
        parent, todo = {start: None}, deque([start])
        while todo:
            cell = todo.popleft()
            if cell == goal:
                route = _route(parent, goal)
                return max((_step(heights, a, b) for a, b in zip(route, route[1:])), default=0), route
            for nxt in _neighbours(heights, cell):
                if nxt not in parent:
                    parent[nxt] = cell
                    todo.append(nxt)
        return None

    return _gentlest_trail(heights, start, goal, search=fewest_steps)


def sums_the_climbs(heights, start, goal):
    return _gentlest_trail(heights, start, goal, search=lambda h, s, g: _search(h, s, g, grow=lambda a, b: a + b))


def last_step_not_largest(heights, start, goal):
    def by_the_last_step(heights, start, goal):
        best, parent, done = {start: 0}, {start: None}, set()
        heap = [(0, start)]
        while heap:
            g, cell = heapq.heappop(heap)
            if cell in done:
                continue
            done.add(cell)
            if cell == goal:
                return g, _route(parent, goal)
            for nxt in _neighbours(heights, cell):
                new = _step(heights, cell, nxt)  # the new step alone: the steeper ones before are forgotten
                if nxt not in done and new < best.get(nxt, math.inf):
                    best[nxt], parent[nxt] = new, cell
                    heapq.heappush(heap, (new, nxt))
        return None

    return _gentlest_trail(heights, start, goal, search=by_the_last_step)


def uphill_only(heights, start, goal):
    def climb(heights, a, b):  # going down counted as nothing
        return heights[b[0]][b[1]] - heights[a[0]][a[1]]

    return _gentlest_trail(heights, start, goal, search=lambda h, s, g: _search(h, s, g, step=climb))


def goal_when_pushed(heights, start, goal):
    return _gentlest_trail(heights, start, goal, search=lambda h, s, g: _search(h, s, g, stop_when_pushed=True))


def infinity_for_no_route(heights, start, goal):
    return _gentlest_trail(heights, start, goal, search=lambda h, s, g: _search(h, s, g, unreachable=math.inf))


def fixed_when_pushed(heights, start, goal):
    return _gentlest_trail(heights, start, goal, search=lambda h, s, g: _search(
        h, s, g, improves=lambda new, nxt, best: nxt not in best))   # a cell's first value is never improved


def eight_moves(heights, start, goal):
    return _gentlest_trail(heights, start, goal, search=lambda h, s, g: _search(h, s, g, steps=EIGHT_STEPS))


def water_as_zero(heights, start, goal):
    def on_the_map(heights, cell):   # every cell, water included
        return 0 <= cell[0] < len(heights) and 0 <= cell[1] < len(heights[0])

    def step(heights, a, b):
        return abs((heights[b[0]][b[1]] or 0) - (heights[a[0]][a[1]] or 0))

    return _gentlest_trail(heights, start, goal, dry=on_the_map,
                           search=lambda h, s, g: _search(h, s, g, step=step, dry=on_the_map))


def zero_height_is_water(heights, start, goal):
    def truthy(heights, cell):   # `if heights[r][c]` is False for a height of 0 as well as for None
        return 0 <= cell[0] < len(heights) and 0 <= cell[1] < len(heights[0]) and bool(heights[cell[0]][cell[1]])

    return _gentlest_trail(heights, start, goal, dry=truthy, search=lambda h, s, g: _search(h, s, g, dry=truthy))


def infinity_and_empty_trail(heights, start, goal):
    return _gentlest_trail(heights, start, goal, search=lambda h, s, g: _search(h, s, g, unreachable=(math.inf, [])))


def route_backwards(heights, start, goal):
    return _gentlest_trail(heights, start, goal, search=lambda h, s, g: _search(h, s, g, finish=lambda route: route))


def bounds_off_by_one(heights, start, goal):
    def short_of_the_edge(heights, cell):   # < rows - 1 and < cols - 1: the last row and column are lost
        r, c = cell
        return 0 <= r < len(heights) - 1 and 0 <= c < len(heights[0]) - 1 and heights[r][c] is not None

    return _gentlest_trail(heights, start, goal, dry=short_of_the_edge,
                           search=lambda h, s, g: _search(h, s, g, dry=short_of_the_edge))
