import math
from collections import deque


def largest_lake(chart, radius):
    rows, cols = len(chart), len(chart[0])
    too_close = set()
    k = math.floor(radius)
    for r in range(rows):
        for c in range(cols):
            if chart[r][c] == "#":
                for dr in range(-k, k + 1):
                    for dc in range(-k, k + 1):
                        if dr * dr + dc * dc < radius * radius:
                            too_close.add((r + dr, c + dc))
    usable = set()
    for r in range(rows):
        for c in range(cols):
            if chart[r][c] == "~" and (r, c) not in too_close:
                usable.add((r, c))
    seen = set()
    sizes = []
    for cell in usable:
        if cell in seen:
            continue
        seen.add(cell)
        todo = deque([cell])
        size = 0
        while todo:
            r, c = todo.popleft()
            size += 1
            for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if nxt in usable and nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        sizes.append(size)
    return (len(sizes), max(sizes) if sizes else 0)
