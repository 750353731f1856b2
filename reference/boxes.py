"""Line of sight among boxes (Level 5, 001_726003b98f3e3347.txt, "Line of sight among boxes").

A straight drive is the closed segment from p = (px, py) to q = (qx, qy); an obstacle is a closed
axis-aligned box (x1, y1, x2, y2) with x1 <= x2 and y1 <= y2, its border included. x and y are
ordinary plane coordinates (y up); nothing here depends on which way y points.

The lesson's two tests decide exactly whether the segment touches a box:

1. Bounding boxes: the segment's own box (from the smaller to the larger end coordinate, in x and
   in y) does not overlap the obstacle -> apart. Overlap is inclusive: sharing only an edge or a
   corner counts as overlapping.
2. The line: otherwise they are apart only when all four corners lie STRICTLY on the same side of
   the line through p and q, by the cross product
       s = dx * (y - py) - dy * (x - px),   dx = qx - px, dy = qy - py,
   positive on the left, negative on the right, 0 on the line. s = 0 is a touch: in the way.

Two convex shapes are apart exactly when some direction separates them, and for a segment and an
axis-aligned box only three can: x, y (test 1) and the direction across the segment (test 2).
With whole-number (or Fraction) coordinates every test is exact. p == q is a point: dx = dy = 0
makes every s = 0, so test 1 alone decides, which is right for a point.

Corners are listed in the lesson's order: (x1, y1), (x2, y1), (x2, y2), (x1, y2).

Main functions:
    corner_sides(p, q, box) -> list of the four s values
    bounding_boxes_apart(p, q, box) -> bool
    verdict(p, q, box) -> BOUNDING_BOXES | ONE_SIDE | IN_THE_WAY   (which test decided)
    blocks(p, q, box) -> bool                                         (touches, border included)
    boxes_in_the_way(p, q, boxes) -> indices of the boxes that block, increasing
    touches_inside(p, q, box) -> bool    the segment meets the OPEN box (more than a touch)
    on_the_line(p, q, box) -> bool       test 2 alone would block (the infinite line touches)
    inside(p, q, box) -> bool            both ends in the closed box (so the whole segment is)
"""

from __future__ import annotations

from collections.abc import Sequence

Point = Sequence[int]
Box = Sequence[int]

BOUNDING_BOXES = "apart: bounding boxes"
ONE_SIDE = "apart: corners all on one side"
IN_THE_WAY = "in the way"


def corners(box: Box) -> list[tuple[int, int]]:
    x1, y1, x2, y2 = box
    return [(x1, y1), (x2, y1), (x2, y2), (x1, y2)]


def side(p: Point, q: Point, point: Point) -> int:
    """The cross product s: > 0 left of the directed line p -> q, < 0 right, 0 on it."""
    (px, py), (qx, qy), (x, y) = p, q, point
    return (qx - px) * (y - py) - (qy - py) * (x - px)


def corner_sides(p: Point, q: Point, box: Box) -> list[int]:
    """s for the four corners, in the order (x1, y1), (x2, y1), (x2, y2), (x1, y2)."""
    return [side(p, q, corner) for corner in corners(box)]


def bounding_boxes_apart(p: Point, q: Point, box: Box) -> bool:
    """Test 1: the segment's bounding box and the obstacle share no point (touching overlaps)."""
    (px, py), (qx, qy) = p, q
    x1, y1, x2, y2 = box
    return max(px, qx) < x1 or min(px, qx) > x2 or max(py, qy) < y1 or min(py, qy) > y2


def verdict(p: Point, q: Point, box: Box) -> str:
    """Which test decides: BOUNDING_BOXES (apart), ONE_SIDE (apart) or IN_THE_WAY."""
    if bounding_boxes_apart(p, q, box):
        return BOUNDING_BOXES
    sides = corner_sides(p, q, box)
    if all(s > 0 for s in sides) or all(s < 0 for s in sides):
        return ONE_SIDE
    return IN_THE_WAY


def blocks(p: Point, q: Point, box: Box) -> bool:
    """Whether the closed segment p-q touches the closed box, its border included."""
    return verdict(p, q, box) == IN_THE_WAY


def boxes_in_the_way(p: Point, q: Point, boxes: Sequence[Box]) -> list[int]:
    """The indices of the boxes the drive touches, in increasing order."""
    return [i for i, box in enumerate(boxes) if blocks(p, q, box)]


# ---------------------------------------------------------------- how a box blocks (for messages)

def inside(p: Point, q: Point, box: Box) -> bool:
    """Both ends in the closed box, so the whole segment is (a box is convex)."""
    x1, y1, x2, y2 = box
    return all(x1 <= x <= x2 and y1 <= y <= y2 for x, y in (p, q))


def touches_inside(p: Point, q: Point, box: Box) -> bool:
    """Whether the segment meets the OPEN box (its interior), i.e. more than a touch of the border.
    The same separating directions with the inequalities loosened: apart from the interior when
    some direction separates them weakly. A point (p == q) meets it when strictly inside."""
    (px, py), (qx, qy) = p, q
    x1, y1, x2, y2 = box
    if max(px, qx) <= x1 or min(px, qx) >= x2 or max(py, qy) <= y1 or min(py, qy) >= y2:
        return False
    if (px, py) == (qx, qy):
        return True
    sides = corner_sides(p, q, box)
    return not (all(s >= 0 for s in sides) or all(s <= 0 for s in sides))


def on_the_line(p: Point, q: Point, box: Box) -> bool:
    """Whether the infinite line through p and q touches the box (test 2 alone would block)."""
    sides = corner_sides(p, q, box)
    return not (all(s > 0 for s in sides) or all(s < 0 for s in sides))
