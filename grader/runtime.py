"""What learner code runs on, said on the problem page: the sandbox's interpreter (the system's
python3, not the platform's venv) and its standard library only; the platform adds `plot(...)`."""

from __future__ import annotations

import functools
import subprocess

from grader.sandbox.base import SANDBOX_PYTHON


@functools.cache
def learner_python_version() -> str:
    """'3.11' for the interpreter the sandbox starts, or '' when it cannot be asked."""
    try:
        done = subprocess.run([SANDBOX_PYTHON, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                              capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""
