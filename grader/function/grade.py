"""Grade a function submission: cases, trusted expected answers, one sandboxed run of them all,
each case judged outside (judge.py), pictures of the visible ones, and the hint (hint.py)."""

from __future__ import annotations

import logging
import time
from typing import Any, Callable

from grader.cases import Case, call_trusted, example_cases, hidden_cases
from grader.checkers import CheckerFailed
from grader.contract import CaseResult, GradingResult, Verdict, overall_verdict
from grader.execute import CaseExecution, Execution, execute_function_cases
from grader.function.hint import add_hint
from grader.function.judge import judge_case, valid_plots
from grader.function.pictures import MAX_PICTURED_FAILURES, has_picture, picture_of
from grader.kind import GradingOptions
from grader.precheck import Ungradable, precheck
from grader.problem import Problem
from grader.sandbox import SandboxUnavailable

logger = logging.getLogger(__name__)

_LOAD_FAILURE_VERDICT: dict[str, Verdict] = {
    "error": "runtime_error", "crashed": "runtime_error", "time_limit": "time_limit",
    "memory_limit": "memory_limit", "output_limit": "output_limit",
}


def grade(problem: Problem, code: str, seed: int, options: GradingOptions) -> GradingResult:
    """The hidden cases: named, then random from `seed`; a failure gets a hint. The cases run in
    one go, so `options.progress` is never called."""
    return _grade(problem, code, lambda: hidden_cases(problem, seed), options, diagnose_mistakes=True)


def run_examples(problem: Problem, code: str, options: GradingOptions) -> GradingResult:
    """The visible examples, expected vs got; it stops at the first example that runs out of
    time (one loop is enough to see, and Run must answer fast)."""
    return _grade(problem, code, lambda: example_cases(problem), options, diagnose_mistakes=False)


def _grade(problem: Problem, code: str, make_cases: Callable[[], list[Case]], options: GradingOptions,
           diagnose_mistakes: bool) -> GradingResult:
    started = time.perf_counter()
    try:
        precheck(code, problem.spec.entry_point, options.max_code_bytes)
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
                                           problem.spec.limits, sandbox=options.sandbox,
                                           keep_arguments=problem.spec.keep_arguments,
                                           stop_at_time_limit=not diagnose_mistakes)
    except SandboxUnavailable as exc:
        return GradingResult(outcome="system_error", message=f"The grader could not start a sandbox: {exc}",
                             time_s=time.perf_counter() - started)
    result = _judge(problem, cases, expected, execution)
    if diagnose_mistakes and result.outcome == "graded" and execution.load_status == "ok":
        add_hint(result, problem, cases, expected, execution, options.diagnosis_budget_s)
    result.time_s = time.perf_counter() - started
    return result


def _judge(problem: Problem, cases: list[Case], expected: list[Any], execution: Execution) -> GradingResult:
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
    _draw_pictures(problem, case_results, execution.cases)
    if execution.load_status != "ok":
        verdict = _LOAD_FAILURE_VERDICT.get(execution.load_status, "runtime_error")
        return GradingResult(outcome="graded", verdict=verdict, score=0.0, cases=case_results,
                             message=f"Your code failed before any case ran: {execution.load_message}", **common)
    passed = sum(c.passed for c in case_results)
    return GradingResult(outcome="graded", verdict=overall_verdict(case_results), cases=case_results,
                         score=round(passed / max(len(case_results), 1), 4),
                         message=f"{passed} of {len(case_results)} cases passed", **common)


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
