"""Practice helpers for the simulator lesson's section 3 (rays, segments and circles), built on the
geometry of `reference.sim`: where a beam aimed through a point meets each wall and post, the nearest
point of a segment, and the raw crossing parameters a problem's generator needs to keep its random
cases away from the edges where a hit turns into a miss.
"""

from __future__ import annotations

import math

from reference.sim import closest_on_segment, ray_circle, ray_segment
from reference.sim.geometry import PARALLEL_CROSS


def unit_towards(ox, oy, ax, ay):
    """The unit vector from (ox, oy) towards (ax, ay) (the two points must differ)."""
    length = math.hypot(ax - ox, ay - oy)
    return (ax - ox) / length, (ay - oy) / length


def beam_hits(ox, oy, ax, ay, walls, posts):
    """A beam from (ox, oy) aimed through (ax, ay) and on beyond it: for every wall (x1, y1, x2, y2),
    then every post (cx, cy, r), the distance in metres along the beam to where it first meets that
    shape, or None (passes by, parallel, behind, too short, or the origin inside the post)."""
    dx, dy = unit_towards(ox, oy, ax, ay)
    return ([ray_segment(ox, oy, dx, dy, *wall) for wall in walls]
            + [ray_circle(ox, oy, dx, dy, *post) for post in posts])


def nearest_point(px, py, x1, y1, x2, y2):
    """The point of the segment from (x1, y1) to (x2, y2) nearest to (px, py)."""
    return closest_on_segment(px, py, x1, y1, x2, y2)


# ---- the raw numbers behind a hit or a miss (the lesson's hand calculations; generators' margins) ----

def segment_crossing(ox, oy, dx, dy, x1, y1, x2, y2):
    """(t, u, d x e) where the LINE of the ray meets the LINE of the segment: t along the ray (unit d),
    u along the segment (0 at its start, 1 at its end); None when they are parallel."""
    ex, ey = x2 - x1, y2 - y1
    cross_de = dx * ey - dy * ex
    if abs(cross_de) < PARALLEL_CROSS:
        return None
    qx, qy = x1 - ox, y1 - oy
    return (qx * ey - qy * ex) / cross_de, (qx * dy - qy * dx) / cross_de, cross_de


def circle_crossings(ox, oy, dx, dy, cx, cy, r):
    """(b, c, b^2 - c) of t^2 + 2 b t + c = 0 for the ray (unit d) and the circle; the crossings are
    t = -b -/+ sqrt(b^2 - c) when b^2 - c >= 0."""
    fx, fy = ox - cx, oy - cy
    b = dx * fx + dy * fy
    c = fx * fx + fy * fy - r * r
    return b, c, b * b - c


def beam_is_clear_of_edges(ox, oy, dx, dy, walls, posts, margin=1e-6):
    """True when no decision of a ray test lies within `margin` of its edge: no wall nearly parallel
    (|d x e| per metre of wall), no crossing near a wall's end (u near 0 or 1) or near the origin (t near
    0), no post nearly grazed (b^2 - c near 0), no origin near a post's rim. Random cases drawn clear of
    the edges get the same answer from every correct order of the arithmetic."""
    for x1, y1, x2, y2 in walls:
        length = math.hypot(x2 - x1, y2 - y1)
        crossing = segment_crossing(ox, oy, dx, dy, x1, y1, x2, y2)
        if crossing is None:
            if abs(dx * (y2 - y1) - dy * (x2 - x1)) > 1e-15 * (1.0 + length):
                return False  # parallel by a hair, not by construction: the 1e-12 rule decides it
            continue
        t, u, cross_de = crossing
        if abs(cross_de) < margin * length or min(abs(t), abs(u), abs(u - 1.0)) < margin:
            return False
    for cx, cy, r in posts:
        _, c, discriminant = circle_crossings(ox, oy, dx, dy, cx, cy, r)
        if abs(discriminant) < margin or abs(c) < margin:
            return False
    return True
