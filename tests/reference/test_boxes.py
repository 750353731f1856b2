"""reference.boxes against the numbers Level 5 prints (001_726003b98f3e3347.txt: "Line of sight among
boxes"): the drive from (0, 0) to (12, 6) past five boxes, the corner sides s of each and which
test decides; then the two tests against an exact clipping in Fractions on random whole numbers."""

import random
from fractions import Fraction

from reference.boxes import (
    BOUNDING_BOXES, IN_THE_WAY, ONE_SIDE, blocks, bounding_boxes_apart, boxes_in_the_way, corner_sides,
    inside, on_the_line, touches_inside, verdict,
)

P, Q = (0, 0), (12, 6)
LESSON = [
    ((2, 3, 5, 6), ONE_SIDE, [24, 6, 42, 60]),
    ((5, 2, 7, 4), IN_THE_WAY, [-6, -18, 6, 18]),
    ((5, 0, 7, 2), ONE_SIDE, [-30, -42, -18, -6]),
    ((8, 4, 9, 7), IN_THE_WAY, [0, -6, 30, 36]),
    ((13, 6, 15, 8), BOUNDING_BOXES, None),
]


def test_the_lessons_five_boxes():
    for box, decided, sides in LESSON:
        assert verdict(P, Q, box) == decided, box
        if sides is not None:
            assert corner_sides(P, Q, box) == sides
    assert boxes_in_the_way(P, Q, [box for box, _, _ in LESSON]) == [1, 3]


def test_the_last_box_is_on_the_line_beyond_q():
    box = (13, 6, 15, 8)
    assert on_the_line(P, Q, box)              # mixed signs: the infinite line touches it
    assert bounding_boxes_apart(P, Q, box)     # but the drive stops short of it
    assert not blocks(P, Q, box)


def test_a_corner_on_the_line():
    box = (8, 4, 9, 7)                          # the lesson's: the line enters at the corner (8, 4)
    assert corner_sides(P, Q, box)[0] == 0
    assert blocks(P, Q, box) and touches_inside(P, Q, box)
    below = (8, 0, 10, 4)                       # the same corner, the box below the line: only a touch
    assert corner_sides(P, Q, below) == [-48, -60, -12, 0]
    assert blocks(P, Q, below) and not touches_inside(P, Q, below)
    assert touches_inside(P, Q, (5, 2, 7, 4))


def test_a_drive_wholly_inside_a_box_blocks():
    box = (0, 0, 10, 10)
    assert inside((2, 3), (7, 8), box) and blocks((2, 3), (7, 8), box)
    assert touches_inside((2, 3), (7, 8), box)


def test_touches_at_the_ends_and_along_a_side():
    box = (4, 1, 6, 3)
    assert blocks((0, 2), (4, 2), box)         # ends on the left side
    assert not touches_inside((0, 2), (4, 2), box)
    assert blocks((0, 3), (9, 3), box)         # runs along the top side
    assert not touches_inside((0, 3), (9, 3), box)
    assert not blocks((0, 2), (3, 2), box)     # stops one short


def test_a_point_drive():
    box = (4, 1, 6, 3)
    assert blocks((5, 2), (5, 2), box) and touches_inside((5, 2), (5, 2), box)
    assert blocks((4, 3), (4, 3), box) and not touches_inside((4, 3), (4, 3), box)
    assert not blocks((7, 2), (7, 2), box)


def clip(p, q, box, strict=False):
    """Liang-Barsky in Fractions: does the segment meet the closed box (or, strict, the open one)?"""
    (px, py), (qx, qy) = p, q
    x1, y1, x2, y2 = box
    t0, t1 = Fraction(0), Fraction(1)
    for d, lo, hi, start in ((qx - px, x1, x2, px), (qy - py, y1, y2, py)):
        if d == 0:
            if (start <= lo or start >= hi) if strict else (start < lo or start > hi):
                return False
            continue
        a, b = Fraction(lo - start, d), Fraction(hi - start, d)
        t0, t1 = max(t0, min(a, b)), min(t1, max(a, b))
    return t0 < t1 or (t0 == t1 and not strict) or (strict and t0 <= t1 and p == q)


def test_against_exact_clipping():
    rng = random.Random(8)
    for _ in range(20000):
        p = (rng.randint(-6, 6), rng.randint(-6, 6))
        q = p if rng.random() < 0.05 else (rng.randint(-6, 6), rng.randint(-6, 6))
        x1, x2 = sorted(rng.sample(range(-6, 7), 2))
        y1, y2 = sorted(rng.sample(range(-6, 7), 2))
        box = (x1, y1, x2, y2)
        assert blocks(p, q, box) == clip(p, q, box), (p, q, box)
        assert touches_inside(p, q, box) == clip(p, q, box, strict=True), (p, q, box)
