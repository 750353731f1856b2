import heapq
import math


def gentlest_trail(heights, start, goal):
    rows, cols = len(heights), len(heights[0])
    start, goal = tuple(start), tuple(goal)
    if heights[start[0]][start[1]] is None or heights[goal[0]][goal[1]] is None:
        return None
    best = {start: 0}
    parent = {start: None}
    heap = [(0, start)]
    while heap:
        g, cell = heapq.heappop(heap)
        if g > best[cell]:
            continue
        if cell == goal:
            trail = []
            while cell is not None:
                trail.append(cell)
                cell = parent[cell]
            return g, trail[::-1]
        r, c = cell
        for nr, nc in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
            if 0 <= nr < rows and 0 <= nc < cols and heights[nr][nc] is not None:
                w = abs(heights[nr][nc] - heights[r][c])
                new = max(g, w)
                if new < best.get((nr, nc), math.inf):
                    best[(nr, nc)] = new
                    parent[(nr, nc)] = cell
                    heapq.heappush(heap, (new, (nr, nc)))
    return None
