"""`python -m grader validate` for a tests problem, through the real sandbox: mutants.py defines
every mutant; reference.SUITE passes on the true simulator and catches every mutant (the note
names the test that catches it); each mistake's suite is rejected and diagnosed as itself."""

from __future__ import annotations

from grader.kind import DEFAULT_MAX_CODE_BYTES, Findings
from grader.precheck import Ungradable
from grader.problem import Problem
from grader.sandbox import SandboxUnavailable, get_sandbox
from grader.testsuite.diagnosis import mistake_source
from grader.testsuite.discover import discover_tests
from grader.testsuite.execute import MutantsMissing, mutants_source, run_against_all
from grader.testsuite.grade import grade_tests

VALIDATION_SEED = 1
AUTHOR_MAX_BYTES = 1 << 20


def validate_tests(problem: Problem, *, mutation: bool = False) -> Findings:
    """`mutation` is for the function kind's mutation analysis: the author's mutants are checked always."""
    report = Findings()
    try:
        mutants = mutants_source(problem)
        suite = _reference_suite(problem)
        _check_reference(problem, suite, mutants, report)
        _check_mistakes(problem, report)
    except (MutantsMissing, Ungradable, TypeError) as exc:
        report.errors.append(str(exc))
    except SandboxUnavailable as exc:
        report.errors.append(f"cannot run the suites: {exc}")
    return report


def _reference_suite(problem: Problem) -> str:
    suite = getattr(problem.reference, "SUITE", None)
    if not isinstance(suite, str):
        raise TypeError(f"{problem.folder / 'reference.py'}: SUITE must be the source of a good suite, as a str")
    return suite


def _check_reference(problem: Problem, suite: str, mutants: str, report: Findings) -> None:
    tests = discover_tests(suite, problem.spec.entry_point, AUTHOR_MAX_BYTES)
    true_run, mutant_runs = run_against_all(problem, suite, tests, mutants, sandbox=get_sandbox())
    if true_run.load_status != "ok":
        report.errors.append(f"reference suite fails to load: {true_run.load_message}")
        return
    for test in true_run.tests:
        if not test.passed:
            report.errors.append(f"reference suite: {test.name} does not pass on the true simulator: {test.message}")
    for mutant_id, run in mutant_runs.items():
        catcher = next((t for t in run.tests if not t.passed), None) if run else None
        if run is not None and run.load_status != "ok":
            report.notes.append(f"mutant {mutant_id}: caught while the suite is imported")
        elif catcher is None:
            report.errors.append(f"mutant {mutant_id}: the reference suite does not catch it")
        else:
            report.notes.append(f"mutant {mutant_id}: caught by {catcher.name} ({catcher.message})")


def _check_mistakes(problem: Problem, report: Findings) -> None:
    for mistake in problem.spec.mistakes:
        result = grade_tests(problem, mistake_source(problem, mistake.id), VALIDATION_SEED,
                             max_code_bytes=DEFAULT_MAX_CODE_BYTES, examples_only=False)
        if result.outcome != "graded" or result.verdict == "accepted":
            report.errors.append(f"mistake {mistake.id}: graded {result.outcome}/{result.verdict} "
                                 f"({result.message}) instead of rejected")
        elif result.mistake_id != mistake.id:
            report.errors.append(f"mistake {mistake.id}: diagnosed as {result.mistake_id or 'nothing'}")
        else:
            slipped = [c.name for c in result.cases[1:] if not c.passed]
            report.notes.append(f"mistake {mistake.id}: diagnosed; slips through: {'; '.join(slipped) or 'none'}")
