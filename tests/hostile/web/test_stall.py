"""One account floods Run and Submit with code that sleeps; everyone else's site keeps working.

Against the real server (a subprocess with its own grading pool and the real sandbox). What is
asserted is behaviour, not timings: the flood is held to its caps with a clear 429, pages load
while the flood's sandboxes sleep (a page stuck behind a sleeping sandbox cannot load before the
sleep ends), and the other learner's submission starts grading before the flood's backlog.
"""

from __future__ import annotations

import sqlite3
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from tests.utils.client import wait_for_result
from tests.utils.factories import FIXTURE_PROBLEMS, PASSWORD
from tests.utils.live_server import start_server, stop_server

pytestmark = pytest.mark.sandbox

SLEEP_S = 2.0
SLEEPER = f"import time\ntime.sleep({SLEEP_S})\n\ndef scale(x, y, k):\n    return (k * x, k * y)\n"
CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
FLOOD_RUNS = 45
FLOOD_SUBMISSIONS = 8


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("stall")
    live = start_server(workdir, {"PROBLEMS_DIR": str(FIXTURE_PROBLEMS), "GRADER_WORKERS": "2",
                                  "MAX_RUNS_IN_FLIGHT": "2", "MAX_PENDING_SUBMISSIONS": "6",
                                  "RUNS_PER_MINUTE": "100", "SUBMISSIONS_PER_MINUTE": "100"})
    live.database = workdir / "app.db"
    yield live
    stop_server(live)


def learner(server, name: str) -> httpx.Client:
    client = httpx.Client(base_url=server.url, timeout=60)
    assert client.post("/api/auth/register", json={"username": name, "password": PASSWORD}).status_code == 201
    return client


def started_at(database, submission_ids) -> dict[int, str]:
    with sqlite3.connect(database) as db:
        marks = ",".join("?" * len(submission_ids))
        return dict(db.execute(f"SELECT id, started_at FROM submissions WHERE id IN ({marks})", list(submission_ids)))


def test_a_flood_of_sleeping_runs_and_submissions_stalls_nobody_else(server):
    flooder, other = learner(server, "flooder"), learner(server, "bystander")
    submitted = [flooder.post("/api/problems/scale-a-vector/submissions", json={"code": SLEEPER})
                 for _ in range(FLOOD_SUBMISSIONS)]
    accepted = [r.json()["id"] for r in submitted if r.status_code == 202]
    refused = [r for r in submitted if r.status_code == 429]
    assert len(accepted) == 6 and len(refused) == 2 and "waiting to be graded" in refused[0].json()["detail"]

    with ThreadPoolExecutor(FLOOD_RUNS) as pool:
        runs = [pool.submit(flooder.post, "/api/problems/scale-a-vector/run", json={"code": SLEEPER})
                for _ in range(FLOOD_RUNS)]
        time.sleep(0.5)  # the flood is in: its sandboxes sleep now
        pages, pages_s = [], []
        for _ in range(10):
            page_started = time.monotonic()
            pages.append(other.get("/problems"))
            pages_s.append(time.monotonic() - page_started)
        mine = other.post("/api/problems/scale-a-vector/submissions", json={"code": CORRECT})
        statuses = [run.result().status_code for run in runs]

    assert all(page.status_code == 200 for page in pages)
    assert max(pages_s) < SLEEP_S, f"a page load took {max(pages_s):.2f} s: it waited behind sleeping code"
    assert statuses.count(200) >= 2 and statuses.count(429) >= FLOOD_RUNS - 4
    assert all(code in (200, 429) for code in statuses), statuses
    too_many = next(run.result() for run in runs if run.result().status_code == 429)
    assert "Runs in progress" in too_many.json()["detail"] and too_many.headers["retry-after"]

    assert mine.status_code == 202
    assert wait_for_result(other, mine.json()["id"], 120)["verdict"] == "accepted"
    for submission_id in accepted:
        wait_for_result(flooder, submission_id, 120)
    starts = started_at(server.database, [*accepted, mine.json()["id"]])
    mine_started = starts[mine.json()["id"]]
    # Two graders, both busy with the flood when the bystander came: theirs is the next job either
    # takes (the other may take the flood's next). First come, first served would put it last.
    before_mine = [i for i in accepted if starts[i] < mine_started]
    assert len(before_mine) <= 3, (starts, mine.json()["id"])
