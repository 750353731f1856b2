"""Durability through the database: nothing queued is lost, a crashed grading is redone once."""

import time

import pytest
from fastapi.testclient import TestClient

from app.db import Database
from app.main import create_app
from app.models import Submission
from app.services import submissions
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.client import wait_for_result
from tests.utils.factories import make_user, sync_fixture_problems

CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
pytestmark = pytest.mark.sandbox


def _queue_one(url: str) -> int:
    database = Database(url)
    with database.session() as db:
        user = make_user(db, "ada")
        problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
        submission_id = submissions.accept(db, user, problem, CORRECT).id
    database.dispose()
    return submission_id


def _row(url: str, submission_id: int) -> Submission:
    database = Database(url)
    with database.session() as db:
        row = db.get(Submission, submission_id)
    database.dispose()
    return row


def _wait_final(url: str, submission_id: int, timeout_s: float = 20) -> Submission:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        row = _row(url, submission_id)
        if row.status not in submissions.PENDING:
            return row
        time.sleep(0.1)
    raise AssertionError(f"submission {submission_id} never finished: {row.status}")


def test_work_queued_before_a_restart_is_graded_at_start(database_url, make_settings):
    submission_id = _queue_one(database_url)  # accepted, then the server went down before grading
    with TestClient(create_app(make_settings(database_url))):
        row = _wait_final(database_url, submission_id)
    assert (row.status, row.verdict, row.grading_attempts) == ("graded", "accepted", 1)


def test_a_grading_lost_in_a_crash_is_redone_once(database_url, make_settings):
    submission_id = _queue_one(database_url)
    database = Database(database_url)
    with database.session() as db:
        assert submissions.claim(db, submission_id, lease_s=0.5)  # a worker took it, then died
    database.dispose()
    settings = make_settings(database_url, grading_lease_s=0.5, sweep_interval_s=0.2)
    with TestClient(create_app(settings)):
        row = _wait_final(database_url, submission_id)
    assert (row.status, row.verdict, row.grading_attempts) == ("graded", "accepted", 2)


def test_a_submission_made_while_no_grader_runs_waits_then_is_graded(sqlite_url, make_settings):
    with TestClient(create_app(make_settings(sqlite_url, dispatcher="none"))) as client:
        client.post("/api/auth/register", json={"username": "ada", "password": "correct horse battery"})
        submission_id = client.post("/api/problems/scale-a-vector/submissions", json={"code": CORRECT}).json()["id"]
        time.sleep(0.3)
        assert client.get(f"/api/submissions/{submission_id}").json()["status"] == "queued"
        cookies = dict(client.cookies)
    with TestClient(create_app(make_settings(sqlite_url)), cookies=cookies) as client:
        assert wait_for_result(client, submission_id)["verdict"] == "accepted"
