"""Sandboxes that run learner code: `get_sandbox()` picks one, `availability()` says whether
grading can work here and, if not, why.

SANDBOX=auto (default): bwrap, else nsjail (if installed), else SandboxUnavailable naming what
to install. SANDBOX=bwrap|nsjail: that one or SandboxUnavailable. SANDBOX=unsafe: no isolation,
for development only; never chosen unless named.
"""

from __future__ import annotations

import functools
import os

from grader.sandbox.base import (
    SANDBOX_PYTHON, RunResult, Sandbox, SandboxLimits, SandboxUnavailable,
)
from grader.sandbox.bwrap import BwrapSandbox
from grader.sandbox.nsjail import NsjailSandbox
from grader.sandbox.process import SandboxProcess
from grader.sandbox.unsafe import UnsafeSandbox

__all__ = [
    "SANDBOX_PYTHON", "RunResult", "Sandbox", "SandboxLimits", "SandboxProcess", "SandboxUnavailable",
    "availability", "get_sandbox", "reset_cache",
]

CHOICES = ("auto", "bwrap", "nsjail", "unsafe")
_BACKENDS = {"bwrap": BwrapSandbox, "nsjail": NsjailSandbox, "unsafe": UnsafeSandbox}


def get_sandbox(name: str | None = None) -> Sandbox:
    """The sandbox to grade with: `name`, else $SANDBOX, else auto. Raises SandboxUnavailable."""
    choice = (name or os.environ.get("SANDBOX") or "auto").strip().lower()
    if choice not in CHOICES:
        raise SandboxUnavailable(f"SANDBOX={choice!r} is not one of {', '.join(CHOICES)}")
    if choice != "auto":
        return _checked(choice)
    reasons = []
    for backend in ("bwrap", "nsjail"):
        try:
            return _checked(backend)
        except SandboxUnavailable as exc:
            reasons.append(exc.reason)
    raise SandboxUnavailable("no sandbox can run here: " + " | ".join(reasons)
                             + ". Install bubblewrap (apt-get install -y bubblewrap) and util-linux.")


@functools.cache
def _checked(backend: str) -> Sandbox:
    """One working instance per backend and process: the check runs a program, ~15 ms."""
    sandbox = _BACKENDS[backend]()
    sandbox.check()
    return sandbox


@functools.cache
def availability() -> tuple[bool, str, str]:
    """(ok, backend, reason) for the app to show: "grading unavailable because <reason>"."""
    try:
        sandbox = get_sandbox()
    except SandboxUnavailable as exc:
        return False, "", exc.reason
    if not sandbox.isolated:
        from grader.sandbox.unsafe import WARNING
        return True, sandbox.name, WARNING
    return True, sandbox.name, ""


def reset_cache() -> None:
    """Forget checked backends and availability (after installing something, and in tests)."""
    _checked.cache_clear()
    availability.cache_clear()
    from grader.sandbox.cgroups import parent_dirs
    parent_dirs.cache_clear()
