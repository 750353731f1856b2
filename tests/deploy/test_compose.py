"""docker-compose.yml describes the scaled deployment: checked by `docker compose config` when the
compose plugin is installed (no engine needed), by docker-compose v1 and the Compose schema it
ships when those are, and always by its structure here."""

import json
import os
import shutil
import subprocess
from pathlib import Path

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
    assert {"postgres-data", "redis-data"} <= set(compose["volumes"])
    assert any(volume.startswith("postgres-data:") for volume in services["postgres"]["volumes"])


def test_the_image_builds_from_the_project(compose):
    dockerfile = (PROJECT_ROOT / "Dockerfile").read_text()
    assert compose["services"]["api"]["build"] == "."
    for needed in ("bubblewrap", "util-linux", "python3", "COPY app app", "COPY grader grader", "COPY problems problems"):
        assert needed in dockerfile
    for folder in ("app", "grader", "reference", "migrations", "problems"):
        assert (PROJECT_ROOT / folder).is_dir()
