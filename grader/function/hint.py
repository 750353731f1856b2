"""The hint of a failed function submission: the listed mistake its outputs reproduce, else
arguments changed in place, else a generic slip (grader/slips.py)."""

from __future__ import annotations

from typing import Any

from grader import slips
from grader.cases import Case
from grader.contract import CaseResult, GradingResult
from grader.execute import Execution
from grader.function.diagnosis import diagnose, explaining_case
from grader.function.judge import ARGUMENTS_CHANGED
from grader.problem import Problem

ARGUMENTS_CHANGED_ID = "changes-arguments-in-place"
ARGUMENTS_CHANGED_HINT = ("Your answers are right, but your function changes the lists it was given. The caller "
                          "still needs them: work on a copy, or build the result in a fresh list.")


def add_hint(result: GradingResult, problem: Problem, cases: list[Case], expected: list[Any],
             execution: Execution, budget_s: float | None) -> None:
    failed = [not c.passed for c in result.cases]
    if not any(failed):
        return
    # Cases skipped after a time limit say nothing about the learner's logic: leave them out.
    ran = [i for i, run in enumerate(execution.cases) if run.status != "not_run"]
    learner = [(execution.cases[i].status == "ok", execution.cases[i].value) for i in ran]
    mistake = diagnose(problem, [cases[i] for i in ran], learner, [failed[i] for i in ran], budget_s=budget_s)
    if mistake:
        result.hint, result.mistake_id = mistake.hint, mistake.id
        _point_at(problem, mistake.id, cases, result.cases)
    elif all(c.message == ARGUMENTS_CHANGED for c in result.cases if not c.passed):
        result.hint, result.mistake_id = ARGUMENTS_CHANGED_HINT, ARGUMENTS_CHANGED_ID
    elif slip := slips.explain(expected, learner, failed, frozenset(problem.spec.slips_off)):
        result.hint, result.mistake_id = slip.hint, f"slip:{slip.id}"


def _point_at(problem: Problem, mistake_id: str, cases: list[Case], results: list[CaseResult]) -> None:
    failing = [case for case, result in zip(cases, results) if case.kind == "named" and not result.passed]
    name = explaining_case(problem, mistake_id, failing)
    for result in results:
        result.points_at_mistake = result.name == name and name is not None
