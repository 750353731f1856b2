"""How Far Must the Elbow Bend?: the wrong code a learner writes, one mistake per function.

A learner's program: standard library only. Each mistake is the careful solver with one step
done the wrong way.
"""

import math

MARGIN = 1e-9


def _cosine(l1, l2, x, y):
    return (x * x + y * y - l1 * l1 - l2 * l2) / (2 * l1 * l2)


def _reachable(l1, l2, x, y):
    return abs(l1 - l2) - MARGIN <= math.hypot(x, y) <= l1 + l2 + MARGIN


def _clamped_acos(c):
    return math.acos(max(-1.0, min(1.0, c)))


def acos_before_reach_test(l1, l2, x, y):
    bend = math.acos(_cosine(l1, l2, x, y))  # ValueError when no triangle exists
    return bend if _reachable(l1, l2, x, y) else None


def clamps_without_reach_test(l1, l2, x, y):
    return _clamped_acos(_cosine(l1, l2, x, y))  # an unreachable target becomes a straight arm


def no_clamp_at_the_edge(l1, l2, x, y):
    if not _reachable(l1, l2, x, y):
        return None
    return math.acos(_cosine(l1, l2, x, y))  # 1.0000000000000002 at full reach


def no_margin_at_the_edges(l1, l2, x, y):
    if not abs(l1 - l2) <= math.hypot(x, y) <= l1 + l2:
        return None
    return _clamped_acos(_cosine(l1, l2, x, y))


def only_outer_edge_tested(l1, l2, x, y):
    if math.hypot(x, y) > l1 + l2 + MARGIN:  # the hole round the shoulder is forgotten
        return None
    return _clamped_acos(_cosine(l1, l2, x, y))


def hole_edge_without_abs(l1, l2, x, y):
    if not l1 - l2 - MARGIN <= math.hypot(x, y) <= l1 + l2 + MARGIN:  # no hole when l2 > l1
        return None
    return _clamped_acos(_cosine(l1, l2, x, y))


def r_not_r_squared(l1, l2, x, y):
    if not _reachable(l1, l2, x, y):
        return None
    r = math.hypot(x, y)
    return _clamped_acos((r - l1 * l1 - l2 * l2) / (2 * l1 * l2))


def inner_angle_as_bend(l1, l2, x, y):
    if not _reachable(l1, l2, x, y):
        return None
    return math.pi - _clamped_acos(_cosine(l1, l2, x, y))  # the triangle's angle at the elbow


def degrees_not_radians(l1, l2, x, y):
    if not _reachable(l1, l2, x, y):
        return None
    return math.degrees(_clamped_acos(_cosine(l1, l2, x, y)))
