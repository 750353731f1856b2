"""Downhill to the Light Switch: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful walk, `_walk`, with one piece swapped for the wrong one.
"""

import math


def _wrap(a):
    a = math.fmod(a, 2 * math.pi)
    if a <= -math.pi:
        a += 2 * math.pi
    elif a > math.pi:
        a -= 2 * math.pi
    return a


def _error(l1, l2, target, t1, t2):
    return (l1 * math.cos(t1) + l2 * math.cos(t1 + t2) - target[0],
            l1 * math.sin(t1) + l2 * math.sin(t1 + t2) - target[1])


def _columns(l1, l2, t1, t2):
    a = t1 + t2
    return ((-l1 * math.sin(t1) - l2 * math.sin(a), l1 * math.cos(t1) + l2 * math.cos(a)),
            (-l2 * math.sin(a), l2 * math.cos(a)))


def _update(l1, l2, target, t1, t2, alpha, columns=_columns):
    ex, ey = _error(l1, l2, target, t1, t2)
    (ax, ay), (bx, by) = columns(l1, l2, t1, t2)
    return t1 - alpha * (ax * ex + ay * ey), t2 - alpha * (bx * ex + by * ey)


def _walk(l1, l2, target, start, alpha, tol, budget, update=_update, stop_value=lambda d: d,
          wrap=_wrap, count_checks=False, reached=lambda value, tol: value <= tol):
    t1, t2 = start
    distances = []
    steps = 0
    while True:
        distances.append(math.hypot(*_error(l1, l2, target, t1, t2)))
        if reached(stop_value(distances[-1]), tol) or steps == budget:
            break
        t1, t2 = update(l1, l2, target, t1, t2, alpha)
        steps += 1
    return wrap(t1), wrap(t2), len(distances) if count_checks else steps, distances


def updates_t1_first(l1, l2, target, start, alpha, tol, budget):
    def t1_then_t2(l1, l2, target, t1, t2, alpha):
        ex, ey = _error(l1, l2, target, t1, t2)
        (ax, ay), _ = _columns(l1, l2, t1, t2)
        t1 = t1 - alpha * (ax * ex + ay * ey)
        ex, ey = _error(l1, l2, target, t1, t2)  # t2's component from the NEW t1
        _, (bx, by) = _columns(l1, l2, t1, t2)
        return t1, t2 - alpha * (bx * ex + by * ey)

    return _walk(l1, l2, target, start, alpha, tol, budget, update=t1_then_t2)


def adds_the_gradient(l1, l2, target, start, alpha, tol, budget):
    return _walk(l1, l2, target, start, alpha, tol, budget,
                 update=lambda l1, l2, target, t1, t2, alpha: _update(l1, l2, target, t1, t2, -alpha))


def drops_the_half(l1, l2, target, start, alpha, tol, budget):
    return _walk(l1, l2, target, start, alpha, tol, budget,
                 update=lambda l1, l2, target, t1, t2, alpha: _update(l1, l2, target, t1, t2, 2 * alpha))


def stops_on_e(l1, l2, target, start, alpha, tol, budget):
    return _walk(l1, l2, target, start, alpha, tol, budget, stop_value=lambda d: d * d / 2)


def counts_the_checks(l1, l2, target, start, alpha, tol, budget):
    return _walk(l1, l2, target, start, alpha, tol, budget, count_checks=True)


def no_check_after_the_last_update(l1, l2, target, start, alpha, tol, budget):
    t1, t2 = start
    distances = []
    steps = 0
    for _ in range(budget):  # the distance after the last update is never recorded
        distances.append(math.hypot(*_error(l1, l2, target, t1, t2)))
        if distances[-1] <= tol:
            break
        t1, t2 = _update(l1, l2, target, t1, t2, alpha)
        steps += 1
    return _wrap(t1), _wrap(t2), steps, distances


def angles_not_wrapped(l1, l2, target, start, alpha, tol, budget):
    return _walk(l1, l2, target, start, alpha, tol, budget, wrap=lambda a: a)


def shoulder_column_from_one_link(l1, l2, target, start, alpha, tol, budget):
    def upper_arm_only(l1, l2, t1, t2):
        a = t1 + t2
        return (-l1 * math.sin(t1), l1 * math.cos(t1)), (-l2 * math.sin(a), l2 * math.cos(a))

    return _walk(l1, l2, target, start, alpha, tol, budget,
                 update=lambda l1, l2, target, t1, t2, alpha: _update(l1, l2, target, t1, t2, alpha, upper_arm_only))


def updates_t1_first_keeps_the_old_error(l1, l2, target, start, alpha, tol, budget):
    def t1_then_t2(l1, l2, target, t1, t2, alpha):
        ex, ey = _error(l1, l2, target, t1, t2)
        (ax, ay), _ = _columns(l1, l2, t1, t2)
        t1 = t1 - alpha * (ax * ex + ay * ey)
        _, (bx, by) = _columns(l1, l2, t1, t2)  # the old e, but t2's column from the NEW t1
        return t1, t2 - alpha * (bx * ex + by * ey)

    return _walk(l1, l2, target, start, alpha, tol, budget, update=t1_then_t2)


def t2_taken_as_absolute(l1, l2, target, start, alpha, tol, budget):
    def error(t1, t2):
        return (l1 * math.cos(t1) + l2 * math.cos(t2) - target[0],
                l1 * math.sin(t1) + l2 * math.sin(t2) - target[1])

    t1, t2 = start
    distances = []
    steps = 0
    while True:
        ex, ey = error(t1, t2)  # the forearm's direction taken as t2 itself, not t1 + t2
        distances.append(math.hypot(ex, ey))
        if distances[-1] <= tol or steps == budget:
            break
        g1 = (-l1 * math.sin(t1) - l2 * math.sin(t2)) * ex + (l1 * math.cos(t1) + l2 * math.cos(t2)) * ey
        g2 = -l2 * math.sin(t2) * ex + l2 * math.cos(t2) * ey
        t1, t2 = t1 - alpha * g1, t2 - alpha * g2
        steps += 1
    return _wrap(t1), _wrap(t2), steps, distances


def last_distance_not_recorded(l1, l2, target, start, alpha, tol, budget):
    t1, t2 = start
    distances = []
    steps = 0
    while True:
        d = math.hypot(*_error(l1, l2, target, t1, t2))
        if d <= tol or steps == budget:
            break
        distances.append(d)  # recorded only when the run goes on
        t1, t2 = _update(l1, l2, target, t1, t2, alpha)
        steps += 1
    return _wrap(t1), _wrap(t2), steps, distances


def strict_tolerance(l1, l2, target, start, alpha, tol, budget):
    return _walk(l1, l2, target, start, alpha, tol, budget, reached=lambda d, tol: d < tol)


def wraps_into_the_other_half_open_range(l1, l2, target, start, alpha, tol, budget):
    def wrap_keeping_minus_pi(a):
        a = math.fmod(a, 2 * math.pi)
        if a < -math.pi:
            a += 2 * math.pi
        elif a >= math.pi:  # pi goes to -pi: the range [-pi, pi)
            a -= 2 * math.pi
        return a

    return _walk(l1, l2, target, start, alpha, tol, budget, wrap=wrap_keeping_minus_pi)
