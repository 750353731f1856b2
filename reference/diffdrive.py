"""Differential drive: two wheels on one axle, `track_m` apart, reference point mid-axle.

Conventions: wheel speeds (or distances) are signed along the floor, negative rolling backwards;
the turn rate omega is positive counter-clockwise (to the left); a signed turn radius R is
positive when the centre of the turn is on the robot's left.
"""

from __future__ import annotations


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

