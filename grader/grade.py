"""Turn learner code into a GradingResult: cases, trusted expected answers, the sandboxed run,
trusted checking, and the hint of the mistake the outputs reproduce. Pure: no database here."""

from __future__ import annotations

import logging
import time
from typing import Any

from grader.cases import Case, call_trusted, example_cases, hidden_cases
from grader.checkers import CheckerFailed, check_output, where_it_differs
from grader.contract import CaseResult, GradingResult, Plot, Verdict, overall_verdict
from grader.diagnosis import diagnose, explaining_case
from grader.controller.grade import grade_controller
from grader.execute import CaseExecution, Execution, execute_function_cases
from grader.pictures import MAX_PICTURED_FAILURES, has_picture, picture_of
from grader import slips
from grader.precheck import Ungradable, precheck
from grader.problem import Problem
from grader.sandbox import SandboxUnavailable
from grader.testsuite.grade import grade_tests

logger = logging.getLogger(__name__)
DEFAULT_MAX_CODE_BYTES = 64 * 1024
ARGUMENTS_CHANGED = ("Your function changed its arguments in place; the statement asks you to leave them as "
                     "they were (build a new list instead).")
ARGUMENTS_CHANGED_ID = "changes-arguments-in-place"
ARGUMENTS_CHANGED_HINT = ("Your answers are right, but your function changes the lists it was given. The caller "
                          "still needs them: work on a copy, or build the result in a fresh list.")

_STATUS_VERDICT: dict[str, Verdict] = {
    "error": "runtime_error", "time_limit": "time_limit", "memory_limit": "memory_limit",
    "output_limit": "output_limit", "not_run": "runtime_error",
}
_LOAD_FAILURE_VERDICT: dict[str, Verdict] = {
    "error": "runtime_error", "crashed": "runtime_error", "time_limit": "time_limit",
    "memory_limit": "memory_limit", "output_limit": "output_limit",
}


DIAGNOSIS_BUDGET_S = 30.0  # trying the listed mistakes on a failed submission, in the worker


def grade_code(problem: Problem, code: str, seed: int, *, sandbox=None,
               max_code_bytes: int = DEFAULT_MAX_CODE_BYTES, progress=None,
               diagnosis_budget_s: float | None = DIAGNOSIS_BUDGET_S) -> GradingResult:
    """Grade a submission against the hidden cases (named, then random from `seed`). `progress`,
    if given, is called as progress(done, total) as a long grading (a controller's scenarios)
    goes along; a function problem's cases run in one go and report nothing."""
    grade = _KIND_GRADERS.get(problem.spec.kind)
    if grade is not None:
        extra = {"progress": progress} if progress is not None and problem.spec.kind == "controller" else {}
        return grade(problem, code, seed, sandbox=sandbox, max_code_bytes=max_code_bytes, examples_only=False, **extra)
    return _grade(problem, code, lambda: hidden_cases(problem, seed), sandbox, max_code_bytes, diagnose_mistakes=True,
                  diagnosis_budget_s=diagnosis_budget_s)


def run_examples(problem: Problem, code: str, *, sandbox=None,
                 max_code_bytes: int = DEFAULT_MAX_CODE_BYTES) -> GradingResult:
    """The Run button: the visible examples only, with expected vs got for each; it stops at the
    first example that runs out of time (one loop is enough to see, and Run must answer fast)."""
    grade = _KIND_GRADERS.get(problem.spec.kind)
    if grade is not None:
        return grade(problem, code, 0, sandbox=sandbox, max_code_bytes=max_code_bytes, examples_only=True)
    return _grade(problem, code, lambda: example_cases(problem), sandbox, max_code_bytes, diagnose_mistakes=False)


# Other kinds than "function" have their own graders, with the same signature:
# (problem, code, seed, *, sandbox, max_code_bytes, examples_only) -> GradingResult.
_KIND_GRADERS = {"controller": grade_controller, "tests": grade_tests}


