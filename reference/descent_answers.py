"""Judging a learner's iterative run (a descent with a stopping rule) against ours, for the
checkers of the descent problems: the number of updates exactly, every recorded value within a
tolerance, parameters within a tolerance. The messages name what is wrong (and where: "the value
after step 3") but never an expected value. Nothing here raises on any JSON-shaped answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reference.ik_answers import finite_float

VALUE_REL_TOLERANCE = 1e-9
VALUE_ABS_TOLERANCE = 1e-12


def close(want: float, got: float, rel: float = VALUE_REL_TOLERANCE, abs_tol: float = VALUE_ABS_TOLERANCE) -> bool:
    return abs(got - want) <= max(abs_tol, rel * abs(want))


def whole_number(value: Any) -> int | None:
    """A count as an int (3 or 3.0), None for anything else (bools, 2.5, strings)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def steps_problem(expected: int, got: Any, what: str = "updates") -> str | None:
    steps = whole_number(got)
    if steps is None:
        return f"the number of {what} should be a whole number"
    if steps != expected:
        return (f"your run made {steps} {what}; the stopping rule ends this run after a different "
                f"number (count {what}, not checks)")
    return None


def values_problem(expected: Sequence[float], got: Any, name: str, rel: float = VALUE_REL_TOLERANCE,
                   abs_tol: float = VALUE_ABS_TOLERANCE) -> str | None:
    """None when `got` is a list of numbers matching `expected` entry by entry."""
    if not isinstance(got, (list, tuple)):
        return f"{name} should be a list of numbers"
    if len(got) != len(expected):
        return f"{name} has {len(got)} entries; a run of N updates records N + 1 (one per check)"
    for k, (want, value) in enumerate(zip(expected, got)):
        problem = number_problem(want, value, f"{name}[{k}]", rel, abs_tol)
        if problem:
            return problem + ("" if problem.endswith("number") else f" (the value after {k} updates)")
    return None


def number_problem(expected: float, got: Any, name: str, rel: float, abs_tol: float) -> str | None:
    number = finite_float(got)
    if number is None:
        return f"{name} should be a finite number"
    return None if close(expected, number, rel, abs_tol) else f"{name} is wrong"


def series_plot(values: Any, label: str, ylabel: str, logy: bool = True) -> dict | None:
    """A picture dict drawing values against their step number; None when `values` is not a
    list of numbers (a malformed answer draws nothing). Non-positive values leave gaps on a log
    scale, so they are drawn as None there."""
    if not isinstance(values, (list, tuple)):
        return None
    ys = []
    for value in values:
        number = finite_float(value)
        ys.append(None if number is None or (logy and number <= 0) else number)
    return {"kind": "line", "xs": list(range(len(ys))), "ys": ys, "label": label,
            "xlabel": "step", "ylabel": ylabel, "logy": logy}
