"""Which known mistake a failing submission made: the one whose outputs its outputs reproduce."""

from __future__ import annotations

import json
import time
from typing import Any

from grader.cases import Case, call_trusted
from grader.checkers import outputs_match
from grader.problem import Mistake, Problem

RAISED = object()  # the mistake's code raised on this case


def _mistake_output(function, case: Case) -> Any:
    try:
        return call_trusted(function, case.args)
    except Exception:
        return RAISED


def _agrees(mistake_out: Any, learner: tuple[bool, Any]) -> bool:
    learner_ok, learner_value = learner
    if mistake_out is RAISED:
        return not learner_ok
    return learner_ok and outputs_match(mistake_out, learner_value)


_SIZES: list = [None, []]  # the list of cases last sized, and its sizes


def _sizes(cases: list[Case]) -> list[int]:
    """How large each case's input is: the small failing cases are tried first, so a mistake is
    usually ruled out in microseconds, not on the 1,200-point scan. Every mistake of one
    diagnosis shares one list of cases, so it is sized once."""
    if _SIZES[0] is not cases:
        _SIZES[:] = [cases, [len(json.dumps(case.args, default=str)) for case in cases]]
    return _SIZES[1]


class OutOfTime(Exception):
    """The diagnosis ran past its budget: no hint rather than a worker held for a minute."""


def reproduces(problem: Problem, mistake_id: str, cases: list[Case], learner: list[tuple[bool, Any]],
               failed: list[bool], deadline: float | None = None) -> bool:
    """Whether the mistake's code behaves as the learner's did on every case. The failing cases
    are tried first and the first disagreement ends it: most mistakes are ruled out on one case,
    which matters when a case is a 200 x 200 grid."""
    function = problem.mistake_functions[mistake_id]
    sizes = _sizes(cases)
    for i in sorted(range(len(cases)), key=lambda i: (not failed[i], sizes[i])):
        if deadline is not None and time.monotonic() > deadline:
            raise OutOfTime(mistake_id)
        if not _agrees(_mistake_output(function, cases[i]), learner[i]):
            return False
    return True


def diagnose(problem: Problem, cases: list[Case], learner: list[tuple[bool, Any]],
             failed: list[bool], budget_s: float | None = None) -> Mistake | None:
    """`learner[i]` is (returned normally, value) for case i; `failed[i]` whether it failed.

    A mistake matches when it reproduces the learner's behaviour on every case and fails where
    the learner failed; the first listed mistake that matches wins. With `budget_s`, trying the
    mistakes stops (no hint) once that much time has passed: the mistakes are trusted code run in
    the worker, and a grading must not cost a minute of it.
    """
    if not any(failed):
        return None
    deadline = time.monotonic() + budget_s if budget_s is not None else None
    try:
        for mistake in problem.spec.mistakes:
            if reproduces(problem, mistake.id, cases, learner, failed, deadline):
                return mistake
    except OutOfTime:
        return None
    return None


_CATCHERS: dict[tuple[str, str], dict[str, set[str]]] = {}


def catchers(problem: Problem, named: list[Case]) -> dict[str, set[str]]:
    """Per named case, the listed mistakes it catches (each case worked out once per problem
    version, the first time a grading fails it)."""
    from grader.checkers import check_output

    table = _CATCHERS.setdefault((problem.slug, problem.version), {})
    for case in named:
        if case.name in table:
            continue
        caught: set[str] = set()
        expected = call_trusted(problem.solve, case.args)
        for mistake in problem.spec.mistakes:
            out = _mistake_output(problem.mistake_functions[mistake.id], case)
            if out is RAISED or not check_output(problem.spec.checker, case.args, expected, out,
                                                 problem.custom_check)[0]:
                caught.add(mistake.id)
        table[case.name] = caught
    return table


def explaining_case(problem: Problem, mistake_id: str, failing_named: list[Case]) -> str | None:
    """Of the named cases the learner failed, the one that speaks most to this mistake: it
    catches it and as few other mistakes as possible (its `why` is about this rule)."""
    table = catchers(problem, failing_named)
    candidates = [case.name for case in failing_named if mistake_id in table.get(case.name, set())]
    return min(candidates, key=lambda name: len(table[name]), default=None)
