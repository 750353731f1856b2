"""`python -m grader validate` for controller problems: our own controller passes every scenario,
each known mistake fails a named scenario, and graded for real, each is rejected and diagnosed."""

from __future__ import annotations

from grader.cases import hidden_cases
from grader.controller import run_metrics
from grader.controller.drive import TrustedController
from grader.controller.grade import grade_controller, run_scenario
from grader.kind import DEFAULT_MAX_CODE_BYTES, Findings
from grader.mistake_program import mistake_program
from grader.problem import Problem

VALIDATION_SEEDS = (1, 2)


def validate_controller(problem: Problem, *, mutation: bool = False) -> Findings:
    """`mutation` is for the function kind's mutation analysis: controllers have none."""
    report = Findings()
    dt_s = problem.spec.controller.dt_s
    cases = hidden_cases(problem, VALIDATION_SEEDS[0])
    reference = getattr(problem.reference, problem.spec.entry_point, None)
    if reference is None:
        report.errors.append(f"reference.py must define our own {problem.spec.entry_point} controller")
        return report
    metric_faults: list[str] = []
    for case in cases:
        outcome, verdict = run_scenario(problem, case.args[0], TrustedController(reference, dt_s))
        if not verdict.passed:
            report.errors.append(f"our {problem.spec.entry_point} fails {case.name}: {verdict.message}")
        faults = run_metrics.measure_checked(problem, outcome.trace, case.args[0])[1]
        if faults and not metric_faults:  # the first scenario that shows them is enough
            metric_faults = [f"{fault} (on our {problem.spec.entry_point}'s run of {case.name!r})" for fault in faults]
            report.errors.extend(metric_faults)
    named = [case for case in cases if case.kind == "named"]
    for mistake in problem.spec.mistakes:
        controller = problem.mistake_functions[mistake.id]
        catching = [case.name for case in named
                    if not run_scenario(problem, case.args[0], TrustedController(controller, dt_s))[1].passed]
        if not catching:
            report.errors.append(f"mistake {mistake.id}: no named scenario catches it")
            continue
        report.notes.append(f"mistake {mistake.id}: caught by {', '.join(repr(n) for n in catching)}")
        result = grade_controller(problem, mistake_program(problem, mistake.id), VALIDATION_SEEDS[1],
                                  max_code_bytes=DEFAULT_MAX_CODE_BYTES, examples_only=False)
        if result.outcome != "graded" or result.verdict == "accepted":
            report.errors.append(f"mistake {mistake.id}: graded {result.outcome}/{result.verdict} instead of rejected")
        elif result.mistake_id != mistake.id:
            report.errors.append(f"mistake {mistake.id}: diagnosed as {result.mistake_id or 'nothing'}")
    return report
