"""Development only: runs the program WITHOUT isolation, as the grader's own user.

Only rlimits (memory, CPU, file size) and the wall clock apply; the code can read and write
everything the grader can. It is chosen only by name (SANDBOX=unsafe), never as a fallback,
and says so loudly every time it is used.
"""

from __future__ import annotations

import logging
import os
import warnings
from pathlib import Path
from typing import Mapping, Sequence

from grader.sandbox.base import SANDBOX_PYTHON, Sandbox, SandboxLimits, prlimit_argv, require_binaries

log = logging.getLogger(__name__)
WARNING = "SANDBOX=unsafe: learner code runs WITHOUT isolation; never use this outside development"


class UnsafeSandbox(Sandbox):
    name = "unsafe"
    isolated = False

    def __init__(self) -> None:
        warnings.warn(WARNING, RuntimeWarning, stacklevel=2)
        log.warning(WARNING)

    def inside_uid(self) -> int:
        return os.geteuid()

    def check(self) -> None:
        require_binaries(self.name, {"/usr/bin/prlimit": "util-linux", SANDBOX_PYTHON: "python3"})

    def command(self, argv: Sequence[str], limits: SandboxLimits, files: Mapping[str, Path],
                nproc: int, info_fd: int | None = None) -> list[str]:
        log.warning(WARNING)
        # No mount namespace: the program reads the files where they are on the host.
        command = [str(files[token]) if token in files else token for token in argv]
        return prlimit_argv(limits, None) + command
