"""Each problem, end to end without the sandbox: it loads; the reference passes its own examples
and named cases under the problem's checker; every mistake fails a named case and is diagnosed
as itself; and a plain correct solution, written from the statement alone, passes every named case
and 50 random ones.

Every function problem under problems/ is covered; each needs a learner's solution in
tests/utils/solutions/<slug>.py.
"""

from __future__ import annotations

import ast
import inspect
import json
import random
from pathlib import Path

import pytest

from grader.cases import Case, as_json_args, call_trusted, example_cases, hidden_cases
from grader.checkers import check_output
from grader.function.diagnosis import diagnose
from grader.problem import Problem, load_problem, mistake_function_name, slugify
from grader.library import problem_folders
from tests.utils.problem_files import problem_kind
from tests.utils.solutions import solution_for
from tests.utils.trusted_memo import remembering_trusted_calls

PROBLEMS_ROOT = Path(__file__).resolve().parents[2] / "problems"
RANDOM_CASES = 50

# A folder without its problem.yaml (an author's work in progress) is the library's to report.
FOLDERS = [str(folder.relative_to(PROBLEMS_ROOT)) for folder in problem_folders(PROBLEMS_ROOT)
           if problem_kind(folder) == "function"]


@pytest.fixture(scope="module", params=FOLDERS)
def problem(request) -> Problem:
    return load_problem(PROBLEMS_ROOT / request.param)


def judge(problem: Problem, case: Case, got, expected=None) -> tuple[bool, str]:
    """`expected`: the reference's answer to `case` when already worked out (the same value)."""
    if expected is None:
        expected = call_trusted(problem.solve, case.args)
    return check_output(problem.spec.checker, case.args, expected, got, problem.custom_check)


def named_cases(problem: Problem) -> list[Case]:
    return [case for case in hidden_cases(problem, seed=0) if case.kind == "named"]


def random_cases(problem: Problem, seed: int, count: int = RANDOM_CASES) -> list[Case]:
    rng = random.Random(seed)
    return [Case(f"random #{i}", "random", as_json_args(problem.reference.generate(rng))) for i in range(count)]


def learner_function(problem: Problem, code: str):
    namespace = {"plot": lambda *args, **kwargs: None}
    exec(compile(code, f"<learner {problem.slug}>", "exec"), namespace)
    return namespace[problem.spec.entry_point]


def run_as_learner(function, case: Case) -> tuple[bool, object]:
    """(returned normally, JSON-decoded value), as the sandbox reports it."""
    try:
        return True, json.loads(json.dumps(function(*json.loads(json.dumps(case.args)))))
    except Exception:
        return False, None


def test_folder_is_the_slug_of_the_title_and_the_problem_is_complete(problem):
    assert problem.folder.name == slugify(problem.spec.title)
    assert problem.spec.kind == "function"
    assert len(problem.spec.examples) >= 2
    assert problem.spec.cases.random.count >= 30
    assert problem.statement_md.strip()
    assert all(case.why for case in problem.spec.cases.named), "every named case says why it matters"
    assert solution_for(problem.slug), f"add a learner's solution: tests/utils/solutions/{problem.slug}.py"


def test_reference_passes_its_examples_and_named_cases(problem):
    for case in example_cases(problem) + named_cases(problem):
        passed, message = judge(problem, case, call_trusted(problem.solve, case.args))
        assert passed, f"{case.name}: {message}"


def changes_its_arguments(function, case: Case) -> bool:
    args = json.loads(json.dumps(case.args))
    try:
        function(*args)
    except Exception:
        return False
    return args != case.args


def test_every_mistake_fails_a_named_case(problem):
    assert problem.mistake_functions, "the section's common mistakes are missing"
    # The cases and the reference's answers once per problem, each mistake run once per case.
    named = named_cases(problem)
    expected = [call_trusted(problem.solve, case.args) for case in named]
    for mistake_id, function in problem.mistake_functions.items():
        caught = []
        for case, answer in zip(named, expected):
            ok, got = run_as_learner(function, case)
            if (not ok or not judge(problem, case, got, answer)[0]
                    or (problem.spec.keep_arguments and changes_its_arguments(function, case))):
                caught.append(case.name)
        assert caught, f"no named case catches {mistake_id}"


@pytest.mark.parametrize("seed", [7])
def test_every_mistake_is_diagnosed_as_itself(problem, seed):
    """Run as the validator runs it: mistakes.py's source as the learner's whole program (on a
    seed of its own: test_validate_all grades every mistake in the sandbox on seeds 1 and 2)."""
    cases = hidden_cases(problem, seed)
    source = inspect.getsource(problem.mistakes)
    with remembering_trusted_calls():  # the reference's answers and each mistake's worked out once
        expected = [call_trusted(problem.solve, case.args) for case in cases]
        for mistake_id in problem.mistake_functions:
            function = learner_function(problem, f"{source}\n{problem.spec.entry_point} = {mistake_function_name(mistake_id)}\n")
            learner = [run_as_learner(function, case) for case in cases]
            failed = [not ok or not judge(problem, case, value, answer)[0]
                      or (problem.spec.keep_arguments and changes_its_arguments(function, case))
                      for case, answer, (ok, value) in zip(cases, expected, learner)]
            diagnosed = diagnose(problem, cases, learner, failed)
            assert diagnosed is not None and diagnosed.id == mistake_id, f"{mistake_id} diagnosed as {diagnosed}"


def test_mistakes_use_the_standard_library_only(problem):
    """The validator grades mistakes.py as a learner's program, in the sandbox: no `reference`."""
    tree = ast.parse(inspect.getsource(problem.mistakes))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert imported <= {"math", "cmath", "itertools", "functools", "heapq", "collections", "bisect"}, imported


@pytest.mark.parametrize("seed", [0, 1])
def test_a_plain_correct_solution_passes_named_and_random_cases(problem, seed):
    function = learner_function(problem, solution_for(problem.slug))
    for case in example_cases(problem) + named_cases(problem) + random_cases(problem, seed):
        ok, got = run_as_learner(function, case)
        assert ok, f"{case.name} {case.args}: the solution raised"
        passed, message = judge(problem, case, got)
        assert passed, f"{case.name} {case.args}: {message}"


def test_random_cases_are_repeatable_json_and_vary(problem):
    first, again = random_cases(problem, 3, 20), random_cases(problem, 3, 20)
    assert [c.args for c in first] == [c.args for c in again]
    assert len({json.dumps(c.args) for c in first}) > 15
