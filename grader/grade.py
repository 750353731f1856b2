"""Turn learner code into a GradingResult through the problem's kind (grader/kinds.py): the kind
draws the cases, computes the trusted expected answers, runs the code in the sandbox, judges and
diagnoses it. Pure: no database here."""

from __future__ import annotations

from grader.contract import GradingResult
from grader.kind import DEFAULT_MAX_CODE_BYTES, DIAGNOSIS_BUDGET_S, GradingOptions
from grader.kinds import kind_of
from grader.problem import Problem

__all__ = ["DEFAULT_MAX_CODE_BYTES", "DIAGNOSIS_BUDGET_S", "grade_code", "run_examples"]


def grade_code(problem: Problem, code: str, seed: int, *, sandbox=None,
               max_code_bytes: int = DEFAULT_MAX_CODE_BYTES, progress=None,
               diagnosis_budget_s: float | None = DIAGNOSIS_BUDGET_S) -> GradingResult:
    """Grade a submission against the hidden cases (named, then random from `seed`). `progress`,
    if given, is called as progress(done, total) as a long grading (a controller's scenarios)
    goes along. Raises grader.kinds.UnknownKind for a kind no package grades."""
    options = GradingOptions(sandbox=sandbox, max_code_bytes=max_code_bytes, progress=progress,
                             diagnosis_budget_s=diagnosis_budget_s)
    return kind_of(problem).grade(problem, code, seed, options)


def run_examples(problem: Problem, code: str, *, sandbox=None,
                 max_code_bytes: int = DEFAULT_MAX_CODE_BYTES) -> GradingResult:
    """The Run button: the visible examples only, with expected vs got for each."""
    options = GradingOptions(sandbox=sandbox, max_code_bytes=max_code_bytes)
    return kind_of(problem).run_examples(problem, code, options)
