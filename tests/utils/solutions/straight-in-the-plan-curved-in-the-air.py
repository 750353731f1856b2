import math

def wrap(a):
    while a > math.pi:
        a -= 2 * math.pi
    while a <= -math.pi:
        a += 2 * math.pi
    return a

def elbow_up(l1, l2, x, y):
    r = math.hypot(x, y)
    if r > l1 + l2 + 1e-9 or r < abs(l1 - l2) - 1e-9:
        return None
    if abs(r - (l1 + l2)) <= 1e-9:
        t2 = 0.0
    elif abs(r - abs(l1 - l2)) <= 1e-9:
        t2 = math.pi
    else:
        t2 = -math.acos(max(-1.0, min(1.0, (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2))))
    return (wrap(math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))), t2)

def largest_stray(l1, l2, start, goal, n):
    dx, dy = goal[0] - start[0], goal[1] - start[1]
    poses = []
    for i in range(n):
        q = elbow_up(l1, l2, start[0] + i / (n - 1) * dx, start[1] + i / (n - 1) * dy)
        if q is None:
            return None
        poses.append(q)
    worst = 0.0
    for a, b in zip(poses, poses[1:]):
        t1 = a[0] + wrap(b[0] - a[0]) / 2
        t2 = a[1] + wrap(b[1] - a[1]) / 2
        hx = l1 * math.cos(t1) + l2 * math.cos(t1 + t2)
        hy = l1 * math.sin(t1) + l2 * math.sin(t1 + t2)
        worst = max(worst, abs(dx * (hy - start[1]) - dy * (hx - start[0])) / math.hypot(dx, dy))
    return worst
