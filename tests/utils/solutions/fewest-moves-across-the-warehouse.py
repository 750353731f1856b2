import math
from collections import deque


def fewest_moves(plan, radius, start, goal):
    rows, cols = len(plan), len(plan[0])
    blocked = set()
    k = math.floor(radius)
    for r in range(rows):
        for c in range(cols):
            if plan[r][c] != "#":
                continue
            blocked.add((r, c))
            for dr in range(-k, k + 1):
                for dc in range(-k, k + 1):
                    if dr * dr + dc * dc <= radius * radius:
                        blocked.add((r + dr, c + dc))
    usable = set()
    for r in range(rows):
        for c in range(cols):
            if (r, c) not in blocked:
                usable.add((r, c))
    start, goal = tuple(start), tuple(goal)
    if start not in usable or goal not in usable:
        return None
    dist = {start: 0}
    todo = deque([start])
    while todo:
        r, c = todo.popleft()
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nxt in usable and nxt not in dist:
                dist[nxt] = dist[(r, c)] + 1
                todo.append(nxt)
    return dist.get(goal)
