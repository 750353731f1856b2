"""The push channel in process: the event stream of a submission (GET /api/submissions/{id}/events)
ends with `done` once the result is recorded by someone else, and the light state poll
(GET /api/submissions/{id}/state) answers who may see it. The streams' bounds and disconnects
against a real server: tests/hostile/web/test_event_streams.py; the page: tests/browser."""

from __future__ import annotations

import asyncio
import json
import threading
import time

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from app.main import create_app
from app.routes.api_events import DONE_CARRIES_UP_TO_BYTES
from app.models import Submission, User
from app.services import classes, submissions
from app.status_watch import StatusWatch, SubmissionState, TooManyStreams
from grader.contract import CaseResult, GradingResult
from tests.utils.client import sign_up
from tests.utils.factories import PASSWORD, make_user

CODE = "def scale(x, y, k):\n    return (k * x, k * y)\n"


def parse_events(body: str) -> list[tuple[str, dict]]:
    events = []
    for block in body.strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.splitlines() if not line.startswith(":"))
        if lines:
            events.append((lines["event"], json.loads(lines["data"])))
    return events


@pytest.fixture
def app(database_url, make_settings):
    return create_app(make_settings(database_url, dispatcher="none", event_stream_max_s=5.0))


@pytest.fixture
def client(app):
    with TestClient(app) as client:
        sign_up(client, "waiter")
        yield client


def submitted(client) -> int:
    response = client.post("/api/problems/scale-a-vector/submissions", json={"code": CODE})
    assert response.status_code == 202
    return response.json()["id"]


def grade_later(app, submission_id: int, delay_s: float) -> threading.Thread:
    """Another writer (as a worker would) claims, reports progress and records the result."""
    def grade() -> None:
        time.sleep(delay_s)
        with app.state.platform.database.session() as db:
            claim = submissions.claim(db, submission_id, lease_s=60)
            submissions.report_progress(db, claim, 1, 2)
            time.sleep(0.5)
            submissions.record_result(db, claim, GradingResult(outcome="graded", verdict="accepted", score=1.0),
                                      max_attempts=3)
    thread = threading.Thread(target=grade)
    thread.start()
    return thread


def test_a_result_recorded_elsewhere_ends_the_stream_with_done(app, client):
    submission_id = submitted(client)
    grader = grade_later(app, submission_id, 0.5)
    started = time.monotonic()
    response = client.get(f"/api/submissions/{submission_id}/events")
    grader.join()
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/event-stream")
    events = parse_events(response.text)
    assert events[0] == ("state", {"id": submission_id, "status": "queued", "progress": None})
    assert ("state", {"id": submission_id, "status": "running", "progress": {"done": 1, "total": 2}}) in events
    assert time.monotonic() - started < 4, "the stream waited for its time limit instead of the result"
    name, whole = events[-1]  # `done` carries the whole result, exactly GET /api/submissions/{id}'s answer
    assert name == "done" and (whole["status"], whole["verdict"], whole["score"]) == ("graded", "accepted", 1.0)
    assert whole == client.get(f"/api/submissions/{submission_id}").json()


def test_a_final_submission_is_done_at_once(app, client):
    submission_id = submitted(client)
    grade_later(app, submission_id, 0).join()
    events = parse_events(client.get(f"/api/submissions/{submission_id}/events").text)
    assert [name for name, _ in events] == ["state", "done"]
    assert events[1][1] == client.get(f"/api/submissions/{submission_id}").json()


def test_a_result_too_big_to_ride_on_the_stream_is_left_to_a_fetch(app, client):
    submission_id = submitted(client)
    with app.state.platform.database.session() as db:
        claim = submissions.claim(db, submission_id, lease_s=60)
        case = CaseResult(name="a long run", kind="random", passed=True, verdict="accepted",
                          stdout="x" * (DONE_CARRIES_UP_TO_BYTES + 1))
        big = GradingResult(outcome="graded", verdict="accepted", score=1.0, cases=[case])
        submissions.record_result(db, claim, big, max_attempts=3)
    events = parse_events(client.get(f"/api/submissions/{submission_id}/events").text)
    assert events[-1] == ("done", {"id": submission_id, "status": "graded", "progress": None})
    assert client.get(f"/api/submissions/{submission_id}").json()["verdict"] == "accepted"


def test_a_stream_whose_time_is_up_asks_to_be_reopened(database_url, make_settings):
    app = create_app(make_settings(database_url, dispatcher="none", event_stream_max_s=0.6))
    with TestClient(app) as client:
        sign_up(client, "patient")
        submission_id = submitted(client)
        events = parse_events(client.get(f"/api/submissions/{submission_id}/events").text)
    assert events == [("state", {"id": submission_id, "status": "queued", "progress": None}),
                      ("reopen", {"id": submission_id})]


