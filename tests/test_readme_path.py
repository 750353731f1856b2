"""The README's list of the files one submission passes through names real files, and goes from
the platform (app/) into the grading core (grader/) once and back once."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _path_files() -> list[str]:
    text = (ROOT / "README.md").read_text()
    block = text.split("<!-- submission-path -->")[1].split("<!-- /submission-path -->")[0]
    return [re.search(r"`([^`]+\.py)`", line).group(1) for line in block.strip().splitlines()]


def test_every_file_on_the_path_exists():
    files = _path_files()
    assert len(files) >= 8
    assert [name for name in files if not (ROOT / name).is_file()] == []


def test_the_path_enters_the_grading_core_once_and_comes_back_once():
    sides = [name.split("/")[0] for name in _path_files()]
    changes = [(a, b) for a, b in zip(sides, sides[1:]) if a != b]
    assert sides[0] == sides[-1] == "app" and changes == [("app", "grader"), ("grader", "app")]
