"""The real server as a subprocess: `start_server` runs `python -m app serve` on a free port with a
fresh SQLite file (a copy of the one `python -m app migrate` made for the session), and waits for
/healthz. Shared by the browser tests and the hostile web tests."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
PYTHON = str(VENV_PYTHON if VENV_PYTHON.exists() else Path(sys.executable))


@dataclass
class LiveServer:
    url: str
    process: subprocess.Popen
    log_path: Path

    def log_tail(self, chars: int = 4000) -> str:
        return self.log_path.read_text(errors="replace")[-chars:]

    def health(self) -> dict:
        with urllib.request.urlopen(f"{self.url}/healthz", timeout=5) as response:
            return json.load(response)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_server(workdir: Path, extra_env: dict[str, str] | None = None, timeout_s: float = 60) -> LiveServer:
    """Migrates a new SQLite database in `workdir` and serves the app on it until /healthz is 200."""
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{(workdir / 'app.db').resolve()}",
        "PORT": str(port), "HOST": "127.0.0.1", "APP_ENV": "test",
        **(extra_env or {}),
    }
    database = (workdir / "app.db").resolve()
    if "DATABASE_URL" in (extra_env or {}) or database.exists():  # its own database, or a restart
        migrate(env)
    else:
        shutil.copyfile(_migrated_template(workdir.parent, env), database)
    log_path = workdir / "server.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen([PYTHON, "-m", "app", "serve"], cwd=ROOT, env=env, stdout=log,
                                   stderr=subprocess.STDOUT, start_new_session=True)
    server = LiveServer(f"http://127.0.0.1:{port}", process, log_path)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with {process.returncode}:\n{server.log_tail()}")
        try:
            server.health()
            return server
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.2)
    stop_server(server)
    raise RuntimeError(f"/healthz did not answer 200 within {timeout_s:.0f} s:\n{server.log_tail()}")


def migrate(env: dict[str, str]) -> None:
    migrated = subprocess.run([PYTHON, "-m", "app", "migrate"], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=120)
    if migrated.returncode != 0:
        raise RuntimeError(f"`python -m app migrate` failed:\n{migrated.stdout}\n{migrated.stderr}")


def _migrated_template(folder: Path, env: dict[str, str]) -> Path:
    """A SQLite file `python -m app migrate` made once in `folder` (the session's temporary
    folder, beside every server's own), copied for each new server: the command takes seconds."""
    template = folder / "migrated-template.db"
    if not template.exists():
        partial = folder / f"migrated-template.{os.getpid()}.db"
        migrate({**env, "DATABASE_URL": f"sqlite:///{partial.resolve()}"})
        partial.replace(template)  # whole or absent, never half-migrated
    return template


def stop_server(server: LiveServer) -> None:
    """SIGTERM to the server's own process group (its grading workers too), SIGKILL if it lingers."""
    if server.process.poll() is not None:
        return
    os.killpg(server.process.pid, signal.SIGTERM)
    try:
        server.process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        os.killpg(server.process.pid, signal.SIGKILL)
        server.process.wait(timeout=5)
