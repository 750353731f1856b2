"""Replays end to end through the emulated rig: request -> queue -> raw REPL -> telemetry -> stored
-> shown, through the public API, with the platform started as `RIG=emulated make run` starts it."""

import json
import signal
import threading
import time

import pytest
from fastapi.testclient import TestClient

from app.config import PROJECT_ROOT
from app.db import Database
from app.main import create_app
from app.models import RigRun
from app.services import accounts, classes, rig_runs
from tests.utils.client import sign_up, submit
from tests.utils.factories import PASSWORD
from tests.utils.micropython import needs_micropython
from tests.utils.solutions import solution_for

pytestmark = [pytest.mark.sandbox, needs_micropython]

SWALLOWS_CTRL_C = '''
class Robot:
    def __init__(self, hw):
        self.hw = hw
    def update(self, dt_s):
        self.hw.set_duty(0.3, 0.3)
        while self.hw.now_s() > 0.3:
            try:
                while True:
                    pass
            except KeyboardInterrupt:
                print("you cannot stop me")
'''


@pytest.fixture
def client(sqlite_url, make_settings, tmp_path):
    settings = make_settings(sqlite_url, problems_dir=PROJECT_ROOT / "problems", rig="emulated",
                             rig_dir=tmp_path / "rig", rig_max_run_s=1.0, rig_health_interval_s=1.0)
    with TestClient(create_app(settings)) as client:
        yield client


def emulator_of(client):
    return client.app.state.platform.rigs.emulators[0]


def replay(client, submission_id: int, expect: int = 202) -> dict:
    response = client.post(f"/api/submissions/{submission_id}/rig-runs", json={})
    assert response.status_code == expect, response.text
    return response.json()


def wait_for_run(client, run_id: int, timeout_s: float = 40.0, until=("done", "failed")) -> dict:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        run = client.get(f"/api/rig-runs/{run_id}").json()
        if run["status"] in until:
            return run
        time.sleep(0.1)
    raise AssertionError(f"rig run {run_id} still {run['status']} after {timeout_s} s")


def assert_sent_whole(client, run: dict) -> None:
    """The typed response (RigRunOut in /docs) drops and renames nothing the service's view holds."""
    with client.app.state.platform.database.session() as db:
        assert run == json.loads(json.dumps(rig_runs.view(db.get(RigRun, run["id"]))))


def test_a_controller_is_replayed_on_the_rig_and_compared_with_the_simulator(client):
    sign_up(client, "ada")
    graded = submit(client, "stop-before-the-wall", solution_for("stop-before-the-wall"))
    assert graded["verdict"] == "accepted"
    accepted = replay(client, graded["id"])
    assert accepted["status"] == "queued"
    run = wait_for_run(client, accepted["id"])
    assert (run["status"], run["rig"], run["verdict"]) == ("done", "emulated", "completed"), run["message"]
    telemetry = run["telemetry"]
    assert len(telemetry["t_s"]) == 50 and telemetry["metrics"]["passes"] == 50   # 1 s at 50 Hz
    assert 1.45 <= telemetry["range_m"][0] <= 1.75 > telemetry["range_m"][-1]       # the example: 1.6 m
    assert max(telemetry["left_mps"]) > 0.2 and telemetry["duty_left"][-1] == 0.7
    assert telemetry["line_counts"] == {"forged": 0, "dropped": 0, "printed": 0}
    assert run["scenario"] == {"seed": 7, "gap_m": 1.6, "y_m": 1.0}
    simulated = run["simulated"]                                   # the same example in our simulator
    assert simulated["range_m"][0] == pytest.approx(1.6, abs=0.05) and simulated["t_s"][-1] == pytest.approx(14, abs=0.1)
    assert "@S " in run["transcript"] and "[sent] run the learner's controller" in run["transcript"]
    assert run["outputs"] is None
    assert_sent_whole(client, run)
    listed = client.get(f"/api/submissions/{graded['id']}/rig-runs").json()
    assert listed["replayable"] and [r["id"] for r in listed["runs"]] == [run["id"]]
    assert listed["runs"][0]["transcript"] is None and listed["rigs"][0]["in_service"]
    page = client.get(f"/submissions/{graded['id']}")
    assert page.status_code == 200 and 'id="rig"' in page.text and "/static/js/rig.js" in page.text


