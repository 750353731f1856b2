"""The controller kind behind the grading core's interface (grader/kind.py)."""

from __future__ import annotations

from grader.contract import GradingResult
from grader.controller.grade import grade_controller
from grader.controller.validate import validate_controller as validate
from grader.kind import GradingOptions
from grader.problem import Problem

__all__ = ["grade", "run_examples", "validate"]


def grade(problem: Problem, code: str, seed: int, options: GradingOptions) -> GradingResult:
    """Every hidden scenario, reported to `options.progress` one by one as they finish."""
    return grade_controller(problem, code, seed, sandbox=options.sandbox, max_code_bytes=options.max_code_bytes,
                            examples_only=False, progress=options.progress)


def run_examples(problem: Problem, code: str, options: GradingOptions) -> GradingResult:
    return grade_controller(problem, code, 0, sandbox=options.sandbox, max_code_bytes=options.max_code_bytes,
                            examples_only=True)
