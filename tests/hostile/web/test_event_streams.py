"""The submission event streams (GET /api/submissions/{id}/events) against the real server, whose
submissions stay queued (no grader): another learner's id is the 404 of no submission at all,
the streams are bounded per learner and per process and each ends in time, a client that goes away
frees its place at once, and sixty open streams hold no thread (a page still loads beside them)."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass

import httpx
import pytest

from tests.utils.factories import FIXTURE_PROBLEMS, PASSWORD
from tests.utils.live_server import start_server, stop_server

PER_USER = 3
PER_PROCESS = 60
MAX_S = 8.0
CODE = "def scale(x, y, k):\n    return (k * x, k * y)\n"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    live = start_server(tmp_path_factory.mktemp("streams"), {
        "PROBLEMS_DIR": str(FIXTURE_PROBLEMS), "DISPATCHER": "none", "EVENT_STREAMS_PER_USER": str(PER_USER),
        "EVENT_STREAMS_PER_PROCESS": str(PER_PROCESS), "EVENT_STREAM_MAX_S": str(MAX_S),
        "SUBMISSIONS_PER_MINUTE": "0"})
    yield live
    stop_server(live)


def learner(server, name: str) -> tuple[httpx.Client, int]:
    """A signed-in learner and their queued submission."""
    client = httpx.Client(base_url=server.url, timeout=30)
    assert client.post("/api/auth/register", json={"username": name, "password": PASSWORD}).status_code == 201
    accepted = client.post("/api/problems/scale-a-vector/submissions", json={"code": CODE})
    assert accepted.status_code == 202, accepted.text
    return client, accepted.json()["id"]


@dataclass
class Stream:
    response: httpx.Response
    lines: Iterator[str]  # kept: dropping the reader closes the connection

    @property
    def status_code(self) -> int:
        return self.response.status_code


def open_stream(stack: ExitStack, client: httpx.Client, submission_id: int) -> Stream:
    """Opens a stream and reads its first event (so the server has counted it)."""
    response = stack.enter_context(client.stream("GET", f"/api/submissions/{submission_id}/events"))
    stream = Stream(response, response.iter_lines())
    if response.status_code == 200:
        assert next(stream.lines) == "event: state" and '"status":"queued"' in next(stream.lines)
    return stream


def test_another_learners_submission_is_not_there_at_all(server):
    owner, submission_id = learner(server, "owner")
    other, _ = learner(server, "snoop")
    missing = other.get("/api/submissions/2000000000/events")
    for path in (f"/api/submissions/{submission_id}/events", f"/api/submissions/{submission_id}/state"):
        refused = other.get(path)
        assert (refused.status_code, refused.json()) == (404, missing.json()) == (404, {"detail": "No such submission."})
        assert "queued" not in refused.text
        assert httpx.get(server.url + path).status_code == 401
    for bad in ("0", "-1", "2147483648", "1e3", "%00", "1;drop"):
        assert other.get(f"/api/submissions/{bad}/events").status_code in (404, 422)
    assert owner.get(f"/api/submissions/{submission_id}/state").json()["status"] == "queued"


def test_a_learners_streams_are_bounded_and_a_closed_one_frees_its_place(server):
    client, submission_id = learner(server, "many-tabs")
    with ExitStack() as stack:
        opened = [open_stream(stack, client, submission_id) for _ in range(PER_USER)]
        assert all(response.status_code == 200 for response in opened)
        refused = client.get(f"/api/submissions/{submission_id}/events")
        assert refused.status_code == 429 and refused.headers["retry-after"] and "poll" in refused.json()["detail"]
        opened[0].response.close()  # the tab goes away: its connection is dropped
        deadline = time.monotonic() + 3
        while (again := open_stream(stack, client, submission_id)).status_code == 429:
            assert time.monotonic() < deadline, "a closed stream still holds its place"
            again.response.close()
            time.sleep(0.1)
        assert again.status_code == 200


def test_a_stream_ends_in_time_and_asks_to_be_reopened(server):
    client, submission_id = learner(server, "patient")
    started = time.monotonic()
    body = client.get(f"/api/submissions/{submission_id}/events", timeout=MAX_S + 10).text
    assert MAX_S - 0.5 < time.monotonic() - started < MAX_S + 3
    assert body.startswith("event: state\n") and body.endswith(f'event: reopen\ndata: {{"id":{submission_id}}}\n\n')


def test_sixty_open_streams_fill_the_process_and_hold_no_thread(server):
    learners = [learner(server, f"crowd{n}") for n in range(PER_PROCESS // PER_USER)]
    late, late_id = learner(server, "late")
    with ExitStack() as stack, ThreadPoolExecutor(8) as pool:
        opened = list(pool.map(lambda pair: [open_stream(stack, *pair) for _ in range(PER_USER)], learners))
        assert all(response.status_code == 200 for streams in opened for response in streams)
        # More streams than the server's threadpool (40): a request that needs a thread still runs.
        started = time.monotonic()
        assert late.get("/api/problems").status_code == 200
        assert time.monotonic() - started < 2
        assert late.get(f"/api/submissions/{late_id}/events").status_code == 429  # the process is full
