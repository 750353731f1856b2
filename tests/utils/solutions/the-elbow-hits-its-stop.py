import math


def descend_with_stops(l1, l2, target, start, stops, alpha, tol, stall, budget):
    t1, t2 = start
    steps = 0
    while True:
        ex = l1 * math.cos(t1) + l2 * math.cos(t1 + t2) - target[0]
        ey = l1 * math.sin(t1) + l2 * math.sin(t1 + t2) - target[1]
        if math.hypot(ex, ey) <= tol:
            return (t1, t2, steps, "reached")
        if steps == budget:
            return (t1, t2, steps, "budget")
        s1, c1, s12, c12 = math.sin(t1), math.cos(t1), math.sin(t1 + t2), math.cos(t1 + t2)
        g1 = (-l1 * s1 - l2 * s12) * ex + (l1 * c1 + l2 * c12) * ey
        g2 = -l2 * s12 * ex + l2 * c12 * ey
        n1 = min(stops[0][1], max(stops[0][0], t1 - alpha * g1))
        n2 = min(stops[1][1], max(stops[1][0], t2 - alpha * g2))
        moved = max(abs(n1 - t1), abs(n2 - t2))
        t1, t2 = n1, n2
        steps += 1
        if moved <= stall:
            return (t1, t2, steps, "stalled")
