import math


def wrap(a):
    while a > math.pi:
        a -= 2 * math.pi
    while a <= -math.pi:
        a += 2 * math.pi
    return a


def icp(map_points, scan, guess, gate, rounds):
    x, y, theta = guess
    n = 0
    for _ in range(rounds):
        c, s = math.cos(theta), math.sin(theta)
        pairs = []
        for sx, sy in scan:
            w = (x + c * sx - s * sy, y + s * sx + c * sy)
            best = None
            best_d = None
            for m in map_points:
                d = math.dist(m, w)
                if best_d is None or d < best_d:
                    best, best_d = m, d
            if best_d <= gate:
                pairs.append((w, best))
        n = len(pairs)
        if n == 0:
            break
        wx = sum(w[0] for w, m in pairs) / n
        wy = sum(w[1] for w, m in pairs) / n
        mx = sum(m[0] for w, m in pairs) / n
        my = sum(m[1] for w, m in pairs) / n
        C = 0.0
        S = 0.0
        for w, m in pairs:
            ax, ay = w[0] - wx, w[1] - wy
            bx, by = m[0] - mx, m[1] - my
            C += ax * bx + ay * by
            S += ax * by - ay * bx
        dtheta = math.atan2(S, C)
        dc, ds = math.cos(dtheta), math.sin(dtheta)
        ex = mx - (dc * wx - ds * wy)
        ey = my - (ds * wx + dc * wy)
        x, y = dc * x - ds * y + ex, ds * x + dc * y + ey
        theta = wrap(theta + dtheta)
    return (x, y, theta, n)
