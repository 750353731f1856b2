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
        c = max(-1.0, min(1.0, (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2)))
        t2 = -math.acos(c)
    t1 = math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))
    return (wrap(t1), t2)

def rule_line(l1, l2, start, goal, n):
    poses = []
    for i in range(n):
        f = i / (n - 1)
        x = start[0] + f * (goal[0] - start[0])
        y = start[1] + f * (goal[1] - start[1])
        poses.append(elbow_up(l1, l2, x, y))
    return poses
