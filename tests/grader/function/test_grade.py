"""The trusted side of grading (cases, checking, verdicts, diagnosis) with an in-process runner.
The same flows through the real sandbox are in tests/hostile and tests/app."""

import pytest

import grader.function.grade as grade_module
from grader.grade import grade_code, run_examples
from grader.problem import load_problem
from tests.utils.inprocess import execute_in_process
from tests.utils.problem_files import SCALE_A_VECTOR

CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
ADDS = "def scale(x, y, k):\n    return (x + k, y + k)\n"


@pytest.fixture
def problem(monkeypatch):
    monkeypatch.setattr(grade_module, "execute_function_cases", execute_in_process)
    return load_problem(SCALE_A_VECTOR)


def test_a_correct_solution_is_accepted_on_named_and_random_cases(problem):
    result = grade_code(problem, CORRECT, seed=7)
    assert (result.outcome, result.verdict, result.score) == ("graded", "accepted", 1.0)
    assert [c.kind for c in result.cases].count("named") == 2
    assert [c.kind for c in result.cases].count("random") == 10


def test_random_cases_are_repeatable_by_seed(problem):
    first = grade_code(problem, CORRECT, seed=7)
    again = grade_code(problem, CORRECT, seed=7)
    other = grade_code(problem, CORRECT, seed=8)
    assert [c.args for c in first.cases] == [c.args for c in again.cases]
    assert [c.args for c in first.cases] != [c.args for c in other.cases]


def test_a_known_mistake_gets_its_hint_and_named_cases_hide_their_values(problem):
    result = grade_code(problem, ADDS, seed=1)
    assert result.verdict == "wrong_answer" and result.mistake_id == "adds-instead"
    assert "Scaling multiplies" in result.hint
    named = [c for c in result.cases if c.kind == "named"]
    assert all(c.args is None and c.expected is None and c.got is None for c in named)
    # What the case checks, labelled as such; where the answer differs, without our values.
    assert named[0].checks == "Multiplying by zero gives the zero vector."
    assert named[0].message == "A number differs at [0]."
    assert [c.name for c in result.cases if c.points_at_mistake] in (["zero factor"], ["negative factor"])
    failing_random = next(c for c in result.cases if c.kind == "random" and not c.passed)
    assert failing_random.args is not None and failing_random.expected is not None


def test_an_unknown_mistake_gets_no_hint(problem):
    result = grade_code(problem, "def scale(x, y, k):\n    return (k * x, k * x)\n", seed=1)
    assert result.verdict == "wrong_answer" and result.hint is None


def test_a_crash_in_one_case_is_a_runtime_error_with_the_others_judged(problem):
    code = "def scale(x, y, k):\n    return (k * x * (k / k), k * y)\n"
    result = grade_code(problem, code, seed=1)
    assert result.verdict == "runtime_error"
    zero = next(c for c in result.cases if c.name == "zero factor")
    assert zero.message.startswith("ZeroDivisionError")
    assert any(c.passed for c in result.cases)


@pytest.mark.parametrize("code, fragment", [
    ("def scale(x, y, k)\n    return x\n", "SyntaxError on line 1"),
    ("def stretch(x, y, k):\n    return x\n", "Define a function named scale"),
    ("x = 1\n" * 20000, "KiB"),
])
def test_ungradable_code_is_not_run(problem, code, fragment):
    result = grade_code(problem, code, seed=1, max_code_bytes=64 * 1024)
    assert result.outcome == "ungradable" and fragment in result.message and result.verdict is None


def test_run_examples_shows_expected_and_got(problem):
    result = run_examples(problem, ADDS)
    assert [c.name for c in result.cases] == ["Example 1", "Example 2"]
    first = result.cases[0]
    assert first.args == [1.0, 2.0, 3.0] and first.expected == [3.0, 6.0] and first.got == [4.0, 5.0]
    assert result.hint is None  # Run teaches with expected vs got; hints come with Submit


def test_named_cases_do_not_leak_their_values_through_prints_plots_or_errors(problem, monkeypatch):
    from grader.execute import CaseExecution, Execution

    def leaky(code, entry_point, cases_args, limits, *, sandbox=None, keep_arguments=False, stop_at_time_limit=False):
        return Execution(load_status="ok", sandbox="fake", cases=[
            CaseExecution(status="error", message=f"ValueError: {args} (line 3)", stdout=f"{args}\n",
                          plots=[{"xs": [args[0]], "ys": [args[1]]}]) for args in cases_args])

    monkeypatch.setattr(grade_module, "execute_function_cases", leaky)
    result = grade_code(problem, CORRECT, seed=1)
    for case in result.cases:
        if case.kind == "named":
            assert (case.message, case.stdout, case.plots) == ("ValueError (line 3)", "", [])
        else:
            assert str(case.args) in case.message and case.stdout and case.plots



def test_an_unlisted_slip_that_explains_every_failure_gets_its_generic_hint(problem):
    result = grade_code(problem, "def scale(x, y, k):\n    return (-k * x, -k * y)\n", seed=1)
    assert result.verdict == "wrong_answer" and result.mistake_id == "slip:sign-flipped"
    assert "opposite sign" in result.hint
    swapped = grade_code(problem, "def scale(x, y, k):\n    return (k * y, k * x)\n", seed=1)
    assert swapped.mistake_id == "slip:swapped-pair"


