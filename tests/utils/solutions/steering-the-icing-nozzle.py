import math


def icing_rates(l1, l2, t1, t2, vx, vy, max_rate, tol):
    s = t1 + t2
    a = -l1 * math.sin(t1) - l2 * math.sin(s)
    b = -l2 * math.sin(s)
    c = l1 * math.cos(t1) + l2 * math.cos(s)
    d = l2 * math.cos(s)
    det = a * d - b * c
    if abs(det) <= tol:
        return None
    w1 = (d * vx - b * vy) / det
    w2 = (-c * vx + a * vy) / det
    fastest = max(abs(w1), abs(w2))
    if fastest > max_rate:
        w1 = w1 * max_rate / fastest
        w2 = w2 * max_rate / fastest
    return (w1, w2)
