"""Which known mistake a failing submission made: the one whose outputs its outputs reproduce."""

from __future__ import annotations

from typing import Any

from grader.cases import Case, call_trusted
from grader.checkers import outputs_match
from grader.problem import Mistake, Problem

RAISED = object()  # the mistake's code raised on this case


def mistake_outputs(problem: Problem, mistake_id: str, cases: list[Case]) -> list[Any]:
    function = problem.mistake_functions[mistake_id]
    outputs = []
    for case in cases:
        try:
            outputs.append(call_trusted(function, case.args))
        except Exception:
            outputs.append(RAISED)
    return outputs


def _agrees(mistake_out: Any, learner: tuple[bool, Any]) -> bool:
    learner_ok, learner_value = learner
    if mistake_out is RAISED:
        return not learner_ok
    return learner_ok and outputs_match(mistake_out, learner_value)


def diagnose(problem: Problem, cases: list[Case], learner: list[tuple[bool, Any]],
             failed: list[bool]) -> Mistake | None:
    """`learner[i]` is (returned normally, value) for case i; `failed[i]` whether it failed.

    A mistake matches when it reproduces the learner's behaviour on every case and fails where
    the learner failed; the first listed mistake that matches wins.
    """
    if not any(failed):
        return None
    for mistake in problem.spec.mistakes:
        outputs = mistake_outputs(problem, mistake.id, cases)
        if all(_agrees(out, got) for out, got in zip(outputs, learner)):
            return mistake
    return None
