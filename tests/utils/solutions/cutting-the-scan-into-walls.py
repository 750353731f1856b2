import math


def dist(p, a, b):
    vx = b[0] - a[0]
    vy = b[1] - a[1]
    return abs(vx * (p[1] - a[1]) - vy * (p[0] - a[0])) / math.hypot(vx, vy)


def cut_into_walls(scan, threshold):
    n = len(scan)
    cuts = {0, n - 1}
    pieces = [(0, n - 1)]
    while pieces:
        i, j = pieces.pop()
        if j - i < 2:
            continue
        best_k = i + 1
        best_d = -1.0
        for k in range(i + 1, j):
            d = dist(scan[k], scan[i], scan[j])
            if d > best_d:
                best_k, best_d = k, d
        if best_d > threshold:
            cuts.add(best_k)
            pieces.append((i, best_k))
            pieces.append((best_k, j))
    split = sorted(cuts)
    merged = [split[0]]
    for t in range(1, len(split) - 1):
        a = merged[-1]
        c = split[t + 1]
        for k in range(a + 1, c):
            if dist(scan[k], scan[a], scan[c]) > threshold:
                merged.append(split[t])
                break
    merged.append(split[-1])
    return split, merged
