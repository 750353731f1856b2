"""A problem's trusted picture(): drawn for the cases whose values may be shown, ours against the
learner's, robust to whatever the learner returned; validate holds authors to that."""

from pathlib import Path

import pytest

import grader.function.grade as grade_module
from grader.grade import grade_code, run_examples
from grader.function.pictures import MAX_PICTURED_FAILURES, picture_of
from grader.problem import load_problem
from grader.validate import validate_folder
from tests.utils.inprocess import execute_in_process
from tests.utils.problem_files import copy_fixture

REFERENCE = '''
def scale(x, y, k):
    return (k * x, k * y)


def generate(rng):
    return [round(rng.uniform(-5, 5), 3), round(rng.uniform(-5, 5), 3), round(rng.uniform(-3, 3), 3)]


def picture(args, expected, got):
    parts = [{"kind": "grid", "cells": [[0, 1], [None, 0.5]], "label": "floor"},
             {"kind": "line", "xs": [0, expected[0]], "ys": [0, expected[1]], "label": "ours"}]
    if got is not None:
        parts.append({"kind": "line", "xs": [0, got[0]], "ys": [0, got[1]], "label": "yours"})
    return parts
'''
CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
ADDS = "def scale(x, y, k):\n    return (x + k, y + k)\n"


def problem_with(tmp_path: Path, reference: str):
    folder = copy_fixture(tmp_path)
    (folder / "reference.py").write_text(reference)
    return folder


@pytest.fixture
def pictured(tmp_path, monkeypatch):
    monkeypatch.setattr(grade_module, "execute_function_cases", execute_in_process)
    return load_problem(problem_with(tmp_path, REFERENCE))


def test_run_draws_every_example_ours_and_yours(pictured):
    result = run_examples(pictured, ADDS)
    for case in result.cases:
        grid, ours, yours = case.picture
        assert grid.kind == "grid" and grid.cells == [[0, 255], [None, 128]]
        assert ours.ys[-1] == case.expected[1] and yours.ys[-1] == case.got[1]


def test_a_submission_draws_its_first_failed_random_cases_and_never_a_named_one(pictured):
    result = grade_code(pictured, ADDS, seed=3)
    drawn = [c for c in result.cases if c.picture]
    assert all(c.kind == "random" and not c.passed for c in drawn)
    assert len(drawn) == min(MAX_PICTURED_FAILURES, sum(c.kind == "random" and not c.passed for c in result.cases))
    assert all(c.picture == [] for c in result.cases if c.kind == "named")
    accepted = grade_code(pictured, CORRECT, seed=3)
    assert all(c.picture == [] for c in accepted.cases)


def test_a_learner_who_returns_nothing_gets_our_answer_drawn_alone(pictured):
    result = run_examples(pictured, "def scale(x, y, k):\n    raise ValueError('no')\n")
    assert [p.label for p in result.cases[0].picture] == ["floor", "ours"]


def test_a_picture_that_breaks_on_the_learners_value_is_dropped_not_fatal(tmp_path, monkeypatch):
    monkeypatch.setattr(grade_module, "execute_function_cases", execute_in_process)
    fragile = REFERENCE.replace('"xs": [0, got[0]]', '"xs": [0, got["x"]]')
    problem = load_problem(problem_with(tmp_path, fragile))
    result = run_examples(problem, ADDS)
    assert result.outcome == "graded" and all(c.picture == [] for c in result.cases)
    assert not result.cases[0].passed and result.cases[0].got == [4.0, 5.0]


@pytest.mark.parametrize("part", [
    "a string", {"kind": "pie"}, {"kind": "line", "xs": [1, 2], "ys": [1]}, {"kind": "line", "xs": ["a"], "ys": [1]},
    {"kind": "grid", "cells": [[0, 1], [1]]}, {"kind": "grid"},
])
def test_malformed_parts_are_dropped_and_the_rest_kept(tmp_path, part):
    problem = load_problem(problem_with(tmp_path, REFERENCE))
    problem.reference.picture = lambda args, expected, got: [part, {"xs": [0, 1], "ys": [float("nan"), 2]}]
    [kept] = picture_of(problem, [1, 2, 3], [3, 6], None)
    assert kept.kind == "line" and kept.ys == [None, 2.0]


@pytest.mark.sandbox
def test_validate_accepts_a_sturdy_picture_and_rejects_one_that_trusts_the_learner(tmp_path):
    sturdy = validate_folder(problem_with(tmp_path / "a", REFERENCE.replace(
        "if got is not None:", "if isinstance(got, list) and len(got) == 2 and all(isinstance(v, (int, float)) for v in got):")))
    assert sturdy.ok, sturdy.errors
    assert "picture: draws every example, survives malformed answers" in sturdy.notes
    trusting = validate_folder(problem_with(tmp_path / "b", REFERENCE))
    assert trusting.errors == ["picture() on Example 1 returned a malformed part: "
                               "{'kind': 'line', 'xs': [0, 'n'], 'ys': [0, 'o'], 'label': 'yours'}"]
    raising = validate_folder(problem_with(tmp_path / "c", REFERENCE.replace("got[1]]", "got[1] + 0]")))
    assert raising.errors[0].startswith("picture() raises on Example 1 with got='not an answer': TypeError")
