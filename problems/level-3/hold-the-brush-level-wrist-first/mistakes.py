"""Hold the Brush Level: Wrist First: the wrong code a learner writes, one mistake per function.

A learner's program: standard library only. Each mistake is the careful solver, `_solver`, with
one step swapped for the wrong one.
"""

import math

MARGIN = 1e-9


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _reachable(l1, l2, x, y):
    return abs(l1 - l2) - MARGIN <= math.hypot(x, y) <= l1 + l2 + MARGIN


def _bends(l1, l2, x, y):
    r = math.hypot(x, y)
    if abs(r - (l1 + l2)) <= MARGIN:
        return [0.0]
    if abs(r - abs(l1 - l2)) <= MARGIN:
        return [math.pi]
    c = max(-1.0, min(1.0, (x * x + y * y - l1 * l1 - l2 * l2) / (2 * l1 * l2)))
    return [-math.acos(c), math.acos(c)]


def _right_wrist(l3, x, y, phi):
    return x - l3 * math.cos(phi), y - l3 * math.sin(phi)


def _right_t3(phi, t1, t2):
    return _wrap(phi - t1 - t2)


def _wrist_reachable(l1, l2, wx, wy, x, y):
    return _reachable(l1, l2, wx, wy)


def _solver(l1, l2, l3, x, y, phi, wrist=_right_wrist, reach=_wrist_reachable, t3_of=_right_t3, bends=_bends):
    wx, wy = wrist(l3, x, y, phi)
    if not reach(l1, l2, wx, wy, x, y):
        return []
    answers = []
    for t2 in bends(l1, l2, wx, wy):
        t1 = _wrap(math.atan2(wy, wx) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2)))
        answers.append((t1, t2, t3_of(phi, t1, t2)))
    return answers


def tool_length_added(l1, l2, l3, x, y, phi):
    return _solver(l1, l2, l3, x, y, phi, wrist=lambda l3, x, y, phi: (x + l3 * math.cos(phi), y + l3 * math.sin(phi)))


def reach_tested_on_the_hand(l1, l2, l3, x, y, phi):
    return _solver(l1, l2, l3, x, y, phi, reach=lambda l1, l2, wx, wy, x, y: _reachable(l1, l2, x, y))


def phi_as_t3(l1, l2, l3, x, y, phi):
    return _solver(l1, l2, l3, x, y, phi, t3_of=lambda phi, t1, t2: _wrap(phi))


def t3_not_wrapped(l1, l2, l3, x, y, phi):
    return _solver(l1, l2, l3, x, y, phi, t3_of=lambda phi, t1, t2: phi - t1 - t2)


def t3_forgets_the_elbow(l1, l2, l3, x, y, phi):
    return _solver(l1, l2, l3, x, y, phi, t3_of=lambda phi, t1, t2: _wrap(phi - t1))


def two_copies_on_the_edge(l1, l2, l3, x, y, phi):
    def always_two(l1, l2, x, y):
        c = max(-1.0, min(1.0, (x * x + y * y - l1 * l1 - l2 * l2) / (2 * l1 * l2)))
        return [-math.acos(c), math.acos(c)]

    return _solver(l1, l2, l3, x, y, phi, bends=always_two)


def elbow_down_listed_first(l1, l2, l3, x, y, phi):
    return _solver(l1, l2, l3, x, y, phi)[::-1]
