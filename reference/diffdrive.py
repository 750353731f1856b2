"""Differential drive: two wheels on one axle, `track_m` apart, reference point mid-axle.

Conventions: wheel speeds (or distances) are signed along the floor, negative rolling backwards;
the turn rate omega is positive counter-clockwise (to the left); a signed turn radius R is
positive when the centre of the turn is on the robot's left.
"""

from __future__ import annotations

import math


def body_motion(left: float, right: float, track_m: float) -> tuple[float, float]:
    """Wheel speeds (m/s) -> (v, omega); the same formula turns wheel distances into
    (distance travelled by the midpoint, change of heading)."""
    return (right + left) / 2, (right - left) / track_m


def wheel_speeds(v: float, omega: float, track_m: float) -> tuple[float, float]:
    """(v, omega) -> (left, right) floor speeds: each wheel is track_m / 2 from the midpoint."""
    return v - omega * track_m / 2, v + omega * track_m / 2


def turn_radius(v: float, omega: float) -> float | None:
    """The signed radius v / omega of the circle the midpoint runs on, positive with the centre on
    the left. None for a straight run (omega == 0: there is no centre at all); a spin on the spot
    (v == 0, omega != 0) has its centre at the robot, radius 0."""
    return None if omega == 0 else v / omega


def spin_rates(left: float, right: float, wheel_radius_m: float) -> tuple[float, float]:
    """Floor speeds (m/s) -> motor spin rates (rad/s): a wheel of radius r spinning at phi rolls r * phi."""
    return left / wheel_radius_m, right / wheel_radius_m


def circle_turn_rate(v: float, radius_m: float) -> float:
    """The turn rate that runs the midpoint around a circle of signed radius `radius_m` (not 0) at v."""
    return v / radius_m


def lap_time(v: float, radius_m: float) -> float:
    """Seconds for one lap of a circle of signed radius `radius_m` at speed v > 0: 2 pi |R| / v."""
    return 2 * math.pi * abs(radius_m) / v


def limit_factor(left: float, right: float, top_speed: float) -> float:
    """The factor k <= 1 that brings the faster wheel, by absolute value (a wheel rolling backwards
    counts too), to `top_speed`; 1 when both are within it (never scaled up)."""
    fastest = max(abs(left), abs(right))
    return 1.0 if fastest <= top_speed else top_speed / fastest


def scale_to_limit(v: float, omega: float, track_m: float, top_speed: float) -> tuple[float, float]:
    """(v, omega) slowed by one factor so that neither wheel's floor speed exceeds `top_speed` (m/s).

    Scaling v and omega together scales both wheels alike and keeps the radius v / omega: the
    robot stays on its curve and only takes longer."""
    k = limit_factor(*wheel_speeds(v, omega, track_m), top_speed)
    return k * v, k * omega


def clip_wheels(left: float, right: float, top_speed: float) -> tuple[float, float]:
    """The tempting fix, kept for contrast: each wheel saturated at +-top_speed on its own. It
    changes the ratio of the wheels, so the robot leaves its curve."""
    return max(-top_speed, min(top_speed, left)), max(-top_speed, min(top_speed, right))