def test_a_function_is_replayed_on_its_visible_cases_only(client):
    sign_up(client, "grace")
    graded = submit(client, "where-the-gripper-lands", solution_for("where-the-gripper-lands"))
    run = wait_for_run(client, replay(client, graded["id"])["id"])
    assert (run["status"], run["verdict"]) == ("done", "accepted"), run["message"]
    outputs = run["outputs"]
    assert [o["kind"] for o in outputs[:2]] == ["example", "example"] and len(outputs) == 42
    assert {o["kind"] for o in outputs} == {"example", "random"}              # never a named hidden case
    assert all(o["passed"] and o["got"] == pytest.approx(o["expected"], abs=1e-4) for o in outputs)
    assert "0.35, 0.9, 0.6" not in run["transcript"]                       # the named case's values
    assert run["telemetry"] is None and run["simulated"] is None
    assert_sent_whole(client, run)


def test_what_will_not_run_on_micropython_is_refused_with_the_reasons(client):
    sign_up(client, "hedy")
    code = ("import math\nimport random\nfrom collections import deque\nfrom functools import lru_cache\n\n"
            "def gripper(l1, l2, t1, t2):\n    r = random.Random(4)\n    d = deque([], maxlen=3)\n"
            "    x = l1 * math.cos(t1) + l2 * math.cos(t1 + t2)\n    y = l1 * math.sin(t1) + l2 * math.sin(t1 + t2)\n"
            "    print(math.hypot(x, y), flush=True)\n    return (x, y)\n")
    graded = submit(client, "where-the-gripper-lands", code)
    assert graded["verdict"] == "accepted"
    response = client.post(f"/api/submissions/{graded['id']}/rig-runs", json={})
    assert response.status_code == 422
    messages = [d["msg"] for d in response.json()["detail"]]
    assert messages[0].startswith("line 4: `functools` is not in MicroPython")
    assert any(m.startswith("line 7: `random.Random`") for m in messages)
    assert any(m.startswith("line 8: deque takes no keywords") for m in messages)
    assert any(m.startswith("line 11: `math.hypot`") and "math.sqrt" in m for m in messages)
    assert any(m.startswith("line 11: print() takes no flush=") for m in messages)
    assert client.get(f"/api/submissions/{graded['id']}/rig-runs").json()["runs"] == []


def test_a_learner_may_not_replay_someone_elses_submission_but_their_teacher_may(client):
    database = client.app.state.platform.database
    sign_up(client, "alan")
    graded = submit(client, "where-the-gripper-lands", solution_for("where-the-gripper-lands"))
    own = wait_for_run(client, replay(client, graded["id"])["id"])
    with database.session() as db:
        teacher = accounts.register(db, "ms-lovelace", PASSWORD, role="teacher")
        classroom = classes.create_class(db, teacher, "Robots")
        classes.join(db, accounts.find_user(db, "alan"), classroom.join_code)
        accounts.register(db, "root", PASSWORD, role="admin")
    client.post("/api/auth/logout", json={})
    sign_up(client, "mallory")
    assert client.post(f"/api/submissions/{graded['id']}/rig-runs", json={}).status_code == 404
    assert client.get(f"/api/rig-runs/{own['id']}").status_code == 404
    assert client.get(f"/api/submissions/{graded['id']}/rig-runs").status_code == 404
    client.post("/api/auth/logout", json={})
    assert client.post("/api/auth/login", json={"username": "ms-lovelace", "password": PASSWORD}).status_code == 200
    assert client.get(f"/api/rig-runs/{own['id']}").json()["verdict"] == "accepted"
    assert wait_for_run(client, replay(client, graded["id"])["id"])["status"] == "done"
    client.post("/api/auth/logout", json={})
    assert client.post("/api/auth/login", json={"username": "root", "password": PASSWORD}).status_code == 200
    assert client.get(f"/api/rig-runs/{own['id']}").status_code == 200
    client.post("/api/auth/logout", json={})
    assert client.post(f"/api/submissions/{graded['id']}/rig-runs", json={}).status_code == 401


