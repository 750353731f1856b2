"""docker-compose.yml describes the scaled deployment: checked by `docker compose config` when the
compose plugin is installed (no engine needed), by docker-compose v1 and the Compose schema it
ships when those are, and always by its structure here."""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
import yaml

from app.config import PROJECT_ROOT, Settings

COMPOSE = PROJECT_ROOT / "docker-compose.yml"
COMPOSE_SCHEMA = Path("/usr/lib/python3/dist-packages/compose/config/compose_spec.json")  # Debian's docker-compose
ENV = dict(os.environ, SECRET_KEY="x" * 48)


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load(COMPOSE.read_text())


def _plugin_available() -> bool:
    if shutil.which("docker") is None:
        return False
    return subprocess.run(["docker", "compose", "version"], capture_output=True).returncode == 0


@pytest.mark.skipif(not _plugin_available(), reason="the docker compose plugin is not installed")
def test_docker_compose_config_accepts_it():
    result = subprocess.run(["docker", "compose", "-f", str(COMPOSE), "config", "-q"], env=ENV,
                            capture_output=True, text=True, cwd=PROJECT_ROOT)
    assert result.returncode == 0, result.stderr


@pytest.mark.skipif(shutil.which("docker-compose") is None, reason="docker-compose (v1) is not installed")
def test_docker_compose_v1_config_accepts_it():
    result = subprocess.run(["docker-compose", "-f", str(COMPOSE), "config", "-q"], env=ENV,
                            capture_output=True, text=True, cwd=PROJECT_ROOT)
    assert result.returncode == 0, result.stderr


@pytest.mark.skipif(not COMPOSE_SCHEMA.exists(), reason="the Compose schema (Debian's docker-compose) is not installed")
def test_it_validates_against_the_compose_schema(compose):
    import jsonschema_rs

    schema = json.loads(COMPOSE_SCHEMA.read_text())
    errors = [error.message for error in jsonschema_rs.validator_for(schema).iter_errors(_expanded(compose))]
    assert errors == []


def _interpolated(value: object) -> str:
    """A value as compose would pass it with none of its variables set: `${NAME:-default}` is the
    default, `${NAME:?message}` and `${NAME}` are empty (the test sets what it needs after)."""
    return re.sub(r"\$\{\w+(?::-([^}]*)|:\?[^}]*)?\}", lambda m: m.group(1) or "", str(value))


def _expanded(compose: dict) -> dict:
    """YAML anchors are resolved by the loader; `x-` extension fields are allowed by the schema."""
    return json.loads(json.dumps(compose))


