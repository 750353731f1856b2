"""The learner's controller in the sandbox, as a Controller for drive(): one JSON line each way
per pass, with the controller harness (grader/controller/harness.py, ControllerSession)."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from grader.controller.drive import ControllerFailed
from grader.execute import STDOUT_CAP_BYTES, VALUE_CAP_BYTES
from grader.problem import Problem
from grader.sandbox import SANDBOX_PYTHON, SandboxLimits, SandboxUnavailable, get_sandbox
from grader.sandbox_program import BASE_HARNESS, BOOTSTRAP, CHANNEL, SEAM, SandboxModule, harness_program

CONTROLLER_HARNESS = SandboxModule("grader.controller.harness", Path(__file__).resolve().parent / "harness.py",
                                   "/opt/grader/controller.py")

# A pass's answer may come this much later than its CPU budget (scheduling, a busy machine)
# before the controller is declared stuck.
PASS_WALL_SLACK_S = 1.0
CHANNEL_WAITING_CAP_BYTES = 1024 * 1024
# One encoder for the session's 15,000 messages: json.dumps with separators builds a new one per call.
_encode = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode


class LoadFailed(Exception):
    def __init__(self, record: dict[str, Any]):
        super().__init__(record.get("message", ""))
        self.record = record


class Session:
    """Starts the sandboxed controller; `start/step/finish` serve one scenario at a time."""

    def __init__(self, problem: Problem, code: str, sandbox=None):
        spec = problem.spec
        self.pass_timeout_s = spec.controller.pass_cpu_s + PASS_WALL_SLACK_S
        self.init_timeout_s = spec.limits.time_s + PASS_WALL_SLACK_S
        self.sandbox = sandbox or get_sandbox()
        limits = SandboxLimits(wall_s=spec.limits.wall_s, memory_mib=spec.limits.memory_mib,
                               cpu_s=max(1, math.ceil(spec.limits.wall_s)),
                               channel_cap_bytes=CHANNEL_WAITING_CAP_BYTES)
        self.process = self.sandbox.spawn([SANDBOX_PYTHON, "-I", "-S", "-c", BOOTSTRAP], limits,
                                          waits_for_stdin=True)
        self.process.stream_channel()
        self.load_record: dict[str, Any] = {}
        try:
            self._open(problem, code)
        except BaseException:
            self.close()
            raise

    def _open(self, problem: Problem, code: str) -> None:
        spec = problem.spec
        job = {"code": code, "entry_point": spec.entry_point, "cases": [],
               "case_time_s": spec.limits.time_s, "stdout_cap_bytes": STDOUT_CAP_BYTES,
               "value_cap_bytes": VALUE_CAP_BYTES, "dt_s": spec.controller.dt_s,
               "pass_cpu_s": spec.controller.pass_cpu_s}
        program = harness_program((CHANNEL, BASE_HARNESS, SEAM), CONTROLLER_HARNESS)
        self.process.send(program + json.dumps(job).encode() + b"\n")
        if self._receive(self.init_timeout_s, "start") is None:
            result = self.process.close()
            detail = result.stderr.decode(errors="replace").strip()[-500:] or f"exit status {result.exit_code}"
            raise SandboxUnavailable(f"{self.sandbox.name}: the harness did not start: {detail}")
        self.load_record = self._receive(self.init_timeout_s, "load") or {"status": "time_limit"}
        if self.load_record.get("status") != "ok":
            raise LoadFailed(self.load_record)

    def _receive(self, timeout_s: float, record: str) -> dict[str, Any] | None:
        line = self.process.receive_line(timeout_s)
        if line is None:
            return None
        try:
            message = json.loads(line)
        except ValueError:
            message = None
        if not isinstance(message, dict) or message.get("record") != record:
            raise ControllerFailed("error", "your program wrote to the grader's private channel")
        return message

    def _exchange(self, message: dict[str, Any], timeout_s: float, record: str) -> dict[str, Any]:
        if not self.process.send(_encode(message).encode() + b"\n"):
            raise self._gone()
        answer = self._receive(timeout_s, record)
        if answer is None:
            raise self._gone()
        if answer.get("status", "ok") != "ok":
            raise ControllerFailed(answer["status"], answer.get("message", ""))
        return answer

    def _gone(self) -> ControllerFailed:
        """The process did not answer: say why, and end it (later scenarios are not run)."""
        exited = self.process._exited
        self.process.kill()
        result = self.process.close()
        if result.output_exceeded:
            return ControllerFailed("output_limit", "your program wrote too much output")
        if result.oom_killed:
            return ControllerFailed("memory_limit", "")
        if exited and not result.timed_out:
            return ControllerFailed("error", "your program ended in the middle of the run")
        return ControllerFailed("time_limit", "your controller stopped answering within its time for one pass")

    @property
    def alive(self) -> bool:
        return not self.process._closed

    # the Controller protocol of drive()
    def start(self) -> None:
        self._exchange({"start": 1}, self.init_timeout_s, "started")

    def step(self, readings: dict[str, Any]) -> tuple[float, float]:
        answer = self._exchange(readings, self.pass_timeout_s, "pass")
        left, right = answer.get("d", (0.0, 0.0))
        return float(left), float(right)

    def finish(self) -> str:
        if not self.alive:
            return ""
        try:
            return str(self._exchange({"end": 1}, self.pass_timeout_s, "end").get("stdout", ""))
        except ControllerFailed:
            return ""

    def close(self) -> float:
        if self.alive:
            self.process.kill()
        return self.process.close().wall_s
