"""What the grading core asks of a problem kind (function, controller, tests, and any kind to come).

A kind is a package with a `kind` module offering three things (grader/kinds.py registers it):

- `grade(problem, code, seed, options)`: a submission against the hidden cases, a GradingResult;
- `run_examples(problem, code, options)`: the Run button, the visible examples only;
- `validate(problem, *, mutation)`: what `python -m grader validate` finds wrong with a problem.

How a kind builds its job, runs it, judges and diagnoses it stays inside its package: a controller
interleaves them pass by pass, a function kind runs every case in one go, a tests kind reruns a suite
per mutant. None of them is forced on another kind.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from grader.contract import GradingResult
from grader.problem import Problem

DEFAULT_MAX_CODE_BYTES = 64 * 1024
DIAGNOSIS_BUDGET_S = 30.0  # trying the listed mistakes on a failed submission, in the worker


@dataclass(frozen=True)
class GradingOptions:
    """How one grading runs; a kind uses the options that apply to it and ignores the others."""

    sandbox: Any = None                   # a grader.sandbox backend; None: the configured one
    max_code_bytes: int = DEFAULT_MAX_CODE_BYTES
    progress: Callable[[int, int], None] | None = None  # (done, total), for a long grading
    diagnosis_budget_s: float | None = DIAGNOSIS_BUDGET_S  # None: diagnose however long it takes


@dataclass
class Findings:
    """What validating a problem found: errors block publishing, notes tell the author what held."""

    errors: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors


class Kind(Protocol):
    """A problem kind, as a module (grader/<package>/kind.py) or any object with these functions."""

    def grade(self, problem: Problem, code: str, seed: int, options: GradingOptions) -> GradingResult: ...

    def run_examples(self, problem: Problem, code: str, options: GradingOptions) -> GradingResult: ...

    def validate(self, problem: Problem, *, mutation: bool) -> Findings: ...
