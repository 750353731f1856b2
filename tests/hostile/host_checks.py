"""What the host looks like from outside a sandbox run: used after hostile and sandbox tests."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

SANDBOX_UID = 65534


def sandbox_processes() -> list[str]:
    """Every process (zombies included) whose real uid is the sandbox's: `pid name state`."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
        except OSError:
            continue
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        if int(fields["Uid"].split()[0]) == SANDBOX_UID:
            found.append(f"{entry.name} {fields['Name'].strip()} {fields['State'].strip()}")
    return found


def leftover_sandbox_processes(wait_s: float = 2.0) -> list[str]:
    """Sandbox processes still there after `wait_s` (a process being reaped may take a moment)."""
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
