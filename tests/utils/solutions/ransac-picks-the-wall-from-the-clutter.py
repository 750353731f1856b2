import math


def distance(p, a, b):
    vx = b[0] - a[0]
    vy = b[1] - a[1]
    return abs(vx * (p[1] - a[1]) - vy * (p[0] - a[0])) / math.sqrt(vx * vx + vy * vy)


def fit(points):
    n = len(points)
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    sxx = sum((p[0] - mx) ** 2 for p in points)
    syy = sum((p[1] - my) ** 2 for p in points)
    sxy = sum((p[0] - mx) * (p[1] - my) for p in points)
    alpha = 0.5 * math.atan2(-2 * sxy, syy - sxx)
    d = mx * math.cos(alpha) + my * math.sin(alpha)
    if d < 0:
        d = -d
        alpha += math.pi
        if alpha > math.pi:
            alpha -= 2 * math.pi
    return alpha, d


def ransac_wall(scan, tolerance):
    best = None
    for i in range(len(scan)):
        for j in range(i + 1, len(scan)):
            if scan[i][0] == scan[j][0] and scan[i][1] == scan[j][1]:
                continue
            crowd = []
            for k in range(len(scan)):
                if distance(scan[k], scan[i], scan[j]) <= tolerance:
                    crowd.append(k)
            if best is None or len(crowd) > len(best):
                best = crowd
    if best is None:
        return None
    alpha, d = fit([scan[k] for k in best])
    return (alpha, d, best)
