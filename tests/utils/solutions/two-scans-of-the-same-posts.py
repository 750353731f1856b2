import math


def align_scans(old, new):
    n = len(old)
    px = sum(p[0] for p in old) / n
    py = sum(p[1] for p in old) / n
    qx = sum(q[0] for q in new) / n
    qy = sum(q[1] for q in new) / n
    C = 0.0
    S = 0.0
    for (ax, ay), (bx, by) in zip(old, new):
        ax, ay = ax - px, ay - py
        bx, by = bx - qx, by - qy
        C += bx * ax + by * ay
        S += bx * ay - by * ax
    theta = math.atan2(S, C)
    c, s = math.cos(theta), math.sin(theta)
    tx = px - (c * qx - s * qy)
    ty = py - (s * qx + c * qy)
    total = 0.0
    for (ax, ay), (bx, by) in zip(old, new):
        total += (c * bx - s * by + tx - ax) ** 2 + (s * bx + c * by + ty - ay) ** 2
    rms = math.sqrt(total / n)
    return (tx, ty, theta, rms)
