"""Every hostile submission in this folder, graded through the full pipeline against the fixture
problem `scale(x, y, k)`, must get the verdict in its header (`# verdict: ...`, and where given a
`# message: ...` that the execution reports, before the grader withholds details of hidden
cases from the learner). After each one: no process of the sandbox
uid is left, nothing of it reached the host's /tmp or the project, the test's own listening
socket was never reached, and a correct submission still grades promptly.

Placeholders the test fills in: __PORT__ (a socket listening on 127.0.0.1), __SECRET_PATH__
(a secret file in the host's /tmp), __HOST_DIR__ (its folder), __PROJECT_DIR__ (this checkout).
"""

from __future__ import annotations

import secrets
import socket
import tempfile
import time
from pathlib import Path

import pytest

from grader.function import grade
from grader.execute import execute_function_cases
from grader.grade import grade_code
from grader.problem import load_problem
from tests.hostile.host_checks import leftover_sandbox_processes, sandbox_owned_files, header

HERE = Path(__file__).resolve().parent
PROJECT_DIR = HERE.parents[1]
FIXTURE = PROJECT_DIR / "tests" / "utils" / "problems" / "level-2" / "scale-a-vector"
SUBMISSIONS = sorted(p for p in HERE.glob("*.py") if p.read_text().startswith("# verdict:"))
CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
SEED = 20240607
# Names the hostile files write inside the sandbox: none may appear on the host.
WRITTEN_INSIDE = ("/tmp/fill", "/tmp/harmless", "/fill", PROJECT_DIR / "fill", PROJECT_DIR / "pwned")



@pytest.fixture(scope="module")
def problem():
    return load_problem(FIXTURE)


@pytest.fixture
def host():
    """A secret in the host's /tmp and a server on 127.0.0.1, for the submission to go after."""
    with tempfile.TemporaryDirectory(dir="/tmp", prefix="hostile-") as folder, socket.socket() as server:
        secret = Path(folder, "secret.txt")
        secret.write_text(secrets.token_hex(16))
        server.bind(("127.0.0.1", 0))
        server.listen()
        server.setblocking(False)
        yield {"dir": Path(folder), "secret": secret, "secret_text": secret.read_text(), "server": server}


def fill_in(code: str, host: dict) -> str:
    return (code.replace("__PORT__", str(host["server"].getsockname()[1]))
            .replace("__SECRET_PATH__", str(host["secret"])).replace("__HOST_DIR__", str(host["dir"]))
            .replace("__PROJECT_DIR__", str(PROJECT_DIR)))


def everything_said(execution) -> str:
    return "\n".join([execution.load_message] + [case.message for case in execution.cases])


@pytest.fixture
def executions(monkeypatch):
    """What the sandboxed run reported, as grade_code received it."""
    seen = []

    def recording(*args, **kwargs):
        seen.append(execute_function_cases(*args, **kwargs))
        return seen[-1]

    monkeypatch.setattr(grade, "execute_function_cases", recording)
    return seen


def test_every_required_kind_of_attack_is_here():
    names = {path.stem for path in SUBMISSIONS}
    assert {"correct", "infinite_loop", "sleep", "memory_hog", "fork_bomb", "thread_bomb",
            "output_flood_print", "output_flood_stdout_fd", "output_flood_stderr_fd", "disk_fill_tmp",
            "disk_fill_elsewhere", "network_own_port", "read_project_files", "read_host_tmp",
            "write_outside", "kill_parent", "forged_stdout", "forged_channel", "forged_every_fd",
            "exit_at_import_sys_exit", "exit_at_import_os_exit", "recursion_error", "recursion_crash",
            "lying_eq", "huge_return"} <= names


@pytest.mark.sandbox
@pytest.mark.parametrize("path", SUBMISSIONS, ids=lambda path: path.stem)
def test_hostile_submission_gets_its_verdict_and_leaves_no_trace(path, problem, host, executions):
    assert sandbox_owned_files() == []
    result = grade_code(problem, fill_in(path.read_text(), host), SEED)

    assert result.outcome == "graded", result.message
    (execution,) = executions
    assert result.verdict == header(path, "verdict"), everything_said(execution)
    expected_message = header(path, "message")
    if expected_message:
        assert expected_message in everything_said(execution)

    assert leftover_sandbox_processes() == []
    assert sandbox_owned_files() == []
    assert [p.name for p in host["dir"].iterdir()] == ["secret.txt"]
    assert host["secret"].read_text() == host["secret_text"]
    assert not any(Path(written).exists() for written in WRITTEN_INSIDE)
    with pytest.raises(BlockingIOError):
        host["server"].accept()

    started = time.monotonic()
    after = grade_code(problem, CORRECT, SEED)
    assert after.verdict == "accepted" and time.monotonic() - started < 2.0
