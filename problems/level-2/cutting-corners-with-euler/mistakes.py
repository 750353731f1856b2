"""Cutting Corners With Euler: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_runs`, with one step swapped for the wrong one.
"""

import math


def _exact_end(v, omega, duration):
    if omega == 0:
        return v * duration, 0.0
    radius = v / omega
    return radius * math.sin(omega * duration), radius * (1 - math.cos(omega * duration))


def _euler_step(x, y, theta, v, omega, dt):
    return x + v * dt * math.cos(theta), y + v * dt * math.sin(theta), theta + omega * dt


def _runs(v, omega, duration, step_counts, step=_euler_step, exact_end=_exact_end, extra_steps=0,
          reset=True):
    ex, ey = exact_end(v, omega, duration)
    runs = []
    x = y = theta = 0.0
    for n in step_counts:
        if reset:
            x = y = theta = 0.0
        dt = duration / n
        for _ in range(n + extra_steps):
            x, y, theta = step(x, y, theta, v, omega, dt)
        runs.append((x, y, math.hypot(x - ex, y - ey)))
    return runs


def heading_first(v, omega, duration, step_counts):
    def turn_then_move(x, y, theta, v, omega, dt):
        theta += omega * dt  # the heading is updated before the position
        return x + v * dt * math.cos(theta), y + v * dt * math.sin(theta), theta

    return _runs(v, omega, duration, step_counts, step=turn_then_move)


def pose_not_reset(v, omega, duration, step_counts):
    return _runs(v, omega, duration, step_counts, reset=False)  # each run goes on from the last one's end


def one_step_too_many(v, omega, duration, step_counts):
    return _runs(v, omega, duration, step_counts, extra_steps=1)  # range(n + 1)


def exact_end_divides_by_zero(v, omega, duration, step_counts):
    def always_a_circle(v, omega, duration):
        radius = v / omega  # ZeroDivisionError on a straight run
        return radius * math.sin(omega * duration), radius * (1 - math.cos(omega * duration))

    return _runs(v, omega, duration, step_counts, exact_end=always_a_circle)
