"""Judging and drawing the walls of Level 5's line problems (reference.lines): a learner's line in
normal form (alpha, d) against ours, and pictures of points with the walls through them.

Every function here takes the learner's value as JSON gave it (any shape) and never raises on it.
Messages name the rule that was broken, never one of our values.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

from reference.angles import wrap
from reference.ik_answers import finite_float

LINE_TOLERANCE = 1e-6     # alpha (rad, the short way round) and d (m)
WRAP_DUST_RAD = 1e-9      # alpha a hair past pi is rounding, not a wrong range


def as_numbers(answer: Any, count: int) -> list[float] | None:
    if not isinstance(answer, (list, tuple)) or len(answer) != count:
        return None
    numbers = [finite_float(value) for value in answer]
    return None if any(value is None for value in numbers) else numbers


def line_problem(expected: Sequence[float], alpha: float, d: float, what: str = "your wall") -> str | None:
    """None when (alpha, d) is our line; otherwise which rule it breaks."""
    if d < 0:
        return (f"{what} has a negative d: its normal points away from the wall; flip the normal "
                "so that it points from the robot to the wall")
    if alpha <= -math.pi or alpha > math.pi + WRAP_DUST_RAD:
        return f"{what}: alpha is outside (-pi, pi], which keeps pi and leaves out -pi"
    if abs(wrap(alpha - expected[0])) > LINE_TOLERANCE:
        return f"{what} points the wrong way: its alpha is not the direction of the best line's normal"
    if abs(d - expected[1]) > LINE_TOLERANCE:
        return f"{what} is at the wrong distance from the robot: its d is off"
    return None


def points_part(points: Sequence[Sequence[float]], label: str = "points") -> dict:
    return {"kind": "scatter", "xs": [p[0] for p in points], "ys": [p[1] for p in points],
            "label": label, "xlabel": "x (m, ahead)", "ylabel": "y (m, left)"}


def robot_part() -> dict:
    return {"kind": "scatter", "xs": [0.0], "ys": [0.0], "label": "robot"}


def wall_part(alpha: float, d: float, points: Sequence[Sequence[float]], label: str) -> dict | None:
    """The stretch of the line (alpha, d) alongside `points` (their projections, a little longer),
    as a two-point line; None when the numbers cannot be drawn."""
    if not all(math.isfinite(v) for v in (alpha, d)) or abs(d) > 1e6:
        return None
    nx, ny = math.cos(alpha), math.sin(alpha)
    ux, uy = -ny, nx  # along the line
    along = [p[0] * ux + p[1] * uy for p in points] or [0.0]
    low, high = min(along), max(along)
    margin = max(0.1 * (high - low), 0.25)
    foot_x, foot_y = d * nx, d * ny
    ends = [(foot_x + t * ux, foot_y + t * uy) for t in (low - margin, high + margin)]
    return {"kind": "line", "xs": [e[0] for e in ends], "ys": [e[1] for e in ends], "label": label}


def normal_part(alpha: float, d: float, label: str) -> dict | None:
    """The normal (cos alpha, sin alpha) drawn from the robot, |d| long: with d > 0 it ends on the
    line; a normal pointing away from the wall (d < 0) shows as one pointing away from it."""
    if not all(math.isfinite(v) for v in (alpha, d)) or abs(d) > 1e6:
        return None
    return {"kind": "line", "xs": [0.0, abs(d) * math.cos(alpha)], "ys": [0.0, abs(d) * math.sin(alpha)],
            "label": label}


def walls_picture(points: Sequence[Sequence[float]], ours: Sequence[float] | None, yours: Any,
                  what: str = "wall") -> list[dict]:
    """Points, the robot, our line and its normal, and the learner's line and normal if they are
    two finite numbers."""
    parts = [points_part(points), robot_part()]
    if ours is not None:
        parts += [wall_part(ours[0], ours[1], points, f"our {what}"), normal_part(ours[0], ours[1], "our normal")]
    numbers = as_numbers(yours, 2) if yours is not None else None
    if numbers is not None:
        parts += [wall_part(numbers[0], numbers[1], points, f"your {what}"),
                  normal_part(numbers[0], numbers[1], "your normal")]
    return [part for part in parts if part is not None]