def _grade(problem, code, make_cases, sandbox, max_code_bytes, diagnose_mistakes,
           diagnosis_budget_s: float | None = DIAGNOSIS_BUDGET_S) -> GradingResult:
    examples_only = not diagnose_mistakes
    started = time.perf_counter()
    try:
        precheck(code, problem.spec.entry_point, max_code_bytes)
    except Ungradable as exc:
        return GradingResult(outcome="ungradable", message=str(exc), time_s=time.perf_counter() - started)
    try:
        cases = make_cases()
        expected = [call_trusted(problem.solve, case.args) for case in cases]
    except Exception as exc:  # the author's reference or generator is broken: our fault, not theirs
        return GradingResult(outcome="system_error", message=f"The problem's reference failed: {type(exc).__name__}",
                             time_s=time.perf_counter() - started)
    try:
        execution = execute_function_cases(code, problem.spec.entry_point, [c.args for c in cases],
                                           problem.spec.limits, sandbox=sandbox,
                                           keep_arguments=problem.spec.keep_arguments,
                                           stop_at_time_limit=examples_only)
    except SandboxUnavailable as exc:
        return GradingResult(outcome="system_error", message=f"The grader could not start a sandbox: {exc}",
                             time_s=time.perf_counter() - started)
    result = _judge(problem, cases, expected, execution, diagnose_mistakes, diagnosis_budget_s)
    result.time_s = time.perf_counter() - started
    return result


def _judge(problem: Problem, cases: list[Case], expected: list[Any], execution: Execution,
           diagnose_mistakes: bool, diagnosis_budget_s: float | None = DIAGNOSIS_BUDGET_S) -> GradingResult:
    common = dict(sandbox=execution.sandbox, sandbox_time_s=execution.wall_s,
                  plots=_plots(execution.import_plots), stdout=execution.import_stdout)
    if execution.load_status == "missing_entry_point":
        return GradingResult(outcome="ungradable", message=execution.load_message
                             or f"Define a function named {problem.spec.entry_point}.", **common)
    try:
        case_results = [_judge_case(problem, case, exp, run) for case, exp, run in zip(cases, expected, execution.cases)]
    except CheckerFailed as exc:
        logger.error("problem %s: check() raised: %s", problem.slug, exc)
        return GradingResult(outcome="system_error", message="The problem's checker failed on this answer: our "
                             "fault, not your code's. It has been reported; try again later.", **common)
    _draw_pictures(problem, case_results, execution.cases)
    if execution.load_status != "ok":
        verdict = _LOAD_FAILURE_VERDICT.get(execution.load_status, "runtime_error")
        return GradingResult(outcome="graded", verdict=verdict, score=0.0, cases=case_results,
                             message=f"Your code failed before any case ran: {execution.load_message}", **common)
    failed = [not c.passed for c in case_results]
    verdict = overall_verdict(case_results)
    result = GradingResult(outcome="graded", verdict=verdict, cases=case_results,
                           score=round(sum(c.passed for c in case_results) / max(len(case_results), 1), 4),
                           message=_summary(case_results), **common)
    if diagnose_mistakes and any(failed):
        # Cases skipped after a time limit say nothing about the learner's logic: leave them out.
        ran = [i for i, run in enumerate(execution.cases) if run.status != "not_run"]
        learner = [(execution.cases[i].status == "ok", execution.cases[i].value) for i in ran]
        mistake = diagnose(problem, [cases[i] for i in ran], learner, [failed[i] for i in ran],
                           budget_s=diagnosis_budget_s)
        if mistake:
            result.hint, result.mistake_id = mistake.hint, mistake.id
            _point_at(problem, mistake.id, cases, case_results)
        elif all(c.message == ARGUMENTS_CHANGED for c in case_results if not c.passed):
            result.hint, result.mistake_id = ARGUMENTS_CHANGED_HINT, ARGUMENTS_CHANGED_ID
        elif slip := slips.explain(expected, learner, failed, frozenset(problem.spec.slips_off)):
            result.hint, result.mistake_id = slip.hint, f"slip:{slip.id}"
    return result


