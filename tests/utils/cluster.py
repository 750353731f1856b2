"""The scaled deployment on this machine, for the fault tests and `make bench-load`: a private
redis-server on a free port, a fresh PostgreSQL database on the local server (reached through a TCP
proxy that can cut it off), the API under uvicorn and Celery grading workers, each a real process."""

from __future__ import annotations

import os
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import httpx
from sqlalchemy import create_engine, text

from app.config import PROJECT_ROOT
from tests.utils.db import migrate_to_head

POSTGRES_ADMIN_URL = os.environ.get("POSTGRES_ADMIN_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until(condition, timeout_s: float, what: str, interval_s: float = 0.05):
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(interval_s)
    raise AssertionError(f"timed out after {timeout_s} s waiting for {what}")


class RedisServer:
    """Our own redis-server (nothing on disk), never the machine's shared one."""

    def __init__(self, folder: Path, port: int | None = None):
        self.port = port or free_port()
        self.folder = folder
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> "RedisServer":
        binary = shutil.which("redis-server") or "/usr/bin/redis-server"
        self.folder.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--daemonize", "no", "--dir", str(self.folder)],
            stdout=open(self.folder / "redis.log", "ab"), stderr=subprocess.STDOUT)
        wait_until(self._answers, 10, f"redis-server on port {self.port}")
        return self

    def _answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)
        self.process = None

    def restart(self, down_s: float = 0.0) -> None:
        self.stop()
        time.sleep(down_s)
        self.start()


class TcpProxy:
    """Forwards a local port to a server; `cut()` drops every connection and refuses new ones
    until `restore()`: the server, as the clients see it, is briefly unreachable."""

    def __init__(self, target_host: str, target_port: int):
        self.target = (target_host, target_port)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self._open = threading.Event()
        self._open.set()
        self._lock = threading.Lock()
        self._pairs: set[tuple[socket.socket, socket.socket]] = set()
        self._closed = False
        threading.Thread(target=self._accept, name="tcp-proxy", daemon=True).start()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if not self._open.is_set():
                client.close()
                continue
            try:
                server = socket.create_connection(self.target, timeout=5)
            except OSError:
                client.close()
                continue
            with self._lock:
                self._pairs.add((client, server))
            threading.Thread(target=self._pump, args=(client, server), daemon=True).start()

    def _pump(self, client: socket.socket, server: socket.socket) -> None:
        selector = selectors.DefaultSelector()
        selector.register(client, selectors.EVENT_READ, server)
        selector.register(server, selectors.EVENT_READ, client)
        try:
            while True:
                for key, _ in selector.select(timeout=1.0):
                    data = key.fileobj.recv(65536)
                    if not data:
                        return
                    key.data.sendall(data)
        except (OSError, ValueError):
            return
        finally:
            selector.close()
            self._drop((client, server))

    def _drop(self, pair) -> None:
        with self._lock:
            self._pairs.discard(pair)
        for sock in pair:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()

    def cut(self) -> None:
        self._open.clear()
        with self._lock:
            pairs = list(self._pairs)
        for pair in pairs:
            self._drop(pair)

    def restore(self) -> None:
        self._open.set()

    def close(self) -> None:
        self._closed = True
        self.cut()
        self.listener.close()


