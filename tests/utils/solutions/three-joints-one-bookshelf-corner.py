import math


def fingertip(lengths, q):
    x = y = phi = 0.0
    phis = []
    for l, t in zip(lengths, q):
        phi += t
        phis.append(phi)
        x += l * math.cos(phi)
        y += l * math.sin(phi)
    return x, y, phis


def reach_with_pull(lengths, target, start, alpha, mu, iterations):
    q = list(start)
    for _ in range(iterations):
        x, y, phis = fingertip(lengths, q)
        ex, ey = x - target[0], y - target[1]
        g = []
        for i in range(3):
            jx = -sum(lengths[j] * math.sin(phis[j]) for j in range(i, 3))
            jy = sum(lengths[j] * math.cos(phis[j]) for j in range(i, 3))
            g.append(jx * ex + jy * ey + mu * (q[i] - start[i]))
        q = [q[i] - alpha * g[i] for i in range(3)]
    x, y, _ = fingertip(lengths, q)
    return (q, math.hypot(x - target[0], y - target[1]))
