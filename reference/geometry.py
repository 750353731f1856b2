"""Plane geometry for keeping an arm clear: which side of a line, how far from a segment,
whether two segments cross, how close two segments get.

Points are (x, y) pairs. A line through p and q is the WHOLE line, not the segment between them.
"""

from __future__ import annotations

import math

from reference.arm import Point, joint_points


def cross(o: Point, a: Point, b: Point) -> float:
    """The 2D cross product (a - o) x (b - o): > 0 when b is left of the direction o -> a,
    < 0 on its right, 0 on the line."""
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def signed_distance(p: Point, q: Point, point: Point) -> float:
    """Signed distance of `point` from the line through p and q (p != q): positive left of p -> q."""
    return cross(p, q, point) / math.dist(p, q)


def closest_parameter(point: Point, a: Point, b: Point) -> float:
    """t in [0, 1] of the segment's point A + t (B - A) nearest to `point`: the projection, clamped.
    A segment of zero length (A == B) is its one point, t = 0."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return 0.0
    t = ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / length2
    return max(0.0, min(1.0, t))


def point_segment_distance(point: Point, a: Point, b: Point) -> float:
    t = closest_parameter(point, a, b)
    return math.hypot(point[0] - a[0] - t * (b[0] - a[0]), point[1] - a[1] - t * (b[1] - a[1]))


def segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Proper crossing: C and D strictly on opposite sides of line AB, and A and B strictly on
    opposite sides of line CD. Touching and collinear overlaps are not crossings (their distance
    is 0 through the endpoint test anyway)."""
    return cross(a, b, c) * cross(a, b, d) < 0 and cross(c, d, a) * cross(c, d, b) < 0


def segment_distance(a: Point, b: Point, c: Point, d: Point) -> float:
    """Smallest distance between segments AB and CD: 0 when they cross, otherwise the smallest of
    the four endpoint-to-segment distances."""
    if segments_cross(a, b, c, d):
        return 0.0
    return min(point_segment_distance(a, c, d), point_segment_distance(b, c, d),
               point_segment_distance(c, a, b), point_segment_distance(d, a, b))


# --- An arm kept clear: the joints of reference.arm's chain walk, checked with the tools above ---

FLOOR_TOLERANCE_M = 1e-9  # rounding dust: a joint at -1e-16 touches the floor, it is not below it
TIE_TOLERANCE_M = 1e-9    # distances this close count as equal; the first pair wins


def glass_and_floor(lengths, angles_rad, p: Point, q: Point) -> list[tuple[float, bool]]:
    """For every point of the arm after the base (each joint, then the hand): its signed distance
    from the line through p and q, positive on the base's side (the safe side by definition; the
    base must not lie on the line), and whether it lies below the floor y = 0 by more than
    FLOOR_TOLERANCE_M. Checking the joints is enough: links are straight, half-planes convex."""
    base, *points = joint_points(lengths, angles_rad)
    base_side = signed_distance(p, q, base)
    if base_side == 0:
        raise ValueError("the base lies on the line: there is no safe side")
    sign = 1.0 if base_side > 0 else -1.0
    return [(sign * signed_distance(p, q, point), point[1] < -FLOOR_TOLERANCE_M) for point in points]


def closest_link_pair(lengths, angles_rad) -> tuple[float, int, int] | None:
    """(distance, i, j) of the two closest links that are not neighbours (i < j, j >= i + 2, links
    numbered from 0 at the base), or None when the arm has fewer than three links. Neighbours always
    touch at their shared joint, so they are never compared. Ties: the first pair in (i, j) order
    whose distance is within TIE_TOLERANCE_M of the smallest."""
    points = joint_points(lengths, angles_rad)
    pairs = [(segment_distance(points[i], points[i + 1], points[j], points[j + 1]), i, j)
             for i in range(len(lengths)) for j in range(i + 2, len(lengths))]
    if not pairs:
        return None
    smallest = min(distance for distance, _, _ in pairs)
    return next(pair for pair in pairs if pair[0] <= smallest + TIE_TOLERANCE_M)
