"""Plane geometry for the simulator: where a ray meets a segment or a circle, the nearest point of a
segment, and two small angle and range helpers.

A ray is the points o + t d with t >= 0, where d is a UNIT vector, so t is a distance in metres.
The 2D cross product a x b = ax by - ay bx carries the algebra (lesson section 3).
"""

import math

# Below this |d x e| the ray is taken as parallel to the segment: no single crossing.
PARALLEL_CROSS = 1e-12


def clamp(value, low, high):
    """`value` limited to the range low .. high: max(low, min(high, value)), comparison for
    comparison (a NaN gives high), without the cost of calling max and min."""
    capped = value if value < high else high
    return capped if capped > low else low


def wrap_pi(angle):
    """An angle in radians wrapped to the range -pi .. +pi."""
    return math.atan2(math.sin(angle), math.cos(angle))


def ray_segment(ox, oy, dx, dy, x1, y1, x2, y2):
    """Distance along the ray (origin ox, oy; unit direction dx, dy) to the segment from (x1, y1) to
    (x2, y2), or None when the ray misses it."""
    return nearest_segment_hit(ox, oy, dx, dy, ((x1, y1, x2 - x1, y2 - y1),))


def nearest_segment_hit(ox, oy, dx, dy, segments):
    """Distance along the ray to the nearest of `segments`, each given as (x1, y1, ex, ey): its start
    and its direction vector e = end - start; None when the ray misses them all. (One loop over all
    the walls, because this is the range sensor's hot path.)"""
    best = None
    for x1, y1, ex, ey in segments:
        cross_de = dx * ey - dy * ex
        if abs(cross_de) < PARALLEL_CROSS:
            continue
        qx, qy = x1 - ox, y1 - oy                   # from the ray origin to the segment start
        t = (qx * ey - qy * ex) / cross_de          # q x e / d x e: the distance along the ray
        u = (qx * dy - qy * dx) / cross_de          # q x d / d x e: the place along the segment
        if t >= 0.0 and 0.0 <= u <= 1.0 and (best is None or t < best):
            best = t
    return best


def ray_circle(ox, oy, dx, dy, cx, cy, r):
    """Distance along the ray (unit direction) to the near side of the circle, or None: when the
    line passes by, when the circle is behind, or when the origin is inside it (a sensor inside a
    post is a modelling mistake, not an echo)."""
    fx, fy = ox - cx, oy - cy                       # from the centre to the ray origin
    b = dx * fx + dy * fy
    c = fx * fx + fy * fy - r * r
    discriminant = b * b - c                        # of t^2 + 2 b t + c = 0
    if discriminant < 0.0:
        return None
    t = -b - math.sqrt(discriminant)                # the nearer crossing
    return t if t >= 0.0 else None


def closest_on_segment(px, py, x1, y1, x2, y2):
    """The point of the segment from (x1, y1) to (x2, y2) nearest to (px, py)."""
    ex, ey = x2 - x1, y2 - y1
    return closest_along(px, py, x1, y1, ex, ey, ex * ex + ey * ey)


def closest_along(px, py, x1, y1, ex, ey, length_sq):
    """`closest_on_segment` for a segment given as start, direction e and |e|^2: project the point
    on the segment's line and clamp to the segment, so the answer never leaves it."""
    if length_sq == 0.0:
        u = 0.0
    else:
        u = clamp(((px - x1) * ex + (py - y1) * ey) / length_sq, 0.0, 1.0)
    return x1 + u * ex, y1 + u * ey
