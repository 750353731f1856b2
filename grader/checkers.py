"""Trusted checkers: they run outside the sandbox and compare expected with what the learner returned.

`got` is JSON-decoded learner output: it can be any shape, so every checker answers (passed,
message) and never raises on it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # a type only: problem.py imports the slips, which import these checkers
    from grader.problem import Checker

Number = (int, float)


def _short(value: Any, limit: int = 120) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _is_number(value: Any) -> bool:
    return isinstance(value, Number) and not isinstance(value, bool)


def _numbers_close(expected: float, got: float, abs_tol: float, rel_tol: float) -> bool:
    try:
        expected, got = float(expected), float(got)
    except OverflowError:  # an int too big for a float: only an equal int matches
        return expected == got
    if math.isnan(expected) or math.isnan(got):
        return math.isnan(expected) and math.isnan(got)
    if math.isinf(expected) or math.isinf(got):
        return expected == got
    return abs(got - expected) <= max(abs_tol, rel_tol * abs(expected))


def compare_tolerant(expected: Any, got: Any, abs_tol: float, rel_tol: float, where: str = "") -> str | None:
    """None when they match; otherwise what differs and where, e.g. 'at [1][0]: expected 0.5, got 0.7'."""
    at = f" at {where}" if where else ""
    if _is_number(expected):
        if not _is_number(got):
            return f"expected a number{at}, got {_short(got)}"
        if _numbers_close(expected, got, abs_tol, rel_tol):
            return None
        return f"expected {_short(expected)}{at}, got {_short(got)}"
    if isinstance(expected, (list, tuple)):
        if not isinstance(got, (list, tuple)):
            return f"expected a list or tuple of {len(expected)}{at}, got {_short(got)}"
        if len(got) != len(expected):
            return f"expected {len(expected)} items{at}, got {len(got)}"
        for index, (e, g) in enumerate(zip(expected, got)):
            problem = compare_tolerant(e, g, abs_tol, rel_tol, f"{where}[{index}]")
            if problem:
                return problem
        return None
    if isinstance(expected, dict):
        if not isinstance(got, dict) or set(got) != set(expected):
            return f"expected a dict with keys {sorted(expected)}{at}, got {_short(got)}"
        for key in expected:
            problem = compare_tolerant(expected[key], got[key], abs_tol, rel_tol, f"{where}[{key!r}]")
            if problem:
                return problem
        return None
    # None, bool and str compare exactly; True is not 1 here.
    if type(expected) is type(got) and expected == got:
        return None
    return f"expected {_short(expected)}{at}, got {_short(got)}"


def _compare_exact(expected: Any, got: Any) -> str | None:
    if _same_exactly(expected, got):
        return None
    return f"expected {_short(expected)}, got {_short(got)}"


def _same_exactly(expected: Any, got: Any) -> bool:
    if _is_number(expected) and _is_number(got):
        return expected == got
    if isinstance(expected, (list, tuple)) and isinstance(got, (list, tuple)):
        return len(expected) == len(got) and all(_same_exactly(e, g) for e, g in zip(expected, got))
    if isinstance(expected, dict) and isinstance(got, dict):
        return set(expected) == set(got) and all(_same_exactly(expected[k], got[k]) for k in expected)
    return type(expected) is type(got) and expected == got


class CheckerFailed(Exception):
    """The author's check() raised: the problem is broken, whatever the learner returned."""


def check_output(checker: Checker, args: list[Any], expected: Any, got: Any, custom=None,
                 strict: bool = False) -> tuple[bool, str]:
    """Judge one case. `custom` is the problem's reference.check, used when checker.kind is custom.
    strict (grading a learner): a check() that raises is CheckerFailed, the problem's fault, not a
    wrong answer; elsewhere (mistakes, mutants) it only means the answer did not pass."""
    if checker.kind == "custom":
        return _run_custom(custom, args, expected, got, strict)
    if checker.kind == "tolerance":
        problem = compare_tolerant(expected, got, checker.abs, checker.rel)
    else:
        problem = _compare_exact(expected, got)
    return problem is None, problem or ""


def _run_custom(custom, args, expected, got, strict: bool) -> tuple[bool, str]:
    try:
        verdict = custom(args, expected, got)
    except Exception as exc:  # validate proves check() survives odd answers: this is a bug of ours
        if strict:
            raise CheckerFailed(f"{type(exc).__name__}: {exc}") from exc
        return False, f"the answer could not be checked ({type(exc).__name__}); check its shape"
    if isinstance(verdict, tuple):
        passed, message = verdict
        return bool(passed), str(message or "")
    return bool(verdict), ""


def outputs_match(a: Any, b: Any, abs_tol: float = 1e-6, rel_tol: float = 1e-6) -> bool:
    """Value similarity used by mistake diagnosis, independent of the problem's own checker."""
    return compare_tolerant(a, b, abs_tol, rel_tol) is None


def where_it_differs(expected: Any, got: Any, abs_tol: float = 1e-9, rel_tol: float = 0.0, where: str = "") -> str:
    """Where a wrong answer goes wrong, without a value of ours: fit for a hidden case."""
    at = f" at {where}" if where else ""
    if _is_number(expected):
        if not _is_number(got):
            return f"a number was expected{at}, and your answer has {type(got).__name__} there"
        return f"a number differs{at}"
    if isinstance(expected, (list, tuple)):
        if not isinstance(got, (list, tuple)):
            return f"a list was expected{at}, and your answer has {type(got).__name__} there"
        if len(got) != len(expected):
            return f"your answer has {'fewer' if len(got) < len(expected) else 'more'} items than ours{at}"
        for index, (e, g) in enumerate(zip(expected, got)):
            if compare_tolerant(e, g, abs_tol, rel_tol) is not None:
                return where_it_differs(e, g, abs_tol, rel_tol, f"{where}[{index}]")
        return f"your answer differs{at}"
    if isinstance(expected, dict):
        return f"your answer's keys or values differ{at}"
    if expected is None:
        return f"None was expected{at}" if got is not None else f"your answer differs{at}"
    return f"your answer differs{at}"
