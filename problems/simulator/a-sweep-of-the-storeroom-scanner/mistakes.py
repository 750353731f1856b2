"""A Sweep of the Storeroom Scanner: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_scan`, with one step swapped for the wrong one.
"""

import math


def _ray_wall(x, y, dx, dy, x1, y1, x2, y2):
    ex, ey = x2 - x1, y2 - y1
    cross_de = dx * ey - dy * ex
    if abs(cross_de) < 1e-12:
        return None
    qx, qy = x1 - x, y1 - y
    t = (qx * ey - qy * ex) / cross_de
    u = (qx * dy - qy * dx) / cross_de
    return t if t >= 0 and 0 <= u <= 1 else None


def _ray_post(x, y, dx, dy, cx, cy, r):
    fx, fy = x - cx, y - cy
    b = dx * fx + dy * fy
    c = fx * fx + fy * fy - r * r
    if b * b - c < 0:
        return None
    t = -b - math.sqrt(b * b - c)
    return t if t >= 0 else None


def _walls(width, height, boxes, arena=True):
    walls = [(0, 0, width, 0), (width, 0, width, height), (width, height, 0, height), (0, height, 0, 0)]
    if not arena:
        walls = []
    for x0, y0, x1, y1 in boxes:
        walls += [(x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)]
    return walls


def _scan(width, height, boxes, posts, x, y, bearings, max_range, arena=True, first_hit=False,
          in_range=lambda t, limit: t <= limit, beyond=None, convert=lambda a: a):
    walls = _walls(width, height, boxes, arena)
    readings = []
    for bearing in bearings:
        dx, dy = math.cos(convert(bearing)), math.sin(convert(bearing))
        hits = [_ray_wall(x, y, dx, dy, *wall) for wall in walls] + [_ray_post(x, y, dx, dy, *post) for post in posts]
        hits = [t for t in hits if t is not None]
        if not hits:
            readings.append(beyond)
            continue
        nearest = hits[0] if first_hit else min(hits)
        readings.append(nearest if in_range(nearest, max_range) else beyond)
    return readings


def first_hit_not_nearest(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m):
    return _scan(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m, first_hit=True)


def max_range_exclusive(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m):
    return _scan(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m,
                 in_range=lambda t, limit: t < limit)


def max_range_reported(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m):
    readings = _scan(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m)
    return [max_range_m if reading is None else reading for reading in readings]  # "no echo" as the range


def arena_walls_forgotten(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m):
    return _scan(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m, arena=False)


def bearings_taken_as_degrees(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m):
    return _scan(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m, convert=math.radians)
