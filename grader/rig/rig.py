"""One rig: a board on a serial port, driven one job at a time.

A job: open the port, enter the raw REPL with a soft reset, check the device program (install
what differs), start the runner on the learner's code, read its records until it ends or the
wall-clock limit passes; then Ctrl-C (three tries) and, if the program still runs (it swallows
KeyboardInterrupt), the rig's hard reset command and a fresh raw REPL. Every byte both ways is kept
in the job's transcript. When the board stops answering (no raw REPL even after a hard reset, a
port that fails), the job fails with the reason and the rig takes itself out of service; its
health check (the device's known-good self test) brings it back.
"""

from __future__ import annotations

import json
import logging
import secrets
import shlex
import subprocess
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Literal

from pydantic import BaseModel, Field

from grader.rig import device_program
from grader.rig.records import Records
from grader.rig.repl import RawRepl, RigSilent
from grader.rig.transcript import Transcript

log = logging.getLogger(__name__)

INTERRUPT_TRIES = 3
INTERRUPT_WAIT_S = 1.0
REOPEN_WAIT_S = 8.0          # a Pico's USB comes back a second or two after a hard reset
HARD_RESET_TIMEOUT_S = 15.0
JOB_OUTPUT_CAP_BYTES = 2 * 1024 * 1024


class RigJob(BaseModel):
    """What runs on the board: JSON, stored with the rig run."""

    kind: Literal["controller", "function"]
    code: str
    entry_point: str
    duration_s: float = 0.0          # controller: how long the runner drives
    dt_s: float = 0.02
    world: dict[str, Any] = Field(default_factory=dict)   # controller: the scenario (emulated world)
    cases: list[list[Any]] = Field(default_factory=list)  # function: the args of each case
    wall_s: float = 10.0             # the host's limit for the whole run, from the program's start

    def command(self, nonce: str) -> str:
        if self.kind == "controller":
            return (f"import json, rigrun\nrigrun.run_controller({self.code!r}, {self.duration_s!r}, {self.dt_s!r}, "
                    f"{nonce!r}, json.loads({json.dumps(self.world)!r}))")
        return f"import rigrun\nrigrun.run_function({self.code!r}, {self.entry_point!r}, {json.dumps(self.cases)!r}, {nonce!r})"

    @property
    def passes(self) -> int:
        return int(self.duration_s / self.dt_s + 0.5) if self.kind == "controller" else 0


@dataclass
class RigOutcome:
    records: Records
    transcript: str
    stopped: Literal["ended", "interrupted", "hard_reset"]
    flooded: bool = False
    notes: list[str] = field(default_factory=list)


class RigFailed(Exception):
    """The rig, not the learner's program, failed: the job cannot be trusted or finished."""

    def __init__(self, reason: str, transcript: str, records: Records | None = None):
        super().__init__(reason)
        self.reason, self.transcript, self.records = reason, transcript, records


def open_serial(port: str):
    import serial

    return serial.Serial(port, 115200, timeout=0.05, write_timeout=2, exclusive=True)


