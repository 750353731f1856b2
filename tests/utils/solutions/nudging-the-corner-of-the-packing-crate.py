import math


def nearest_on_segment(x, y, x1, y1, x2, y2):
    ex, ey = x2 - x1, y2 - y1
    u = ((x - x1) * ex + (y - y1) * ey) / (ex * ex + ey * ey)
    u = max(0.0, min(1.0, u))
    return x1 + u * ex, y1 + u * ey


def contact(width_m, height_m, boxes, posts, x, y, radius_m):
    w, h = width_m, height_m
    walls = [(0, 0, w, 0), (w, 0, w, h), (w, h, 0, h), (0, h, 0, 0)]
    for x0, y0, x1, y1 in boxes:
        walls += [(x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)]
    best = None
    for wall in walls:
        qx, qy = nearest_on_segment(x, y, *wall)
        d = math.hypot(x - qx, y - qy)
        if 0 < d < radius_m:
            depth = radius_m - d
            if best is None or depth > best[2]:
                best = ((x - qx) / d, (y - qy) / d, depth)
    for cx, cy, r in posts:
        d = math.hypot(x - cx, y - cy)
        if 0 < d < radius_m + r:
            depth = radius_m + r - d
            if best is None or depth > best[2]:
                best = ((x - cx) / d, (y - cy) / d, depth)
    return best
