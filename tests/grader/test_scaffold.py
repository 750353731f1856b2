"""`python -m grader new`: a draft of each kind that loads, whose first validate report is a
to-do list naming file, line and field, that validates once filled in, and that `publish` serves."""

import re
import shutil
import uuid
from pathlib import Path

import pytest

from grader.__main__ import main
from grader.drafts import DRAFT_FILE, TODO_MARK
from grader.library import load_library
from grader.problem import PROJECT_ROOT, load_problem
from grader.scaffold import ScaffoldError, new_problem
from grader.scaffold.command import ask_topic
from grader.validate import validate_folder

LEVEL_2_FIRST_TOPIC = "A link is a vector"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """An empty problems folder with the real levels' topics."""
    for level in ("level-2", "simulator"):
        (tmp_path / level).mkdir()
        shutil.copy(PROJECT_ROOT / "problems" / level / "topics.yaml", tmp_path / level)
    return tmp_path


def scaffold(root: Path, kind: str, title: str = "A New Problem") -> Path:
    level, topic = ("level-2", "1") if kind == "function" else ("simulator", "Scenarios")
    assert main(["new", level, title, "--kind", kind, "--topic", topic, "--root", str(root)]) == 0
    return root / level / re.sub(r"\W+", "-", title.lower()).strip("-")


def strip_todo_lines(folder: Path) -> None:
    for path in folder.iterdir():
        if path.is_file() and path.name != DRAFT_FILE:
            lines = path.read_text().splitlines(keepends=True)
            path.write_text("".join(line for line in lines if TODO_MARK not in line))


@pytest.mark.parametrize("kind, files", [
    ("function", {"problem.yaml", "statement.md", "reference.py", "mistakes.py", DRAFT_FILE}),
    ("controller", {"problem.yaml", "statement.md", "reference.py", "mistakes.py", DRAFT_FILE}),
    ("tests", {"problem.yaml", "statement.md", "reference.py", "mistakes.py", "mutants.py", DRAFT_FILE}),
])
def test_each_kind_scaffolds_a_draft_that_loads_with_a_fresh_uuid(root, kind, files):
    first, second = scaffold(root, kind, "First of Two"), scaffold(root, kind, "Second of Two")
    assert {path.name for path in first.iterdir()} == files
    problems = [load_problem(first), load_problem(second)]
    assert [p.slug for p in problems] == ["first-of-two", "second-of-two"]
    assert problems[0].spec.kind == kind and problems[0].spec.title == "First of Two"
    assert problems[0].spec.id != problems[1].spec.id and uuid.UUID(str(problems[0].spec.id)).version == 4
    assert problems[0].spec.topic == (LEVEL_2_FIRST_TOPIC if kind == "function" else "Scenarios")
    assert load_library(root).problems == {}  # drafts are not served
    assert {error.field for error in load_library(root).errors} == {"DRAFT"}


@pytest.mark.sandbox
@pytest.mark.parametrize("kind, count, found", [
    ("function", 7, "mistake first-mistake: no named hidden case catches it"),
    ("controller", 9, "mistake first-mistake: no named scenario catches it"),
    ("tests", 6, "mistake first-mistake: graded graded/accepted"),
])
def test_the_first_report_is_a_to_do_list_naming_file_and_field(root, kind, count, found, capsys):
    folder = scaffold(root, kind)
    capsys.readouterr()
    report = validate_folder(folder)
    todo = [error for error in report.errors if error.startswith("to do ")]
    assert len(todo) == count and report.errors[:count] == todo  # the to-do list comes first
    assert todo[0].startswith(f"to do 1/{count}: statement.md line 3, statement: write the statement")
    assert any(e.startswith(f"to do 2/{count}: reference.py line ") for e in todo)
    assert any(", starter: write what the learner's editor opens with" in e and "problem.yaml line" in e for e in todo)
    assert todo[-1].startswith(f"to do {count}/{count}: mistakes.py line ")
    assert any(error.startswith(found) for error in report.errors[count:])
    assert main(["validate", str(folder)]) == 1
    out = capsys.readouterr().out
    assert f"      to do 1/{count}: statement.md" in out and "a draft: not served" in out


FILLED_IN_MISTAKES = {
    "function": "def first_mistake(x, y):\n    return abs(x) + abs(y)\n",
    "controller": "class first_mistake:\n    def __init__(self, hw):\n        self.hw = hw\n\n"
                  "    def update(self, dt_s):\n        self.hw.set_duty(0.0, 0.0)\n",
    "tests": ("from grader.testsuite.suites import reference_suite, swap_test\n\n\n"
              "def first_mistake():\n"
              "    return swap_test(reference_suite(__file__), 'test_a_head_on_contact_presses_the_bumper', '''\n"
              "def test_a_head_on_contact_presses_the_bumper():\n"
              "    robot = sim.Simulator(sim.World(3.0, 2.0), seed=1, pose=(2.0, 1.0, 0.0))\n"
              "    robot.set_duty(0.6, 0.6)\n"
              "    for _ in range(500):\n"
              "        robot.advance(0.02)\n"
              "    assert robot.pose()[0] > 2.5\n"
              "''')\n"),
}