class Rig:
    def __init__(self, name: str, port: str, hard_reset_cmd: str = "",
                 opener: Callable[[str], Any] = open_serial, reopen_wait_s: float = REOPEN_WAIT_S):
        self.name, self.port_path, self.hard_reset_cmd = name, port, hard_reset_cmd
        self.opener, self.reopen_wait_s = opener, reopen_wait_s
        self.port = None
        self.in_service = True
        self.reason = ""             # why it is out of service
        self.checked_at: float | None = None
        self.lock = threading.Lock()  # one job (or health check) at a time
        self.on_change: Callable[[], None] | None = None   # told when it leaves or rejoins service

    # -- the port
    def _open(self):
        if self.port is None:
            try:
                self.port = self.opener(self.port_path)
            except Exception as exc:
                raise RigSilent(f"cannot open {self.port_path}: {type(exc).__name__}: {exc}") from None
        return self.port

    def close(self) -> None:
        if self.port is not None:
            try:
                self.port.close()
            except Exception:
                pass
            self.port = None

    def _hard_reset(self, repl: RawRepl) -> None:
        if not self.hard_reset_cmd:
            raise RigSilent("the board needs a hard reset and this rig has no hard reset command")
        repl.transcript.note(f"hard reset: {self.hard_reset_cmd}")
        self.close()
        try:
            done = subprocess.run(shlex.split(self.hard_reset_cmd), capture_output=True, timeout=HARD_RESET_TIMEOUT_S)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise RigSilent(f"the hard reset command failed: {type(exc).__name__}") from None
        if done.returncode != 0:
            raise RigSilent(f"the hard reset command exited with {done.returncode}: "
                            f"{done.stderr.decode(errors='replace').strip()[-200:]}")
        deadline = time.monotonic() + self.reopen_wait_s
        while True:
            try:
                repl.port = self._open()
                repl._unread = b""
                repl.enter(soft_reset=False, timeout_s=1.0)
                return
            except RigSilent as exc:
                self.close()
                if time.monotonic() > deadline:
                    raise RigSilent(f"no raw REPL after the hard reset: {exc}") from None
                time.sleep(0.2)

    def _ready(self, transcript: Transcript) -> RawRepl:
        """A board in a fresh raw REPL with this checkout's device program."""
        repl = RawRepl(self._open(), transcript)
        try:
            repl.enter(soft_reset=True)
        except RigSilent as exc:
            transcript.note(f"no raw REPL ({exc})")
            self._hard_reset(repl)
            repl.enter(soft_reset=True)
        if device_program.ensure_installed(repl):
            repl.enter(soft_reset=True)
        return repl

    def _stop(self, repl: RawRepl, records: Records) -> Literal["interrupted", "hard_reset"]:
        for _ in range(INTERRUPT_TRIES):
            repl.transcript.note("interrupting the program (Ctrl-C)")
            repl.write(b"\x03")
            if repl.follow(time.monotonic() + INTERRUPT_WAIT_S, records.feed, max_bytes=JOB_OUTPUT_CAP_BYTES // 4):
                return "interrupted"
        repl.transcript.note("the program did not stop on Ctrl-C")
        self._hard_reset(repl)
        return "hard_reset"

    # -- work
    def run(self, job: RigJob) -> RigOutcome:
        transcript = Transcript()
        nonce = secrets.token_hex(8)
        records = Records(nonce, max_samples=job.passes, max_outputs=len(job.cases))
        with self.lock:
            try:
                repl = self._ready(transcript)
                repl.start(job.command(nonce), label=f"run the learner's {job.kind} ({len(job.code)} characters of code)")
                transcript.note(f"running, for at most {job.wall_s:g} s")
                ended = repl.follow(time.monotonic() + job.wall_s, records.feed, done=lambda: records.end is not None,
                                    max_bytes=JOB_OUTPUT_CAP_BYTES)
                flooded = not ended and transcript.received_bytes >= JOB_OUTPUT_CAP_BYTES
                if not ended:
                    transcript.note("the program wrote too much" if flooded else "the wall-clock limit has passed")
                stopped = "ended" if ended else self._stop(repl, records)
            except RigSilent as exc:
                self.close()
                reason = f"The rig {self.name} stopped answering: {exc}."
                transcript.note(reason)
                self._out_of_service(reason)
                raise RigFailed(reason, transcript.text(), records) from None
        return RigOutcome(records=records, transcript=transcript.text(), stopped=stopped, flooded=flooded)

    def health_check(self) -> bool:
        """The known-good check: a fresh raw REPL, the device program, its self test. Takes the
        rig out of service when it fails, back in when it passes (and says so in the log)."""
        transcript = Transcript(cap_chars=20_000)
        nonce = secrets.token_hex(8)
        records = Records(nonce)
        with self.lock:
            try:
                repl = self._ready(transcript)
                repl.start(f"import rigrun\nrigrun.selftest({nonce!r})", label="health check: rigrun.selftest()")
                ended = repl.follow(time.monotonic() + 5.0, records.feed, max_bytes=64 * 1024)
                reason = "" if ended and records.health else "the self test did not report"
            except RigSilent as exc:
                self.close()
                reason = str(exc)
        self.checked_at = time.monotonic()
        if reason:
            self._out_of_service(f"The rig {self.name} failed its health check: {reason}.")
            return False
        rejoins = not self.in_service
        self.in_service, self.reason = True, ""
        if rejoins:
            log.warning("rig %s passed its health check: back in service", self.name)
            self._changed()
        return True

    def _out_of_service(self, reason: str) -> None:
        changed = self.in_service or reason != self.reason
        self.in_service, self.reason = False, reason
        if changed:
            log.error("rig %s taken out of service: %s", self.name, reason)
            self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def status(self) -> dict[str, Any]:
        return {"name": self.name, "in_service": self.in_service, "reason": self.reason}
