"""Solutions the Stops Allow: the wrong code a learner writes, one mistake per function.

A learner's program: standard library only. `_solutions` is a correct two-link solver that
also hands back each shoulder angle before its wrap, for the mistake that tests that one.
"""

import math

MARGIN = 1e-9


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _solutions(l1, l2, x, y):
    """[(t1, t2, t1 before the wrap)], elbow-up first; [] out of reach."""
    r = math.hypot(x, y)
    if r > l1 + l2 + MARGIN or r < abs(l1 - l2) - MARGIN:
        return []
    if abs(r - (l1 + l2)) <= MARGIN:
        bends = [0.0]
    elif abs(r - abs(l1 - l2)) <= MARGIN:
        bends = [math.pi]
    else:
        b = math.acos(max(-1.0, min(1.0, (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2))))
        bends = [-b, b]
    found = []
    for t2 in bends:
        raw = math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))
        found.append((_wrap(raw), t2, raw))
    return found


def _inside(angle, stop, margin=MARGIN):
    return stop[0] - margin <= angle <= stop[1] + margin


def stops_before_wrap(l1, l2, x, y, stops):
    return [(t1, t2) for t1, t2, raw in _solutions(l1, l2, x, y)
            if _inside(raw, stops[0]) and _inside(t2, stops[1])]


def only_shoulder_tested(l1, l2, x, y, stops):
    return [(t1, t2) for t1, t2, _ in _solutions(l1, l2, x, y) if _inside(t1, stops[0])]


def only_elbow_tested(l1, l2, x, y, stops):
    return [(t1, t2) for t1, t2, _ in _solutions(l1, l2, x, y) if _inside(t2, stops[1])]


def no_margin_at_the_stops(l1, l2, x, y, stops):
    return [(t1, t2) for t1, t2, _ in _solutions(l1, l2, x, y)
            if _inside(t1, stops[0], 0.0) and _inside(t2, stops[1], 0.0)]


def elbow_down_listed_first(l1, l2, x, y, stops):
    return [(t1, t2) for t1, t2, _ in _solutions(l1, l2, x, y)
            if _inside(t1, stops[0]) and _inside(t2, stops[1])][::-1]
