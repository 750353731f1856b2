"""Trust, Then Check the Hand: the wrong code a learner writes, one mistake per function.

A learner's program: standard library only.
"""

import math


def _hand(l1, l2, t1, t2):
    return l1 * math.cos(t1) + l2 * math.cos(t1 + t2), l1 * math.sin(t1) + l2 * math.sin(t1 + t2)


def _verdicts(l1, l2, x, y, candidates, accept):
    verdicts = []
    for t1, t2 in candidates:
        hx, hy = _hand(l1, l2, t1, t2)
        verdicts.append(accept(hx - x, hy - y))
    return verdicts


def square_not_circle(l1, l2, x, y, candidates, tolerance_m):
    return _verdicts(l1, l2, x, y, candidates, lambda dx, dy: abs(dx) <= tolerance_m and abs(dy) <= tolerance_m)


def squared_distance_against_tolerance(l1, l2, x, y, candidates, tolerance_m):
    return _verdicts(l1, l2, x, y, candidates, lambda dx, dy: dx * dx + dy * dy <= tolerance_m)


def forearm_angle_not_relative(l1, l2, x, y, candidates, tolerance_m):
    verdicts = []
    for t1, t2 in candidates:
        hx = l1 * math.cos(t1) + l2 * math.cos(t2)  # t2 used as the forearm's direction from +x
        hy = l1 * math.sin(t1) + l2 * math.sin(t2)
        verdicts.append(math.hypot(hx - x, hy - y) <= tolerance_m)
    return verdicts


def only_the_distance_checked(l1, l2, x, y, candidates, tolerance_m):
    verdicts = []
    for t1, t2 in candidates:
        hx, hy = _hand(l1, l2, t1, t2)
        verdicts.append(abs(math.hypot(hx, hy) - math.hypot(x, y)) <= tolerance_m)  # the bend only
    return verdicts


def compares_angles_with_a_solver(l1, l2, x, y, candidates, tolerance_m):
    c = max(-1.0, min(1.0, (x * x + y * y - l1 * l1 - l2 * l2) / (2 * l1 * l2)))
    b = math.acos(c)
    mine = []
    for t2 in (-b, b):
        t1 = math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))
        t1 = math.atan2(math.sin(t1), math.cos(t1))
        mine.append((t1, t2))
    return [any(abs(t1 - s1) <= tolerance_m and abs(t2 - s2) <= tolerance_m for s1, s2 in mine)
            for t1, t2 in candidates]
