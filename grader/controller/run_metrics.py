"""A controller problem's declared metrics (problem.yaml, controller.metrics), measured on each
scenario's recorded run by the problem's trusted reference.py, outside the sandbox: the numbers a
class leaderboard ranks by. Measured on the trace the result keeps, so a stored result holds
everything its metrics were computed from."""

from __future__ import annotations

import logging
import math
from typing import Any

from grader.problem import Problem, metric_function_name

log = logging.getLogger(__name__)


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def measure_checked(problem: Problem, trace: dict[str, Any], scenario: dict[str, Any]) -> tuple[dict, list[str]]:
    """({metric id: value}, what went wrong): a metric whose function raised or returned anything
    but a finite number is None, and said so (for validate)."""
    values: dict[str, float | None] = {}
    faults: list[str] = []
    for metric in problem.spec.controller.metrics if problem.spec.controller else []:
        name = metric_function_name(metric.id)
        try:
            got = getattr(problem.reference, name)(trace, scenario)
        except Exception as exc:  # trusted code, but one author's bug must not fail a learner's grading
            got, fault = None, f"raised {type(exc).__name__}: {exc}"
        else:
            fault = None if _number(got) is not None else f"returned {got!r}, not a finite number"
        if fault:
            faults.append(f"reference.py: controller.metrics {metric.id}: {name}(trace, scenario) {fault}")
        values[metric.id] = _number(got)
    return values, faults


def measure(problem: Problem, trace: dict[str, Any], scenario: dict[str, Any]) -> dict[str, float | None]:
    """The run's metrics; a broken one is None (and logged), never a failed grading."""
    values, faults = measure_checked(problem, trace, scenario)
    for fault in faults:
        log.warning("%s: %s", problem.slug, fault)
    return values
