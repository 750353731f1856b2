"""Which Crates Are in the Way?: the reference is reference.boxes.boxes_in_the_way.

The answer (the indices of the crates the drive touches, increasing) is fixed, so it must be ours
exactly; the checker says which rule the first wrong crate breaks, from how that crate meets the
drive: it holds the whole drive, it is only touched (a corner, a side, an end), it is crossed, it
lies on the line beyond an end, or it is clear; indices that are all ours plus one (counting
from one) are named as such, not as a geometry error. The messages hold no digit.
"""

from math import gcd

from reference.boxes import (
    blocks, bounding_boxes_apart, boxes_in_the_way, inside, on_the_line, touches_inside,
)

FAR = 10_000      # |x|, |y| <= FAR centimetres, as the statement promises
MOST = 1000       # crates per case
PICTURED = 250    # crates drawn besides those in the way


def crates_in_the_way(p, q, crates):
    return boxes_in_the_way(p, q, crates)


# ---------------------------------------------------------------- random cases

def generate(rng):
    """A drive and 0 to 1000 crates on a floor of small (up to 60 cm) or large (up to 100 m)
    coordinates: crates laid across the drive, touching it at a corner, a side or an end, one
    whole centimetre off it, on its line beyond an end, beside it within its box, holding it, and
    scattered anywhere; now and then a drive that does not move, or one along an axis."""
    scale = rng.choice([12, 60, 60, 1000, FAR])
    p, q = _drive(rng, scale)
    count = rng.choice([0, 1, 3, 6, 10, 20, 40]) if rng.random() < 0.85 else rng.randint(41, MOST)
    crates = [_crate_near(rng, p, q, scale) for _ in range(count)]
    return [list(p), list(q), [list(crate) for crate in crates]]


def generate_edges(rng):
    """A few crates each exactly on a boundary: a corner on the drive, an end on a side, a side
    along the drive, a corner one centimetre off, the line touching beyond an end."""
    p, q = _drive(rng, 40)
    maker = rng.choice([_corner_touch, _end_touch, _corner_off, _beyond_an_end, _side_along])
    crates = [maker(rng, p, q) for _ in range(rng.randint(1, 4))]
    return [list(p), list(q), [list(crate) for crate in crates if crate is not None] or [[0, 0, 1, 1]]]


