import math


def night_shift_map(rows, cols, res, sensor, scans):
    L = [[0.0] * cols for _ in range(rows)]

    def add(row, col, change):
        if 0 <= row < rows and 0 <= col < cols:
            L[row][col] = min(sensor["hi"], max(sensor["lo"], L[row][col] + change))

    for pose, readings in scans:
        x, y, theta = pose
        r0 = rows - 1 - math.floor(y / res)
        c0 = math.floor(x / res)
        for a, r in readings:
            hit = r < sensor["max_range"]
            d = r if hit else sensor["max_range"]
            r1 = rows - 1 - math.floor((y + d * math.sin(theta + a)) / res)
            c1 = math.floor((x + d * math.cos(theta + a)) / res)
            dr = r1 - r0
            dc = c1 - c0
            n = max(abs(dr), abs(dc))
            for k in range(n):
                add(r0 + (2 * k * dr + n) // (2 * n), c0 + (2 * k * dc + n) // (2 * n), sensor["l_free"])
            if hit:
                add(r1, c1, sensor["l_occ"])
    probabilities = [[1 - 1 / (1 + math.exp(l)) for l in row] for row in L]
    plot(probabilities, kind="grid", label="P(occupied)")
    return probabilities
