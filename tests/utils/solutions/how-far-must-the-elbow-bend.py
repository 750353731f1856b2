import math

def elbow_bend(l1, l2, x, y):
    r = math.sqrt(x * x + y * y)
    if r > l1 + l2 + 1e-9 or r < abs(l1 - l2) - 1e-9:
        return None
    c = (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2)
    if c > 1:
        c = 1.0
    if c < -1:
        c = -1.0
    return math.acos(c)
