"""Hostile controllers for Stop Before the Wall, each with the verdict it must get (header
`# verdict:`, and `# message:` a fragment of what a failing scenario says). They run on the two
visible scenarios (the same session as a submission, shorter); afterwards no sandbox process is
left and a good controller is still accepted promptly."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from grader.grade import run_examples
from grader.problem import load_problem
from tests.hostile.host_checks import leftover_sandbox_processes, header

HERE = Path(__file__).resolve().parent
PROJECT_DIR = HERE.parents[2]
PROBLEM = PROJECT_DIR / "problems" / "simulator" / "stop-before-the-wall"
CONTROLLERS = sorted(p for p in HERE.glob("*.py") if p.read_text().startswith("# verdict:"))
pytestmark = pytest.mark.sandbox



@pytest.fixture(scope="module")
def problem():
    return load_problem(PROBLEM)


@pytest.mark.parametrize("path", CONTROLLERS, ids=lambda path: path.stem)
def test_hostile_controller_gets_its_verdict(path, problem):
    code = path.read_text().replace("__PROJECT_DIR__", str(PROJECT_DIR))
    result = run_examples(problem, code)
    said = "\n".join([result.message] + [case.message for case in result.cases])
    assert (result.outcome, result.verdict) == ("graded", header(path, "verdict")), said
    if header(path, "message"):
        assert header(path, "message") in said
    assert leftover_sandbox_processes() == []
    started = time.monotonic()
    good = run_examples(problem, GOOD)
    assert good.verdict == "accepted" and time.monotonic() - started < 3.0


GOOD = """
class Robot:
    def __init__(self, hw):
        self.hw = hw

    def update(self, dt_s):
        reading = self.hw.range_m()
        if reading is None:
            return
        speed = max(-0.28, min(0.28, 1.5 * (reading - 0.25)))
        if abs(reading - 0.25) < 0.01:
            speed = 0.0
        self.hw.set_duty(speed / 0.4, speed / 0.4)
"""
