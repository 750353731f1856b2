import math


def line_cells(a, b):
    r0, c0 = a
    r1, c1 = b
    dr = r1 - r0
    dc = c1 - c0
    n = max(abs(dr), abs(dc))
    if n == 0:
        return [[r0, c0]]
    cells = []
    for k in range(n + 1):
        row = r0 + math.floor(k * dr / n + 0.5)
        col = c0 + math.floor(k * dc / n + 0.5)
        cells.append([row, col])
    return cells
