import math

def wrap(a):
    while a > math.pi:
        a -= 2 * math.pi
    while a <= -math.pi:
        a += 2 * math.pi
    return a

def smallest_move(l1, l2, x, y, stops, current):
    r = math.hypot(x, y)
    if r > l1 + l2 + 1e-9 or r < abs(l1 - l2) - 1e-9:
        return None
    if abs(r - (l1 + l2)) <= 1e-9:
        bends = [0.0]
    elif abs(r - abs(l1 - l2)) <= 1e-9:
        bends = [math.pi]
    else:
        c = max(-1.0, min(1.0, (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2)))
        bends = [-math.acos(c), math.acos(c)]
    best = None
    best_cost = None
    for t2 in bends:
        t1 = wrap(math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2)))
        inside = all(lo - 1e-9 <= t <= hi + 1e-9 for t, (lo, hi) in zip((t1, t2), stops))
        if not inside:
            continue
        cost = abs(wrap(t1 - current[0])) + abs(wrap(t2 - current[1]))
        if best is None or cost < best_cost - 1e-9:
            best, best_cost = (t1, t2), cost
    return best
