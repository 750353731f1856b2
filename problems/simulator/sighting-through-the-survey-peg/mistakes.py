"""Sighting Through the Survey Peg: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_hits`, with one test of `_wall` or `_post` swapped for the wrong one.
"""

import math


def _wall(ox, oy, dx, dy, wall, parallel_check=True, behind_ok=False, ends_count=True, whole_line=False):
    x1, y1, x2, y2 = wall
    ex, ey = x2 - x1, y2 - y1
    cross_de = dx * ey - dy * ex
    if parallel_check and abs(cross_de) < 1e-12:
        return None
    qx, qy = x1 - ox, y1 - oy
    t = (qx * ey - qy * ex) / cross_de
    u = (qx * dy - qy * dx) / cross_de
    inside = 0 <= u <= 1 if ends_count else 0 < u < 1
    if (t >= 0 or behind_ok) and (inside or whole_line):
        return t
    return None


def _post(ox, oy, dx, dy, post, far=False, check_discriminant=True, tangent_hits=True, behind_ok=False,
          inside_sees_far=False):
    cx, cy, r = post
    fx, fy = ox - cx, oy - cy
    b = dx * fx + dy * fy
    c = fx * fx + fy * fy - r * r
    discriminant = b * b - c
    if check_discriminant and (discriminant < 0 or (discriminant == 0 and not tangent_hits)):
        return None
    root = math.sqrt(discriminant)  # ValueError when the beam passes by and nothing checked first
    t = -b + root if far else -b - root
    if t >= 0 or behind_ok:
        return t
    if inside_sees_far and -b + root >= 0:
        return -b + root
    return None


def _hits(ox, oy, ax, ay, walls, posts, normalise=True, wall_options=None, post_options=None):
    dx, dy = ax - ox, ay - oy
    if normalise:
        length = math.hypot(dx, dy)
        dx, dy = dx / length, dy / length
    return ([_wall(ox, oy, dx, dy, wall, **(wall_options or {})) for wall in walls]
            + [_post(ox, oy, dx, dy, post, **(post_options or {})) for post in posts])


def direction_not_normalised(ox, oy, ax, ay, walls, posts):
    return _hits(ox, oy, ax, ay, walls, posts, normalise=False)  # d = peg - origin, of any length


def far_crossing(ox, oy, ax, ay, walls, posts):
    return _hits(ox, oy, ax, ay, walls, posts, post_options={"far": True})  # -b + sqrt(...)


def passes_by_not_checked(ox, oy, ax, ay, walls, posts):
    return _hits(ox, oy, ax, ay, walls, posts, post_options={"check_discriminant": False})


def tangent_is_a_miss(ox, oy, ax, ay, walls, posts):
    return _hits(ox, oy, ax, ay, walls, posts, post_options={"tangent_hits": False})  # discriminant <= 0


def post_behind_counts(ox, oy, ax, ay, walls, posts):
    return _hits(ox, oy, ax, ay, walls, posts, post_options={"behind_ok": True})  # no t >= 0 test


def inside_post_sees_far_side(ox, oy, ax, ay, walls, posts):
    return _hits(ox, oy, ax, ay, walls, posts, post_options={"inside_sees_far": True})


def parallel_not_checked(ox, oy, ax, ay, walls, posts):
    return _hits(ox, oy, ax, ay, walls, posts, wall_options={"parallel_check": False})  # divides by 0


def wall_behind_counts(ox, oy, ax, ay, walls, posts):
    return _hits(ox, oy, ax, ay, walls, posts, wall_options={"behind_ok": True})  # no t >= 0 test


def segment_treated_as_line(ox, oy, ax, ay, walls, posts):
    return _hits(ox, oy, ax, ay, walls, posts, wall_options={"whole_line": True})  # no 0 <= u <= 1 test


def wall_ends_excluded(ox, oy, ax, ay, walls, posts):
    return _hits(ox, oy, ax, ay, walls, posts, wall_options={"ends_count": False})  # 0 < u < 1