def test_the_services_of_the_scaled_deployment(compose):
    services = compose["services"]
    assert {"api", "worker", "rig-worker", "postgres", "redis", "migrate"} <= set(services)
    for name in ("api", "worker", "postgres", "redis", "rig-worker"):
        assert "healthcheck" in services[name], name
    assert int(services["api"]["environment"]["API_WORKERS"]) > 1
    assert services["worker"]["deploy"]["replicas"] >= 2
    assert services["worker"]["command"][:4] == ["python", "-m", "grader", "worker"]
    for name in ("api", "worker", "migrate"):
        env = services[name]["environment"]
        assert env["DISPATCHER"] == "celery" and env["REDIS_URL"].startswith("redis://redis:")
        assert env["DATABASE_URL"].startswith("postgresql+psycopg://") and "@postgres:5432/" in env["DATABASE_URL"]
    assert services["api"]["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
    rigs = services["rig-worker"]["environment"]["RIGS"]
    assert "$" not in rigs and Settings(rigs=json.loads(rigs)).rigs[0].port == "/dev/ttyACM0"
    assert services["worker"]["environment"]["SANDBOX_NPROC_HEADROOM"].isdigit() and services["worker"]["pids_limit"]
    assert services["migrate"]["restart"] == "on-failure"
    assert {"postgres-data", "redis-data"} <= set(compose["volumes"])
    assert any(volume.startswith("postgres-data:") for volume in services["postgres"]["volumes"])


def shell_check(service: dict) -> str:
    """A health check in the string form (CMD-SHELL), the one every compose tool runs alike."""
    test = service["healthcheck"]["test"]
    assert isinstance(test, str), f"not a string: {test!r} (podman's Docker API splits the exec form's arguments)"
    return test


def test_health_checks_run_in_a_shell(compose):
    for name in ("api", "worker", "rig-worker", "redis"):
        shell_check(compose["services"][name])


def test_the_image_builds_from_the_project(compose):
    dockerfile = (PROJECT_ROOT / "Dockerfile").read_text()
    assert compose["services"]["api"]["build"] == "."
    for needed in ("bubblewrap", "util-linux", "python3", "COPY app app", "COPY grader grader", "COPY problems problems"):
        assert needed in dockerfile
    for folder in ("app", "grader", "reference", "migrations", "problems"):
        assert (PROJECT_ROOT / folder).is_dir()


@pytest.mark.postgres
@pytest.mark.sandbox
@pytest.mark.skipif(shutil.which("redis-server") is None, reason="redis-server is not installed")
def test_the_services_commands_run_natively_grade_and_replay_a_submission(compose, tmp_path):
    """No container engine here: run each service's own command with its own environment, the
    hosts pointed at this machine's PostgreSQL (a fresh, empty database) and our redis-server;
    the rig worker drives the emulated board (MicroPython on a pty) in place of a Pico."""
    from tests.utils.cluster import RedisServer, Service, create_database, drop_database, free_port, wait_http, \
        wait_until, wait_worker_ready
    from tests.utils.solutions import solution_for

    services = compose["services"]
    redis_server = RedisServer(tmp_path / "redis").start()
    database_url = create_database("rp_compose", migrate=False)  # the migrate service builds it
    port, metrics_port = free_port(), free_port()
    base = {key: value for key, value in os.environ.items() if key not in ("PASSWORD_HASHING", "SANDBOX")}

    def environment(name: str, **extra: str) -> dict[str, str]:
        env = dict(base, **{key: _interpolated(value) for key, value in services[name]["environment"].items()})
        env.update(SECRET_KEY="s" * 48, DATABASE_URL=database_url, REDIS_URL=redis_server.url, **extra)
        env["PATH"] = f"{Path(sys.executable).parent}:{env.get('PATH', '')}"  # the image's venv comes first
        return env

    running: list[Service] = []
    try:
        migrate = Service("migrate", services["migrate"]["command"], environment("migrate"), tmp_path).start()
        assert migrate.process.wait(60) == 0, migrate.log()
        api_env = environment("api", HOST="127.0.0.1", PORT=str(port))
        worker_env = environment("worker", WORKER_METRICS_PORT=str(metrics_port))
        running += [Service("api", services["api"]["command"], api_env, tmp_path).start(),
                    Service("worker", services["worker"]["command"], worker_env, tmp_path).start()]
        wait_http(f"http://127.0.0.1:{port}", 90)
        wait_worker_ready(running[1], 60)
        for name, env, real, used in (("api", api_env, port, 8000), ("worker", worker_env, metrics_port, 9808)):
            check = shell_check(services[name]).replace(str(used), str(real))
            assert subprocess.run(["/bin/sh", "-c", check], env=env, timeout=30).returncode == 0, name  # as written

        client = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30)
        signed_up = client.post("/api/auth/register", json={"username": "newcomer", "password": "a long enough password"})
        assert signed_up.status_code == 201
        assert "secure" in signed_up.headers["set-cookie"].lower()  # production settings: HTTPS-only cookie
        client.headers["Cookie"] = f"__Host-session={signed_up.cookies['__Host-session']}"
        submitted = client.post("/api/problems/where-the-gripper-lands/submissions",
                                json={"code": solution_for("where-the-gripper-lands")})
        assert submitted.status_code == 202, submitted.text

        def result():
            body = client.get(f"/api/submissions/{submitted.json()['id']}").json()
            return body if body["status"] not in ("queued", "running") else None
        assert wait_until(result, 60, "the grading")["verdict"] == "accepted"
        assert '"logger": "app.grading.worker"' in running[1].log()  # JSON lines (LOG_FORMAT=json)

        # The rig worker's command and health check, with the emulated board for the Pico.
        rig_env = environment("rig-worker", RIGS="[]", RIG="emulated", RIG_DIR=str(tmp_path / "rig"))
        health = ["/bin/sh", "-c", shell_check(services["rig-worker"])]
        assert subprocess.run(health, env=rig_env, timeout=60).returncode == 1   # not connected yet
        running.append(Service("rig-worker", services["rig-worker"]["command"], rig_env, tmp_path).start())
        wait_until(lambda: subprocess.run(health, env=rig_env, timeout=60).returncode == 0, 90, "a healthy rig worker",
                   interval_s=1.0)
        replay = client.post(f"/api/submissions/{submitted.json()['id']}/rig-runs", json={})
        assert replay.status_code == 202, replay.text

        def replayed():
            body = client.get(f"/api/rig-runs/{replay.json()['id']}").json()
            return body if body["status"] in ("done", "failed") else None
        assert wait_until(replayed, 90, "the replay")["verdict"] == "accepted"
    finally:
        for service in running:
            service.stop()
        redis_server.stop()
        drop_database(database_url)
