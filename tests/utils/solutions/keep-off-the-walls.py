import heapq
import math


def safest_route(plan, w, start, goal):
    rows, cols = len(plan), len(plan[0])
    obstacles = [(r, c) for r in range(rows) for c in range(cols) if plan[r][c] == "#"]
    price = {}
    for r in range(rows):
        for c in range(cols):
            if plan[r][c] == "#":
                continue
            if obstacles:
                d = min(math.dist((r, c), o) for o in obstacles)
                price[(r, c)] = 1 + w / d ** 2
            else:
                price[(r, c)] = 1

    start, goal = tuple(start), tuple(goal)
    if start not in price or goal not in price:
        return None
    best = {start: 0}
    parent = {start: None}
    heap = [(0, start)]
    while heap:
        g, cell = heapq.heappop(heap)
        if g > best[cell]:
            continue
        if cell == goal:
            route = []
            while cell is not None:
                route.append(cell)
                cell = parent[cell]
            return g, route[::-1]
        r, c = cell
        for nxt in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
            if nxt in price and g + price[nxt] < best.get(nxt, math.inf):
                best[nxt] = g + price[nxt]
                parent[nxt] = cell
                heapq.heappush(heap, (best[nxt], nxt))
    return None
