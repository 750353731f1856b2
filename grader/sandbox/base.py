"""What every sandbox backend shares: limits, results, the rlimit/uid argv, spawn and run.

A backend only says how to wrap a command (`command`) and what it needs installed (`check`);
starting, watching the wall clock, capping output, killing and cleaning up live here and in
`process.py`, so every backend gets the same guarantees.
"""

from __future__ import annotations

import math
import os
import shutil
from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

from grader.sandbox.cgroups import RunCgroup
from grader.sandbox.limits import MIB, SANDBOX_PYTHON, SANDBOX_UID, RunResult, SandboxLimits, SandboxUnavailable
from grader.sandbox.process import INFO_FD, SandboxProcess

__all__ = ["MIB", "SANDBOX_PYTHON", "SANDBOX_UID", "RunResult", "SandboxLimits", "SandboxUnavailable", "Sandbox"]

class Sandbox(ABC):
    """A way to run a command confined. Subclasses: bwrap, nsjail, unsafe."""

    name: str = "sandbox"
    isolated: bool = True
    reports_child_pid: bool = False  # command(info_fd=...) makes it write its child's pid there

    @abstractmethod
    def check(self) -> None:
        """Raise SandboxUnavailable, saying what to install or enable, if this cannot run here."""

    @abstractmethod
    def command(self, argv: Sequence[str], limits: SandboxLimits, files: Mapping[str, Path],
                nproc: int, info_fd: int | None = None) -> list[str]:
        """The full argv that runs `argv` confined; `files` maps inside paths to host files
        made visible read-only."""

    def spawn(self, argv: Sequence[str], limits: SandboxLimits, *,
              files: Mapping[str, Path] | None = None, waits_for_stdin: bool = False) -> SandboxProcess:
        """Start `argv` confined, with pipes on fds 0, 1, 2 and a private channel on fd 3. The
        wall clock starts now; close() (or a with block) always kills and cleans up.
        `waits_for_stdin`: `argv` runs nothing untrusted before reading stdin, which lets the run
        join its cgroup while the program starts (see process.py)."""
        cgroup = RunCgroup.create(limits.cgroup_memory_bytes, limits.max_processes)
        late_join = waits_for_stdin and self.reports_child_pid and cgroup is not None
        try:
            command = self.command(argv, limits, files or {}, nproc_limit(limits, cgroup),
                                   info_fd=INFO_FD if late_join else None)
            return SandboxProcess.start(command, limits, cgroup, late_join=late_join)
        except BaseException:
            if cgroup is not None:
                cgroup.remove()
            raise

    def run(self, argv: Sequence[str], limits: SandboxLimits, *, stdin: bytes = b"",
            files: Mapping[str, Path] | None = None, waits_for_stdin: bool = False) -> RunResult:
        with self.spawn(argv, limits, files=files, waits_for_stdin=waits_for_stdin) as process:
            return process.communicate(stdin)

    def inside_uid(self) -> int:
        """The host uid the sandboxed program runs as."""
        return SANDBOX_UID if os.geteuid() == 0 else os.geteuid()

    def probe(self) -> None:
        """Run a tiny program inside: the surest check that this backend works here."""
        expected_uid = self.inside_uid()
        code = "import os,sys; print(os.getuid(), sys.version_info >= (3, 11))"
        result = self.run([SANDBOX_PYTHON, "-I", "-S", "-c", code], SandboxLimits(wall_s=10, memory_mib=256))
        said = result.stdout.decode(errors="replace").split()
        if result.exit_code != 0 or said != [str(expected_uid), "True"]:
            detail = result.stderr.decode(errors="replace").strip() or f"it printed {said}"
            raise SandboxUnavailable(f"{self.name}: a test program failed inside the sandbox: {detail}")


def require_binaries(backend: str, binaries: Mapping[str, str]) -> None:
    """`binaries` maps each needed path to the Debian package that provides it."""
    missing = {path: package for path, package in binaries.items() if not _executable(path)}
    if missing:
        packages = " ".join(sorted(set(missing.values())))
        raise SandboxUnavailable(
            f"{backend}: missing {', '.join(missing)}; install with: apt-get install -y {packages}")


def _executable(path: str) -> bool:
    return os.access(path, os.X_OK) if os.path.isabs(path) else shutil.which(path) is not None


def prlimit_argv(limits: SandboxLimits, nproc: int | None) -> list[str]:
    cpu_s = limits.cpu_limit_s
    argv = [
        "/usr/bin/prlimit",
        f"--as={limits.memory_mib * MIB}",
        f"--fsize={limits.file_size_mib * MIB}",
        f"--nofile={limits.open_files}",
        "--core=0",
        # SIGXCPU at the soft limit; pid 1 of a pid namespace ignores it, so the hard limit's
        # SIGKILL is what really ends a runaway sandbox.
        f"--cpu={cpu_s}:{cpu_s + 1}",
    ]
    if nproc is not None:
        argv.append(f"--nproc={nproc}")
    return argv + ["--"]


def setpriv_argv(uid: int | None) -> list[str]:
    """Drop to `uid` (when root) with no way back, and die with the grader thread that spawned us."""
    argv = ["/usr/bin/setpriv", "--no-new-privs", "--pdeathsig", "KILL"]
    if uid is not None:
        argv[1:1] = [f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--bounding-set=-all"]
    return argv + ["--"]


def nproc_limit(limits: SandboxLimits, cgroup: RunCgroup | None) -> int:
    """RLIMIT_NPROC counts every task (threads too) of the uid on the host, so concurrent sandboxes
    share it. With a per-run pids cgroup it is only a backstop; without one it is the limit."""
    if os.geteuid() != 0:
        # Not root: the sandbox runs as our own uid, whose other tasks count too, and in a
        # container also those of every other container running as this uid (the API, the other
        # worker replicas), which this /proc does not show: SANDBOX_NPROC_HEADROOM allows for
        # them (docker-compose.yml sets it; the container's pids limit still bounds the total).
        return _tasks_of_uid(os.geteuid()) + limits.max_processes + nproc_headroom()
    if cgroup is not None and cgroup.limits_pids:
        return limits.max_processes * 8
    return limits.max_processes


def nproc_headroom() -> int:
    value = os.environ.get("SANDBOX_NPROC_HEADROOM", "0").strip() or "0"
    if not value.isdigit():
        raise SandboxUnavailable(f"SANDBOX_NPROC_HEADROOM must be a whole number of tasks, not {value!r}")
    return int(value)


def _tasks_of_uid(uid: int) -> int:
    """Each of the uid's processes with its threads: what RLIMIT_NPROC counts."""
    count = 0
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid == uid:
                    count += len(os.listdir(f"/proc/{entry.name}/task"))
            except OSError:  # gone meanwhile
                pass
    return count