def create_database(prefix: str = "rp_cluster", migrate: bool = True) -> str:
    """A fresh database on the local PostgreSQL server (migrated unless told not to); returns its URL."""
    name = f"{prefix}_{uuid.uuid4().hex[:10]}"
    admin = create_engine(POSTGRES_ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    url = POSTGRES_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"
    if migrate:
        migrate_to_head(url)
    return url


def drop_database(url: str) -> None:
    name = url.rsplit("/", 1)[1]
    admin = create_engine(POSTGRES_ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


def via_proxy(url: str, proxy: TcpProxy) -> str:
    """The same database URL, reached through the proxy."""
    scheme, rest = url.split("://", 1)
    credentials, location = rest.split("@", 1)
    database = location.split("/", 1)[1]
    return f"{scheme}://{credentials}@127.0.0.1:{proxy.port}/{database}"


class Service:
    """One real process of the deployment, in its own process group, its output in a log file."""

    def __init__(self, name: str, argv: list[str], env: dict[str, str], folder: Path):
        self.name, self.argv, self.env = name, argv, env
        self.log_path = folder / f"{name}.log"
        self.process: subprocess.Popen | None = None
        self.metrics_url = ""

    def start(self) -> "Service":
        self.process = subprocess.Popen(self.argv, env=self.env, cwd=PROJECT_ROOT, start_new_session=True,
                                        stdin=subprocess.DEVNULL, stdout=open(self.log_path, "ab"),
                                        stderr=subprocess.STDOUT)
        return self

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def kill(self) -> None:
        """SIGKILL to the whole group, as a machine that dies would: no cleanup, no goodbye."""
        if self.running:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(10)

    def stop(self, timeout_s: float = 10.0) -> None:
        if not self.running:
            return
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout_s)
        except subprocess.TimeoutExpired:
            self.kill()
        try:  # children left behind (a pool that outlived its parent)
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


def service_env(database_url: str, redis_url: str, **settings: object) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PYTEST_", "COV_"))}
    env.update(DISPATCHER="celery", DATABASE_URL=database_url, REDIS_URL=redis_url, APP_ENV="test",
               LOG_FORMAT="json", PYTHONUNBUFFERED="1")
    env.update({key.upper(): str(value) for key, value in settings.items()})
    return env


def api_service(folder: Path, env: dict[str, str], port: int, workers: int = 1, name: str = "api") -> Service:
    env = dict(env, PORT=str(port), HOST="127.0.0.1", API_WORKERS=str(workers))
    return Service(name, [sys.executable, "-m", "app", "serve"], env, folder)


def worker_service(folder: Path, env: dict[str, str], name: str, concurrency: int = 1) -> Service:
    return Service(name, [sys.executable, "-m", "grader", "worker", f"--concurrency={concurrency}",
                          f"--hostname={name}@%h"], env, folder)


def wait_http(base_url: str, timeout_s: float = 30.0, path: str = "/healthz") -> None:
    def answers() -> bool:
        try:
            return httpx.get(base_url + path, timeout=1.0).status_code == 200
        except httpx.HTTPError:
            return False
    wait_until(answers, timeout_s, f"{base_url}{path}", interval_s=0.1)


def wait_worker_ready(service: Service, timeout_s: float = 30.0) -> None:
    """Celery prints 'ready.' once it consumes."""
    def ready() -> bool:
        if not service.running:
            raise AssertionError(f"{service.name} exited:\n{service.log()[-3000:]}")
        return " ready." in service.log()
    wait_until(ready, timeout_s, f"{service.name} to be ready", interval_s=0.1)


class Deployment:
    """The Celery deployment on this machine: redis, a fresh database reached through a proxy,
    the API (uvicorn, `api_workers` processes) and `workers` Celery workers."""

    def __init__(self, folder: Path, problems_dir: Path, *, api_workers: int = 1, workers: int = 2,
                 concurrency: int = 1, proxy: bool = True, **settings: object):
        self.folder = folder
        self.use_proxy = proxy
        self.api_workers, self.worker_count, self.concurrency = api_workers, workers, concurrency
        self.settings = dict(problems_dir=problems_dir, **settings)
        self.redis: RedisServer | None = None
        self.proxy: TcpProxy | None = None
        self.database_url = ""  # direct, for the test's own queries
        self.api: Service | None = None
        self.workers: list[Service] = []
        self.port = free_port()
        self._names = iter(range(1, 1000))

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def env(self) -> dict[str, str]:
        url = via_proxy(self.database_url, self.proxy) if self.proxy else self.database_url
        return service_env(url, self.redis.url, **self.settings)

    def start(self) -> "Deployment":
        self.folder.mkdir(parents=True, exist_ok=True)
        self.redis = RedisServer(self.folder / "redis").start()
        self.database_url = create_database()
        if self.use_proxy:
            self.proxy = TcpProxy("127.0.0.1", int(self.database_url.split("@", 1)[1].split("/")[0].split(":")[1]))
        self.api = api_service(self.folder, self.env, self.port, self.api_workers).start()
        for _ in range(self.worker_count):
            self.add_worker(wait=False)
        wait_http(self.base_url, 60)
        for worker in self.workers:
            wait_worker_ready(worker, 60)
        return self

    def add_worker(self, wait: bool = True) -> Service:
        """A Celery worker; its Prometheus metrics on its own free port (`worker.metrics_url`)."""
        port = free_port()
        env = dict(self.env, WORKER_METRICS_PORT=str(port))
        worker = worker_service(self.folder, env, f"worker{next(self._names)}", self.concurrency).start()
        worker.metrics_url = f"http://127.0.0.1:{port}/metrics"
        self.workers.append(worker)
        if wait:
            wait_worker_ready(worker, 60)
        return worker

    def restart_api(self, kill: bool = True) -> None:
        (self.api.kill if kill else self.api.stop)()
        self.api = api_service(self.folder, self.env, self.port, self.api_workers, name="api").start()
        wait_http(self.base_url, 60)

    def stop(self) -> None:
        for service in [self.api, *self.workers]:
            if service is not None:
                service.stop()
        if self.redis:
            self.redis.stop()
        if self.proxy:
            self.proxy.close()
        if self.database_url:
            drop_database(self.database_url)
