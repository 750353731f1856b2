"""Nudging the Corner of the Packing Crate: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_contact`, with one step swapped for the wrong one.
"""

import math


def _nearest_on_wall(x, y, x1, y1, x2, y2, clamp=True):
    ex, ey = x2 - x1, y2 - y1
    u = ((x - x1) * ex + (y - y1) * ey) / (ex * ex + ey * ey)
    if clamp:
        u = max(0.0, min(1.0, u))
    return x1 + u * ex, y1 + u * ey


def _contact(width, height, boxes, posts, x, y, radius, clamp=True, post_radius=True, deepest=True,
             overlaps=lambda d, reach: d < reach, normal_sign=1.0, report_distance=False):
    walls = [(0, 0, width, 0), (width, 0, width, height), (width, height, 0, height), (0, height, 0, 0)]
    for x0, y0, x1, y1 in boxes:
        walls += [(x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)]
    shapes = [(_nearest_on_wall(x, y, *wall, clamp=clamp), 0.0) for wall in walls]
    shapes += [((cx, cy), r if post_radius else 0.0) for cx, cy, r in posts]
    found = None
    for (qx, qy), r in shapes:
        d = math.hypot(x - qx, y - qy)
        if 0 < d and overlaps(d, radius + r) and (found is None or (deepest and radius + r - d > found[2])):
            found = (normal_sign * (x - qx) / d, normal_sign * (y - qy) / d, radius + r - d, d - r)
    if found is None:
        return None
    return (found[0], found[1], found[3] if report_distance else found[2])


def normal_points_into_obstacle(width_m, height_m, boxes, posts, x, y, radius_m):
    return _contact(width_m, height_m, boxes, posts, x, y, radius_m, normal_sign=-1.0)  # robot -> obstacle


def post_radius_forgotten(width_m, height_m, boxes, posts, x, y, radius_m):
    return _contact(width_m, height_m, boxes, posts, x, y, radius_m, post_radius=False)  # a post as a point


def sides_as_endless_lines(width_m, height_m, boxes, posts, x, y, radius_m):
    return _contact(width_m, height_m, boxes, posts, x, y, radius_m, clamp=False)  # the foot, even off the side


def first_overlap_not_deepest(width_m, height_m, boxes, posts, x, y, radius_m):
    return _contact(width_m, height_m, boxes, posts, x, y, radius_m, deepest=False)


def touching_counts(width_m, height_m, boxes, posts, x, y, radius_m):
    return _contact(width_m, height_m, boxes, posts, x, y, radius_m, overlaps=lambda d, reach: d <= reach)


def distance_not_depth(width_m, height_m, boxes, posts, x, y, radius_m):
    return _contact(width_m, height_m, boxes, posts, x, y, radius_m, report_distance=True)  # gap, not overlap
