"""Keep Off the Walls: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the same careful
answer, `_safest_route`, with one part done the wrong way: how the clearance is measured, what a
cell costs, which cells are charged, how the search ends.
"""

import heapq
import math
from collections import deque


def _nearest(plan):
    """Each free cell's Euclidean distance to the nearest obstacle (inf when there is none)."""
    blocked = [(r, c) for r in range(len(plan)) for c in range(len(plan[0])) if plan[r][c] == "#"]
    return {(r, c): min((math.dist((r, c), b) for b in blocked), default=math.inf)
            for r in range(len(plan)) for c in range(len(plan[0])) if plan[r][c] != "#"}


def _prices(plan, w, clearance=_nearest):
    return {cell: 1 + w / d ** 2 for cell, d in clearance(plan).items()}


def _dijkstra(price, start, goal, charge_start=False, charge_goal=True, unreachable=None):
    best, parent = {start: price[start] if charge_start else 0.0}, {start: None}
    heap = [(best[start], start)]
    while heap:
        g, cell = heapq.heappop(heap)
        if g > best[cell]:
            continue
        if cell == goal:
            return g, _route(parent, goal)
        r, c = cell
        for nxt in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
            if nxt not in price:
                continue
            step = price[nxt] if (charge_goal or nxt != goal) else 0.0
            if g + step < best.get(nxt, math.inf):
                best[nxt], parent[nxt] = g + step, cell
                heapq.heappush(heap, (g + step, nxt))
    return unreachable


def _route(parent, cell):
    route = []
    while cell is not None:
        route.append(cell)
        cell = parent[cell]
    return route[::-1]


def _safest_route(plan, w, start, goal, prices=_prices, search=_dijkstra):
    price = prices(plan, w)
    start, goal = tuple(start), tuple(goal)
    if start not in price or goal not in price:
        return None
    return search(price, start, goal)


def bfs_fewest_moves(plan, w, start, goal):
    def fewest_moves(price, start, goal):  # breadth-first: the fewest moves, whatever they cost
        parent, todo = {start: None}, deque([start])
        while todo:
            cell = todo.popleft()
            if cell == goal:
                route = _route(parent, goal)
                return sum(price[c] for c in route[1:]), route
            r, c = cell
            for nxt in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
                if nxt in price and nxt not in parent:
                    parent[nxt] = cell
                    todo.append(nxt)
        return None

    return _safest_route(plan, w, start, goal, search=fewest_moves)


def charges_the_start(plan, w, start, goal):
    return _safest_route(plan, w, start, goal, search=lambda p, s, g: _dijkstra(p, s, g, charge_start=True))


def goal_not_charged(plan, w, start, goal):
    return _safest_route(plan, w, start, goal, search=lambda p, s, g: _dijkstra(p, s, g, charge_goal=False))


def sum_over_obstacles(plan, w, start, goal):
    def every_obstacle_pushes(plan, w):
        blocked = [(r, c) for r in range(len(plan)) for c in range(len(plan[0])) if plan[r][c] == "#"]
        return {(r, c): 1 + sum(w / math.dist((r, c), b) ** 2 for b in blocked)
                for r in range(len(plan)) for c in range(len(plan[0])) if plan[r][c] != "#"}

    return _safest_route(plan, w, start, goal, prices=every_obstacle_pushes)


def clearance_in_steps(plan, w, start, goal):
    def steps_to_nearest(plan):  # one BFS from every obstacle at once: steps, not distance
        rows, cols = len(plan), len(plan[0])
        steps = {(r, c): 0 for r in range(rows) for c in range(cols) if plan[r][c] == "#"}
        todo = deque(steps)
        while todo:
            r, c = todo.popleft()
            for nxt in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
                if 0 <= nxt[0] < rows and 0 <= nxt[1] < cols and nxt not in steps:
                    steps[nxt] = steps[(r, c)] + 1
                    todo.append(nxt)
        return {(r, c): steps.get((r, c), math.inf) for r in range(rows) for c in range(cols)
                if plan[r][c] != "#"}

    return _safest_route(plan, w, start, goal, prices=lambda p, w: _prices(p, w, clearance=steps_to_nearest))


def crashes_without_obstacles(plan, w, start, goal):
    def nearest_or_crash(plan):
        blocked = [(r, c) for r in range(len(plan)) for c in range(len(plan[0])) if plan[r][c] == "#"]
        return {(r, c): min(math.dist((r, c), b) for b in blocked)  # min() of nothing raises
                for r in range(len(plan)) for c in range(len(plan[0])) if plan[r][c] != "#"}

    return _safest_route(plan, w, start, goal, prices=lambda p, w: _prices(p, w, clearance=nearest_or_crash))


def infinity_for_no_route(plan, w, start, goal):
    return _safest_route(plan, w, start, goal, search=lambda p, s, g: _dijkstra(p, s, g, unreachable=math.inf))
