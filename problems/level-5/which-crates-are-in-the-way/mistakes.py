"""Which Crates Are in the Way?: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful answer, `_in_the_way`, with its test for one crate swapped for the
wrong one.
"""


def _side(p, q, x, y):
    (px, py), (qx, qy) = p, q
    return (qx - px) * (y - py) - (qy - py) * (x - px)


def _corners(crate):
    x1, y1, x2, y2 = crate
    return [(x1, y1), (x2, y1), (x2, y2), (x1, y2)]


def _boxes_apart(p, q, crate):
    (px, py), (qx, qy) = p, q
    x1, y1, x2, y2 = crate
    return max(px, qx) < x1 or min(px, qx) > x2 or max(py, qy) < y1 or min(py, qy) > y2


def _one_side(p, q, crate):
    sides = [_side(p, q, x, y) for x, y in _corners(crate)]
    return all(s > 0 for s in sides) or all(s < 0 for s in sides)


def _blocks(p, q, crate):
    return not _boxes_apart(p, q, crate) and not _one_side(p, q, crate)


def _in_the_way(p, q, crates, blocks=_blocks):
    return [i for i, crate in enumerate(crates) if blocks(p, q, crate)]


def _segments_meet(a, b, c, d):
    """Whether segments a-b and c-d share a point, touching included (exact)."""
    def on(p, q, r):
        return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(p[1], q[1])

    d1, d2 = _side(c, d, *a), _side(c, d, *b)
    d3, d4 = _side(a, b, *c), _side(a, b, *d)
    if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)):
        return True
    return ((d1 == 0 and on(c, d, a)) or (d2 == 0 and on(c, d, b))
            or (d3 == 0 and on(a, b, c)) or (d4 == 0 and on(a, b, d)))


def crosses_sides_only(p, q, crates):
    def crosses_a_side(p, q, crate):
        corners = _corners(crate)
        return any(_segments_meet(p, q, corners[k], corners[(k + 1) % 4]) for k in range(4))

    return _in_the_way(p, q, crates, crosses_a_side)  # a drive wholly inside crosses no side


def ends_inside_only(p, q, crates):
    def an_end_inside(p, q, crate):
        x1, y1, x2, y2 = crate
        return any(x1 <= x <= x2 and y1 <= y <= y2 for x, y in (p, q))

    return _in_the_way(p, q, crates, an_end_inside)  # a drive can cross with both ends outside


def infinite_line_only(p, q, crates):
    return _in_the_way(p, q, crates, lambda p, q, crate: not _one_side(p, q, crate))


def bounding_boxes_only(p, q, crates):
    return _in_the_way(p, q, crates, lambda p, q, crate: not _boxes_apart(p, q, crate))


def strict_corner_test(p, q, crates):
    def touch_passes(p, q, crate):
        sides = [_side(p, q, x, y) for x, y in _corners(crate)]
        apart = all(s >= 0 for s in sides) or all(s <= 0 for s in sides)  # s == 0 let through
        return not _boxes_apart(p, q, crate) and not apart

    return _in_the_way(p, q, crates, touch_passes)


def strict_bounding_boxes(p, q, crates):
    def touch_passes(p, q, crate):
        (px, py), (qx, qy) = p, q
        x1, y1, x2, y2 = crate
        apart = max(px, qx) <= x1 or min(px, qx) >= x2 or max(py, qy) <= y1 or min(py, qy) >= y2
        return not apart and not _one_side(p, q, crate)

    return _in_the_way(p, q, crates, touch_passes)


def float_clipping(p, q, crates):
    def clipped(p, q, crate):
        (px, py), (qx, qy) = p, q
        x1, y1, x2, y2 = crate
        if px == qx:
            return x1 <= px <= x2 and max(py, qy) >= y1 and min(py, qy) <= y2
        lo, hi = max(min(px, qx), x1), min(max(px, qx), x2)  # the drive cut to the crate's x range
        if lo > hi:
            return False
        t_lo, t_hi = (lo - px) / (qx - px), (hi - px) / (qx - px)
        y_lo, y_hi = py + t_lo * (qy - py), py + t_hi * (qy - py)  # floats: a touch can come out a hair off
        return max(y_lo, y_hi) >= y1 and min(y_lo, y_hi) <= y2

    return _in_the_way(p, q, crates, clipped)


def ends_in_order(p, q, crates):
    def left_to_right(p, q, crate):
        (px, py), (qx, qy) = p, q
        x1, y1, x2, y2 = crate
        apart = qx < x1 or px > x2 or qy < y1 or py > y2  # as if p were always below and left of q
        return not apart and not _one_side(p, q, crate)

    return _in_the_way(p, q, crates, left_to_right)


def crate_read_as_x1_x2_y1_y2(p, q, crates):
    px, py = p
    qx, qy = q
    dx, dy = qx - px, qy - py
    bx1, bx2 = min(px, qx), max(px, qx)
    by1, by2 = min(py, qy), max(py, qy)
    in_the_way = []
    for i, (x1, x2, y1, y2) in enumerate(crates):  # the crate is [x1, y1, x2, y2], not [x1, x2, y1, y2]
        if bx2 < x1 or x2 < bx1 or by2 < y1 or y2 < by1:
            continue
        s = [dx * (y - py) - dy * (x - px) for x, y in ((x1, y1), (x2, y1), (x2, y2), (x1, y2))]
        if all(v > 0 for v in s) or all(v < 0 for v in s):
            continue
        in_the_way.append(i)
    return in_the_way


def _two_corners(corners):
    def blocks(p, q, crate):
        sides = [_side(p, q, x, y) for x, y in corners(*crate)]
        one_side = all(s > 0 for s in sides) or all(s < 0 for s in sides)  # the other two corners untested
        return not _boxes_apart(p, q, crate) and not one_side

    return blocks


def two_corners_only(p, q, crates):
    return _in_the_way(p, q, crates, _two_corners(lambda x1, y1, x2, y2: ((x1, y1), (x2, y2))))


def two_corners_only_other_diagonal(p, q, crates):
    return _in_the_way(p, q, crates, _two_corners(lambda x1, y1, x2, y2: ((x2, y1), (x1, y2))))


def float_unit_normal(p, q, crates):
    import math

    (px, py), (qx, qy) = p, q
    dx, dy = qx - px, qy - py
    length = math.hypot(dx, dy) or 1.0

    def blocks(p, q, crate):
        sides = [(dx / length) * (y - py) - (dy / length) * (x - px) for x, y in _corners(crate)]  # floats
        one_side = all(s > 0 for s in sides) or all(s < 0 for s in sides)  # a touch can come out a hair off 0
        return not _boxes_apart(p, q, crate) and not one_side

    return _in_the_way(p, q, crates, blocks)


def point_drive_skipped(p, q, crates):
    if list(p) == list(q):
        return []  # a drive that does not move is still a point, and crates can hold it
    return _in_the_way(p, q, crates)
