"""Grade a function submission: cases, trusted expected answers, one sandboxed run of them all,
each case judged outside (judge.py), pictures of the visible ones, and the hint (hint.py)."""

from __future__ import annotations

import time
from typing import Callable

from grader.cases import Case, call_trusted, example_cases, hidden_cases
from grader.contract import GradingResult
from grader.execute import execute_function_cases
from grader.function.hint import add_hint
from grader.function.judge import judge_execution
from grader.kind import GradingOptions
from grader.precheck import Ungradable, precheck
from grader.problem import Problem
from grader.sandbox import SandboxUnavailable


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
    result = judge_execution(problem, cases, expected, execution)
    if diagnose_mistakes and result.outcome == "graded" and execution.load_status == "ok":
        add_hint(result, problem, cases, expected, execution, options.diagnosis_budget_s)
    result.time_s = time.perf_counter() - started
    return result
