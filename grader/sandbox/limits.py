"""The types every part of the sandbox shares (the backends, the process runner, the callers):
limits, results and the error for a sandbox that cannot start. Imports nothing of the sandbox,
so base.py and process.py both build on it without importing each other in a circle."""

from __future__ import annotations

import math
from dataclasses import dataclass

SANDBOX_PYTHON = "/usr/bin/python3"  # by absolute path: a pyenv shim costs ~95 ms and lives in a 0700 home
SANDBOX_UID = 65534                  # nobody: owns nothing on the host
MIB = 1024 * 1024


class SandboxUnavailable(RuntimeError):
    """The sandbox itself cannot start: a system error (ours), never the learner's fault."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class SandboxLimits:
    wall_s: float                      # the whole run, enforced by the parent
    memory_mib: int                    # RLIMIT_AS of each process in the sandbox
    cpu_s: int | None = None           # RLIMIT_CPU of each process; None: ceil(wall_s)
    max_processes: int = 32            # processes and threads (pids cgroup, RLIMIT_NPROC)
    file_size_mib: int = 16            # RLIMIT_FSIZE
    tmp_size_mib: int = 16             # the private /tmp (tmpfs)
    open_files: int = 128              # RLIMIT_NOFILE
    stdout_cap_bytes: int = 64 * 1024  # more than this on fd 1 ends the run
    stderr_cap_bytes: int = 64 * 1024
    channel_cap_bytes: int = 1 * MIB   # fd 3, the harness's protocol

    @property
    def cpu_limit_s(self) -> int:
        return self.cpu_s if self.cpu_s is not None else max(1, math.ceil(self.wall_s))

    @property
    def cgroup_memory_bytes(self) -> int:
        """All processes together, /tmp included (tmpfs pages are charged to the writer), plus
        room for bwrap itself."""
        return (self.memory_mib + self.tmp_size_mib + 32) * MIB


@dataclass
class RunResult:
    exit_code: int | None          # None when a signal ended it
    signal: int | None             # the signal that ended the sandboxed program, if any
    timed_out: bool                # we killed it at the wall-clock limit
    output_exceeded: str | None    # "stdout" | "stderr" | "channel": we killed it for that
    oom_killed: bool               # the run's memory cgroup killed a process
    pids_exhausted: bool           # the run's pids cgroup refused a fork
    stdout: bytes
    stderr: bytes
    channel: bytes
    wall_s: float
    cpu_s: float                   # user + system of everything the outer process reaped
    cpu_limit_s: int = 0           # the RLIMIT_CPU the run had
    cgroups: tuple[str, ...] = ()  # the cgroup controllers this run had

    @property
    def killed_by_us(self) -> bool:
        return self.timed_out or self.output_exceeded is not None