def _drive(rng, scale):
    roll = rng.random()
    p = (rng.randint(-scale, scale), rng.randint(-scale, scale))
    if roll < 0.05:
        return p, p
    if roll < 0.15:  # along an axis
        d = rng.randint(1, scale)
        return p, (p[0] + rng.choice([d, -d]), p[1]) if rng.random() < 0.5 else (p[0], p[1] + rng.choice([d, -d]))
    if roll < 0.6:   # with lattice points on it, so that corners can sit exactly on the drive
        g = rng.randint(2, 8)
        step = max(1, scale // (2 * g))
        sx, sy = rng.randint(-step, step), rng.randint(-step, step)
        if (sx, sy) == (0, 0):
            sx = 1
        return p, (p[0] + g * sx, p[1] + g * sy)
    return p, (rng.randint(-scale, scale), rng.randint(-scale, scale))


def _size(rng, scale):
    most = max(1, scale // 6)
    return rng.randint(1, most), rng.randint(1, most)


def _crate_near(rng, p, q, scale):
    roll = rng.random()
    for maker, upto in ((_corner_touch, 0.15), (_corner_off, 0.25), (_end_touch, 0.33), (_side_along, 0.38),
                        (_beyond_an_end, 0.46), (_holding, 0.5)):
        if roll < upto:
            crate = maker(rng, p, q, scale)
            if crate is not None:
                return crate
            break
    if roll < 0.8:  # somewhere near the drive: crossed, beside it, clear
        x = rng.randint(min(p[0], q[0]) - scale // 4, max(p[0], q[0]) + scale // 4)
        y = rng.randint(min(p[1], q[1]) - scale // 4, max(p[1], q[1]) + scale // 4)
    else:
        x, y = rng.randint(-FAR, FAR), rng.randint(-FAR, FAR)
    w, h = _size(rng, scale)
    return (x, y, x + w, y + h)


def _lattice(p, q):
    """The whole-number points of the drive, from p to q."""
    (px, py), (qx, qy) = p, q
    g = gcd(qx - px, qy - py)
    if g == 0:
        return [p]
    return [(px + k * (qx - px) // g, py + k * (qy - py) // g) for k in range(g + 1)]


def _at_corner(rng, corner, scale):
    """A crate with the given corner, in one of the four directions from it."""
    (cx, cy), (w, h) = corner, _size(rng, scale)
    sx, sy = rng.choice([1, -1]), rng.choice([1, -1])
    x1, x2 = sorted((cx, cx + sx * w))
    y1, y2 = sorted((cy, cy + sy * h))
    return (x1, y1, x2, y2)


def _corner_touch(rng, p, q, scale=40):
    """A crate whose corner lies on the drive and which lies on one side of it: only a touch."""
    points = _lattice(p, q)
    for _ in range(8):
        crate = _at_corner(rng, rng.choice(points), scale)
        if blocks(p, q, crate) and not touches_inside(p, q, crate):
            return crate
    return None


def _corner_off(rng, p, q, scale=40):
    """A crate whose corner is one centimetre from a whole-number point of the drive: clear or not,
    by a whisker."""
    x, y = rng.choice(_lattice(p, q))
    dx, dy = rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1)])
    return _at_corner(rng, (x + dx, y + dy), scale)


def _end_touch(rng, p, q, scale=40):
    """A crate with p or q on one of its sides, on the far side of the end."""
    (ex, ey), (ox, oy) = (p, q) if rng.random() < 0.5 else (q, p)
    w, h = _size(rng, scale)
    if rng.random() < 0.5:
        lo = rng.randint(ey - h, ey)
        return (ex, lo, ex + w, lo + h) if ox <= ex else (ex - w, lo, ex, lo + h)
    lo = rng.randint(ex - w, ex)
    return (lo, ey, lo + w, ey + h) if oy <= ey else (lo, ey - h, lo + w, ey)


def _side_along(rng, p, q, scale=40):
    """For a drive along an axis, a crate with one side on the drive's line, overlapping it."""
    (px, py), (qx, qy) = p, q
    w, h = _size(rng, scale)
    if py == qy and px != qx:
        x = rng.randint(min(px, qx) - w, max(px, qx))
        return (x, py, x + w, py + h) if rng.random() < 0.5 else (x, py - h, x + w, py)
    if px == qx and py != qy:
        y = rng.randint(min(py, qy) - h, max(py, qy))
        return (px, y, px + w, y + h) if rng.random() < 0.5 else (px - w, y, px, y + h)
    return _corner_touch(rng, p, q, scale)


def _beyond_an_end(rng, p, q, scale=40):
    """A crate that the line through p and q crosses, beyond q or behind p."""
    (px, py), (qx, qy) = p, q
    if (px, py) == (qx, qy):
        return None
    k = rng.randint(2, 4)
    if rng.random() < 0.5:
        cx, cy = qx + (qx - px) * k // 2, qy + (qy - py) * k // 2
    else:
        cx, cy = px - (qx - px) * k // 2, py - (qy - py) * k // 2
    w, h = _size(rng, scale)
    return (cx - w, cy - h, cx + w, cy + h)


def _holding(rng, p, q, scale=40):
    """A crate that holds the whole drive, perhaps with an end on its border."""
    (px, py), (qx, qy) = p, q
    grow = [rng.choice([0, rng.randint(1, max(1, scale // 8))]) for _ in range(4)]
    return (min(px, qx) - grow[0], min(py, qy) - grow[1], max(px, qx) + grow[2] + (px == qx),
            max(py, qy) + grow[3] + (py == qy))


# ---------------------------------------------------------------- judging

def _indices(got):
    if not isinstance(got, (list, tuple)):
        return None
    if any(isinstance(i, bool) or not isinstance(i, int) for i in got):
        return None
    return list(got)


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages hold no digit."""
    p, q, crates = args
    mine = _indices(got)
    if mine is None:
        return False, "return a list of crate indices, whole numbers"
    if mine == expected:
        return True, ""
    if mine and [i - 1 for i in mine] == expected:
        return False, ("your indices are one more than ours, crate by crate: the first crate is index zero, "
                       "not one")
    if any(not 0 <= i < len(crates) for i in mine):
        return False, "one of your indices is not the index of a crate"
    if sorted(set(mine)) == expected:
        return False, "list each crate in the way once, in increasing order of index"
    ours, yours = set(expected), set(mine)
    for i in sorted(ours - yours):
        crate = crates[i]
        if inside(p, q, crate):
            return False, ("you missed a crate that holds the whole drive: it is in the way, though the "
                           "drive crosses none of its sides")
        if not touches_inside(p, q, crate):
            return False, ("you missed a crate that the drive only touches, at a corner, along a side or "
                           "with an end: a touch counts as in the way")
        return False, "you missed a crate that the drive goes through"
    for i in sorted(yours - ours):
        crate = crates[i]
        if on_the_line(p, q, crate) and bounding_boxes_apart(p, q, crate):
            return False, ("you list a crate that lies on the line through p and q but beyond an end of the "
                           "drive, which stops at p and q")
        return False, "you list a crate that the drive passes clear of"
    return False, "your list of crates is not ours"


# ---------------------------------------------------------------- picture

def _outlines(crates):
    xs, ys = [], []
    for x1, y1, x2, y2 in crates:
        xs += [x1, x2, x2, x1, x1, None]
        ys += [y1, y1, y2, y2, y1, None]
    return xs, ys


def picture(args, expected, got):
    """The drive, the crates clear of it (up to a few hundred), ours in the way, and the
    learner's (when they are a list of crate indices)."""
    p, q, crates = args
    ours = set(expected)
    mine = _indices(got)
    mine = {i for i in mine if 0 <= i < len(crates)} if mine else set()
    others = [crate for i, crate in enumerate(crates) if i not in ours and i not in mine][:PICTURED]
    plots = []
    for label, chosen in (("crates clear of the drive", others),
                          ("our crates in the way", [crates[i] for i in sorted(ours)][:PICTURED]),
                          ("your crates in the way", [crates[i] for i in sorted(mine)][:PICTURED])):
        if chosen:
            xs, ys = _outlines(chosen)
            plots.append({"kind": "line", "xs": xs, "ys": ys, "label": label, "xlabel": "x (cm)",
                          "ylabel": "y (cm)"})
    plots.append({"kind": "line" if list(p) != list(q) else "scatter", "xs": [p[0], q[0]], "ys": [p[1], q[1]],
                  "label": "the drive from p to q", "xlabel": "x (cm)", "ylabel": "y (cm)"})
    return plots
