"""The unicycle model of a differential drive: it moves the way it faces, never sideways.

Conventions (shared by every motion and odometry problem):
- a pose is (x, y, theta): metres, and radians counter-clockwise from +x;
- theta is a running total here and is never wrapped on the way; a caller that reports a heading
  wraps it once, at the end (reference.angles.wrap);
- v is the forward speed of the axle's midpoint (negative reversing), omega the turn rate
  (positive counter-clockwise).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from reference.diffdrive import turn_radius

Pose = tuple[float, float, float]


def arc_move(pose: Pose, distance_m: float, turn_rad: float) -> Pose:
    """THE exact update: run `distance_m` along a circular arc while the heading turns by `turn_rad`.

    With no turn the robot drives straight along its heading. Otherwise it rotates by `turn_rad`
    around the centre of the turn, R = distance / turn to its left (R < 0: to its right; R = 0: a
    spin on the spot, which needs no special case).
    """
    x, y, theta = pose
    radius_m = turn_radius(distance_m, turn_rad)
    if radius_m is None:
        return (x + distance_m * math.cos(theta), y + distance_m * math.sin(theta), theta)
    new_theta = theta + turn_rad
    return (x + radius_m * (math.sin(new_theta) - math.sin(theta)),
            y - radius_m * (math.cos(new_theta) - math.cos(theta)),
            new_theta)


def drive(pose: Pose, v: float, omega: float, duration_s: float) -> Pose:
    """Hold (v, omega) for `duration_s` seconds: an arc of length v t turning by omega t."""
    return arc_move(pose, v * duration_s, omega * duration_s)


def drive_commands(pose: Pose, commands: Iterable[tuple[float, float, float]]) -> Pose:
    """A sequence of (v, omega, duration_s) commands, each from where the last one ended."""
    for v, omega, duration_s in commands:
        pose = drive(pose, v, omega, duration_s)
    return pose


def turn_centre(pose: Pose, v: float, omega: float) -> tuple[float, float] | None:
    """The centre of curvature, R = v / omega along the robot's left (-sin theta, cos theta);
    None when omega == 0 (a straight run has no centre)."""
    x, y, theta = pose
    radius_m = turn_radius(v, omega)
    if radius_m is None:
        return None
    return (x - radius_m * math.sin(theta), y + radius_m * math.cos(theta))


def euler_step(pose: Pose, v: float, omega: float, dt_s: float) -> Pose:
    """One Euler step: the position moves along the heading at the START of the step, then the
    heading turns. The order is part of the method."""
    x, y, theta = pose
    return (x + v * dt_s * math.cos(theta), y + v * dt_s * math.sin(theta), theta + omega * dt_s)


def euler_drive(pose: Pose, v: float, omega: float, duration_s: float, steps: int) -> Pose:
    """Hold (v, omega) for `duration_s`, simulated with `steps` >= 1 Euler steps of duration_s / steps."""
    dt_s = duration_s / steps
    for _ in range(steps):
        pose = euler_step(pose, v, omega, dt_s)
    return pose
