"""One case of a function problem judged outside the sandbox: the problem's checker on the
learner's value, and what the learner may be told (a named hidden case keeps its values)."""

from __future__ import annotations

import logging
from typing import Any

from grader.cases import Case
from grader.checkers import CheckerFailed, check_output, where_it_differs
from grader.contract import CaseResult, GradingResult, Plot, Verdict, overall_verdict
from grader.execute import CaseExecution, Execution
from grader.function.pictures import draw_pictures
from grader.problem import Problem

logger = logging.getLogger(__name__)

ARGUMENTS_CHANGED = ("Your function changed its arguments in place; the statement asks you to leave them as "
                     "they were (build a new list instead).")

_STATUS_VERDICT: dict[str, Verdict] = {
    "error": "runtime_error", "time_limit": "time_limit", "memory_limit": "memory_limit",
    "output_limit": "output_limit", "not_run": "runtime_error",
}


_LOAD_FAILURE_VERDICT: dict[str, Verdict] = {
    "error": "runtime_error", "crashed": "runtime_error", "time_limit": "time_limit",
    "memory_limit": "memory_limit", "output_limit": "output_limit",
}


def judge_execution(problem: Problem, cases: list[Case], expected: list[Any], execution: Execution) -> GradingResult:
    """Every case of one run judged, the visible ones pictured, the run's verdict and score.
    Also what Run in the browser calls on the same records (grader/browser/in_browser.py)."""
    common = dict(sandbox=execution.sandbox, sandbox_time_s=execution.wall_s,
                  plots=valid_plots(execution.import_plots), stdout=execution.import_stdout)
    if execution.load_status == "missing_entry_point":
        return GradingResult(outcome="ungradable", message=execution.load_message
                             or f"Define a function named {problem.spec.entry_point}.", **common)
    try:
        case_results = [judge_case(problem, case, exp, run) for case, exp, run in zip(cases, expected, execution.cases)]
    except CheckerFailed as exc:
        logger.error("problem %s: check() raised: %s", problem.slug, exc)
        return GradingResult(outcome="system_error", message="The problem's checker failed on this answer: our "
                             "fault, not your code's. It has been reported; try again later.", **common)
    draw_pictures(problem, case_results, execution.cases)
    if execution.load_status != "ok":
        verdict = _LOAD_FAILURE_VERDICT.get(execution.load_status, "runtime_error")
        return GradingResult(outcome="graded", verdict=verdict, score=0.0, cases=case_results,
                             message=f"Your code failed before any case ran: {execution.load_message}", **common)
    passed = sum(c.passed for c in case_results)
    return GradingResult(outcome="graded", verdict=overall_verdict(case_results), cases=case_results,
                         score=round(passed / max(len(case_results), 1), 4),
                         message=f"{passed} of {len(case_results)} cases passed", **common)


def judge_case(problem: Problem, case: Case, expected: Any, run: CaseExecution) -> CaseResult:
    """Raises grader.checkers.CheckerFailed when the author's check() does."""
    # A named hidden case shows what it tests, never its values: and the learner's own prints,
    # plots and exception texts could carry those values out, so they are withheld too.
    visible = case.kind != "named"
    base = dict(name=case.name, kind=case.kind, time_s=run.time_s, checks=case.why or "",
                stdout=run.stdout if visible else "", plots=valid_plots(run.plots) if visible else [],
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


def _without_detail(message: str) -> str:
    """`ValueError: <anything> (line 4)` -> `ValueError (line 4)`: the type and the place only
    (the way there, on the lines after, goes too: it is the learner's, but short of a value)."""
    message = message.split("\n", 1)[0]
    kind = message.split(":", 1)[0].strip()
    line = message[message.rfind(" (line "):] if message.endswith(")") and " (line " in message else ""
    return f"{kind}{line}" if kind.isidentifier() else "Your code raised an error on this hidden case."


def valid_plots(raw: list[dict]) -> list[Plot]:
    plots = []
    for item in raw:
        try:
            plots.append(Plot.model_validate(item))
        except ValueError:
            continue  # a malformed plot is dropped, never fatal
    return plots
