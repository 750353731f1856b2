"""The tests kind (grader/testsuite): finding the tests, reading what the sandbox reports, judging
runs, scoring, diagnosis, the helpers authors use; then real runs in the sandbox against the
fixture problem `the-bumper-on-trial` (tests/hostile/testsuite/problems)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grader.execute import CHANNEL_MESSAGE, CaseExecution, Execution
from grader.grade import grade_code, run_examples
from grader.precheck import Ungradable
from grader.problem import Limits, Mutant, load_problem
from grader.testsuite import diagnosis, execute, grade as suite_grade, judge
from grader.testsuite.discover import MAX_TESTS, discover_tests
from grader.testsuite.execute import (
    LIB_INSIDE, SIM_HOST_DIR, MutantsMissing, SuiteRun, TestOutcome, mutants_source,
    run_suite, staged_sim_dir,
)
from grader.sandbox_program import BOOTSTRAP
from grader.testsuite.suites import swap_test
from tests.utils.sandbox_program import split_program

FIXTURE = Path(__file__).resolve().parents[3] / "tests" / "hostile" / "testsuite" / "problems" / "simulator" / "the-bumper-on-trial"
GOOD = (FIXTURE.parents[2] / "correct.py").read_text()
LIMITS = Limits(time_s=0.5, memory_mib=128, wall_s=5)


@pytest.fixture(scope="module")
def problem():
    return load_problem(FIXTURE)


# ---------------------------------------------------------------- finding the tests

def test_tests_are_top_level_defs_with_the_prefix_in_first_definition_order():
    code = ("def test_b(): pass\ndef helper(): pass\nclass test_c: pass\ntest_d = lambda: None\n"
            "if True:\n    def test_e(): pass\nasync def test_f(): pass\ndef test_a(): pass\ndef test_b(): pass\n"
            "def testing(): pass\n")
    assert discover_tests(code, "test", 10_000) == ["test_b", "test_a"]
    assert discover_tests("def check_x(): pass\n", "check", 10_000) == ["check_x"]


@pytest.mark.parametrize("code, message", [
    ("def helper():\n    assert True\n", "No tests found. A test is a function defined at the top level"),
    ("def test_a(:\n", "SyntaxError on line 1"),
    ("def test_a(): pass\n" + "#" * 200, "over 0 KiB"),
    ("".join(f"def test_{i}(): pass\n" for i in range(MAX_TESTS + 1)), f"keep it to {MAX_TESTS}"),
])
def test_what_cannot_be_graded_says_why(code, message):
    with pytest.raises(Ungradable, match=message):
        discover_tests(code, "test", 100 if "#" in code else 100_000)


def test_no_tests_is_ungradable_before_any_sandbox(problem):
    result = grade_code(problem, "import sim\n\ndef check():\n    assert True\n", 1, sandbox=object())
    assert result.outcome == "ungradable" and "starts with test_" in result.message


# ---------------------------------------------------------------- what the sandbox reports

def case(status="ok", value=None, message=""):
    return CaseExecution(status=status, value=value, message=message, stdout="hi\n", time_s=0.01)


@pytest.mark.parametrize("run, status, message", [
    (case(value={"outcome": "passed"}), "passed", ""),
    (case(value={"outcome": "failed", "message": "AssertionError: x (line 3)"}), "failed", "AssertionError: x (line 3)"),
    (case(value={"outcome": "failed", "message": "lone \ud800"}), "failed", "lone ?"),
    (case("error", message="ZeroDivisionError (line 2)"), "error", "ZeroDivisionError (line 2)"),
    (case("time_limit", message="took more than 1 s"), "time_limit", "took more than 1 s"),
    (case("not_run", message="not run"), "not_run", "not run"),
    (case(value=[3, 6]), "error", CHANNEL_MESSAGE),
    (case(value={"outcome": "passed", "extra": 1}), "error", CHANNEL_MESSAGE),
    (case(value={"outcome": "failed", "message": 7}), "error", CHANNEL_MESSAGE),
])
def test_only_a_well_formed_value_is_an_outcome(run, status, message):
    outcome = execute._outcome("test_x", run)
    assert (outcome.status, outcome.message, outcome.stdout) == (status, message, "hi\n")


class FakeSandbox:
    name = "fake"
    isolated = True

    def __init__(self):
        self.calls = []

    def run(self, argv, limits, *, stdin=b"", files=None, waits_for_stdin=False):
        from grader.sandbox import RunResult

        self.calls.append({"argv": argv, "stdin": stdin, "files": files, "limits": limits})
        channel = (b'{"record":"start"}\n' + json.dumps({"record": "load", "status": "ok", "message": "", "exception": "",
                                                         "stdout": "", "time_s": 0.0, "plots": []}).encode() + b"\n")
        return RunResult(exit_code=0, signal=None, timed_out=False, output_exceeded=None, oom_killed=False,
                         pids_exhausted=False, stdout=b"", stderr=b"", channel=channel, wall_s=0.01, cpu_s=0.01)


def split_stdin(stdin: bytes) -> tuple[list[tuple[str, bytes]], dict]:
    modules, job = split_program(stdin)
    return modules, json.loads(job)


def test_a_run_mounts_the_sim_read_only_and_sends_only_the_mutation(problem):
    sandbox = FakeSandbox()
    run = run_suite("def test_a(): pass\n", ["test_a", "test_b"], "def clock_stands_still(sim): pass\n",
                    "clock-stands-still", LIMITS, sandbox=sandbox)
    (call,) = sandbox.calls
    assert call["files"] == {f"{LIB_INSIDE}/sim": staged_sim_dir()} and call["argv"][-1] == BOOTSTRAP
    modules, job = split_stdin(call["stdin"])
    # only the channel and the two harnesses go in: nothing else of the grader
    assert [name for name, _ in modules] == ["grader.channel", "grader.harness", "__main__"]
    assert all(code for _, code in modules)
    assert job == {"code": "def test_a(): pass\n", "entry_point": "test_a", "cases": ["test_a", "test_b"],
                   "case_time_s": 0.5, "stdout_cap_bytes": 16384, "value_cap_bytes": 65536, "lib_dir": LIB_INSIDE,
                   "mutants": "def clock_stands_still(sim): pass\n", "mutant": "clock_stands_still"}
    # the fake reported a load and no test: the first test gets how the run ended, the next is not run
    assert [t.status for t in run.tests] == ["error", "not_run"]


def test_mutants_py_must_define_every_mutant(problem, tmp_path, monkeypatch):
    assert "def bumper_never_pressed(sim)" in mutants_source(problem)
    broken = load_problem(FIXTURE)
    broken.folder = tmp_path
    (tmp_path / "mutants.py").write_text("def bumper_never_pressed(sim):\n    pass\n")
    with pytest.raises(MutantsMissing, match="no function for clock-stands-still"):
        mutants_source(broken)
    (tmp_path / "mutants.py").write_text("def (:\n")
    with pytest.raises(MutantsMissing, match="cannot be read"):
        mutants_source(broken)


# ---------------------------------------------------------------- judging runs

def outcome(name, status="passed", message=""):
    return TestOutcome(name=name, status=status, message=message)


MUTANT = Mutant(id="clock-stands-still", description="a clock that never moves on")


def test_the_true_run_passes_only_when_every_test_does():
    good = judge.true_run_case(SuiteRun(None, "ok", tests=[outcome("test_a"), outcome("test_b")]))
    assert good.passed and good.message == "all 2 tests pass" and good.name == judge.TRUE_RUN_NAME
    bad = judge.true_run_case(SuiteRun(None, "ok", tests=[
        outcome("test_a", "failed", "AssertionError: gap (line 4)"), outcome("test_b", "time_limit", "took more than 1 s")]))
    assert not bad.passed and bad.verdict == "time_limit"
    assert bad.message == "test_a failed: AssertionError: gap (line 4); test_b: took more than 1 s"
    crashed = judge.true_run_case(SuiteRun(None, "error", load_message="NameError: x (line 1)"))
    assert crashed.verdict == "runtime_error" and "before any test ran: NameError" in crashed.message


def test_a_mutant_is_caught_by_a_failing_test_or_a_failed_import():
    caught = judge.mutant_case(MUTANT, SuiteRun("m", "ok", tests=[outcome("test_a"), outcome("test_b", "error", "KeyError (line 3)")]))
    assert caught.passed and caught.message == "caught by test_b raised: KeyError (line 3)"
    assert caught.name == "a clock that never moves on"
    assert judge.mutant_case(MUTANT, SuiteRun("m", "time_limit", load_message="took more than 1 s")).passed
    slipped = judge.mutant_case(MUTANT, SuiteRun("m", "ok", tests=[outcome("test_a")]))
    assert not slipped.passed and slipped.verdict == "wrong_answer" and slipped.message == judge.SLIPPED
    assert judge.mutant_case(MUTANT, None).message == judge.NONE_PASSED


def test_signature_is_the_true_result_and_the_slipped_mutants():
    true_run = SuiteRun(None, "ok", tests=[outcome("test_a"), outcome("test_b", "failed")])
    runs = {"a": SuiteRun("a", "ok", tests=[outcome("test_a")]), "b": SuiteRun("b", "ok", tests=[outcome("test_a", "failed")]),
            "c": None, "d": SuiteRun("d", "error")}
    assert diagnosis.signature(true_run, runs) == (False, frozenset({"a", "c"}))


def canned(true_tests, per_mutant):
    """run_suite replaced: the true run gives `true_tests`; a mutant's run fails the tests it names."""
    def run_suite(code, tests, source, mutant, limits, *, sandbox):
        if mutant is None:
            return SuiteRun(None, "ok", tests=[outcome(name, status) for name, status in true_tests], wall_s=0.01)
        return SuiteRun(mutant, "ok", tests=[outcome(name, "failed" if name in per_mutant[mutant] else "passed")
                                             for name in tests], wall_s=0.01)
    return run_suite


