import math


def hand(l1, l2, t1, t2):
    return (l1 * math.cos(t1) + l2 * math.cos(t1 + t2), l1 * math.sin(t1) + l2 * math.sin(t1 + t2))


def jac(l1, l2, t1, t2):
    a = t1 + t2
    return (-l1 * math.sin(t1) - l2 * math.sin(a), -l2 * math.sin(a),
            l1 * math.cos(t1) + l2 * math.cos(a), l2 * math.cos(a))


def walk(l1, l2, target, start, step, tol, budget):
    t1, t2 = start
    distances = []
    steps = 0
    while True:
        x, y = hand(l1, l2, t1, t2)
        ex, ey = target[0] - x, target[1] - y
        distances.append(math.hypot(ex, ey))
        if distances[-1] <= tol or steps == budget:
            return (t1, t2, steps, distances)
        d1, d2 = step(jac(l1, l2, t1, t2), ex, ey)
        t1, t2 = t1 + d1, t2 + d2
        steps += 1


def close_the_gap(l1, l2, target, start, alpha, lam, tol, budget):
    def transpose(J, ex, ey):
        A, B, C, D = J
        return alpha * (A * ex + C * ey), alpha * (B * ex + D * ey)

    def dls(J, ex, ey):
        A, B, C, D = J
        m00, m01, m11 = A * A + B * B + lam * lam, A * C + B * D, C * C + D * D + lam * lam
        det = m00 * m11 - m01 * m01
        ux = (m11 * ex - m01 * ey) / det
        uy = (-m01 * ex + m00 * ey) / det
        return A * ux + C * uy, B * ux + D * uy

    return (walk(l1, l2, target, start, transpose, tol, budget),
            walk(l1, l2, target, start, dls, tol, budget))
