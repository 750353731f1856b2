"""What a checker may take to the browser (grader/browser/extract.py): on a small tree of its
own, a checker that needs another problem's answer requires that problem solved, one that needs
its own answer requires itself, the entry point and generators never go; and on the course's
problems, the helpers are no problem's answer and Elbow Up needs the arm's hand."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from grader.browser import extract
from grader.browser.extract import BROWSER_ROOT_NAME, HELPERS, NotExtractable, answer_owners, extract_checker
from grader.problem import PROJECT_ROOT

ARM = '''
import math

TURN_RAD = 2 * math.pi


def wrap(a):
    return math.fmod(a, TURN_RAD)


def hand(l, t):
    return (l * math.cos(wrap(t)), l * math.sin(t))
'''


def _problem(root: Path, slug: str, entry: str, reference: str) -> Path:
    folder = root / "problems" / "level-2" / slug
    folder.mkdir(parents=True)
    (folder / "problem.yaml").write_text(f"entry_point: {entry}\n")
    (folder / "reference.py").write_text(reference)
    return folder / "reference.py"


@pytest.fixture
def tree(tmp_path, monkeypatch):
    (tmp_path / "reference").mkdir()
    (tmp_path / "reference" / "__init__.py").write_text("")
    (tmp_path / "reference" / "arm.py").write_text(ARM)
    monkeypatch.setattr(extract, "HELPERS", frozenset({("reference.arm", "wrap")}))
    extract.answer_owners.cache_clear()
    _problem(tmp_path, "gripper", "gripper",
             "from reference.arm import hand\n\ndef gripper(l, t):\n    return hand(l, t)\n")
    _problem(tmp_path, "bend", "bend", (
        "from reference.arm import hand, wrap\n\n"
        "def _square(x):\n    return x * x\n\n"
        "def bend(l, x):\n    return _square(x) / l\n\n"
        "def generate(rng):\n    return [1.0, rng.random()]\n\n"
        "def check(args, expected, got):\n"
        "    return abs(hand(args[0], got)[0] - args[1]) < 1e-9 and wrap(got) == got, ''\n\n"
        "def picture(args, expected, got):\n    return _square(got)\n"))
    _problem(tmp_path, "greedy", "greedy",
             "def greedy(x):\n    return x\n\ndef check(args, expected, got):\n    return greedy(got) == expected, ''\n")
    yield tmp_path
    extract.answer_owners.cache_clear()


def _defined(modules: dict[str, str]) -> set[str]:
    return {node.name for source in modules.values() for node in ast.parse(source).body
            if isinstance(node, (ast.FunctionDef, ast.ClassDef))}


def test_another_problems_answer_is_kept_and_requires_that_problem_solved(tree):
    bend = tree / "problems" / "level-2" / "bend" / "reference.py"
    checker = extract_checker(bend, ["check"], "bend", root=tree)
    assert {"check", "hand", "wrap"} <= _defined(checker.modules)
    assert checker.requires_solved == [["gripper"]]
    assert "TURN_RAD" in checker.modules["reference.arm"]  # a constant the kept code needs


def test_its_own_answer_requires_itself_and_the_entry_point_and_generators_never_go(tree):
    bend = tree / "problems" / "level-2" / "bend" / "reference.py"
    checker = extract_checker(bend, ["check", "picture"], "bend", root=tree)
    assert "_square" in _defined(checker.modules) and ["bend"] in checker.requires_solved
    assert not {"bend", "generate"} & _defined(checker.modules)
    greedy = tree / "problems" / "level-2" / "greedy" / "reference.py"
    with pytest.raises(NotExtractable, match="greedy"):
        extract_checker(greedy, ["check"], "greedy", root=tree)


def test_a_helper_is_nobodys_answer_and_a_checker_of_helpers_only_requires_nothing(tree):
    owners = answer_owners(tree)
    assert owners[("reference.arm", "hand")] == {"gripper"}  # bend's checker uses it, its answer does not
    assert ("reference.arm", "wrap") not in owners and ("reference.arm", "TURN_RAD") not in owners
    gripper = tree / "problems" / "level-2" / "gripper" / "reference.py"
    (gripper.parent / "reference.py").write_text(gripper.read_text() + (
        "\nfrom reference.arm import wrap\n\ndef check(args, expected, got):\n    return wrap(got) == expected, ''\n"))
    assert extract_checker(gripper, ["check"], "gripper", root=tree).requires_solved == []


def _delegate(reference_py: Path, entry_point: str) -> str | None:
    """The function an entry point hands all its work to (`return f(...)`), if it does."""
    tree = ast.parse(reference_py.read_text())
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == entry_point:
            body = [s for s in node.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
            if len(body) == 1 and isinstance(body[0], ast.Return) and isinstance(body[0].value, ast.Call):
                func = body[0].value.func
                return getattr(func, "id", None) or getattr(func, "attr", None)
    return None


def test_no_course_problem_asks_for_a_helper_alone():
    helper_names = {name for _, name in HELPERS}
    for reference_py, entry_point in ((e[1], e[2]) for e in extract._problem_entries(PROJECT_ROOT)):
        assert entry_point not in helper_names, reference_py
        assert _delegate(reference_py, entry_point) not in helper_names, reference_py


def test_elbow_up_carries_the_arms_hand_for_learners_who_solved_where_the_gripper_lands():
    reference_py = PROJECT_ROOT / "problems" / "level-3" / "elbow-up-or-elbow-down" / "reference.py"
    checker = extract_checker(reference_py, ["check"], "elbow_solutions")
    assert "hand_position" in _defined(checker.modules)
    assert any("where-the-gripper-lands" in group for group in checker.requires_solved)
    assert not {"elbow_solutions", "generate", "generate_edges", "two_link_solutions"} & _defined(checker.modules)
    assert BROWSER_ROOT_NAME in checker.modules
