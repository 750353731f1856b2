"""The standalone rig worker (`python -m grader rig-worker`) of the scaled deployment, as a real
process beside an API process that has no rig: the API learns of the rig from the registry, the
worker takes the replays the API queued, and a worker killed in the middle of a replay loses
nothing: the next one takes the replay back and finishes it."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from fastapi.testclient import TestClient

from app.config import PROJECT_ROOT
from app.main import create_app
from tests.utils.client import sign_up, submit
from tests.utils.cluster import Service, create_database, drop_database, service_env, wait_until
from tests.utils.micropython import needs_micropython
from tests.utils.solutions import solution_for

pytestmark = [pytest.mark.postgres, pytest.mark.sandbox, needs_micropython]


@pytest.fixture
def database_url():
    url = create_database("rp_rigworker")
    yield url
    drop_database(url)


@pytest.fixture
def rig_env(database_url, tmp_path):
    return service_env(database_url, "redis://127.0.0.1:1/0", DISPATCHER="none", RIG="emulated",
                       RIG_DIR=tmp_path / "rig", RIG_HEALTH_INTERVAL_S=1.0, PROBLEMS_DIR=PROJECT_ROOT / "problems")


def rig_worker(tmp_path, env, name: str = "rig-worker") -> Service:
    return Service(name, [sys.executable, "-m", "grader", "rig-worker"], env, tmp_path).start()


def rig_status(env) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "grader", "rig-status"], env=env, cwd=PROJECT_ROOT,
                          capture_output=True, text=True, timeout=60)


@pytest.fixture
def api(database_url, make_settings):
    """An API process with no rig of its own, as in docker-compose.yml."""
    settings = make_settings(database_url, problems_dir=PROJECT_ROOT / "problems", rig_max_run_s=4.0)
    with TestClient(create_app(settings)) as client:
        yield client


def connected(client) -> list[dict]:
    return client.get("/api/rigs").json()


def wait_for_run(client, run_id: int, until=("done", "failed"), timeout_s: float = 60.0) -> dict:
    def reached():
        run = client.get(f"/api/rig-runs/{run_id}").json()
        return run if run["status"] in until else None
    return wait_until(reached, timeout_s, f"rig run {run_id} to be {'/'.join(until)}", interval_s=0.2)


def test_the_rig_worker_serves_replays_queued_by_the_api(api, rig_env, tmp_path):
    sign_up(api, "grace")
    graded = submit(api, "stop-before-the-wall", solution_for("stop-before-the-wall"))
    assert api.post(f"/api/submissions/{graded['id']}/rig-runs", json={}).status_code == 503   # no rig yet
    assert rig_status(rig_env).returncode == 1
    worker = rig_worker(tmp_path, rig_env)
    try:
        rigs = wait_until(lambda: connected(api), 60, "the rig worker's rig in the registry", interval_s=0.2)
        assert rigs[0]["name"] == "emulated" and rigs[0]["in_service"]
        status = rig_status(rig_env)
        assert status.returncode == 0 and "emulated: in service" in status.stdout
        run = api.post(f"/api/submissions/{graded['id']}/rig-runs", json={})
        assert run.status_code == 202, run.text
        done = wait_for_run(api, run.json()["id"])
        assert (done["status"], done["rig"], done["verdict"]) == ("done", "emulated", "completed")
        assert done["telemetry"]["t_s"] and done["simulated"]       # the board's run beside the simulator's
        worker.stop(timeout_s=30)
        assert worker.process.returncode == 0, worker.log()[-2000:]
    finally:
        worker.kill()
    assert connected(api) == []                       # it said goodbye: no rig, replays refused again
    assert api.post(f"/api/submissions/{graded['id']}/rig-runs", json={}).status_code == 503
    assert rig_status(rig_env).returncode == 1


def test_a_rig_worker_killed_mid_replay_loses_nothing(api, rig_env, tmp_path):
    sign_up(api, "hedy")
    graded = submit(api, "stop-before-the-wall", solution_for("stop-before-the-wall"))
    first = rig_worker(tmp_path, rig_env, "rig-worker-1")
    second = None
    try:
        wait_until(lambda: connected(api), 60, "the rig in the registry", interval_s=0.2)
        run_id = api.post(f"/api/submissions/{graded['id']}/rig-runs", json={}).json()["id"]
        wait_for_run(api, run_id, until=("running",))
        time.sleep(0.5)
        first.kill()                                  # SIGKILL: no goodbye, the run left "running"
        assert api.get(f"/api/rig-runs/{run_id}").json()["status"] == "running"
        second = rig_worker(tmp_path, rig_env, "rig-worker-2")
        done = wait_for_run(api, run_id)
        assert (done["status"], done["verdict"]) == ("done", "completed"), done["message"]
    finally:
        first.kill()
        if second is not None:
            second.stop(timeout_s=30)


def test_the_api_refuses_to_open_the_rigs_in_several_worker_processes(rig_env):
    env = dict(rig_env, API_WORKERS="2", PORT="1")
    done = subprocess.run([sys.executable, "-m", "app", "serve"], env=env, cwd=PROJECT_ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "python -m grader rig-worker" in done.stderr
