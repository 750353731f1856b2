import math

def wrap(a):
    while a > math.pi:
        a -= 2 * math.pi
    while a <= -math.pi:
        a += 2 * math.pi
    return a

def reach_from_robot(robot, mount, l1, l2, target):
    X, Y, theta = robot
    dx = target[0] - X
    dy = target[1] - Y
    xr = math.cos(theta) * dx + math.sin(theta) * dy
    yr = -math.sin(theta) * dx + math.cos(theta) * dy
    x = xr - mount[0]
    y = yr - mount[1]
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
    answers = []
    for t2 in bends:
        t1 = math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))
        answers.append((wrap(t1), t2))
    return answers
