"""A harness as the sandbox receives it: its modules, compiled by the sandbox's own interpreter,
sent on stdin ahead of the job, and the bootstrap (`python3 -I -S -c BOOTSTRAP`) that loads them.

Nothing of the host is mounted for a harness: the learner's process holds exactly the modules its
kind's harness needs (the channel, the base harness, the kind's harness, and for a controller the
hardware seam the rig runs too), as code objects, never their files or anything beside them.

stdin, for each module: `<name> <length>\n` and that many bytes of marshal data; the module named
`__main__` comes last and runs as the program (the others become sys.modules entries, a dotted
name also an attribute of its parent, so `from grader import channel` works inside). The job and
any session messages follow on the same stdin.
"""

from __future__ import annotations

import functools
import subprocess
from dataclasses import dataclass
from pathlib import Path

from grader.sandbox import SANDBOX_PYTHON, SandboxUnavailable

PROJECT_DIR = Path(__file__).resolve().parents[1]
MAIN = "__main__"
# Kept to what `-c` parses fast: one loop, no function, no import beyond marshal.
BOOTSTRAP = (
    "import sys,marshal\n"
    "b=sys.stdin.buffer\n"
    "while 1:\n"
    " n,s=b.readline().decode().split();c=marshal.loads(b.read(int(s)))\n"
    " if n=='__main__':exec(c,{'__name__':n});break\n"
    " m=type(sys)(n);sys.modules[n]=m;p,_,a=n.rpartition('.')\n"
    " if p:setattr(sys.modules.setdefault(p,type(sys)(p)),a,m)\n"
    " exec(c,m.__dict__)\n"
)
# Compiles stdin as the file named by its one argument (the name tracebacks inside will show).
COMPILE = ("import sys,marshal;sys.stdout.buffer.write(marshal.dumps("
           "compile(sys.stdin.buffer.read(),sys.argv[1],'exec')))")


@dataclass(frozen=True)
class SandboxModule:
    name: str          # its name in sys.modules inside
    host_path: Path    # the source, read on the host
    inside_path: str   # its file name in tracebacks inside; no file is mounted there


CHANNEL = SandboxModule("grader.channel", PROJECT_DIR / "grader" / "channel.py", "/opt/grader/channel.py")
BASE_HARNESS = SandboxModule("grader.harness", PROJECT_DIR / "grader" / "harness.py", "/opt/grader/harness.py")
SEAM = SandboxModule("seam", PROJECT_DIR / "device" / "seam.py", "/opt/device/seam.py")


@functools.cache
def harness_program(modules: tuple[SandboxModule, ...], main: SandboxModule) -> bytes:
    """What precedes the job on stdin: `modules` in order, then `main` run as the program (as
    `__main__`, whatever its own name)."""
    return b"".join(_framed(module.name, compile_for_sandbox(module.host_path, module.inside_path))
                    for module in modules) + _framed(MAIN, compile_for_sandbox(main.host_path, main.inside_path))


def _framed(name: str, code_object: bytes) -> bytes:
    return b"%s %d\n" % (name.encode(), len(code_object)) + code_object


@functools.cache
def compile_for_sandbox(host_path: Path, inside_path: str) -> bytes:
    """A source file as a code object for the sandbox's own interpreter (marshal data is specific
    to a Python version, so that interpreter compiles it, once per process). Sent on stdin: nothing
    of the host is mounted, and the sandbox skips the ~3 ms a compile from source costs."""
    try:
        done = subprocess.run([SANDBOX_PYTHON, "-I", "-S", "-c", COMPILE, inside_path],
                              input=Path(host_path).read_bytes(), capture_output=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise SandboxUnavailable(f"cannot compile {inside_path} with {SANDBOX_PYTHON}: {exc}") from None
    if done.returncode != 0 or not done.stdout:
        raise SandboxUnavailable(f"cannot compile {inside_path} with {SANDBOX_PYTHON}: "
                                 f"{done.stderr.decode(errors='replace')[-500:]}")
    return done.stdout
