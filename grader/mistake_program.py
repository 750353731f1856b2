"""A listed mistake as a learner's file: how validate grades each mistake for real, through the
sandbox (the function and controller kinds; a tests problem's mistakes return their own suites)."""

from __future__ import annotations

import inspect

from grader.problem import Problem, mistake_function_name


def mistake_program(problem: Problem, mistake_id: str) -> str:
    """mistakes.py as a learner's file whose entry point is this one mistake."""
    source = inspect.getsource(problem.mistakes)
    return f"{source}\n\n{problem.spec.entry_point} = {mistake_function_name(mistake_id)}\n"
