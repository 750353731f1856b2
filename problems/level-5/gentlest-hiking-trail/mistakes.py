"""Gentlest Hiking Trail: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the same careful
search, `_gentlest_trail`, with one part done the wrong way: what a step costs, how a trail's
price grows, when the search stops, what comes back when there is no trail.
"""

import heapq
import math
from collections import deque


def _step(heights, a, b):
    return abs(heights[b[0]][b[1]] - heights[a[0]][a[1]])


def _worse(g, step):
    return max(g, step)             # a trail is as hard as its hardest step


def _neighbours(heights, cell):
    r, c = cell
    for nxt in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
        if 0 <= nxt[0] < len(heights) and 0 <= nxt[1] < len(heights[0]) and heights[nxt[0]][nxt[1]] is not None:
            yield nxt


def _route(parent, cell):
    route = []
    while cell is not None:
        route.append(cell)
        cell = parent[cell]
    return route[::-1]


def _search(heights, start, goal, step=_step, grow=_worse, stop_when_pushed=False, unreachable=None):
    best, parent = {start: 0}, {start: None}
    heap = [(0, start)]
    while heap:
        g, cell = heapq.heappop(heap)
        if g > best[cell]:
            continue
        if cell == goal:
            return g, _route(parent, goal)
        for nxt in _neighbours(heights, cell):
            new = grow(g, step(heights, cell, nxt))
            if new < best.get(nxt, math.inf):
                best[nxt], parent[nxt] = new, cell
                if stop_when_pushed and nxt == goal:
                    return new, _route(parent, goal)
                heapq.heappush(heap, (new, nxt))
    return unreachable


def _gentlest_trail(heights, start, goal, search=_search):
    start, goal = tuple(start), tuple(goal)
    if heights[start[0]][start[1]] is None or heights[goal[0]][goal[1]] is None:
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
