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


def rates_swapped(l1, l2, t1, t2, w1, w2):
    return _velocity(l1, l2, t1, t2, w2, w1)


def cosine_derivative_sign(l1, l2, t1, t2, w1, w2):
    def plus_sine(l1, l2, t1, t2):
        j = _jacobian(l1, l2, t1, t2)
        return [[-j[0][0], -j[0][1]], j[1]]  # d/dq cos q taken as +sin q

    return _velocity(l1, l2, t1, t2, w1, w2, jacobian=plus_sine)


def angles_in_degrees(l1, l2, t1, t2, w1, w2):
    return _velocity(l1, l2, math.radians(t1), math.radians(t2), w1, w2)


def one_sided_time_step(l1, l2, t1, t2, w1, w2):
    def nozzle(a, b):
        return l1 * math.cos(a) + l2 * math.cos(a + b), l1 * math.sin(a) + l2 * math.sin(a + b)

    dt = 1e-3  # let the motors run for a millisecond
    (x0, y0), (x1, y1) = nozzle(t1, t2), nozzle(t1 + w1 * dt, t2 + w2 * dt)
    vx, vy = (x1 - x0) / dt, (y1 - y0) / dt
    return vx, vy, math.hypot(vx, vy)
