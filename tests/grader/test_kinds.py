"""The registry of problem kinds: it serves exactly the kinds problems use, refuses a kind it does
not know (naming the problem's file and field, never falling back to the function kind), and
grades a kind registered from outside the grading core without any change to grader/grade.py."""

from __future__ import annotations

import importlib
import sys
import textwrap
import typing
from pathlib import Path

import pytest
import yaml

import grader.validate
from grader import kinds
from grader.grade import grade_code, run_examples
from grader.library import problem_folders
from grader.problem import ProblemSpec, load_problem
from grader.validate import validate_folder
from tests.utils.problem_files import SCALE_A_VECTOR

PROBLEMS = Path(__file__).resolve().parents[2] / "problems"

FAKE_KIND = '''
"""A kind from outside the grading core: it echoes what it was asked."""
from grader.contract import GradingResult
from grader.kind import Findings


def grade(problem, code, seed, options):
    if options.progress is not None:
        options.progress(1, 1)
    return GradingResult(outcome="graded", verdict="accepted", score=1.0,
                         message=f"fake graded {problem.slug} seed={seed} max={options.max_code_bytes}")


def run_examples(problem, code, options):
    return GradingResult(outcome="graded", verdict="wrong_answer", score=0.0, message=f"fake ran {code!r}")


def validate(problem, *, mutation):
    return Findings(notes=[f"fake validated {problem.slug} mutation={mutation}"])
'''


def _as_kind(problem, kind: str):
    """The problem as if its problem.yaml said `kind: <kind>` (the schema lists only the built-in kinds)."""
    problem.spec = problem.spec.model_copy(update={"kind": kind})
    return problem


def test_the_registry_serves_exactly_the_kinds_problems_use():
    used = {yaml.safe_load((folder / "problem.yaml").read_text())["kind"] for folder in problem_folders(PROBLEMS)}
    allowed = set(typing.get_args(ProblemSpec.model_fields["kind"].annotation))
    assert used == allowed == set(kinds.names()) == {"function", "controller", "tests"}


def test_each_built_in_kind_offers_the_whole_interface():
    problem = load_problem(SCALE_A_VECTOR)
    for name in kinds.names():
        kind = kinds.kind_of(_as_kind(problem, name))
        assert all(callable(getattr(kind, part, None)) for part in ("grade", "run_examples", "validate")), name


def test_an_unknown_kind_is_an_error_naming_the_problem_file_and_field():
    problem = _as_kind(load_problem(SCALE_A_VECTOR), "planning-pictures")
    with pytest.raises(kinds.UnknownKind) as raised:
        grade_code(problem, "def scale(x, y, k):\n    return x\n", 1)
    assert raised.value.path == str(SCALE_A_VECTOR.resolve() / "problem.yaml") and raised.value.field == "kind"
    assert "'planning-pictures'" in raised.value.message and "controller, function, tests" in raised.value.message
    with pytest.raises(kinds.UnknownKind):
        run_examples(problem, "def scale(x, y, k):\n    return x\n")


def test_the_function_kind_is_not_a_fallback(monkeypatch):
    """With no function kind registered, a function problem is refused, not graded anyway."""
    monkeypatch.delitem(kinds._KINDS, "function")
    with pytest.raises(kinds.UnknownKind):
        grade_code(load_problem(SCALE_A_VECTOR), "def scale(x, y, k):\n    return x\n", 1)
    report = validate_folder(SCALE_A_VECTOR)
    assert report.slug == "scale-a-vector" and report.notes == []
    assert report.errors == [f"kind: 'function' is not a kind the grader knows; use one of controller, tests "
                             f"({SCALE_A_VECTOR.resolve() / 'problem.yaml'})"]


@pytest.fixture
def fake_kind(tmp_path, monkeypatch):
    package = tmp_path / "fake_kind_package"
    package.mkdir()
    (package / "__init__.py").write_text('"""A new kind is one new folder."""\n')
    (package / "kind.py").write_text(textwrap.dedent(FAKE_KIND))
    monkeypatch.syspath_prepend(str(tmp_path))
    kinds.register("fake", importlib.import_module("fake_kind_package.kind"))
    yield
    kinds.unregister("fake")
    for name in ("fake_kind_package.kind", "fake_kind_package"):
        sys.modules.pop(name, None)


def test_a_kind_registered_from_a_new_package_is_graded_through_grade_code(fake_kind):
    problem = _as_kind(load_problem(SCALE_A_VECTOR), "fake")
    seen = []
    result = grade_code(problem, "anything", 42, max_code_bytes=1000, progress=lambda done, total: seen.append(done))
    assert (result.verdict, result.message) == ("accepted", "fake graded scale-a-vector seed=42 max=1000")
    assert seen == [1]
    assert run_examples(problem, "print(1)").message == "fake ran 'print(1)'"


def test_a_kind_registered_from_a_new_package_is_validated_through_validate(fake_kind, monkeypatch):
    problem = _as_kind(load_problem(SCALE_A_VECTOR), "fake")
    monkeypatch.setattr(grader.validate, "load_problem", lambda folder: problem)
    report = validate_folder(SCALE_A_VECTOR, mutation=False)
    assert report.ok and report.notes == ["fake validated scale-a-vector mutation=False"]


def test_a_name_is_registered_once(fake_kind):
    with pytest.raises(ValueError, match="'fake' is already registered"):
        kinds.register("fake", object())
    with pytest.raises(ValueError, match="'function' is already registered"):
        kinds.register("function", object())