def test_a_hidden_case_shows_an_authors_checker_message_only_when_it_holds_no_number(problem, monkeypatch):
    problem.spec.checker.kind = "custom"
    for text, shown in (("your vector points the wrong way", "your vector points the wrong way"),
                        ("your x is off by 3.0", "Your answer is wrong on this hidden case.")):
        problem.reference.check = lambda args, expected, got, text=text: (False, text)
        named = [c for c in grade_code(problem, ADDS, seed=1).cases if c.kind == "named"]
        assert named[0].message == shown


def test_the_case_that_points_at_the_mistake_is_the_most_specific_one(tmp_path, monkeypatch):
    """Of the failing named cases, the one that catches the fewest listed mistakes is first."""
    from tests.utils.problem_files import copy_fixture, set_scale_mistakes

    monkeypatch.setattr(grade_module, "execute_function_cases", execute_in_process)
    folder = copy_fixture(tmp_path)
    set_scale_mistakes(folder, {"adds-instead": ("(x + k, y + k)", "Scaling multiplies."),
                                "ignores-sign": ("(abs(k) * x, abs(k) * y)", "A negative factor flips the vector.")})
    problem = load_problem(folder)
    adds = grade_code(problem, ADDS, seed=1)
    assert adds.mistake_id == "adds-instead"
    assert [c.name for c in adds.cases if c.points_at_mistake] == ["zero factor"]  # catches only this one
    flips = grade_code(problem, "def scale(x, y, k):\n    return (abs(k) * x, abs(k) * y)\n", seed=1)
    assert flips.mistake_id == "ignores-sign"
    assert [c.name for c in flips.cases if c.points_at_mistake] == ["negative factor"]


@pytest.mark.sandbox
def test_run_stops_at_the_first_example_that_runs_out_of_time_and_says_why():
    problem = load_problem(SCALE_A_VECTOR)
    result = run_examples(problem, "def scale(x, y, k):\n    while True:\n        pass\n")
    first, second = result.cases
    assert first.verdict == "time_limit" and "took more than 1 s of CPU time" in first.message
    assert second.verdict == "runtime_error" and second.message.startswith("not run: an earlier example ran out of time")


@pytest.mark.sandbox
def test_an_error_in_a_visible_case_shows_the_way_through_the_learners_functions():
    problem = load_problem(SCALE_A_VECTOR)
    code = "def helper(k):\n    return 1 / (k - k)\n\ndef scale(x, y, k):\n    return (helper(k), y)\n"
    message = run_examples(problem, code).cases[0].message
    assert message.splitlines() == ["ZeroDivisionError: float division by zero (line 2)", "  line 5, in scale",
                                    "  line 2, in helper"]
    hidden = grade_code(problem, code, seed=1)
    named = next(c for c in hidden.cases if c.kind == "named")
    assert named.message == "ZeroDivisionError (line 2)"


def test_cases_skipped_after_a_time_limit_do_not_hide_the_mistake(problem, monkeypatch):
    """A learner whose code loops on one case has the cases after it skipped: the mistake is
    still diagnosed from the cases that ran."""
    from grader.execute import _not_run

    def skips_after_the_third(*args, **kwargs):
        execution = execute_in_process(*args, **kwargs)
        execution.cases[3:] = [_not_run() for _ in execution.cases[3:]]
        return execution

    monkeypatch.setattr(grade_module, "execute_function_cases", skips_after_the_third)
    result = grade_code(problem, ADDS, seed=1)
    assert result.mistake_id == "adds-instead" and "Scaling multiplies" in result.hint
    assert sum("not run" in c.message for c in result.cases) == len(result.cases) - 3


def test_a_diagnosis_that_runs_past_its_budget_gives_no_hint_rather_than_hold_the_worker(problem, monkeypatch):
    import time as clock

    slow_clock = iter(range(0, 10_000, 20))  # every look at the clock is 20 s later
    monkeypatch.setattr(clock, "monotonic", lambda: next(slow_clock))
    result = grade_code(problem, ADDS, seed=1)
    assert result.verdict == "wrong_answer" and result.hint is None and result.mistake_id is None
    monkeypatch.undo()
    monkeypatch.setattr(grade_module, "execute_function_cases", execute_in_process)
    assert grade_code(problem, ADDS, seed=1).mistake_id == "adds-instead"  # with time to spare


def test_the_table_of_which_case_catches_which_mistake_covers_cases_failed_later():
    """It is kept per problem version in a long-lived worker; a later grading failing other named
    cases must find them in it, not a table built from the first grading's failures only."""
    from grader.function import diagnosis
    from grader.cases import hidden_cases

    problem = load_problem(SCALE_A_VECTOR)
    named = [case for case in hidden_cases(problem, 1) if case.kind == "named"]
    diagnosis._CATCHERS.pop((problem.slug, problem.version), None)
    assert set(diagnosis.catchers(problem, named[:1])) == {named[0].name}
    assert set(diagnosis.catchers(problem, named)) == {case.name for case in named}


def test_an_authors_checker_that_raises_is_a_system_error_not_the_learners_wrong_answer(problem, monkeypatch):
    problem.spec.checker.kind = "custom"

    def broken_check(args, expected, got):
        raise KeyError("the author's bug")
    monkeypatch.setattr(problem.reference, "check", broken_check, raising=False)
    result = grade_code(problem, CORRECT, seed=1)
    assert result.outcome == "system_error" and result.verdict is None
    assert "our fault" in result.message and "KeyError" not in result.message
