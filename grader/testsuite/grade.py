"""Grade a tests submission: the learner's suite on the true simulator, then on each mutant.

`seed` is unused: a suite picks its own simulator seeds, and its runs are repeatable as they are.
"""

from __future__ import annotations

import time

from grader.contract import GradingResult
from grader.precheck import Ungradable
from grader.problem import Problem
from grader.sandbox import SandboxUnavailable, get_sandbox
from grader.testsuite import judge
from grader.testsuite.diagnosis import diagnose, signature
from grader.testsuite.discover import discover_tests
from grader.testsuite.execute import MutantsMissing, SuiteRun, mutants_source, run_against_all, run_suite


def grade_tests(problem: Problem, code: str, seed: int, *, sandbox=None, max_code_bytes: int,
                examples_only: bool) -> GradingResult:
    started = time.perf_counter()
    try:
        tests = discover_tests(code, problem.spec.entry_point, max_code_bytes)
    except Ungradable as exc:
        return GradingResult(outcome="ungradable", message=str(exc), time_s=time.perf_counter() - started)
    try:
        sandbox = sandbox or get_sandbox()
        mutants = mutants_source(problem)
        if examples_only:
            result = _run_result(run_suite(code, tests, mutants, None, problem.spec.limits, sandbox=sandbox))
        else:
            result = _graded(problem, code, tests, mutants, sandbox)
    except SandboxUnavailable as exc:
        result = GradingResult(outcome="system_error", message=f"The grader could not run your tests: {exc}")
    except MutantsMissing as exc:  # the author's mistake, never the learner's
        result = GradingResult(outcome="system_error", message=f"The problem is broken: {exc}")
    result.time_s = time.perf_counter() - started
    return result


def _graded(problem: Problem, code: str, tests: list[str], mutants: str, sandbox) -> GradingResult:
    true_run, mutant_runs = run_against_all(problem, code, tests, mutants, sandbox=sandbox)
    cases = [judge.true_run_case(true_run)]
    cases += [judge.mutant_case(mutant, mutant_runs[mutant.id]) for mutant in problem.spec.tests.mutants]
    caught = sum(c.passed for c in cases[1:])
    result = GradingResult(
        outcome="graded", verdict=judge.worst([c.verdict for c in cases]), cases=cases,
        score=round(sum(c.passed for c in cases) / len(cases), 4),
        message=_summary(cases[0].passed, caught, len(cases) - 1), stdout=true_run.import_stdout,
        sandbox=true_run.sandbox,
        sandbox_time_s=sum(run.wall_s for run in [true_run, *mutant_runs.values()] if run is not None),
    )
    if result.verdict != "accepted" and problem.spec.mistakes:
        mistake = diagnose(problem, signature(true_run, mutant_runs), mutants, sandbox=sandbox)
        if mistake:
            result.hint, result.mistake_id = mistake.hint, mistake.id
    return result


def _summary(true_ok: bool, caught: int, total: int) -> str:
    if not true_ok:
        return ("Your tests do not all pass on the true simulator. Fix those first: a test that fails "
                f"there cannot count against a broken version. Caught {caught} of {total} broken versions.")
    if caught == total:
        return f"Your tests pass on the true simulator and catch all {total} broken versions."
    return f"Your tests pass on the true simulator and catch {caught} of {total} broken versions."


def _run_result(run: SuiteRun) -> GradingResult:
    """Run: each test's outcome and output on the true simulator; the mutants wait for Submit."""
    common = dict(outcome="graded", stdout=run.import_stdout, sandbox=run.sandbox, sandbox_time_s=run.wall_s)
    if run.load_status != "ok":
        case = judge.true_run_case(run)
        return GradingResult(verdict=case.verdict, score=0.0, message=case.message, **common)
    cases = [judge.test_case(test) for test in run.tests]
    passed = sum(c.passed for c in cases)
    return GradingResult(verdict=judge.worst([c.verdict for c in cases]), cases=cases,
                         score=round(passed / len(cases), 4), **common,
                         message=f"{passed} of {len(cases)} tests pass on the true simulator. "
                                 "Submit to run them against the broken versions too.")
