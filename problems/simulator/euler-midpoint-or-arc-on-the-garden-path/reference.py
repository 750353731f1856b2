"""Euler, Midpoint or Arc on the Garden Path: reference.sim_practice.model.follow_wheels, the
simulator's advance_pose step after step, the heading wrapped once at the end.

Judged by a custom check: the position within 1e-6 m, and the heading within 1e-6 rad of ours as a
DIRECTION (a learner's -pi and our pi are the same heading), reported inside (-pi, pi].
"""

import math

from grader.checkers import compare_tolerant
from reference.angles import wrap
from reference.sim_practice import model

POSITION_TOLERANCE_M = 1e-6
HEADING_TOLERANCE_RAD = 1e-6
WRAP_DUST_RAD = 1e-9      # -pi (the same direction as pi) is forgiven, -3.2 is not


def follow_wheels(x, y, theta, wheel_steps, track_width_m, method):
    return model.follow_wheels(x, y, theta, wheel_steps, track_width_m, method)


def generate(rng):
    """A start anywhere within 2 m of the origin, facing anywhere (now and then past a full turn);
    0 to 30 steps of -0.1 to 0.3 m per wheel (sometimes both alike: straight), often all the same
    (constant wheel speeds); a track of 0.1 to 0.5 m; one of the three methods."""
    x, y = round(rng.uniform(-2.0, 2.0), 3), round(rng.uniform(-2.0, 2.0), 3)
    theta = round(rng.uniform(-math.pi, math.pi) + (rng.choice([-2, 2]) * math.pi if rng.random() < 0.1 else 0), 4)
    count = rng.randint(0, 30)
    if rng.random() < 0.5:
        steps = [_step(rng)] * count
    else:
        steps = [_step(rng) for _ in range(count)]
    method = rng.choice(model.INTEGRATORS)
    return [x, y, theta, [list(step) for step in steps], round(rng.uniform(0.1, 0.5), 3), method]


def _step(rng):
    left = round(rng.uniform(-0.1, 0.3), 4)
    return left, left if rng.random() < 0.15 else round(rng.uniform(-0.1, 0.3), 4)


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; never raises. Messages reveal no expected value."""
    # the grader's own comparison with an unbounded tolerance: passes exactly when `got` is three
    # finite numbers (no bools, strings, nan or infinities), whatever their values
    if compare_tolerant(expected, got, math.inf, 0.0) is not None:
        return False, "return the pose as three numbers (x, y, theta)"
    x, y, theta = (float(value) for value in got)
    miss_m = math.hypot(x - expected[0], y - expected[1])
    if not miss_m <= POSITION_TOLERANCE_M:
        return False, f"the position is {miss_m:.3g} m away from where the robot ends up"
    if not -math.pi - WRAP_DUST_RAD <= theta <= math.pi + WRAP_DUST_RAD:
        return False, f"theta = {theta:.6g} is outside (-pi, pi]: wrap it"
    if not abs(wrap(theta - expected[2])) <= HEADING_TOLERANCE_RAD:
        return False, "the position is right but the heading is wrong"
    return True, ""
