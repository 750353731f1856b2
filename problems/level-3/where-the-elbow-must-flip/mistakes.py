"""Where the Elbow Must Flip: the wrong code a learner writes, one mistake per function.

A learner's program: standard library only. `_follow` is the careful state machine; each
mistake swaps one of its steps.
"""

import math

MARGIN = 1e-9


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _bends_by_distance(l1, l2, x, y):
    r = math.hypot(x, y)
    if abs(r - (l1 + l2)) <= MARGIN:
        return [0.0]
    if abs(r - abs(l1 - l2)) <= MARGIN:
        return [math.pi]
    b = math.acos(max(-1.0, min(1.0, (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2))))
    return [-b, b]


def _allowed(l1, l2, x, y, stops, bends_of=_bends_by_distance):
    """One flag per solution (elbow-up first), or None when the sample is out of reach."""
    r = math.hypot(x, y)
    if r > l1 + l2 + MARGIN or r < abs(l1 - l2) - MARGIN:
        return None
    flags = []
    for t2 in bends_of(l1, l2, x, y):
        t1 = _wrap(math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2)))
        flags.append(all(lo - MARGIN <= t <= hi + MARGIN for t, (lo, hi) in zip((t1, t2), stops)))
    return flags


def _follow(l1, l2, points, stops, bends_of=_bends_by_distance, skip_blocked=False, afresh=False,
            singular_is_free=True, first_choice_counts=False):
    branch, previous_singular, flips = None, False, []
    for index, (x, y) in enumerate(points):
        flags = _allowed(l1, l2, x, y, stops, bends_of)
        if not flags or not any(flags):
            if skip_blocked:
                continue
            return None
        if len(flags) == 1:
            branch = 0 if branch is None else branch
            previous_singular = True
            continue
        if branch is None:
            branch = 0 if flags[0] else 1
            if first_choice_counts and branch == 1:
                flips.append(index)
        else:
            wanted = (0 if flags[0] else 1) if afresh else (branch if flags[branch] else 1 - branch)
            if wanted != branch and not (previous_singular and singular_is_free):
                flips.append(index)
            branch = wanted
        previous_singular = False
    return flips


def branch_chosen_afresh(l1, l2, points, stops):
    return _follow(l1, l2, points, stops, afresh=True)


def free_switch_counted(l1, l2, points, stops):
    return _follow(l1, l2, points, stops, singular_is_free=False)


def singular_by_exact_acos(l1, l2, points, stops):
    def bends_unless_acos_exact(l1, l2, x, y):
        b = math.acos(max(-1.0, min(1.0, (x * x + y * y - l1 * l1 - l2 * l2) / (2 * l1 * l2))))
        return [b] if b in (0.0, math.pi) else [-b, b]

    return _follow(l1, l2, points, stops, bends_of=bends_unless_acos_exact)


def blocked_sample_skipped(l1, l2, points, stops):
    return _follow(l1, l2, points, stops, skip_blocked=True)


def first_choice_counted_as_flip(l1, l2, points, stops):
    return _follow(l1, l2, points, stops, first_choice_counts=True)
