"""From runs to feedback: one CaseResult for the run on the true simulator, one per mutant.

The true simulator's run behaves when every test passes. A mutant's run behaves when a test that
passed on the true simulator fails on it, or errors, or runs out of time (or the file fails to
import under it): the mutant is caught. A test that fails on the true simulator catches nothing,
or a suite of `assert False` would catch every mutant.
"""

from __future__ import annotations

from grader.contract import VERDICT_SEVERITY, CaseResult, Verdict
from grader.execute import STDOUT_CAP_BYTES
from grader.problem import Mutant
from grader.testsuite.execute import SuiteRun, TestOutcome

TRUE_RUN_NAME = "on the true simulator"
TEST_VERDICT: dict[str, Verdict] = {
    "passed": "accepted", "failed": "wrong_answer", "error": "runtime_error", "not_run": "runtime_error",
    "time_limit": "time_limit", "memory_limit": "memory_limit", "output_limit": "output_limit",
}
LOAD_VERDICT: dict[str, Verdict] = {
    "time_limit": "time_limit", "memory_limit": "memory_limit", "output_limit": "output_limit",
}
NONE_PASSED = "not run: no test of yours passes on the true simulator, so none can catch this version"
SLIPPED = "slipped through: every test passed on this broken simulator"


def worst(verdicts: list[Verdict]) -> Verdict:
    return next((v for v in VERDICT_SEVERITY if v in set(verdicts)), "accepted")


def load_failed(run: SuiteRun) -> str:
    return f"Your file failed before any test ran: {run.load_message}"


def test_line(test: TestOutcome) -> str:
    """`test_gap failed: AssertionError: gap 0.41 (line 12)`, for the learner."""
    said = {"failed": "failed", "error": "raised"}.get(test.status, "")
    return f"{test.name} {said}: {test.message}" if said else f"{test.name}: {test.message}"


def true_run_case(run: SuiteRun) -> CaseResult:
    common = dict(name=TRUE_RUN_NAME, kind="named", time_s=run.wall_s, stdout=suite_stdout(run))
    if run.load_status != "ok":
        return CaseResult(passed=False, verdict=LOAD_VERDICT.get(run.load_status, "runtime_error"),
                          message=load_failed(run), **common)
    failing = [t for t in run.tests if not t.passed]
    if not failing:
        return CaseResult(passed=True, verdict="accepted", message=f"all {len(run.tests)} tests pass", **common)
    return CaseResult(passed=False, verdict=worst([TEST_VERDICT[t.status] for t in failing]),
                      message="; ".join(test_line(t) for t in failing), **common)


def mutant_case(mutant: Mutant, run: SuiteRun | None) -> CaseResult:
    common = dict(name=mutant.description, kind="named", time_s=run.wall_s if run else 0.0)
    if run is None:
        return CaseResult(passed=False, verdict="wrong_answer", message=NONE_PASSED, **common)
    if run.load_status != "ok":
        return CaseResult(passed=True, verdict="accepted", message=f"caught while your file was imported: {run.load_message}", **common)
    catcher = next((t for t in run.tests if not t.passed), None)
    if catcher is None:
        return CaseResult(passed=False, verdict="wrong_answer", message=SLIPPED, **common)
    return CaseResult(passed=True, verdict="accepted", message=f"caught by {test_line(catcher)}", **common)


def test_case(test: TestOutcome) -> CaseResult:
    """One test on the true simulator, for Run."""
    return CaseResult(name=test.name, kind="example", passed=test.passed, verdict=TEST_VERDICT[test.status],
                      message="" if test.passed else test_line(test), stdout=test.stdout, time_s=test.time_s)


def suite_stdout(run: SuiteRun) -> str:
    """What the tests printed on the true simulator, each under its name, within one test's cap."""
    parts = [f"--- {t.name} ---\n{t.stdout}" for t in run.tests if t.stdout]
    text = "\n".join(parts)
    return text if len(text) <= STDOUT_CAP_BYTES else text[:STDOUT_CAP_BYTES] + "\n[cut]"