@pytest.fixture
def empty_cache(monkeypatch):
    """Mistake signatures found with canned runs must not outlive the test."""
    monkeypatch.setattr(diagnosis, "_cache", {})


def test_only_tests_that_pass_on_the_true_simulator_can_catch_a_mutant(problem, monkeypatch, empty_cache):
    # test_b fails everywhere, so it catches nothing; test_a catches the bumper mutant only.
    monkeypatch.setattr(execute, "run_suite", canned([("test_a", "passed"), ("test_b", "failed")],
                                                     {"bumper-never-pressed": {"test_a", "test_b"}, "clock-stands-still": {"test_b"}}))
    result = suite_grade.grade_tests(problem, "def test_a(): pass\ndef test_b(): pass\n", 1, sandbox=FakeSandbox(),
                                     max_code_bytes=10_000, examples_only=False)
    assert [c.passed for c in result.cases] == [False, True, False]
    assert result.verdict == "wrong_answer" and result.score == pytest.approx(1 / 3, abs=1e-4)
    assert result.cases[1].message == "caught by test_a failed: "
    assert result.message.startswith("Your tests do not all pass on the true simulator")


def test_a_failing_suite_gets_the_hint_of_the_mistake_that_slips_the_same_mutants(problem, monkeypatch, empty_cache):
    monkeypatch.setattr(execute, "run_suite", canned([("test_a", "passed")], {"bumper-never-pressed": {"test_a"},
                                                                               "clock-stands-still": set()}))
    result = suite_grade.grade_tests(problem, "def test_a(): pass\n", 1, sandbox=FakeSandbox(),
                                     max_code_bytes=10_000, examples_only=False)
    assert result.verdict == "wrong_answer" and result.score == pytest.approx(2 / 3, abs=1e-4)
    assert result.mistake_id == "never-checks-the-clock" and result.hint.startswith("Check the clock")


