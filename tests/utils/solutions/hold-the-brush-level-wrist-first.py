import math

def wrap(a):
    while a > math.pi:
        a -= 2 * math.pi
    while a <= -math.pi:
        a += 2 * math.pi
    return a

def wrist_first(l1, l2, l3, x, y, phi):
    wx = x - l3 * math.cos(phi)
    wy = y - l3 * math.sin(phi)
    r = math.sqrt(wx * wx + wy * wy)
    if r > l1 + l2 + 1e-9 or r < abs(l1 - l2) - 1e-9:
        return []
    if abs(r - (l1 + l2)) <= 1e-9:
        bends = [0.0]
    elif abs(r - abs(l1 - l2)) <= 1e-9:
        bends = [math.pi]
    else:
        c = (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2)
        b = math.acos(max(-1.0, min(1.0, c)))
        bends = [-b, b]
    answers = []
    for t2 in bends:
        t1 = wrap(math.atan2(wy, wx) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2)))
        t3 = wrap(phi - t1 - t2)
        answers.append((t1, t2, t3))
    return answers
