import math

def wrap(a):
    while a > math.pi:
        a -= 2 * math.pi
    while a <= -math.pi:
        a += 2 * math.pi
    return a

def solve(l1, l2, x, y):
    r = math.hypot(x, y)
    if r > l1 + l2 + 1e-9 or r < abs(l1 - l2) - 1e-9:
        return []
    if abs(r - (l1 + l2)) <= 1e-9:
        bends = [0.0]
    elif abs(r - abs(l1 - l2)) <= 1e-9:
        bends = [math.pi]
    else:
        c = max(-1.0, min(1.0, (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2)))
        bends = [-math.acos(c), math.acos(c)]
    return [(wrap(math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))), t2)
            for t2 in bends]

def allowed_solutions(l1, l2, x, y, stops):
    keep = []
    for t1, t2 in solve(l1, l2, x, y):
        ok1 = stops[0][0] - 1e-9 <= t1 <= stops[0][1] + 1e-9
        ok2 = stops[1][0] - 1e-9 <= t2 <= stops[1][1] + 1e-9
        if ok1 and ok2:
            keep.append((t1, t2))
    return keep