# ---------------------------------------------------------------- authors' helpers

def test_swap_test_replaces_or_drops_one_function():
    suite = "import sim\n\n\ndef test_a():\n    assert 1\n\n\ndef test_b():\n    assert 2\n"
    assert swap_test(suite, "test_a", "\n    def test_a():\n        assert 0\n") == \
        "import sim\n\n\ndef test_a():\n    assert 0\n\n\ndef test_b():\n    assert 2\n"
    assert swap_test(suite, "test_b", "") == "import sim\n\n\ndef test_a():\n    assert 1\n\n\n"
    with pytest.raises(KeyError):
        swap_test(suite, "test_c", "")


# ---------------------------------------------------------------- real runs in the sandbox

REPORTING = '''\
import sim

print("imported")


def test_passes():
    print("ran")


def test_fails():
    x = 2
    assert x == 3, f"x is {x}"


def test_raises():
    {}["key"]


def test_loops():
    while True:
        pass


def test_generator():
    yield


def test_sim_is_there():
    assert sim.Simulator(sim.World(1.0, 1.0)).now_s() == 0.0


test_fails_too = test_fails
test_not_a_function = None
'''


@pytest.mark.sandbox
def test_each_test_reports_its_outcome_message_line_and_output(problem):
    tests = discover_tests(REPORTING, "test", 100_000)
    assert tests == ["test_passes", "test_fails", "test_raises", "test_loops", "test_generator",
                     "test_sim_is_there"]
    run = run_suite(REPORTING, tests + ["test_not_a_function"], mutants_source(problem), None, LIMITS,
                    sandbox=_sandbox())
    assert run.load_status == "ok" and run.import_stdout == "imported\n"
    got = {t.name: (t.status, t.message) for t in run.tests}
    assert got == {
        "test_passes": ("passed", ""), "test_fails": ("failed", "AssertionError: x is 2 (line 12)"),
        "test_raises": ("error", "KeyError: 'key' (line 16)"),
        "test_loops": ("time_limit", "took more than 0.5 s of CPU time"),
        "test_generator": ("error", "TypeError: test_generator never ran its body: a test is a plain function, "
                                    "no yield or async"),
        "test_sim_is_there": ("passed", ""), "test_not_a_function": ("error", "test_not_a_function is a NoneType, not a function"),
    }
    assert run.tests[0].stdout == "ran\n"


