import math


def beam_hits(ox, oy, ax, ay, walls, posts):
    # unit direction from the origin through the peg
    length = math.hypot(ax - ox, ay - oy)
    dx, dy = (ax - ox) / length, (ay - oy) / length
    answer = []
    for x1, y1, x2, y2 in walls:
        ex, ey = x2 - x1, y2 - y1
        d_cross_e = dx * ey - dy * ex
        if abs(d_cross_e) < 1e-12:
            answer.append(None)  # parallel
            continue
        qx, qy = x1 - ox, y1 - oy
        t = (qx * ey - qy * ex) / d_cross_e
        u = (qx * dy - qy * dx) / d_cross_e
        answer.append(t if t >= 0 and 0 <= u <= 1 else None)
    for cx, cy, r in posts:
        fx, fy = ox - cx, oy - cy
        b = dx * fx + dy * fy
        c = fx * fx + fy * fy - r * r
        if b * b - c < 0:
            answer.append(None)
            continue
        t = -b - math.sqrt(b * b - c)
        answer.append(t if t >= 0 else None)
    return answer
