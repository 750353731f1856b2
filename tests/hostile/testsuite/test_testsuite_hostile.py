"""Every hostile submission in this folder, graded through the full pipeline against the fixture
tests problem `the-bumper-on-trial`, must get the verdict in its header (`# verdict: ...`, and
where given a `# message: ...` found in what the grading says). After each one: no process of the
sandbox uid is left, nothing of it reached the host, the simulator's files on the host are
unchanged, and a correct submission still grades promptly.

Placeholder the test fills in: __PROJECT_DIR__ (this checkout).
"""

from __future__ import annotations

import hashlib
import time
from pathlib import Path

import pytest

from grader.grade import grade_code
from grader.problem import load_problem
from grader.testsuite.execute import SIM_HOST_DIR
from tests.hostile.host_checks import header, leftover_sandbox_processes, sandbox_owned_files

HERE = Path(__file__).resolve().parent
PROJECT_DIR = HERE.parents[2]
FIXTURE = HERE / "problems" / "simulator" / "the-bumper-on-trial"
SUBMISSIONS = sorted(p for p in HERE.glob("*.py") if p.read_text().startswith("# verdict:"))
CORRECT = (HERE / "correct.py").read_text()
SEED = 20240607



def everything_said(result) -> str:
    return "\n".join([result.message] + [f"{case.name}: {case.message}" for case in result.cases])


def sim_files_digest() -> str:
    digest = hashlib.sha256()
    for path in sorted(SIM_HOST_DIR.rglob("*")):
        if path.is_file():
            digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()


@pytest.fixture(scope="module")
def problem():
    return load_problem(FIXTURE)


def test_every_required_kind_of_attack_is_here():
    names = {path.stem for path in SUBMISSIONS}
    assert {"correct", "infinite_loop", "sleep", "patch_sim_on_disk", "read_mutants_and_reference",
            "forged_channel", "forged_passes_then_exit", "remembers_runs_in_tmp", "exit_at_import",
            "os_exit_at_import", "memory_hog", "output_flood", "fork_bomb", "detects_the_mutation"} <= names


@pytest.mark.sandbox
@pytest.mark.parametrize("path", SUBMISSIONS, ids=lambda path: path.stem)
def test_hostile_suite_gets_its_verdict_and_leaves_no_trace(path, problem):
    before = sim_files_digest()
    assert sandbox_owned_files() == []
    code = path.read_text().replace("__PROJECT_DIR__", str(PROJECT_DIR))
    result = grade_code(problem, code, SEED)

    assert result.outcome == "graded", result.message
    assert result.verdict == header(path, "verdict"), everything_said(result)
    expected_message = header(path, "message")
    if expected_message:
        assert expected_message in everything_said(result)

    assert leftover_sandbox_processes() == []
    assert sandbox_owned_files() == []
    assert sim_files_digest() == before
    assert not Path("/tmp/runs").exists()  # remembers_runs_in_tmp wrote its counter in the sandbox only

    started = time.monotonic()
    after = grade_code(problem, CORRECT, SEED)
    assert after.verdict == "accepted" and time.monotonic() - started < 3.0
