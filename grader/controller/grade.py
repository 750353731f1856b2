"""Grading a controller problem: every scenario driven by the learner's controller from the
sandbox, judged by the problem's reference, with the known mistake whose failures it repeats.

A controller problem's reference.py provides:
  build(scenario) -> reference.sim.Simulator     the world and robot of one scenario
  judge(scenario, outcome) -> Verdict             did the run meet the goal (see drive.RunOutcome)
  metrics(outcome) -> dict                        what the result page shows for a run
  metric_<id>(trace, scenario) -> float           one of controller.metrics, measured on the recorded
                                                  run (grader/controller/run_metrics.py)
  guides(scenario) -> dict (optional)             marks on its charts: {"range_m": [{"y", "label"}],
                                                  "speed_mps": [...]}
  generate(rng) -> [scenario]                     one random scenario, as a case's args
  Robot                                           our own controller, which passes every scenario
Its mistakes.py has one controller class per mistake id.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

from grader.cases import Case, example_cases, hidden_cases
from grader.contract import CaseResult, GradingResult, overall_verdict
from grader.controller.drive import ControllerFailed, RunOutcome, TrustedController, drive
from grader.controller import run_metrics
from grader.controller.one_core import on_one_core
from grader.controller.session import LoadFailed, Session
from grader.precheck import Ungradable, precheck
from grader.problem import Problem
from grader.sandbox import SandboxUnavailable

FAILURE_VERDICTS = {"error": "runtime_error", "time_limit": "time_limit", "memory_limit": "memory_limit",
                    "output_limit": "output_limit"}


@dataclass(frozen=True)
class Verdict:
    passed: bool
    reason: str   # a short code ("touched", "too_fast", ...): mistakes are recognised by these
    message: str  # for the learner


def run_scenario(problem: Problem, scenario: dict, controller) -> tuple[RunOutcome, Verdict]:
    spec = problem.spec.controller
    reference = problem.reference
    outcome = drive(reference.build(scenario), controller, spec.dt_s, spec.duration_s, reference.metrics)
    if hasattr(reference, "guides"):  # dashed lines on the charts for what is judged
        outcome.trace["guides"] = reference.guides(scenario)
    if outcome.failure is not None:
        return outcome, Verdict(False, outcome.failure.status, outcome.failure.message)
    return outcome, reference.judge(scenario, outcome)


_REASONS_SEEN: dict[tuple[str, str, str, str], str] = {}
_REASONS_KEPT = 20_000


def _trusted_reasons(problem: Problem, mistake_id: str, scenario_json: str) -> str:
    """What a known mistake does in one scenario (deterministic, so remembered)."""
    key = (problem.slug, problem.version, mistake_id, scenario_json)
    if key not in _REASONS_SEEN:
        if len(_REASONS_SEEN) >= _REASONS_KEPT:
            _REASONS_SEEN.clear()
        controller = TrustedController(problem.mistake_functions[mistake_id], problem.spec.controller.dt_s)
        _REASONS_SEEN[key] = run_scenario(problem, json.loads(scenario_json), controller)[1].reason
    return _REASONS_SEEN[key]


def diagnose(problem: Problem, cases: list[Case], reasons: list[str]):
    """The first mistake that fails exactly where, and as, the learner's controller did."""
    if all(reason == "ok" for reason in reasons):
        return None
    scenarios = [json.dumps(case.args[0], sort_keys=True) for case in cases]
    for mistake in problem.spec.mistakes:
        # Scenario by scenario, so a mistake that fails differently is dropped after one run.
        if all(_trusted_reasons(problem, mistake.id, scenario) == reason
               for scenario, reason in zip(scenarios, reasons)):
            return mistake
    return None


def _case_result(case: Case, outcome: RunOutcome | None, verdict: Verdict, metrics: dict) -> CaseResult:
    if verdict.passed:
        kind = "accepted"
    elif verdict.reason in FAILURE_VERDICTS:
        kind = FAILURE_VERDICTS[verdict.reason]
    else:
        kind = "wrong_answer"
    visible = case.kind != "named"
    return CaseResult(name=case.name, kind=case.kind, passed=verdict.passed, verdict=kind,
                      message=verdict.message if verdict.passed is False else "",
                      args=case.args if visible else None, stdout=outcome.stdout if outcome and visible else "",
                      run=outcome.trace if outcome else None, metrics=metrics)


def grade_controller(problem: Problem, code: str, seed: int, *, sandbox=None, max_code_bytes: int,
                     examples_only: bool, progress=None) -> GradingResult:
    started = time.perf_counter()
    try:
        precheck(code, problem.spec.entry_point, max_code_bytes)
    except Ungradable as exc:
        return GradingResult(outcome="ungradable", message=str(exc))
    cases = example_cases(problem) if examples_only else hidden_cases(problem, seed)
    with on_one_core():
        return _run_session(problem, code, cases, sandbox, not examples_only, progress, started)


def _run_session(problem, code, cases, sandbox, diagnose_mistakes, progress, started) -> GradingResult:
    try:
        session = Session(problem, code, sandbox)
    except SandboxUnavailable as exc:
        return GradingResult(outcome="system_error", message=f"The grader could not start a sandbox: {exc}")
    except LoadFailed as failed:
        return _load_failure(failed.record, time.perf_counter() - started)
    results, reasons = [], []
    try:
        for case in cases:
            result, reason = scenario_result(problem, case, session)
            results.append(result)
            reasons.append(reason)
            if progress is not None:
                progress(len(results), len(cases))
    finally:
        sandbox_s = session.close()
    return _result(problem, cases, results, reasons, diagnose_mistakes, sandbox_s, time.perf_counter() - started)


def scenario_result(problem: Problem, case: Case, session) -> tuple[CaseResult, str]:
    """One scenario driven by the session (the sandbox's, or the browser's), judged and measured;
    with the reason ("ok" when it passed) that diagnosis compares."""
    if not session.alive:
        verdict, outcome = Verdict(False, "not_run", "not run: an earlier scenario ended your program"), None
    else:
        outcome, verdict = run_scenario(problem, case.args[0], session)
    metrics = run_metrics.measure(problem, outcome.trace, case.args[0]) if outcome else {}
    return _case_result(case, outcome, verdict, metrics), "ok" if verdict.passed else verdict.reason


def _load_failure(record: dict, elapsed_s: float) -> GradingResult:
    status = record.get("status", "error")
    if status == "missing_entry_point":
        return GradingResult(outcome="ungradable", message=record.get("message", ""), time_s=elapsed_s)
    verdict = FAILURE_VERDICTS.get(status, "runtime_error")
    return GradingResult(outcome="graded", verdict=verdict, score=0.0, time_s=elapsed_s,
                         message=f"Your code failed before any scenario ran: {record.get('message', status)}")


def _result(problem, cases, results, reasons, diagnose_mistakes, sandbox_s, elapsed_s) -> GradingResult:
    passed = sum(r.passed for r in results)
    result = GradingResult(outcome="graded", verdict=overall_verdict(results), cases=results,
                           score=round(passed / max(len(results), 1), 4), sandbox="",
                           message=f"{passed} of {len(results)} scenarios passed",
                           sandbox_time_s=sandbox_s, time_s=elapsed_s)
    if diagnose_mistakes and passed < len(results):
        mistake = diagnose(problem, cases, reasons)
        if mistake:
            result.hint, result.mistake_id = mistake.hint, mistake.id
    return result