@pytest.mark.sandbox
def test_the_mutant_is_what_the_learner_imports(problem):
    tests = ["test_bumper"]
    true_run = run_suite(GOOD, tests, mutants_source(problem), None, LIMITS, sandbox=_sandbox())
    broken = run_suite(GOOD, tests, mutants_source(problem), "bumper-never-pressed", LIMITS, sandbox=_sandbox())
    assert true_run.tests[0].passed and broken.tests[0].status == "failed"


@pytest.mark.sandbox
def test_a_mutant_that_breaks_is_the_graders_fault(problem, tmp_path):
    broken = load_problem(FIXTURE)
    broken.folder = tmp_path
    (tmp_path / "mutants.py").write_text("def bumper_never_pressed(sim):\n    sim.nothing.here = 1\n"
                                         "def clock_stands_still(sim):\n    pass\n")
    result = grade_code(broken, GOOD, 1)
    assert result.outcome == "system_error" and "AttributeError" in result.message


@pytest.mark.sandbox
def test_grading_and_run_on_the_fixture(problem):
    graded = grade_code(problem, GOOD, 1)
    assert graded.verdict == "accepted" and graded.score == 1.0
    assert [c.name for c in graded.cases] == ["on the true simulator", "a bumper that never reports anything",
                                              "a clock that never moves on"]
    assert graded.cases[2].message.startswith("caught by test_clock failed: AssertionError")
    ran = run_examples(problem, GOOD + "\n\ndef test_loud():\n    print('loud')\n    assert False\n")
    assert [(c.name, c.passed, c.kind) for c in ran.cases] == [
        ("test_bumper", True, "example"), ("test_clock", True, "example"), ("test_loud", False, "example")]
    assert ran.cases[2].stdout == "loud\n" and ran.verdict == "wrong_answer"
    assert ran.message.startswith("2 of 3 tests pass on the true simulator")


def _sandbox():
    from grader.sandbox import get_sandbox

    return get_sandbox()


def test_the_sim_is_mounted_from_a_copy_the_sandbox_user_can_read():
    """bwrap runs as the sandbox uid: a checkout in a private home (0700) must not matter."""
    staged = staged_sim_dir()
    assert staged != SIM_HOST_DIR and staged.stat().st_mode & 0o005 == 0o005
    for path in staged.parent, *staged.rglob("*"):
        assert path.stat().st_mode & 0o004, path
    assert sorted(p.name for p in staged.glob("*.py")) == sorted(p.name for p in SIM_HOST_DIR.glob("*.py"))
