import heapq


def rover_route(field, start, goal):
    rows, cols = len(field), len(field[0])
    start, goal = tuple(start), tuple(goal)

    def clear(r, c):
        return 0 <= r < rows and 0 <= c < cols and field[r][c] == "."

    def h(cell):
        dr = abs(cell[0] - goal[0])
        dc = abs(cell[1] - goal[1])
        return 14 * min(dr, dc) + 10 * (max(dr, dc) - min(dr, dc))

    if not clear(*start) or not clear(*goal):
        return None
    best = {start: 0}
    parent = {start: None}
    heap = [(h(start), 0, start)]
    expanded = 0
    while heap:
        f, minus_g, cell = heapq.heappop(heap)
        g = -minus_g
        if g > best[cell]:
            continue
        expanded += 1
        if cell == goal:
            route = []
            while cell is not None:
                route.append(cell)
                cell = parent[cell]
            route.reverse()
            return g, route, expanded
        r, c = cell
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if dr == 0 and dc == 0:
                    continue
                nr, nc = r + dr, c + dc
                if not clear(nr, nc):
                    continue
                if dr != 0 and dc != 0:
                    if not clear(r + dr, c) or not clear(r, c + dc):
                        continue
                    step = 14
                else:
                    step = 10
                new_g = g + step
                if (nr, nc) not in best or new_g < best[(nr, nc)]:
                    best[(nr, nc)] = new_g
                    parent[(nr, nc)] = cell
                    heapq.heappush(heap, (new_g + h((nr, nc)), -new_g, (nr, nc)))
    return None
