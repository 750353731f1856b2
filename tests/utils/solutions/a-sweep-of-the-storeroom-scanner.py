import math


def hit_wall(x, y, dx, dy, wall):
    x1, y1, x2, y2 = wall
    ex, ey = x2 - x1, y2 - y1
    cross = dx * ey - dy * ex
    if abs(cross) < 1e-12:
        return None
    qx, qy = x1 - x, y1 - y
    t = (qx * ey - qy * ex) / cross
    u = (qx * dy - qy * dx) / cross
    if t >= 0 and 0 <= u <= 1:
        return t
    return None


def hit_post(x, y, dx, dy, post):
    cx, cy, r = post
    fx, fy = x - cx, y - cy
    b = dx * fx + dy * fy
    c = fx * fx + fy * fy - r * r
    if b * b - c < 0:
        return None
    t = -b - math.sqrt(b * b - c)
    if t >= 0:
        return t
    return None


def scan(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m):
    w, h = width_m, height_m
    walls = [(0, 0, w, 0), (w, 0, w, h), (w, h, 0, h), (0, h, 0, 0)]
    for x0, y0, x1, y1 in boxes:
        walls += [(x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)]
    readings = []
    for bearing in bearings_rad:
        dx, dy = math.cos(bearing), math.sin(bearing)
        best = None
        for wall in walls:
            t = hit_wall(x, y, dx, dy, wall)
            if t is not None and (best is None or t < best):
                best = t
        for post in posts:
            t = hit_post(x, y, dx, dy, post)
            if t is not None and (best is None or t < best):
                best = t
        if best is not None and best <= max_range_m:
            readings.append(best)
        else:
            readings.append(None)
    return readings
