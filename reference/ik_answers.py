"""Judging a learner's joint angles against ours, for the inverse-kinematics problems' checkers.

Angles are compared the short way round (|wrap(got - expected)|), so two correct solvers that
answer pi and -pi + 1e-15 for the same direction agree; each angle must still lie in (-pi, pi]
up to WRAP_DUST, so an unwrapped 3.5 is refused. Nothing here raises on any JSON-shaped answer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from reference.angles import wrap

ANGLE_TOLERANCE_RAD = 1e-6
WRAP_DUST_RAD = 1e-9


def finite_float(value: Any) -> float | None:
    """A real number as a finite float; None for bools, strings, nan, infinities, huge ints."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, int) and abs(value) >= 2 ** 1000:  # float() would overflow
        return None
    number = float(value)
    return number if math.isfinite(number) else None


def as_angles(answer: Any, count: int) -> tuple[float, ...] | None:
    """`answer` as `count` finite floats, or None for any other shape."""
    if not isinstance(answer, (list, tuple)) or len(answer) != count:
        return None
    angles = tuple(finite_float(value) for value in answer)
    return None if None in angles else angles


def angles_problem(expected: Sequence[float], got: Any, name: str,
                   tolerance_rad: float = ANGLE_TOLERANCE_RAD) -> str | None:
    """None when `got` matches the expected angles; otherwise what is wrong, naming `name` and
    the joint but never the expected value."""
    angles = as_angles(got, len(expected))
    if angles is None:
        return f"{name} should be {len(expected)} numbers (joint angles in radians)"
    for joint, (want, angle) in enumerate(zip(expected, angles), start=1):
        if not -math.pi - WRAP_DUST_RAD <= angle <= math.pi + WRAP_DUST_RAD:
            return f"{name}: t{joint} = {angle:.6g} is outside (-pi, pi]; wrap it"
        if abs(wrap(angle - want)) > tolerance_rad:
            return f"{name}: t{joint} is wrong"
    return None


def solution_name(index: int, count: int) -> str:
    if count == 1:
        return "the only solution"
    return "the first solution (elbow-up)" if index == 0 else "the second solution (elbow-down)"


def judge_solution_list(expected: Sequence[Sequence[float]], got: Any,
                        empty_means: str = "no solution") -> tuple[bool, str]:
    """A list of solutions in order (elbow-up first), each a tuple of angles; [] for none."""
    if not isinstance(got, (list, tuple)):
        return False, f"return a list of solutions, [] for {empty_means}"
    if len(got) != len(expected):
        return False, f"wrong number of solutions: you returned {len(got)}"
    for index, (want, answer) in enumerate(zip(expected, got)):
        problem = angles_problem(want, answer, solution_name(index, len(expected)))
        if problem:
            return False, problem
    return True, ""


def judge_optional_solution(expected: Sequence[float] | None, got: Any, what: str) -> tuple[bool, str]:
    """One solution, or None when there is none."""
    if expected is None:
        return (True, "") if got is None else (False, f"there is no {what} here: return None")
    if got is None:
        return False, f"there is a {what} here, but you returned None"
    problem = angles_problem(expected, got, f"your {what}")
    return (False, problem) if problem else (True, "")
