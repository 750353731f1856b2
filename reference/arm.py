"""Forward kinematics of a planar arm: where every joint, and the hand, ends up.

Conventions (shared by every arm problem):
- the base (shoulder) is at the origin, x to the right, y up;
- angles are in radians, counter-clockwise positive;
- joint angles are RELATIVE: joint k turns link k away from the direction of link k-1
  (joint 1 is measured from +x), so link k points along the running sum of angles 1..k;
- a reported heading is wrapped into (-pi, pi] (see reference.angles.wrap).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from reference.angles import wrap

Point = tuple[float, float]


def joint_points(lengths: Sequence[float], angles_rad: Sequence[float]) -> list[Point]:
    """The base, then the end of every link in order: n links give n + 1 points, the hand last.

    Walks the chain like a turtle: turn by the joint angle first, then walk the link's length.
    The heading is a running sum and is never wrapped on the way (cosine and sine do not care).
    """
    if len(lengths) != len(angles_rad):
        raise ValueError(f"{len(lengths)} link lengths but {len(angles_rad)} joint angles")
    x, y, heading = 0.0, 0.0, 0.0
    points = [(x, y)]
    for length, angle in zip(lengths, angles_rad):
        heading += angle
        x += length * math.cos(heading)
        y += length * math.sin(heading)
        points.append((x, y))
    return points


def hand_position(lengths: Sequence[float], angles_rad: Sequence[float]) -> Point:
    """Where the end of the last link lands."""
    return joint_points(lengths, angles_rad)[-1]


def hand_heading(angles_rad: Sequence[float]) -> float:
    """The direction the last link points in, wrapped into (-pi, pi]: wrapped once, at the end.

    Summed left to right, exactly as joint_points turns, so the two always agree.
    """
    return wrap(sum(angles_rad, 0.0))