def _judge_case(problem: Problem, case: Case, expected: Any, run: CaseExecution) -> CaseResult:
    # A named hidden case shows what it tests, never its values: and the learner's own prints,
    # plots and exception texts could carry those values out, so they are withheld too.
    visible = case.kind != "named"
    base = dict(name=case.name, kind=case.kind, time_s=run.time_s, checks=case.why or "",
                stdout=run.stdout if visible else "", plots=_plots(run.plots) if visible else [],
                args=case.args if visible else None, expected=expected if visible else None)
    if run.status != "ok":
        message = run.message or ("not run: an earlier case stopped the program" if run.status == "not_run" else "")
        if not visible and run.status == "error":
            message = _without_detail(message)
        return CaseResult(passed=False, verdict=_STATUS_VERDICT[run.status], message=message, **base)
    passed, detail = check_output(problem.spec.checker, case.args, expected, run.value, problem.custom_check,
                                  strict=True)
    if passed and problem.spec.keep_arguments and run.mutated:
        passed, detail = False, ARGUMENTS_CHANGED
    if passed:
        message = ""
    elif visible or detail == ARGUMENTS_CHANGED:
        message = detail or "wrong answer"
    else:
        message = _hidden_message(problem, expected, run.value, detail)
    return CaseResult(passed=passed, verdict="accepted" if passed else "wrong_answer", message=message,
                      got=run.value if visible else None, **base)


def _hidden_message(problem: Problem, expected: Any, got: Any, detail: str) -> str:
    """What a hidden case may say of a wrong answer: the author's checker message when it holds
    no number (so no value of the case), else where the answer differs, without our values."""
    if problem.spec.checker.kind == "custom":
        if detail and not any(ch.isdigit() for ch in detail):
            return detail
        return "Your answer is wrong on this hidden case."
    return where_it_differs(expected, got).capitalize() + "."


def _point_at(problem: Problem, mistake_id: str, cases: list[Case], results: list[CaseResult]) -> None:
    failing = [case for case, result in zip(cases, results) if case.kind == "named" and not result.passed]
    name = explaining_case(problem, mistake_id, failing)
    for result in results:
        result.points_at_mistake = result.name == name and name is not None


def _draw_pictures(problem: Problem, results: list[CaseResult], runs: list[CaseExecution]) -> None:
    """Ours against theirs, for every example and the first failed random cases (never a named
    case: its values are hidden)."""
    if not has_picture(problem):
        return
    failures_left = MAX_PICTURED_FAILURES
    for result, run in zip(results, runs):
        if result.kind == "random" and not result.passed and failures_left > 0:
            failures_left -= 1
        elif result.kind != "example":
            continue
        got = run.value if run.status == "ok" else None
        result.picture = picture_of(problem, result.args, result.expected, got)


def _without_detail(message: str) -> str:
    """`ValueError: <anything> (line 4)` -> `ValueError (line 4)`: the type and the place only
    (the way there, on the lines after, goes too: it is the learner's, but short of a value)."""
    message = message.split("\n", 1)[0]
    kind = message.split(":", 1)[0].strip()
    line = message[message.rfind(" (line "):] if message.endswith(")") and " (line " in message else ""
    return f"{kind}{line}" if kind.isidentifier() else "Your code raised an error on this hidden case."


def _summary(cases: list[CaseResult]) -> str:
    passed = sum(c.passed for c in cases)
    return f"{passed} of {len(cases)} cases passed"


def _plots(raw: list[dict]) -> list[Plot]:
    plots = []
    for item in raw:
        try:
            plots.append(Plot.model_validate(item))
        except ValueError:
            continue  # a malformed plot is dropped, never fatal
    return plots
