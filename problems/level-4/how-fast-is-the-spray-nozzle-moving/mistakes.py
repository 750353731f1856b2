"""How Fast Is the Spray Nozzle Moving?: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful computation, `_velocity`, with one step swapped for the wrong one.
"""

import math


def _jacobian(l1, l2, t1, t2):
    a = t1 + t2
    return [[-l1 * math.sin(t1) - l2 * math.sin(a), -l2 * math.sin(a)],
            [l1 * math.cos(t1) + l2 * math.cos(a), l2 * math.cos(a)]]


def _times(j, w1, w2):
    return j[0][0] * w1 + j[0][1] * w2, j[1][0] * w1 + j[1][1] * w2


def _velocity(l1, l2, t1, t2, w1, w2, jacobian=_jacobian, times=_times, speed=math.hypot):
    vx, vy = times(jacobian(l1, l2, t1, t2), w1, w2)
    return vx, vy, speed(vx, vy)


def uses_transpose(l1, l2, t1, t2, w1, w2):
    def transpose_times(j, w1, w2):
        return j[0][0] * w1 + j[1][0] * w2, j[0][1] * w1 + j[1][1] * w2

    return _velocity(l1, l2, t1, t2, w1, w2, times=transpose_times)


def elbow_rate_as_absolute(l1, l2, t1, t2, w1, w2):
    a = t1 + t2
    vx = -l1 * math.sin(t1) * w1 - l2 * math.sin(a) * w2  # the forearm turning at w2 alone
    vy = l1 * math.cos(t1) * w1 + l2 * math.cos(a) * w2
    return vx, vy, math.hypot(vx, vy)


def shoulder_counted_twice(l1, l2, t1, t2, w1, w2):
    return _velocity(l1, l2, t1, t2, w1, w1 + w2)


def forearm_along_t2(l1, l2, t1, t2, w1, w2):
    def jacobian_with_t2(l1, l2, t1, t2):
        return [[-l1 * math.sin(t1) - l2 * math.sin(t2), -l2 * math.sin(t2)],
                [l1 * math.cos(t1) + l2 * math.cos(t2), l2 * math.cos(t2)]]

    return _velocity(l1, l2, t1, t2, w1, w2, jacobian=jacobian_with_t2)


def speed_without_root(l1, l2, t1, t2, w1, w2):
    return _velocity(l1, l2, t1, t2, w1, w2, speed=lambda vx, vy: vx * vx + vy * vy)


def speed_as_sum(l1, l2, t1, t2, w1, w2):
    return _velocity(l1, l2, t1, t2, w1, w2, speed=lambda vx, vy: abs(vx) + abs(vy))
