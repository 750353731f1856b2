"""Elbow Up or Elbow Down: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful solver, `_solver`, with one step swapped for the wrong one, so the
wrong step is the only code a mistake spells out.
"""

import math

MARGIN = 1e-9


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _cosine(l1, l2, x, y):
    return (x * x + y * y - l1 * l1 - l2 * l2) / (2 * l1 * l2)


def _cosine_from_r(l1, l2, x, y):
    """The same cosine with r = hypot(x, y) squared: the edge's rounding dust lands elsewhere."""
    r = math.hypot(x, y)
    return (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2)


def _in_ring(l1, l2, x, y):
    return abs(l1 - l2) - MARGIN <= math.hypot(x, y) <= l1 + l2 + MARGIN


def _clamped_bend(l1, l2, x, y):
    return math.acos(min(1.0, max(-1.0, _cosine(l1, l2, x, y))))


def _edge_by_distance(l1, l2, x, y, bend):
    r = math.hypot(x, y)
    if abs(r - (l1 + l2)) <= MARGIN:
        return 0.0
    return math.pi if abs(r - abs(l1 - l2)) <= MARGIN else None


def _offset(l1, l2, t2):
    return math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))


def _shoulder(l1, l2, x, y, t2):
    return _wrap(math.atan2(y, x) - _offset(l1, l2, t2))


def _solver(l1, l2, x, y, reach=_in_ring, bend_of=_clamped_bend, edge=_edge_by_distance,
            shoulder=_shoulder, elbow_up_first=True):
    if not reach(l1, l2, x, y):
        return []
    bend = bend_of(l1, l2, x, y)
    single = edge(l1, l2, x, y, bend)
    bends = [single] if single is not None else [-bend, bend]
    if not elbow_up_first:
        bends.reverse()
    return [(shoulder(l1, l2, x, y, t2), t2) for t2 in bends]


def acos_before_reach_test(l1, l2, x, y):
    bend = math.acos(_cosine(l1, l2, x, y))  # ValueError when there is no triangle
    return _solver(l1, l2, x, y, bend_of=lambda *_: bend)


def clamps_without_reach_test(l1, l2, x, y):
    return _solver(l1, l2, x, y, reach=lambda *_: True)  # every target looks reachable


def no_clamp_at_the_edge(l1, l2, x, y):
    return _solver(l1, l2, x, y, bend_of=lambda *a: math.acos(_cosine(*a)))  # 1.0000000000000002


def no_clamp_r_from_hypot(l1, l2, x, y):
    return _solver(l1, l2, x, y, bend_of=lambda *a: math.acos(_cosine_from_r(*a)))  # r * r, unclamped


def _exactly_in_ring(l1, l2, x, y):
    return abs(l1 - l2) <= math.hypot(x, y) <= l1 + l2


def _exactly_on_edge(l1, l2, x, y, bend):
    r = math.hypot(x, y)
    return 0.0 if r == l1 + l2 else math.pi if r == abs(l1 - l2) else None


def no_margin_in_reach_test(l1, l2, x, y):
    return _solver(l1, l2, x, y, reach=_exactly_in_ring)  # the edge test keeps its margin


def edge_tested_with_equality(l1, l2, x, y):
    return _solver(l1, l2, x, y, edge=_exactly_on_edge)  # the reach test keeps its margin


def no_margin_at_the_edges(l1, l2, x, y):
    return _solver(l1, l2, x, y, reach=_exactly_in_ring, edge=_exactly_on_edge)


def r_not_r_squared(l1, l2, x, y):
    def bend_from_distance(l1, l2, x, y):
        cosine = (math.hypot(x, y) - l1 * l1 - l2 * l2) / (2 * l1 * l2)
        return math.acos(min(1.0, max(-1.0, cosine)))

    return _solver(l1, l2, x, y, bend_of=bend_from_distance)


def inner_angle_as_bend(l1, l2, x, y):
    return _solver(l1, l2, x, y, bend_of=lambda *a: math.pi - _clamped_bend(*a))


def atan_not_atan2(l1, l2, x, y):
    def shoulder_with_atan(l1, l2, x, y, t2):
        return _wrap(math.atan(y / x) - math.atan(l2 * math.sin(t2) / (l1 + l2 * math.cos(t2))))

    return _solver(l1, l2, x, y, shoulder=shoulder_with_atan)


def atan_for_target_direction(l1, l2, x, y):
    """atan(y / x) for the knot's direction only (x = 0 handled), the elbow's offset with atan2."""
    def shoulder(l1, l2, x, y, t2):
        direction = math.atan(y / x) if x != 0 else math.copysign(math.pi / 2, y)
        return _wrap(direction - _offset(l1, l2, t2))

    return _solver(l1, l2, x, y, shoulder=shoulder)


def _signed_difference_ring(l1, l2, x, y):
    return l1 - l2 - MARGIN <= math.hypot(x, y) <= l1 + l2 + MARGIN  # l1 - l2, not |l1 - l2|


def _edge_at_signed_difference(l1, l2, x, y, bend):
    r = math.hypot(x, y)
    if abs(r - (l1 + l2)) <= MARGIN:
        return 0.0
    return math.pi if abs(r - (l1 - l2)) <= MARGIN else None


def inner_edge_without_abs(l1, l2, x, y):
    return _solver(l1, l2, x, y, reach=_signed_difference_ring, edge=_edge_at_signed_difference)


def offset_added(l1, l2, x, y):
    return _solver(l1, l2, x, y, shoulder=lambda l1, l2, x, y, t2: _wrap(math.atan2(y, x) + _offset(l1, l2, t2)))


def folded_arm_faces_target(l1, l2, x, y):
    def shoulder(l1, l2, x, y, t2):
        if t2 == math.pi:
            return _wrap(math.atan2(y, x))  # the upper arm aimed at the knot, whichever link is longer
        return _shoulder(l1, l2, x, y, t2)

    return _solver(l1, l2, x, y, shoulder=shoulder)


def t1_not_wrapped(l1, l2, x, y):
    return _solver(l1, l2, x, y, shoulder=lambda l1, l2, x, y, t2: math.atan2(y, x) - _offset(l1, l2, t2))


def two_copies_at_full_stretch(l1, l2, x, y):
    return _solver(l1, l2, x, y, edge=lambda *_: None)  # always -bend and +bend, even on an edge


def edge_decided_by_acos(l1, l2, x, y):
    def edge_if_acos_is_exact(l1, l2, x, y, bend):
        return 0.0 if bend == 0 else math.pi if bend == math.pi else None

    return _solver(l1, l2, x, y, edge=edge_if_acos_is_exact)


def elbow_down_listed_first(l1, l2, x, y):
    return _solver(l1, l2, x, y, elbow_up_first=False)


def absolute_forearm_angle(l1, l2, x, y):
    """Returns the forearm's direction from +x, t1 + t2, where the relative t2 is asked for."""
    return [(t1, _wrap(t1 + t2)) for t1, t2 in _solver(l1, l2, x, y)]
