"""Angles. Every angle in `reference/` is in radians, counter-clockwise positive.

A reported angle (a heading, a shoulder angle) lives in (-pi, pi]: pi is kept and -pi is left
out, so a direction along -x is always reported as +pi, never as -pi.
"""

from __future__ import annotations

import math

FULL_TURN_RAD = 2 * math.pi


def wrap(angle_rad: float) -> float:
    """The same direction as `angle_rad`, in (-pi, pi]; wrap(-pi) == wrap(pi) == pi.

    math.fmod keeps the sign of its argument and lands strictly inside (-2pi, 2pi), so one
    correction finishes the job at any size. The popular one-liners
    `(a + pi) % (2 * pi) - pi` and `atan2(sin a, cos a)` can answer -pi; this never does.
    """
    angle_rad = math.fmod(angle_rad, FULL_TURN_RAD)
    if angle_rad <= -math.pi:
        angle_rad += FULL_TURN_RAD
    elif angle_rad > math.pi:
        angle_rad -= FULL_TURN_RAD
    return angle_rad
