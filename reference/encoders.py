"""Wheel encoders: ticks counted on each wheel -> distances rolled along the floor, and back.

Conventions (shared by every encoder and odometry problem):
- an encoder sends `ticks_per_rev` ticks for one revolution of its wheel and counts DOWN when the
  wheel rolls backwards, so a tick count is a signed whole number;
- one revolution rolls a wheel of radius r by its circumference 2 pi r, so one tick is
  2 pi r / ticks_per_rev metres (the radius, never the diameter, goes into 2 pi r);
- wheel distances turn into (travel of the axle's midpoint, change of heading) with the
  differential-drive formula of reference.diffdrive.body_motion;
- a change of heading is NOT wrapped: a long report while spinning can hold more than a full turn.
"""

from __future__ import annotations

import math

from reference.angles import wrap
from reference.diffdrive import body_motion, wheel_speeds


def metres_per_tick(ticks_per_rev: int, wheel_radius_m: float) -> float:
    """How far the wheel rolls along the floor for one tick."""
    return 2 * math.pi * wheel_radius_m / ticks_per_rev


def ticks_to_metres(ticks: int, ticks_per_rev: int, wheel_radius_m: float) -> float:
    """A signed tick count -> the signed distance the wheel rolled; part revolutions count."""
    return ticks * metres_per_tick(ticks_per_rev, wheel_radius_m)


def metres_to_ticks(distance_m: float, ticks_per_rev: int, wheel_radius_m: float) -> float:
    """A distance along the floor -> revolutions times ticks per revolution, NOT rounded: a caller
    that needs whole ticks rounds this, once, at the very end."""
    return distance_m / (2 * math.pi * wheel_radius_m) * ticks_per_rev


def report_motion(left_ticks: int, right_ticks: int, ticks_per_rev: int, wheel_radius_m: float,
                  track_m: float) -> tuple[float, float]:
    """Ticks since the last report -> (distance the midpoint travelled, change of heading).

    Equal counts give a change of heading of exactly 0.0 (the same product subtracted from itself).
    """
    per_tick = metres_per_tick(ticks_per_rev, wheel_radius_m)
    return body_motion(left_ticks * per_tick, right_ticks * per_tick, track_m)


def spin_ticks(current_rad: float, target_rad: float, ticks_per_rev: int, wheel_radius_m: float,
               track_m: float) -> tuple[int, int]:
    """(left, right) tick counts that turn the robot on the spot from `current_rad` to face
    `target_rad`, the shorter way round.

    The turn is wrap(target - current), in (-pi, pi]: half a turn either way is taken
    counter-clockwise (+pi). Each wheel runs along a circle of radius track_m / 2 around the
    midpoint, the right wheel forwards for a left turn; distances are rounded to whole ticks with
    Python's round, only at the end. The left count is always minus the right count.
    """
    turn_rad = wrap(target_rad - current_rad)
    left_m, right_m = wheel_speeds(0.0, turn_rad, track_m)  # a spin: v = 0, the same formula for distances
    return (round(metres_to_ticks(left_m, ticks_per_rev, wheel_radius_m)),
            round(metres_to_ticks(right_m, ticks_per_rev, wheel_radius_m)))
