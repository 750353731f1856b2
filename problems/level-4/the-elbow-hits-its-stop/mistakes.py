"""The Elbow Hits Its Stop: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful walk, `_walk`, with one piece swapped for the wrong one.
"""

import math


def _error(l1, l2, target, t1, t2):
    return (l1 * math.cos(t1) + l2 * math.cos(t1 + t2) - target[0],
            l1 * math.sin(t1) + l2 * math.sin(t1 + t2) - target[1])


def _gradient(l1, l2, target, t1, t2):
    ex, ey = _error(l1, l2, target, t1, t2)
    a = t1 + t2
    return ((-l1 * math.sin(t1) - l2 * math.sin(a)) * ex + (l1 * math.cos(t1) + l2 * math.cos(a)) * ey,
            -l2 * math.sin(a) * ex + l2 * math.cos(a) * ey)


def _step(l1, l2, target, t1, t2, alpha):
    g1, g2 = _gradient(l1, l2, target, t1, t2)
    return t1 - alpha * g1, t2 - alpha * g2


def _clamp(angles, stops):
    return [min(hi, max(lo, t)) for t, (lo, hi) in zip(angles, stops)]


def _walk(l1, l2, target, start, stops, alpha, tol, stall, budget, step=_step, clamp=_clamp,
          moved=lambda wanted, new, old: max(abs(a - b) for a, b in zip(new, old)), count_stall_step=True,
          reached=lambda d, tol: d <= tol, stalled=lambda m, stall: m <= stall, stall_next_round=False,
          budget_after_the_step=False):
    q = list(start)
    steps = 0
    distance = None
    while True:
        if reached(math.hypot(*_error(l1, l2, target, *q)), tol):
            return q[0], q[1], steps, "reached"
        if stall_next_round and distance is not None and stalled(distance, stall):
            return q[0], q[1], steps, "stalled"  # tested a round late, after "reached"
        if steps == budget and not budget_after_the_step:
            return q[0], q[1], steps, "budget"
        wanted = list(step(l1, l2, target, q[0], q[1], alpha))
        new = clamp(wanted, stops)
        distance = moved(wanted, new, q)
        q = new
        steps += 1
        if not stall_next_round and stalled(distance, stall):
            return q[0], q[1], steps if count_stall_step else steps - 1, "stalled"
        if budget_after_the_step and steps == budget:  # a budget of 0 never ends the walk
            return q[0], q[1], steps, "budget"


def clamps_only_at_the_end(l1, l2, target, start, stops, alpha, tol, stall, budget):
    t1, t2, steps, status = _walk(l1, l2, target, start, stops, alpha, tol, stall, budget,
                                  clamp=lambda angles, stops: angles)
    t1, t2 = _clamp([t1, t2], stops)
    return t1, t2, steps, status


def move_measured_before_clamping(l1, l2, target, start, stops, alpha, tol, stall, budget):
    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget,
                 moved=lambda wanted, new, old: max(abs(a - b) for a, b in zip(wanted, old)))


def stalls_when_any_joint_stops(l1, l2, target, start, stops, alpha, tol, stall, budget):
    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget,
                 moved=lambda wanted, new, old: min(abs(a - b) for a, b in zip(new, old)))


def only_the_upper_stop(l1, l2, target, start, stops, alpha, tol, stall, budget):
    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget,
                 clamp=lambda angles, stops: [min(hi, t) for t, (lo, hi) in zip(angles, stops)])


def stalling_step_not_counted(l1, l2, target, start, stops, alpha, tol, stall, budget):
    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget, count_stall_step=False)


def updates_t1_first(l1, l2, target, start, stops, alpha, tol, stall, budget):
    def t1_then_t2(l1, l2, target, t1, t2, alpha):
        t1 = t1 - alpha * _gradient(l1, l2, target, t1, t2)[0]
        return t1, t2 - alpha * _gradient(l1, l2, target, t1, t2)[1]

    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget, step=t1_then_t2)


def adds_the_gradient(l1, l2, target, start, stops, alpha, tol, stall, budget):
    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget,
                 step=lambda l1, l2, target, t1, t2, alpha: _step(l1, l2, target, t1, t2, -alpha))


def updates_t1_first_keeps_the_old_error(l1, l2, target, start, stops, alpha, tol, stall, budget):
    def t1_then_t2(l1, l2, target, t1, t2, alpha):
        ex, ey = _error(l1, l2, target, t1, t2)
        a = t1 + t2
        g1 = (-l1 * math.sin(t1) - l2 * math.sin(a)) * ex + (l1 * math.cos(t1) + l2 * math.cos(a)) * ey
        new_t1 = _clamp([t1 - alpha * g1], stops)[0]
        a = new_t1 + t2  # t2's column at the NEW (clamped) t1, with the old e
        return new_t1, t2 - alpha * (-l2 * math.sin(a) * ex + l2 * math.cos(a) * ey)

    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget, step=t1_then_t2)


def move_as_a_sum(l1, l2, target, start, stops, alpha, tol, stall, budget):
    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget,
                 moved=lambda wanted, new, old: abs(new[0] - old[0]) + abs(new[1] - old[1]))


def stops_swapped(l1, l2, target, start, stops, alpha, tol, stall, budget):
    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget,
                 clamp=lambda angles, stops: _clamp(angles, stops[::-1]))


def strict_stall_test(l1, l2, target, start, stops, alpha, tol, stall, budget):
    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget, stalled=lambda m, stall: m < stall)


def strict_tolerance(l1, l2, target, start, stops, alpha, tol, stall, budget):
    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget, reached=lambda d, tol: d < tol)


def reached_tested_before_the_stall(l1, l2, target, start, stops, alpha, tol, stall, budget):
    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget, stall_next_round=True)


def budget_tested_after_the_step(l1, l2, target, start, stops, alpha, tol, stall, budget):
    return _walk(l1, l2, target, start, stops, alpha, tol, stall, budget, budget_after_the_step=True)
