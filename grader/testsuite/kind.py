"""The tests kind behind the grading core's interface (grader/kind.py)."""

from __future__ import annotations

from grader.contract import GradingResult
from grader.kind import GradingOptions
from grader.problem import Problem
from grader.testsuite.grade import grade_tests
from grader.testsuite.validate import validate_tests as validate

__all__ = ["grade", "run_examples", "validate"]


def grade(problem: Problem, code: str, seed: int, options: GradingOptions) -> GradingResult:
    """The suite on the true simulator and on every mutant; `seed` is unused (a suite picks its own)."""
    return grade_tests(problem, code, seed, sandbox=options.sandbox, max_code_bytes=options.max_code_bytes,
                       examples_only=False)


def run_examples(problem: Problem, code: str, options: GradingOptions) -> GradingResult:
    """The suite on the true simulator only: the mutants wait for Submit."""
    return grade_tests(problem, code, 0, sandbox=options.sandbox, max_code_bytes=options.max_code_bytes,
                       examples_only=True)
