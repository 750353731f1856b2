import math


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def point_to_segment(p, a, b):
    dx = b[0] - a[0]
    dy = b[1] - a[1]
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)
    t = max(0.0, min(1.0, t))
    return math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))


def segment_to_segment(a, b, c, d):
    if cross(a, b, c) * cross(a, b, d) < 0 and cross(c, d, a) * cross(c, d, b) < 0:
        return 0.0
    return min(point_to_segment(a, c, d), point_to_segment(b, c, d),
               point_to_segment(c, a, b), point_to_segment(d, a, b))


def closest_links(lengths, angles):
    points = [(0.0, 0.0)]
    x = y = heading = 0.0
    for length, angle in zip(lengths, angles):
        heading += angle
        x += length * math.cos(heading)
        y += length * math.sin(heading)
        points.append((x, y))
    pairs = []
    n = len(lengths)
    for i in range(n):
        for j in range(i + 2, n):
            pairs.append((segment_to_segment(points[i], points[i + 1], points[j], points[j + 1]), i, j))
    if not pairs:
        return None
    best = min(p[0] for p in pairs)
    for pair in pairs:
        if pair[0] <= best + 1e-9:
            return pair
