"""Judging and drawing a learner's alignment or ICP answer against ours, for the Level 5 problems
"Two Scans of the Same Posts" and "ICP: Sliding the Scan Into Place".

A heading is compared as a direction (a whole turn apart is the same heading), after checking it
was reported between -pi and pi; messages name the part that is wrong without giving our values
away, and nothing here raises on any JSON-shaped answer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from reference.angles import wrap
from reference.frames import to_world
from reference.ik_answers import finite_float

ANSWER_TOLERANCE = 1e-6
RANGE_SLACK = 1e-9  # -pi and pi themselves, give or take rounding, are in range


def numbers(answer: Any, count: int) -> list[float] | None:
    """`answer` as `count` finite floats, or None for any other shape."""
    if not isinstance(answer, (list, tuple)) or len(answer) != count:
        return None
    values = [finite_float(value) for value in answer]
    return None if None in values else values  # type: ignore[return-value]


def heading_in_range(theta: float) -> bool:
    return -math.pi - RANGE_SLACK <= theta <= math.pi + RANGE_SLACK


def same_heading(expected: float, got: float, tolerance: float = ANSWER_TOLERANCE) -> bool:
    return abs(wrap(got - expected)) <= tolerance


def close(expected: float, got: float, tolerance: float = ANSWER_TOLERANCE) -> bool:
    return abs(got - expected) <= tolerance


def placed(pose: Sequence[float], points: Sequence[Sequence[float]]) -> list[tuple[float, float]]:
    return [to_world(pose, point) for point in points]


def scatter(points: Sequence[Sequence[float]], label: str) -> dict[str, Any]:
    return {"kind": "scatter", "xs": [p[0] for p in points], "ys": [p[1] for p in points],
            "label": label, "xlabel": "x (m)", "ylabel": "y (m)"}


def pose_of_answer(got: Any, count: int) -> tuple[float, float, float] | None:
    """The (x, y, theta) at the front of a learner's answer of `count` items, if it has that shape."""
    if not isinstance(got, (list, tuple)) or len(got) != count:
        return None
    values = numbers(list(got[:3]), 3)
    return None if values is None else (values[0], values[1], values[2])
