import math

def wrap(a):
    while a > math.pi:
        a -= 2 * math.pi
    while a <= -math.pi:
        a += 2 * math.pi
    return a

def solutions(l1, l2, x, y):
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

def allowed(q, stops):
    return all(lo - 1e-9 <= t <= hi + 1e-9 for t, (lo, hi) in zip(q, stops))

def flip_samples(l1, l2, points, stops):
    branch = None
    previous_singular = False
    flips = []
    for i, (x, y) in enumerate(points):
        ok = [allowed(q, stops) for q in solutions(l1, l2, x, y)]
        if not any(ok):
            return None
        if len(ok) == 1:
            if branch is None:
                branch = "up"
            previous_singular = True
            continue
        ok_of = {"up": ok[0], "down": ok[1]}
        if branch is None:
            branch = "up" if ok[0] else "down"
        elif not ok_of[branch]:
            branch = "down" if branch == "up" else "up"
            if not previous_singular:
                flips.append(i)
        previous_singular = False
    return flips
