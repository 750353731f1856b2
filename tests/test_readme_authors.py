"""The README's "For authors" walk, followed to the letter in a fresh folder: its commands in
order, its files written where it says, until the problem validates, is published and loads."""

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from grader.drafts import DRAFT_FILE
from grader.library import load_library

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.sandbox


def walkthrough() -> str:
    text = (ROOT / "README.md").read_text()
    return text.split("<!-- author-walkthrough -->")[1].split("<!-- /author-walkthrough -->")[0]


def blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", walkthrough(), re.S)


def run(command: str, cwd: Path) -> subprocess.CompletedProcess:
    words = shlex.split(command)
    assert words[0] == ".venv/bin/python"
    return subprocess.run([sys.executable, *words[1:]], cwd=cwd, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PROBLEMS_DIR": str(cwd / "problems")})


def test_the_walkthrough_takes_a_new_problem_to_published(tmp_path):
    (tmp_path / "problems" / "level-2").mkdir(parents=True)
    shutil.copy(ROOT / "problems" / "level-2" / "topics.yaml", tmp_path / "problems" / "level-2")
    scaffold, validate, publish = blocks("sh")
    folder = tmp_path / "problems" / "level-2" / "the-length-of-a-link"

    assert run(scaffold, tmp_path).returncode == 0
    assert (folder / DRAFT_FILE).exists()

    first = run(validate, tmp_path)
    assert first.returncode == 1
    assert "to do 1/7: statement.md line 3, statement: write the statement" in first.stdout
    assert "error: mistake first-mistake: no named hidden case catches it" in first.stdout

    [statement] = blocks("markdown")
    reference, mistakes = blocks("python")
    [yaml_rest] = blocks("yaml")
    (folder / "statement.md").write_text(statement)
    (folder / "reference.py").write_text(reference)
    (folder / "mistakes.py").write_text(mistakes)
    kept = (folder / "problem.yaml").read_text().splitlines(keepends=True)[:8]
    assert kept[0].startswith("id: ") and kept[-1] == "statement: statement.md\n"
    (folder / "problem.yaml").write_text("".join(kept) + yaml_rest)

    second = run(validate, tmp_path)
    assert second.returncode == 0, second.stdout
    assert "ok    the-length-of-a-link" in second.stdout
    assert load_library(tmp_path / "problems").problems == {}  # still a draft

    published = run(publish, tmp_path)
    assert published.returncode == 0, published.stdout
    assert not (folder / DRAFT_FILE).exists()
    library = load_library(tmp_path / "problems")
    assert list(library.problems) == ["the-length-of-a-link"] and library.errors == []
