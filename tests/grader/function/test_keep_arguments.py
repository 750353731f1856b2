"""keep_arguments: a problem whose statement asks the learner to leave the arguments as they were
fails a call that changed them in place (the answer may be right), says so without revealing a
hidden value, and hints at it when nothing else explains the failures."""

from __future__ import annotations

import pytest
import yaml

import grader.function.grade as grade_module
from grader.execute import execute_function_cases
from grader.function.hint import ARGUMENTS_CHANGED_ID
from grader.function.judge import ARGUMENTS_CHANGED
from grader.grade import grade_code
from grader.problem import Limits, load_problem
from grader.validate import validate_folder
from tests.utils.inprocess import execute_in_process

PROBLEM = {
    "id": "0d6f3f7e-3c1b-4f57-9a55-2b7d3b1f0a11", "title": "Middle of the Readings", "level": 2,
    "topic": "Test fixtures", "kind": "function", "entry_point": "middle", "keep_arguments": True,
    "statement": "Return the median of `readings` (odd length); leave the list as it was.",
    "examples": [{"args": [[3, 1, 2]]}, {"args": [[5.0, 4.0, 9.0, 1.0, 0.0]]}],
    "cases": {"named": [{"name": "sorted already", "args": [[1, 2, 3]], "why": "Already in order."},
                        {"name": "shuffled", "args": [[9, 1, 5]], "why": "Out of order."}],
              "random": {"count": 10}},
    "checker": {"kind": "exact"}, "limits": {"time_s": 1, "memory_mib": 128, "wall_s": 10},
    "mistakes": [{"id": "takes-the-middle-unsorted", "hint": "Sort first: the median is the middle of the sorted list."}],
}
REFERENCE = ("def middle(readings):\n    return sorted(readings)[len(readings) // 2]\n\n"
             "def generate(rng):\n    return [[rng.randint(0, 50) for _ in range(rng.choice([3, 5, 7]))]]\n")
MISTAKES = "def takes_the_middle_unsorted(readings):\n    return readings[len(readings) // 2]\n"
SORTS_IN_PLACE = "def middle(readings):\n    readings.sort()\n    return readings[len(readings) // 2]\n"
COPIES = "def middle(readings):\n    ordered = sorted(readings)\n    return ordered[len(ordered) // 2]\n"


@pytest.fixture
def folder(tmp_path):
    folder = tmp_path / "level-2" / "middle-of-the-readings"
    folder.mkdir(parents=True)
    (folder / "problem.yaml").write_text(yaml.safe_dump(PROBLEM, sort_keys=False))
    (folder / "reference.py").write_text(REFERENCE)
    (folder / "mistakes.py").write_text(MISTAKES)
    return folder


@pytest.fixture
def in_process(monkeypatch):
    monkeypatch.setattr(grade_module, "execute_function_cases", execute_in_process)


def test_a_right_answer_that_sorted_the_callers_list_fails_with_its_own_hint(folder, in_process):
    result = grade_code(load_problem(folder), SORTS_IN_PLACE, seed=3)
    assert result.verdict == "wrong_answer" and result.mistake_id == ARGUMENTS_CHANGED_ID
    failed = [c for c in result.cases if not c.passed]
    assert failed and all(c.message == ARGUMENTS_CHANGED for c in failed)
    assert any(c.passed for c in result.cases)  # the already sorted case is left as it was


def test_a_solution_that_copies_passes_and_a_listed_mistake_keeps_its_hint(folder, in_process):
    problem = load_problem(folder)
    assert grade_code(problem, COPIES, seed=3).verdict == "accepted"
    wrong = grade_code(problem, MISTAKES.replace("takes_the_middle_unsorted", "middle"), seed=3)
    assert wrong.mistake_id == "takes-the-middle-unsorted"


def test_without_keep_arguments_a_change_in_place_is_the_learners_business(folder, in_process):
    problem = load_problem(folder)
    problem.spec.keep_arguments = False
    assert grade_code(problem, SORTS_IN_PLACE, seed=3).verdict == "accepted"


@pytest.mark.sandbox
def test_the_sandbox_reports_a_change_in_place_only_when_asked():
    code = ("def grows(values, other):\n    values.append(1)\n    return len(values)\n\n"
            "def reads(values, other):\n    return len(values) + len(other)\n\n"
            "class Odd:\n    pass\n\ndef plants(values, other):\n    values[0] = Odd()\n    return 0\n")
    limits = Limits(time_s=1, memory_mib=128, wall_s=10)
    seen = {name: execute_function_cases(code, name, [[[1, 2], [3]]], limits, keep_arguments=True).cases[0]
            for name in ("grows", "reads", "plants")}
    assert {name: case.mutated for name, case in seen.items()} == {"grows": True, "reads": False, "plants": True}
    assert seen["grows"].value == 3
    unasked = execute_function_cases(code, "grows", [[[1, 2], [3]]], limits)
    assert unasked.cases[0].mutated is False


@pytest.mark.sandbox
def test_validate_counts_a_mistake_that_changes_the_arguments_as_caught(folder):
    (folder / "mistakes.py").write_text(MISTAKES + "\n\n" + SORTS_IN_PLACE.replace("def middle", "def sorts_in_place"))
    data = yaml.safe_load((folder / "problem.yaml").read_text())
    data["mistakes"].append({"id": "sorts-in-place", "hint": "Sorting the caller's list changes it for them too."})
    (folder / "problem.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    report = validate_folder(folder)
    assert report.ok, report.errors
    assert any(n.startswith("mistake sorts-in-place: caught by 'shuffled'") for n in report.notes)
