"""Ruling a Straight Line: the wrong code a learner writes, one mistake per function.

A learner's program: standard library only. `_solutions` is a correct two-link solver.
"""

import math

MARGIN = 1e-9


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _solutions(l1, l2, x, y):
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
    return [(_wrap(math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))), t2)
            for t2 in bends]


def _first(solutions):
    return solutions[0] if solutions else None


def _samples(start, goal, n, fraction):
    return [(start[0] + fraction(i, n) * (goal[0] - start[0]), start[1] + fraction(i, n) * (goal[1] - start[1]))
            for i in range(n)]


def _rule(l1, l2, start, goal, n, fraction=lambda i, n: i / (n - 1), pick=_first):
    return [pick(_solutions(l1, l2, x, y)) for x, y in _samples(start, goal, n, fraction)]


def i_over_n(l1, l2, start, goal, n):
    return _rule(l1, l2, start, goal, n, fraction=lambda i, n: i / n)  # stops short of the goal


def unreachable_samples_dropped(l1, l2, start, goal, n):
    return [q for q in _rule(l1, l2, start, goal, n) if q is not None]


def elbow_up_taken_as_higher_elbow(l1, l2, start, goal, n):
    def higher_elbow(solutions):
        return max(solutions, key=lambda q: math.sin(q[0])) if solutions else None  # switches branch

    return _rule(l1, l2, start, goal, n, pick=higher_elbow)


def elbow_down_branch(l1, l2, start, goal, n):
    return _rule(l1, l2, start, goal, n, pick=lambda solutions: solutions[-1] if solutions else None)