def test_a_program_that_swallows_ctrl_c_is_hard_reset_and_the_rig_serves_on(client):
    sign_up(client, "kevin")
    graded = submit(client, "stop-before-the-wall", SWALLOWS_CTRL_C)
    run = wait_for_run(client, replay(client, graded["id"])["id"])
    assert (run["status"], run["verdict"]) == ("done", "time_limit")
    assert "hard reset" in run["message"] and "KeyboardInterrupt" in run["message"]
    assert run["transcript"].count("[sent] <CTRL-C>") >= 3 and "you cannot stop me" in run["transcript"]
    assert "hard reset: kill -USR1" in run["transcript"]
    assert 10 <= len(run["telemetry"]["t_s"]) <= 20                 # the passes before it got stuck
    assert client.get("/api/rigs").json()[0]["in_service"]
    good = submit(client, "stop-before-the-wall", solution_for("stop-before-the-wall"))
    assert wait_for_run(client, replay(client, good["id"])["id"])["verdict"] == "completed"


def test_a_rig_that_stops_answering_fails_the_run_leaves_service_and_loses_nothing(client):
    sign_up(client, "ken")
    first = submit(client, "stop-before-the-wall", solution_for("stop-before-the-wall"))
    second = submit(client, "where-the-gripper-lands", solution_for("where-the-gripper-lands"))
    emulator = emulator_of(client)
    running = wait_for_run(client, replay(client, first["id"])["id"], until=("running",))
    waiting = replay(client, second["id"])
    time.sleep(0.3)
    emulator.signal(signal.SIGSTOP)                       # the board hangs in the middle of the run
    failed = wait_for_run(client, running["id"], timeout_s=60)
    assert failed["status"] == "failed" and failed["verdict"] is None
    assert "The rig emulated stopped answering" in failed["message"] and "hard reset" in failed["transcript"]
    assert "@T " in failed["transcript"]                  # what it sent before it hung is kept
    rigs = client.get("/api/rigs").json()
    assert not rigs[0]["in_service"] and "emulated" in rigs[0]["reason"]
    time.sleep(1.5)
    assert client.get(f"/api/rig-runs/{waiting['id']}").json()["status"] == "queued"   # kept, not failed
    emulator.signal(signal.SIGCONT)                       # it answers again: back in service
    served = wait_for_run(client, waiting["id"], timeout_s=60)
    assert (served["status"], served["verdict"]) == ("done", "accepted")
    assert client.get("/api/rigs").json()[0]["in_service"]


def test_two_requests_at_once_are_queued_and_both_complete(client, tmp_path):
    base = str(client.base_url)
    learners = []
    for name in ("barbara", "frances"):
        other = TestClient(client.app, base_url=base)
        sign_up(other, name)
        learners.append((other, submit(other, "stop-before-the-wall", solution_for("stop-before-the-wall"))["id"]))
    answers = [None, None]

    def ask(i):
        other, submission_id = learners[i]
        answers[i] = other.post(f"/api/submissions/{submission_id}/rig-runs", json={})

    threads = [threading.Thread(target=ask, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [a.status_code for a in answers] == [202, 202] and {a.json()["status"] for a in answers} == {"queued"}
    runs = [wait_for_run(other, answer.json()["id"]) for (other, _), answer in zip(learners, answers)]
    assert [r["verdict"] for r in runs] == ["completed", "completed"]
    first, second = sorted(runs, key=lambda r: r["finished_at"])
    database = Database(client.app.state.platform.settings.database_url)
    from app.models import RigRun

    with database.session() as db:
        a, b = db.get(RigRun, first["id"]), db.get(RigRun, second["id"])
        assert a.finished_at <= b.started_at           # one rig, one job at a time
    database.dispose()


def test_a_run_queued_by_another_process_is_found_in_the_database(client):
    """Several API processes: the rig's worker serves what any of them queued (the database is
    the source of truth), even when its own queue never heard of it."""
    sign_up(client, "margaret")
    graded = submit(client, "where-the-gripper-lands", solution_for("where-the-gripper-lands"))
    pool = client.app.state.platform.rigs
    pool.enqueue = lambda run_id: None            # the message is lost on the way
    run = wait_for_run(client, replay(client, graded["id"])["id"])
    assert (run["status"], run["verdict"]) == ("done", "accepted")
