"""What the host looks like from outside a sandbox run: used after hostile and sandbox tests."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

SANDBOX_UID = 65534


def sandbox_processes() -> list[str]:
    """Processes (zombies included) of the sandbox uid that belong to this test process's runs:
    its descendants, and orphans still in one of its runs' cgroups (`grader-<our pid>-N`; an
    orphan is re-parented to init, so ancestry alone would lose it). Sandboxes that other
    programs run at the same time on this machine are not ours to judge."""
    processes = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                processes[int(entry.name)] = _describe(entry)
            except (OSError, KeyError, ValueError):
                continue
    ours = _descendants(os.getpid(), {pid: info["ppid"] for pid, info in processes.items()})
    marker = f"/grader-{os.getpid()}-"
    return [info["line"] for pid, info in processes.items()
            if info["uid"] == SANDBOX_UID and (pid in ours or marker in info["cgroup"])]


def _describe(entry: Path) -> dict:
    status = dict(line.split(":", 1) for line in (entry / "status").read_text().splitlines() if ":" in line)
    return {
        "uid": int(status["Uid"].split()[0]), "ppid": int(status["PPid"]),
        "cgroup": (entry / "cgroup").read_text(),
        "line": f"{entry.name} {status['Name'].strip()} {status['State'].strip()}",
    }


def _descendants(root: int, parents: dict[int, int]) -> set[int]:
    children: dict[int, list[int]] = {}
    for pid, ppid in parents.items():
        children.setdefault(ppid, []).append(pid)
    found, todo = set(), [root]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def leftover_sandbox_processes(wait_s: float = 2.0) -> list[str]:
    """This test process's sandbox processes still there after `wait_s` (reaping takes a moment)."""
    give_up = time.monotonic() + wait_s
    while (found := sandbox_processes()) and time.monotonic() < give_up:
        time.sleep(0.02)
    return found


def sandbox_owned_files(folder: str = "/tmp") -> list[str]:
    """Files or folders directly in `folder` owned by the sandbox uid: none may ever appear.
    nsjail's own empty work directories (`nsjail.<uid>.root`, `.tmp`, reused by every nsjail run)
    are not the learner's doing and are left out."""
    owned = []
    for entry in os.scandir(folder):
        if re.fullmatch(r"nsjail\.\d+\.(root|tmp)", entry.name):
            continue
        try:
            if entry.stat(follow_symlinks=False).st_uid == SANDBOX_UID:
                owned.append(entry.path)
        except OSError:
            continue
    return owned


def header(path: Path, key: str) -> str | None:
    """A hostile file's `# key: value` header line (its verdict, the message it must get)."""
    found = re.search(rf"^# {key}: (.+)$", path.read_text(), re.MULTILINE)
    return found.group(1).strip() if found else None
