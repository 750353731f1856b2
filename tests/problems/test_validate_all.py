"""Every published problem passes `python -m grader validate`, end to end through the sandbox."""

import pytest

from app.config import PROJECT_ROOT
from grader.library import load_library
from grader.validate import main

pytestmark = pytest.mark.sandbox
PROBLEMS = PROJECT_ROOT / "problems"


def test_every_problem_loads():
    library = load_library(PROBLEMS)
    assert [str(error) for error in library.errors] == []
    assert len(library.problems) >= 24


def test_every_problem_validates(capsys):
    status = main([str(PROBLEMS)], PROBLEMS)
    out = capsys.readouterr().out
    assert status == 0, "\n".join(line for line in out.splitlines() if "FAIL" in line or "error" in line)
