"""The default backend: bubblewrap, started as uid 65534 with rlimits.

    prlimit (AS, FSIZE, NOFILE, CORE=0, CPU, NPROC)
    -> setpriv (uid/gid 65534, no groups, empty bounding set, no_new_privs, parent-death SIGKILL)
    -> bwrap (every namespace unshared, no nested user namespaces, the program as pid 1,
              read-only /usr and nothing else of the host, a size-capped private /tmp)

bwrap runs unprivileged: run as root inside, its uid 65534 would map to host root.
`--as-pid-1` matters: the harness reaps what the learner forks, and when it exits the kernel
kills everything left in the namespace.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Mapping, Sequence

from grader.sandbox.base import (
    MIB, SANDBOX_PYTHON, SANDBOX_UID, Sandbox, SandboxLimits, SandboxUnavailable, prlimit_argv,
    require_binaries, setpriv_argv,
)

BWRAP = "/usr/bin/bwrap"
USERNS_HINT = (" (bwrap needs unprivileged user namespaces: sysctl -w kernel.unprivileged_userns_clone=1"
               " and user.max_user_namespaces > 0; AppArmor may also restrict them)")
BINARIES = {
    BWRAP: "bubblewrap", "/usr/bin/prlimit": "util-linux", "/usr/bin/setpriv": "util-linux",
    SANDBOX_PYTHON: "python3", "/bin/sh": "dash",
}


class BwrapSandbox(Sandbox):
    name = "bwrap"
    reports_child_pid = True

    def check(self) -> None:
        require_binaries(self.name, BINARIES)
        try:
            self.probe()
        except SandboxUnavailable as exc:
            if "namespace" in exc.reason:
                raise SandboxUnavailable(exc.reason + USERNS_HINT) from None
            raise

    def command(self, argv: Sequence[str], limits: SandboxLimits, files: Mapping[str, Path],
                nproc: int, info_fd: int | None = None) -> list[str]:
        uid = SANDBOX_UID if os.geteuid() == 0 else None
        return (prlimit_argv(limits, nproc) + setpriv_argv(uid) + bwrap_argv(limits, files, info_fd)
                + list(argv))


def bwrap_argv(limits: SandboxLimits, files: Mapping[str, Path], info_fd: int | None = None) -> list[str]:
    argv = [
        BWRAP, "--unshare-all", "--unshare-user", "--disable-userns", "--as-pid-1", "--die-with-parent",
        "--new-session", "--clearenv", "--hostname", "sandbox",
        "--ro-bind", "/usr", "/usr",
        "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64", "--symlink", "usr/bin", "/bin",
        "--proc", "/proc", "--dev", "/dev",
        "--size", str(limits.tmp_size_mib * MIB), "--tmpfs", "/tmp",
    ]
    for inside, host in files.items():
        argv += ["--ro-bind", str(host), inside]
    if info_fd is not None:
        argv += ["--info-fd", str(info_fd)]
    # Last: bwrap's own root and /dev are writable tmpfs (unbounded, in host memory) until now.
    argv += ["--remount-ro", "/dev", "--remount-ro", "/", "--chdir", "/tmp", "--"]
    return argv
