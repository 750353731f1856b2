import math


def one_beam(L, res, sensor, pose, a, r):
    rows = len(L)
    cols = len(L[0])
    x, y, theta = pose
    hit = r < sensor["max_range"]
    if hit:
        d = r
    else:
        d = sensor["max_range"]
    r0 = rows - 1 - math.floor(y / res)
    c0 = math.floor(x / res)
    ex = x + d * math.cos(theta + a)
    ey = y + d * math.sin(theta + a)
    r1 = rows - 1 - math.floor(ey / res)
    c1 = math.floor(ex / res)

    def add(row, col, change):
        if 0 <= row < rows and 0 <= col < cols:
            L[row][col] = min(sensor["hi"], max(sensor["lo"], L[row][col] + change))

    dr = r1 - r0
    dc = c1 - c0
    n = max(abs(dr), abs(dc))
    for k in range(n):
        add(r0 + (2 * k * dr + n) // (2 * n), c0 + (2 * k * dc + n) // (2 * n), sensor["l_free"])
    if hit:
        add(r1, c1, sensor["l_occ"])
    plot([[1 - 1 / (1 + math.exp(l)) for l in row] for row in L], kind="grid", label="P(occupied)")
    return L
