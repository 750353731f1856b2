"""Each tests problem under problems/, end to end through the sandbox: it is complete; the
reference suite passes on the true simulator and catches every mutant; each mistake is a weak
suite that is rejected and diagnosed as itself; a learner's plain good suite
(tests/utils/solutions/<slug>.py) is accepted, and Run shows its tests passing."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from grader.grade import grade_code, run_examples
from grader.library import problem_folders
from grader.problem import Problem, load_problem, slugify
from grader.testsuite.diagnosis import mistake_source
from grader.testsuite.discover import discover_tests
from grader.testsuite.execute import mutants_source, run_against_all
from grader.sandbox import get_sandbox
from tests.utils.problem_files import problem_kind
from tests.utils.solutions import solution_for

PROBLEMS_ROOT = Path(__file__).resolve().parents[2] / "problems"
FOLDERS = [str(folder.relative_to(PROBLEMS_ROOT)) for folder in problem_folders(PROBLEMS_ROOT)
           if problem_kind(folder) == "tests"]
STANDARD_LIBRARY_USED = {"math", "random", "functools"}


@pytest.fixture(scope="module", params=FOLDERS)
def problem(request) -> Problem:
    return load_problem(PROBLEMS_ROOT / request.param)


def test_there_are_tests_problems():
    assert {"simulator/tests-for-the-bump-sensor", "simulator/the-museum-patrol-replays-its-night"} <= set(FOLDERS)


def test_the_problem_is_complete(problem):
    assert problem.folder.name == slugify(problem.spec.title)
    assert problem.spec.level == "simulator" and problem.spec.entry_point == "test"
    assert len(problem.spec.tests.mutants) >= 4 and len(problem.spec.mistakes) >= 3
    assert problem.statement_md.strip() and problem.spec.starter.strip()
    assert solution_for(problem.slug), f"add a learner's suite: tests/utils/solutions/{problem.slug}.py"


def test_mutants_use_the_standard_library_only(problem):
    """mutants.py runs in the sandbox, where only the standard library and `sim` exist."""
    tree = ast.parse(mutants_source(problem))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert imported <= STANDARD_LIBRARY_USED, imported


@pytest.mark.sandbox
def test_reference_suite_passes_and_catches_every_mutant(problem):
    suite = problem.reference.SUITE
    tests = discover_tests(suite, "test", 1 << 20)
    true_run, mutant_runs = run_against_all(problem, suite, tests, mutants_source(problem), sandbox=get_sandbox())
    assert [(t.name, t.status, t.message) for t in true_run.tests] == [(name, "passed", "") for name in tests]
    for mutant, run in mutant_runs.items():
        assert any(not t.passed for t in run.tests), f"the reference suite misses {mutant}"


@pytest.mark.sandbox
def test_every_mistake_is_rejected_and_diagnosed_as_itself(problem):
    for mistake in problem.spec.mistakes:
        result = grade_code(problem, mistake_source(problem, mistake.id), 1)
        assert result.outcome == "graded" and result.verdict != "accepted", mistake.id
        assert result.mistake_id == mistake.id, f"{mistake.id} diagnosed as {result.mistake_id}"


@pytest.mark.sandbox
def test_a_learners_good_suite_is_accepted(problem):
    code = solution_for(problem.slug)
    graded = grade_code(problem, code, 1)
    assert graded.verdict == "accepted" and graded.score == 1.0, [c.message for c in graded.cases]
    ran = run_examples(problem, code)
    assert ran.verdict == "accepted" and ran.cases and all(c.passed for c in ran.cases)


@pytest.mark.sandbox
def test_the_starter_is_gradable_and_not_accepted(problem):
    result = grade_code(problem, problem.spec.starter, 1)
    assert result.outcome == "graded" and result.verdict != "accepted"
