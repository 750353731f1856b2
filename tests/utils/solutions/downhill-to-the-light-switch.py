import math


def wrap(a):
    while a > math.pi:
        a -= 2 * math.pi
    while a <= -math.pi:
        a += 2 * math.pi
    return a


def downhill(l1, l2, target, start, alpha, tol, budget):
    t1, t2 = start
    distances = []
    steps = 0
    while True:
        s1, c1 = math.sin(t1), math.cos(t1)
        s12, c12 = math.sin(t1 + t2), math.cos(t1 + t2)
        ex = l1 * c1 + l2 * c12 - target[0]
        ey = l1 * s1 + l2 * s12 - target[1]
        distances.append(math.sqrt(ex * ex + ey * ey))
        if distances[-1] <= tol or steps == budget:
            break
        g1 = (-l1 * s1 - l2 * s12) * ex + (l1 * c1 + l2 * c12) * ey
        g2 = -l2 * s12 * ex + l2 * c12 * ey
        t1, t2 = t1 - alpha * g1, t2 - alpha * g2
        steps += 1
    return (wrap(t1), wrap(t2), steps, distances)
