import math


def echo_counts(rows, cols, res, max_range, pose, scan):
    x, y, theta = pose
    counts = []
    for _ in range(rows):
        counts.append([0] * cols)
    for a, r in scan:
        if r >= max_range:
            continue
        px = x + r * math.cos(theta + a)
        py = y + r * math.sin(theta + a)
        col = math.floor(px / res)
        up = math.floor(py / res)
        if col < 0 or col >= cols or up < 0 or up >= rows:
            continue
        row = rows - 1 - up
        counts[row][col] += 1
    plot(counts, kind="grid", label="echoes per cell")
    return counts
