"""Keep Off the Walls: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the same careful
answer, `_safest_route`, with one part done the wrong way: how the clearance is measured, what a
cell costs, which cells are charged, what the heap is ordered by, how the search ends, what comes
back.
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


def _entered(price, cell, nxt):
    return price[nxt]                 # a move costs the price of the cell it enters


def _dijkstra(price, start, goal, charge_start=False, charge_goal=True, unreachable=None, charge=_entered,
              finish=lambda route: route[::-1], answer=lambda g, route: (g, route)):
    best, parent = {start: price[start] if charge_start else 0.0}, {start: None}
    heap = [(best[start], start)]
    while heap:
        g, cell = heapq.heappop(heap)
        if g > best[cell]:
            continue
        if cell == goal:
            return answer(g, _route(parent, goal, finish))
        r, c = cell
        for nxt in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
            if nxt not in price:
                continue
            step = charge(price, cell, nxt) if (charge_goal or nxt != goal) else 0.0
            if g + step < best.get(nxt, math.inf):
                best[nxt], parent[nxt] = g + step, cell
                heapq.heappush(heap, (g + step, nxt))
    return unreachable


def _route(parent, cell, finish=lambda route: route[::-1]):
    route = []
    while cell is not None:
        route.append(cell)
        cell = parent[cell]
    return finish(route)


def _safest_route(plan, w, start, goal, prices=_prices, search=_dijkstra, check_ends=True):
    price = prices(plan, w)
    start, goal = tuple(start), tuple(goal)
    if check_ends and (start not in price or goal not in price):
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


def charges_the_cell_left(plan, w, start, goal):
    return _safest_route(plan, w, start, goal,
                         search=lambda p, s, g: _dijkstra(p, s, g, charge=lambda price, cell, nxt: price[cell]))


def d_not_squared(plan, w, start, goal):
    return _safest_route(plan, w, start, goal,
                         prices=lambda plan, w: {cell: 1 + w / d for cell, d in _nearest(plan).items()})


def clearance_chebyshev(plan, w, start, goal):
    def larger_difference(plan):  # max(|dr|, |dc|): a corner neighbour counted 1 away
        blocked = [(r, c) for r in range(len(plan)) for c in range(len(plan[0])) if plan[r][c] == "#"]
        return {(r, c): min((max(abs(r - br), abs(c - bc)) for br, bc in blocked), default=math.inf)
                for r in range(len(plan)) for c in range(len(plan[0])) if plan[r][c] != "#"}

    return _safest_route(plan, w, start, goal, prices=lambda p, w: _prices(p, w, clearance=larger_difference))


def no_obstacle_as_d_one(plan, w, start, goal):
    def nearest_or_one(plan):
        blocked = [(r, c) for r in range(len(plan)) for c in range(len(plan[0])) if plan[r][c] == "#"]
        return {(r, c): min((math.dist((r, c), b) for b in blocked), default=1)   # d = 1 with no obstacle
                for r in range(len(plan)) for c in range(len(plan[0])) if plan[r][c] != "#"}

    return _safest_route(plan, w, start, goal, prices=lambda p, w: _prices(p, w, clearance=nearest_or_one))


def fewest_moves_by_heap(plan, w, start, goal):
    def counted_moves(price, start, goal):   # Dijkstra's loop, but every move adds 1
        found = _dijkstra(price, start, goal, charge=lambda price, cell, nxt: 1)
        return None if found is None else (sum(price[c] for c in found[1][1:]), found[1])

    return _safest_route(plan, w, start, goal, search=counted_moves)


def heap_by_cell_price(plan, w, start, goal):
    def cheapest_cell_first(price, start, goal):
        best, parent = {start: 0}, {start: None}
        heap = [(0, start)]
        while heap:
            _, cell = heapq.heappop(heap)
            g = best[cell]
            if cell == goal:
                return g, _route(parent, goal)
            r, c = cell
            for nxt in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
                if nxt in price and g + price[nxt] < best.get(nxt, math.inf):
                    best[nxt], parent[nxt] = g + price[nxt], cell
                    heapq.heappush(heap, (price[nxt], nxt))   # the cell's own price, not the price so far
        return None

    return _safest_route(plan, w, start, goal, search=cheapest_cell_first)


def ends_not_checked(plan, w, start, goal):
    return _safest_route(plan, w, start, goal, check_ends=False)


def rounds_the_price(plan, w, start, goal):
    return _safest_route(plan, w, start, goal,
                         search=lambda p, s, g: _dijkstra(p, s, g, answer=lambda g_, route: (round(g_, 3), route)))


def rounds_the_price_to_two(plan, w, start, goal):
    return _safest_route(plan, w, start, goal,
                         search=lambda p, s, g: _dijkstra(p, s, g, answer=lambda g_, route: (round(g_, 2), route)))


def infinity_and_empty_route(plan, w, start, goal):
    return _safest_route(plan, w, start, goal,
                         search=lambda p, s, g: _dijkstra(p, s, g, unreachable=(math.inf, [])))


def route_backwards(plan, w, start, goal):
    return _safest_route(plan, w, start, goal,
                         search=lambda p, s, g: _dijkstra(p, s, g, finish=lambda route: route))
