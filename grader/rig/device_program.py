"""The device program (device/ at the repository's root) as the host installs and checks it.

It lives in the board's flash. Before every job and health check the host asks the board for a
SHA-256 of each file and reinstalls whatever differs, so the program is always this checkout's,
and anything a learner's code wrote over it is gone before the next job. A `main.py` (which would
run at every boot) is removed the same way.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from grader.rig.repl import RawRepl, RigSilent

DEVICE_DIR = Path(__file__).resolve().parents[2] / "device"
FILES = ("config.py", "seam.py", "rigseam.py", "simworld.py", "rigrun.py", "boot.py")
WRITE_CHUNK_BYTES = 1024

HASH_PROGRAM = """import hashlib, binascii, os
def _h(n):
    d = hashlib.sha256()
    try:
        with open(n, 'rb') as f:
            d.update(f.read())
    except OSError:
        return '-'
    return binascii.hexlify(d.digest()).decode()
print(' '.join([_h(n) for n in %s]) + (' main.py' if 'main.py' in os.listdir() else ''))
"""


@lru_cache
def program() -> dict[str, bytes]:
    return {name: (DEVICE_DIR / name).read_bytes() for name in FILES}


def version() -> str:
    digest = hashlib.sha256()
    for name, data in program().items():
        digest.update(name.encode() + b"\0" + data + b"\0")
    return digest.hexdigest()[:12]


def installed_mismatch(repl: RawRepl) -> list[str]:
    """The files the board lacks or holds another version of (and main.py if there is one)."""
    out, error = repl.run(HASH_PROGRAM % json.dumps(list(FILES)), timeout_s=10)
    if error:
        raise RigSilent(f"the board could not hash its files: {error.decode(errors='replace').strip()[-200:]}")
    words = out.decode(errors="replace").split()
    stale = [name for name, digest in zip(FILES, words) if digest != hashlib.sha256(program()[name]).hexdigest()]
    if len(words) < len(FILES):
        stale = list(FILES)
    return stale + (["main.py"] if "main.py" in words[len(FILES):] else [])


def install(repl: RawRepl, names: list[str]) -> None:
    """Write the named files (and rigversion.py) to the board's flash; remove a main.py."""
    files = {name: program()[name] for name in names if name in FILES}
    files["rigversion.py"] = f"VERSION = {version()!r}\n".encode()
    for name, data in files.items():
        repl.transcript.note(f"installing {name} ({len(data)} bytes)")
        repl.run(f"_f = open({name!r}, 'wb')", timeout_s=5)
        for start in range(0, len(data), WRITE_CHUNK_BYTES):
            _, error = repl.run(f"_f.write({data[start:start + WRITE_CHUNK_BYTES]!r})", timeout_s=5)
            if error:
                raise RigSilent(f"writing {name} failed: {error.decode(errors='replace').strip()[-200:]}")
        repl.run("_f.close()", timeout_s=5)
    if "main.py" in names:
        repl.transcript.note("removing main.py")
        repl.run("import os\nos.remove('main.py')", timeout_s=5)


def ensure_installed(repl: RawRepl) -> bool:
    """Install what is missing or different; True when something was written (then soft reset)."""
    stale = installed_mismatch(repl)
    if stale:
        install(repl, stale)
    return bool(stale)


@lru_cache
def device_config() -> dict[str, object]:
    """The constants of device/config.py (the rig's robot: ticks per turn, wheel radius ...),
    read as literals: the host's one source for them too."""
    import ast

    values: dict[str, object] = {}
    for node in ast.parse(program()["config.py"]).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                values[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                continue
    return values
