"""Practice helpers for the simulator lesson's section 5 (the robot model: pose, wheels and a lazy
motor), built on `reference.sim`: the motor's first-order lag over a list of held commands, and a
pose carried through wheel distances by one of the three integrators.
"""

from __future__ import annotations

from reference.angles import wrap
from reference.diffdrive import body_motion
from reference.sim import RobotModel, RobotParams, advance_pose

INTEGRATORS = ("euler", "midpoint", "arc")


def lag_profile(commands, tau_s, max_speed_mps):
    """Both wheels start at rest and are given each (speed_mps, duration_s) command in turn, limited
    to +-max_speed_mps, with a motor time constant tau_s (0: no lag). After each command: (the wheel's
    true ground speed in m/s, the signed distance it has rolled since the start in m). The simulator's
    RobotModel steps each command in one closed-form step, so the answer does not depend on a step."""
    params = RobotParams(tau_s=tau_s, max_speed_mps=max_speed_mps)
    model = RobotModel(params)
    profile = []
    for speed_mps, duration_s in commands:
        model.set_wheel_speeds(speed_mps, speed_mps)
        model.step(duration_s)
        profile.append((model.true_speeds_mps()[0], model.angle[0] * params.wheel_radius_m))
    return profile


def follow_wheels(x, y, theta, wheel_steps, track_width_m, method):
    """The pose after the wheels roll each (left_m, right_m) of `wheel_steps` in turn, each step
    moved by the simulator's advance_pose with `method` ("euler", "midpoint" or "arc"); the heading
    reported in (-pi, pi]."""
    if method not in INTEGRATORS:
        raise ValueError(f"method must be one of {INTEGRATORS}, not {method!r}")
    for left_m, right_m in wheel_steps:
        ds, dtheta = body_motion(left_m, right_m, track_width_m)
        x, y, theta = advance_pose(x, y, theta, ds, dtheta, method)
    return x, y, wrap(theta)
