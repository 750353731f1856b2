import math


def fit_wall(points):
    n = len(points)
    mx = sum(x for x, y in points) / n
    my = sum(y for x, y in points) / n
    sxx = sum((x - mx) ** 2 for x, y in points)
    syy = sum((y - my) ** 2 for x, y in points)
    sxy = sum((x - mx) * (y - my) for x, y in points)
    alpha = 0.5 * math.atan2(-2 * sxy, syy - sxx)
    d = mx * math.cos(alpha) + my * math.sin(alpha)
    if d < 0:
        d = -d
        alpha = alpha + math.pi
        if alpha > math.pi:
            alpha -= 2 * math.pi
    return (alpha, d)
