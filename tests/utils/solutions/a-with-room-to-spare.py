import heapq
import math


def plan_route(plan, radius, start, goal):
    rows, cols = len(plan), len(plan[0])
    k = math.floor(radius)
    too_close = set()
    for r in range(rows):
        for c in range(cols):
            if plan[r][c] != "#":
                continue
            for dr in range(-k, k + 1):
                for dc in range(-k, k + 1):
                    rr, cc = r + dr, c + dc
                    if 0 <= rr < rows and 0 <= cc < cols and dr * dr + dc * dc <= radius * radius:
                        too_close.add((rr, cc))
    usable = set()
    for r in range(rows):
        for c in range(cols):
            if plan[r][c] == "." and (r, c) not in too_close:
                usable.add((r, c))

    start, goal = tuple(start), tuple(goal)
    if start not in usable or goal not in usable:
        return None

    def h(cell):
        return abs(cell[0] - goal[0]) + abs(cell[1] - goal[1])

    best = {start: 0}
    parent = {start: None}
    heap = [(h(start), 0, start)]
    while heap:
        f, g, cell = heapq.heappop(heap)
        if g > best[cell]:
            continue
        if cell == goal:
            route = []
            while cell is not None:
                route.append(cell)
                cell = parent[cell]
            route.reverse()
            return route
        r, c = cell
        for nxt in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
            if nxt in usable and g + 1 < best.get(nxt, math.inf):
                best[nxt] = g + 1
                parent[nxt] = cell
                heapq.heappush(heap, (g + 1 + h(nxt), g + 1, nxt))
    return None
