"""`python -m grader validate` for a function problem: the reference passes its own examples and
named cases; check() and picture() survive malformed answers; every mistake in mistakes.py is
caught by at least one named hidden case (named in the report) and, graded for real through the
sandbox, rejected and diagnosed as itself; and (with `mutation`) every small change of the
reference that some generated input tells apart is told apart by the hidden cases too
(grader/mutation.py)."""

from __future__ import annotations

import copy
import json

from grader.cases import Case, call_trusted, example_cases, hidden_cases
from grader.checkers import check_output
from grader.function.grade import grade
from grader.function.pictures import _as_plot, has_picture
from grader.kind import Findings, GradingOptions
from grader.mistake_program import mistake_program
from grader.problem import Problem

VALIDATION_SEEDS = (1, 2)
# Whether each mistake is diagnosed at all, however long it takes on a busy machine.
_UNHURRIED = GradingOptions(diagnosis_budget_s=None)


def validate(problem: Problem, *, mutation: bool) -> Findings:
    report = Findings()
    _check_reference(problem, report)
    _check_custom_checker(problem, report)
    _check_picture(problem, report)
    _check_mistakes(problem, report)
    if mutation and report.ok:
        _check_mutants(problem, report)
    return report


def _fails(problem: Problem, case: Case, function) -> bool:
    """Whether `function` fails `case`: a wrong answer, an exception, or (keep_arguments) a call
    that changed its arguments in place."""
    expected = call_trusted(problem.solve, case.args)
    args = copy.deepcopy(case.args)
    try:
        got = json.loads(json.dumps(function(*args)))
    except Exception:
        return True
    if problem.spec.keep_arguments and args != case.args:
        return True
    passed, _ = check_output(problem.spec.checker, case.args, expected, got, problem.custom_check)
    return not passed


def _check_reference(problem: Problem, report: Findings) -> None:
    for case in example_cases(problem) + hidden_cases(problem, VALIDATION_SEEDS[0]):
        try:
            failed = _fails(problem, case, problem.solve)
        except Exception as exc:
            report.errors.append(f"reference raises on {case.name}: {type(exc).__name__}: {exc}")
            continue
        if failed:
            report.errors.append(f"reference fails its own checker on {case.name}")


# What picture() must survive: the learner's value can be anything JSON can carry.
MALFORMED_ANSWERS = (None, "not an answer", [], [[None]], {"x": 1}, -1, 1e308)


def _check_custom_checker(problem: Problem, report: Findings) -> None:
    """check() judges any answer without raising: when it raises in grading, the submission is a
    system error (the problem's fault), so here it must survive every malformed answer."""
    if problem.spec.checker.kind != "custom":
        return
    for case in example_cases(problem):
        expected = call_trusted(problem.solve, case.args)
        for got in (expected, *MALFORMED_ANSWERS, [float("nan")], True):
            try:
                problem.custom_check(case.args, expected, got)
            except Exception as exc:
                report.errors.append(f"check() raises on {case.name} with got={got!r:.40}: "
                                     f"{type(exc).__name__}: {exc}")
                return
    report.notes.append("check: survives malformed answers")


def _check_picture(problem: Problem, report: Findings) -> None:
    """picture() draws every example, and never raises on a value of the wrong shape."""
    if not has_picture(problem):
        return
    for case in example_cases(problem):
        expected = call_trusted(problem.solve, case.args)
        for got in (expected, *MALFORMED_ANSWERS):
            try:
                parts = list(problem.reference.picture(case.args, expected, got))
            except Exception as exc:
                report.errors.append(f"picture() raises on {case.name} with got={got!r:.40}: "
                                     f"{type(exc).__name__}: {exc}")
                return
            bad = [part for part in parts if _as_plot(part) is None]
            if bad:
                report.errors.append(f"picture() on {case.name} returned a malformed part: {bad[0]!r:.120}")
                return
            if got is expected and not parts:
                report.errors.append(f"picture() draws nothing for {case.name}")
                return
    report.notes.append("picture: draws every example, survives malformed answers")


def _check_mistakes(problem: Problem, report: Findings) -> None:
    named = [c for c in hidden_cases(problem, VALIDATION_SEEDS[0]) if c.kind == "named"]
    for mistake in problem.spec.mistakes:
        function = problem.mistake_functions[mistake.id]
        catching = [c.name for c in named if _fails(problem, c, function)]
        if not catching:
            report.errors.append(f"mistake {mistake.id}: no named hidden case catches it")
            continue
        report.notes.append(f"mistake {mistake.id}: caught by {', '.join(repr(n) for n in catching)}")
        for seed in VALIDATION_SEEDS:
            result = grade(problem, mistake_program(problem, mistake.id), seed, _UNHURRIED)
            if result.outcome != "graded" or result.verdict == "accepted":
                report.errors.append(f"mistake {mistake.id}: graded {result.outcome}/{result.verdict} "
                                     f"({result.message}) instead of rejected")
                break
            if result.mistake_id != mistake.id:
                report.errors.append(f"mistake {mistake.id}: diagnosed as {result.mistake_id or 'nothing'}")
                break


def _check_mutants(problem: Problem, report: Findings) -> None:
    from grader.mutation import analyse

    result = analyse(problem, VALIDATION_SEEDS[0])
    report.notes.append(f"mutation: {result.killed} of {result.mutants} mutants killed by the cases; "
                        f"{len(result.survivors) - len(result.missing_cases)} survive that no generated input "
                        "tells apart")
    for survivor in result.missing_cases:
        report.errors.append(
            f"missing case: mutant {survivor.mutant.id} survives every case\n"
            f"        {survivor.mutant.description}\n"
            f"        witness args: {survivor.witness!r:.400}\n"
            f"        ours: {survivor.expected!r:.200}   the mutant's: {survivor.got!r:.200}\n"
            "        add a named case (or list the mutant under equivalent_mutants, with the reason)")
