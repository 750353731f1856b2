"""Per-run cgroups (v1 memory and pids) where the host lets us create them.

Each run gets `grader-<pid>-<n>` below the cgroup the grader itself is in (so whatever limits
and accounting the host put on the grader still apply), joined by the launcher shell before it
execs the sandbox, so every process of the run is counted from its first instruction. Hosts
where the directories are not writable (cgroup v2 only, containers without delegation, non-root)
are detected once and skipped: RLIMIT_AS and RLIMIT_NPROC still bound the run.
Set SANDBOX_CGROUPS=off to skip them on purpose.
"""

from __future__ import annotations

import functools
import itertools
import logging
import os
import signal
import time
from pathlib import Path

log = logging.getLogger(__name__)

CGROUP_V1_ROOT = Path("/sys/fs/cgroup")
CONTROLLERS = ("memory", "pids")
NAME_PREFIX = "grader-"
EMPTY_WAIT_S = 2.0

_run_numbers = itertools.count()


@functools.cache
def parent_dirs() -> tuple[dict[str, Path], str]:
    """The writable parent directory of each controller we can use, and why any is missing."""
    if os.environ.get("SANDBOX_CGROUPS", "").lower() in ("off", "0", "no", "false"):
        return {}, "per-run cgroups switched off (SANDBOX_CGROUPS=off)"
    own = _own_cgroups()
    parents: dict[str, Path] = {}
    problems = []
    for controller in CONTROLLERS:
        parent = CGROUP_V1_ROOT / controller / own.get(controller, "").lstrip("/")
        problem = _probe(parent, controller)
        if problem:
            problems.append(problem)
        else:
            parents[controller] = parent
            _remove_stale(parent)
    return parents, "; ".join(problems)


def _own_cgroups() -> dict[str, str]:
    """controller -> our path in it, from /proc/self/cgroup lines like `4:memory:/a/b`."""
    paths = {}
    try:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
    except OSError:
        return paths
    for line in lines:
        _, controllers, path = line.split(":", 2)
        for controller in controllers.split(","):
            paths[controller] = path
    return paths


def _probe(parent: Path, controller: str) -> str:
    if not (parent / "cgroup.procs").exists():
        return f"no cgroup v1 {controller} hierarchy at {parent}"
    probe = parent / f"{NAME_PREFIX}{os.getpid()}-probe"
    try:
        probe.mkdir(exist_ok=True)
        probe.rmdir()
    except OSError as exc:
        return f"cannot create {controller} cgroups under {parent} ({exc.strerror})"
    return ""


def _remove_stale(parent: Path) -> None:
    """Empty run cgroups left by a grader process that died mid-run (its pid is gone)."""
    for entry in parent.glob(f"{NAME_PREFIX}*"):
        owner = entry.name[len(NAME_PREFIX):].split("-", 1)[0]
        if owner.isdigit() and not _alive(int(owner)):
            try:
                entry.rmdir()
            except OSError:
                pass


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class RunCgroup:
    """The cgroups of one sandbox run: limits in, verdict facts out, removed afterwards."""

    def __init__(self, dirs: dict[str, Path]):
        self.dirs = dirs

    @classmethod
    def create(cls, memory_bytes: int, max_pids: int) -> RunCgroup | None:
        parents, _ = parent_dirs()
        if not parents:
            return None
        name = f"{NAME_PREFIX}{os.getpid()}-{next(_run_numbers)}"
        group = cls({})
        try:
            for controller, parent in parents.items():
                (parent / name).mkdir()
                group.dirs[controller] = parent / name
            group._set_limits(memory_bytes, max_pids)
        except OSError as exc:
            log.warning("sandbox: cannot set up cgroup %s (%s); running without it", name, exc)
            group.remove()
            return None
        return group

    def _set_limits(self, memory_bytes: int, max_pids: int) -> None:
        if "memory" in self.dirs:
            self._write("memory", "memory.limit_in_bytes", memory_bytes)
            try:  # no swapping past the limit, where swap accounting exists
                self._write("memory", "memory.memsw.limit_in_bytes", memory_bytes)
            except OSError:
                pass
        if "pids" in self.dirs:
            self._write("pids", "pids.max", max_pids)

    def _write(self, controller: str, filename: str, value: int) -> None:
        (self.dirs[controller] / filename).write_text(str(value))

    @property
    def controllers(self) -> tuple[str, ...]:
        return tuple(self.dirs)

    @property
    def limits_pids(self) -> bool:
        return "pids" in self.dirs

    @property
    def procs_files(self) -> list[Path]:
        return [path / "cgroup.procs" for path in self.dirs.values()]

    def join(self, pids: list[int]) -> None:
        """Move running processes in (the launcher shell does this for itself otherwise)."""
        for procs in self.procs_files:
            for pid in pids:
                try:
                    procs.write_text(str(pid))
                except ProcessLookupError:
                    pass  # it already exited

    def oom_killed(self) -> bool:
        return self._counter("memory", "memory.oom_control", "oom_kill") > 0

    def pids_exhausted(self) -> bool:
        return self._counter("pids", "pids.events", "max") > 0

    def _counter(self, controller: str, filename: str, key: str) -> int:
        if controller not in self.dirs:
            return 0
        try:
            for line in (self.dirs[controller] / filename).read_text().splitlines():
                name, _, value = line.partition(" ")
                if name == key:
                    return int(value)
        except (OSError, ValueError):
            pass
        return 0

    def pids(self) -> set[int]:
        found: set[int] = set()
        for procs in self.procs_files:
            try:
                found.update(int(pid) for pid in procs.read_text().split())
            except OSError:
                pass
        return found

    def kill_all(self) -> None:
        for pid in self.pids():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def remove(self) -> None:
        """Kill what is left, wait until empty, remove. Never raises: a run must not fail here."""
        give_up = time.monotonic() + EMPTY_WAIT_S
        while self.pids() and time.monotonic() < give_up:
            self.kill_all()
            time.sleep(0.002)
        for controller, path in list(self.dirs.items()):
            try:
                path.rmdir()
                del self.dirs[controller]
            except FileNotFoundError:
                del self.dirs[controller]
            except OSError as exc:
                log.warning("sandbox: cannot remove cgroup %s (%s)", path, exc)
