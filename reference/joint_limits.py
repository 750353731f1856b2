"""Joint stops and sweeps: which poses an arm may take, and choosing among many of them.

Conventions (those of reference.arm): radians, relative joint angles, the base at the origin.

- A joint's stops (lo, hi) bound the angle AS THE MOTOR COUNTS IT: never wrapped. 3.5 rad has
  wound the cable further than 3.5 - 2 pi, although the link points the same way.
- A pose is allowed when every joint is inside its own stops, both stops included.
- A sweep tries many values for one joint, each on a fresh copy of the base pose.
- The length of a path through points is the sum of the straight steps between neighbours: an
  open path, no step back from the last point to the first.
- "The highest" with a tolerance: values within TIE_TOLERANCE of the maximum count as equal and
  the first of them wins (rounding dust must not pick the winner).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from reference.arm import Point, hand_position

TIE_TOLERANCE = 1e-9
Stops = Sequence[tuple[float, float]]


def within_stops(angles_rad: Sequence[float], stops: Stops) -> bool:
    """Whether every joint angle lies in its own [lo, hi], edges included, unwrapped."""
    if len(angles_rad) != len(stops):
        raise ValueError(f"{len(angles_rad)} joint angles but {len(stops)} pairs of stops")
    return all(lo <= angle <= hi for angle, (lo, hi) in zip(angles_rad, stops))


def allowed_indices(poses: Sequence[Sequence[float]], stops: Stops) -> list[int]:
    """The positions, in the original order, of the poses inside the stops."""
    return [index for index, pose in enumerate(poses) if within_stops(pose, stops)]


def path_length(points: Sequence[Point]) -> float:
    """The open path through `points` in straight steps; 0.0 for fewer than two points."""
    return sum((math.dist(points[k - 1], points[k]) for k in range(1, len(points))), 0.0)


def first_highest(values: Sequence[float], tolerance: float = TIE_TOLERANCE) -> int | None:
    """The index of the first value within `tolerance` of the maximum; None for no values."""
    if not values:
        return None
    top = max(values)
    return next(index for index, value in enumerate(values) if value >= top - tolerance)


def swept_pose(base: Sequence[float], joint: int, value: float) -> list[float]:
    """A fresh copy of `base` with one joint set to `value`; `base` itself is left alone."""
    pose = list(base)
    pose[joint] = value
    return pose


def program_path(lengths: Sequence[float], stops: Stops,
                 poses: Sequence[Sequence[float]]) -> tuple[list[int], float]:
    """The allowed poses of a program, and the hand's path through them, in order."""
    allowed = allowed_indices(poses, stops)
    return allowed, path_length([hand_position(lengths, poses[index]) for index in allowed])


def highest_sweep_pose(lengths: Sequence[float], stops: Stops, base: Sequence[float], joint: int,
                       values: Sequence[float]) -> tuple[int, list[float]] | None:
    """Sweep `joint` over `values` from `base`; among the allowed poses, the one whose hand is
    highest (largest y; ties within TIE_TOLERANCE go to the earliest value), as
    (index into values, pose). None when no value gives an allowed pose."""
    tries = [(index, swept_pose(base, joint, value)) for index, value in enumerate(values)]
    kept = [(index, pose) for index, pose in tries if within_stops(pose, stops)]
    best = first_highest([hand_position(lengths, pose)[1] for _, pose in kept])
    return None if best is None else kept[best]
