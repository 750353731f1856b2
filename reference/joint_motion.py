"""Joints driven over time: constant motor speeds, Euler steps, saturation at the stops.

Each step moves every joint by speed * dt and clamps it into its stops with
min(hi, max(lo, value)). The stops apply to the joint angle as the motor counts it: never
wrapped. The start pose is a pose of the motion too (with zero steps it is the only one), and the
caller's start list is never changed.
"""

from __future__ import annotations

from collections.abc import Sequence

from reference.arm import hand_position

Stops = Sequence[tuple[float, float]]


def clamp(value: float, lo: float, hi: float) -> float:
    """The saturation of the Control lesson: value held inside [lo, hi]."""
    return min(hi, max(lo, value))


def step_joints(q: Sequence[float], speeds: Sequence[float], stops: Stops, dt_s: float) -> list[float]:
    """One Euler step of every joint, held at its stops; a new list."""
    return [clamp(angle + speed * dt_s, lo, hi) for angle, speed, (lo, hi) in zip(q, speeds, stops)]


def joint_path(start: Sequence[float], speeds: Sequence[float], stops: Stops, dt_s: float,
               steps: int) -> list[list[float]]:
    """The start (a copy), then the joints after every step: steps + 1 poses."""
    poses = [list(start)]
    for _ in range(steps):
        poses.append(step_joints(poses[-1], speeds, stops, dt_s))
    return poses


def run_motors(lengths: Sequence[float], start: Sequence[float], speeds: Sequence[float], stops: Stops,
               dt_s: float, steps: int) -> tuple[list[list[float]], float]:
    """(every pose from the start on, the highest y the hand reaches), the start pose included."""
    poses = joint_path(start, speeds, stops, dt_s, steps)
    highest_y = max(hand_position(lengths, q)[1] for q in poses)
    return poses, highest_y
