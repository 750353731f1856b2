"""grader/sandbox_program.py: a harness's modules framed on stdin and the bootstrap that loads
them, run on the sandbox's own interpreter with its flags (no sandbox: that is test_sandbox's)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from grader.controller.session import Session
from grader.problem import load_problem
from grader.sandbox import SANDBOX_PYTHON, RunResult
from grader.sandbox_program import BOOTSTRAP, SandboxModule, compile_for_sandbox, harness_program
from tests.utils.sandbox_program import split_program

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def module(tmp_path, name: str, source: str) -> SandboxModule:
    path = tmp_path / f"{name}.py"
    path.write_text(source)
    return SandboxModule(name, path, f"/opt/{name}.py")


def test_the_bootstrap_loads_each_module_under_its_name_then_runs_the_main_one(tmp_path):
    first = module(tmp_path, "pkg.first", "VALUE = 41\n")
    second = module(tmp_path, "second", "from pkg import first\nVALUE = first.VALUE + 1\n")
    main = module(tmp_path, "main", (
        "import sys, second\n"
        "print(__name__, second.VALUE, sorted(n for n in sys.modules if n in ('pkg', 'pkg.first', 'second', 'main')))\n"
        "print(sys.stdin.buffer.read().decode())\n"
        "raise ValueError('where')\n"))
    done = subprocess.run([SANDBOX_PYTHON, "-I", "-S", "-c", BOOTSTRAP], capture_output=True, timeout=20,
                          input=harness_program((first, second), main) + b'{"job": 1}')
    assert done.stdout.decode().splitlines() == ["__main__ 42 ['pkg', 'pkg.first', 'second']", '{"job": 1}']
    assert 'File "/opt/main.py", line 4' in done.stderr.decode()  # tracebacks name the inside path


class RecordingProcess:
    """Stands in for the sandboxed process of a Session: keeps what is sent, answers start and load."""

    def __init__(self):
        self.sent = b""
        self.answers = [b'{"record":"start"}', b'{"record":"load","status":"ok"}']
        self._closed = False

    def stream_channel(self):
        pass

    def send(self, data):
        self.sent += data
        return True

    def receive_line(self, timeout_s):
        return self.answers.pop(0) if self.answers else None

    def kill(self):
        pass

    def close(self):
        self._closed = True
        return RunResult(exit_code=0, signal=None, timed_out=False, output_exceeded=None, oom_killed=False,
                         pids_exhausted=False, stdout=b"", stderr=b"", channel=b"", wall_s=0.0, cpu_s=0.0)


class RecordingSandbox:
    name = "recording"

    def spawn(self, argv, limits, *, waits_for_stdin=False):
        self.argv, self.process = argv, RecordingProcess()
        return self.process


def test_a_controller_session_sends_only_the_modules_its_harness_needs():
    sandbox = RecordingSandbox()
    problem = load_problem(PROJECT_ROOT / "problems" / "simulator" / "stop-before-the-wall")
    Session(problem, "class Robot: pass\n", sandbox=sandbox).close()
    modules, job = split_program(sandbox.process.sent)
    assert sandbox.argv[-1] == BOOTSTRAP
    assert [name for name, _ in modules] == ["grader.channel", "grader.harness", "seam", "__main__"]
    assert modules[2][1] == compile_for_sandbox(PROJECT_ROOT / "device" / "seam.py", "/opt/device/seam.py")
    assert json.loads(job)["entry_point"] == "Robot"