@pytest.mark.sandbox
@pytest.mark.parametrize("kind", ["function", "controller", "tests"])
def test_a_filled_in_scaffold_validates_publishes_and_loads(root, kind, capsys):
    folder = scaffold(root, kind)
    strip_todo_lines(folder)
    (folder / "mistakes.py").write_text(FILLED_IN_MISTAKES[kind])
    if kind == "function":  # a named case that the mistake fails: |3| + |4| is not 5
        yaml_text = (folder / "problem.yaml").read_text()
        (folder / "problem.yaml").write_text(yaml_text.replace(
            "      why: A vector of no length has length 0.\n",
            "      why: A vector of no length has length 0.\n"
            "    - {name: a 3-4-5 triangle, args: [3.0, 4.0], why: \"The length is not the sum of the sides.\"}\n"))
    report = validate_folder(folder)
    assert report.ok, report.errors
    capsys.readouterr()
    assert main(["publish", str(folder)]) == 0
    assert "published a-new-problem" in capsys.readouterr().out
    assert not (folder / DRAFT_FILE).exists()
    assert list(load_library(root).problems) == ["a-new-problem"]


@pytest.mark.sandbox
def test_publish_refuses_a_draft_that_does_not_validate(root, capsys):
    folder = scaffold(root, "function")
    assert main(["publish", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "not published" in out and "to do 1/7: statement.md" in out
    assert (folder / DRAFT_FILE).exists() and load_library(root).problems == {}


@pytest.mark.parametrize("level, title, topic, message", [
    ("level-9", "A Title", "1", "unknown level 'level-9'; use one of level-2, level-3, level-4, level-5, simulator"),
    ("level-2", "!!", "1", "must be one line of at least 3 characters"),
    ("level-2", "?!?...", "1", "has no letters or digits"),
    ("level-2", "A Title", "Not a topic", "'Not a topic' is not a topic of level-2; choose with --topic"),
    ("level-2", "A Title", "99", "'99' is not a topic of level-2"),
])
def test_bad_level_title_or_topic_is_a_clear_error_and_writes_nothing(root, level, title, topic, message, capsys):
    assert main(["new", level, title, "--kind", "function", "--topic", topic, "--root", str(root)]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert sorted(p.name for p in (root / "level-2").iterdir()) == ["topics.yaml"]
    if "topic" in message:
        assert f"  1. {LEVEL_2_FIRST_TOPIC}" in err  # the choices are listed


def test_an_existing_folder_is_never_overwritten(root, capsys):
    folder = scaffold(root, "function", "Twice Over")
    (folder / "statement.md").write_text("my own words")
    assert main(["new", "simulator", "Twice Over", "--kind", "tests", "--topic", "1", "--root", str(root)]) == 2
    assert "already exists" in capsys.readouterr().err
    assert (folder / "statement.md").read_text() == "my own words"
    assert not (root / "simulator" / "twice-over").exists()


def test_without_a_topic_off_a_terminal_the_error_lists_the_topics(root, capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    assert main(["new", "level-2", "No Topic Given", "--kind", "function", "--root", str(root)]) == 2
    err = capsys.readouterr().err
    assert "choose the topic with --topic" in err and f"  1. {LEVEL_2_FIRST_TOPIC}" in err


def test_on_a_terminal_the_topic_is_asked_until_one_is_given(root, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    answers = iter(["nonsense", "2"])
    monkeypatch.setattr("builtins.input", lambda prompt: next(answers))
    topic = ask_topic(root, "level-2")
    folder = new_problem(root, "level-2", "Asked For", "function", topic)
    assert load_problem(folder).spec.topic == "Walking the chain"
    assert "not one of the" in capsys.readouterr().out


def test_the_problems_root_comes_from_problems_dir(root, monkeypatch):
    monkeypatch.setenv("PROBLEMS_DIR", str(root))
    assert main(["new", "2", "From The Environment", "--kind", "function", "--topic", "1"]) == 0
    assert (root / "level-2" / "from-the-environment" / "problem.yaml").exists()


def test_an_entry_point_that_is_no_python_name_is_refused(root):
    with pytest.raises(ScaffoldError, match="not a Python name"):
        new_problem(root, "level-2", "Bad Entry", "function", "1", entry_point="class")