def test_the_state_poll_answers_its_learner_their_teacher_and_nobody_else(app, client):
    submission_id = submitted(client)
    assert client.get(f"/api/submissions/{submission_id}/state").json() == {
        "id": submission_id, "status": "queued", "progress": None}
    with app.state.platform.database.session() as db:
        learner = db.scalar(select(User).where(User.username == "waiter"))
        teacher = make_user(db, "their-teacher", "teacher")
        classes.join(db, learner, classes.create_class(db, teacher, "Waiting").join_code)
        make_user(db, "other-teacher", "teacher")
    other = TestClient(app)  # another browser on the running app
    assert other.get(f"/api/submissions/{submission_id}/state").status_code == 401
    assert other.get(f"/api/submissions/{submission_id}/events").status_code == 401
    for username, status in (("their-teacher", 200), ("other-teacher", 404)):
        assert other.post("/api/auth/login", json={"username": username, "password": PASSWORD}).status_code == 200
        assert other.get(f"/api/submissions/{submission_id}/state").status_code == status
    other.post("/api/auth/logout", json={})
    assert other.post("/api/auth/login", json={"username": "other-teacher", "password": PASSWORD}).status_code == 200
    refused = other.get(f"/api/submissions/{submission_id}/events")
    assert refused.status_code == 404 and refused.json() == {"detail": "No such submission."}


def test_the_state_poll_is_cheaper_than_the_whole_submission(app, client):
    """The poll that finds nothing new reads three small rows, not the code and the result."""
    submission_id = submitted(client)
    with app.state.platform.database.session() as db:
        db.execute(Submission.__table__.update().where(Submission.id == submission_id).values(code=CODE * 1000))
        db.commit()
    whole = client.get(f"/api/submissions/{submission_id}")
    state = client.get(f"/api/submissions/{submission_id}/state")
    assert len(state.content) < 100 < 10_000 < len(whole.content)


# The watch itself, without a server: one read per check however many wait, and its bounds.

def test_many_waiters_cost_one_read_per_check():
    reads: list[list[int]] = []
    states = {n: SubmissionState("queued") for n in range(1, 51)}

    def read(ids: list[int]) -> dict[int, SubmissionState]:
        reads.append(sorted(ids))
        return dict(states)

    async def wait_all() -> list[list[SubmissionState | None]]:
        watch = StatusWatch(read, streams_per_user=100, streams_per_process=100, interval_s=0.05)

        async def one(submission_id: int) -> list[SubmissionState | None]:
            return [state async for state in watch.changes(submission_id, SubmissionState("queued"), 5, 5)]

        waiters = [asyncio.create_task(one(n)) for n in (*states, 1, 2)]  # two pages watch the same
        await asyncio.sleep(0.2)
        states.update({n: SubmissionState("graded") for n in states})
        seen = await asyncio.gather(*waiters)
        await asyncio.sleep(0.1)
        assert watch.watched == {} and watch.checker is None  # the checker stops with the last waiter
        return seen

    seen = asyncio.run(wait_all())
    assert all(states_seen == [SubmissionState("graded")] for states_seen in seen)
    assert reads and all(ids == list(range(1, 51)) for ids in reads[:-1])
    assert len(reads) < 15  # about one per 50 ms for ~0.3 s, not one per waiter


def test_a_watched_submission_that_disappears_ends_its_wait():
    async def wait() -> list[SubmissionState | None]:
        watch = StatusWatch(lambda ids: {}, streams_per_user=1, streams_per_process=1, interval_s=0.01)
        return [state async for state in watch.changes(7, SubmissionState("running"), 5, 5)]

    assert asyncio.run(wait()) == [SubmissionState("gone")]


def test_streams_are_bounded_per_user_and_per_process():
    watch = StatusWatch(lambda ids: {}, streams_per_user=2, streams_per_process=3)
    first, _ = watch.open_stream(1), watch.open_stream(1)
    with pytest.raises(TooManyStreams):
        watch.open_stream(1)
    watch.open_stream(2)
    with pytest.raises(TooManyStreams):
        watch.open_stream(3)
    first()
    watch.open_stream(1)
    assert watch.open_streams == 3


def test_a_waiter_cancelled_midway_leaves_nothing_watched():
    """A client that goes away cancels its stream's task: its waiter and then the checker go."""
    async def cancel_one() -> StatusWatch:
        watch = StatusWatch(lambda ids: {n: SubmissionState("queued") for n in ids}, streams_per_user=1,
                            streams_per_process=1, interval_s=0.01)

        async def wait() -> None:
            async for _ in watch.changes(3, SubmissionState("queued"), 5, 5):
                pass

        task = asyncio.create_task(wait())
        await asyncio.sleep(0.05)
        assert 3 in watch.watched
        task.cancel()
        await asyncio.sleep(0.05)
        return watch

    watch = asyncio.run(cancel_one())
    assert watch.watched == {} and watch.checker is None
