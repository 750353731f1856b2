"""The Celery deployment under faults, with real processes: our own redis-server, the machine's
PostgreSQL reached through a proxy we can cut, the API under uvicorn, Celery workers.

Each fault ends with every submission graded exactly once: one recorded result, one attempt
charged to the learner's progress, whatever was killed, restarted or cut off on the way.
"""

from __future__ import annotations

import json
import shutil
import time

import httpx
import pytest
from sqlalchemy import create_engine, func, select

from app.models import Progress, Submission
from app.services import submissions
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.cluster import Deployment, wait_until
from tests.utils.factories import PASSWORD

pytestmark = [pytest.mark.postgres, pytest.mark.sandbox,
              pytest.mark.skipif(shutil.which("redis-server") is None, reason="redis-server is not installed")]

CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
WRONG = "def scale(x, y, k):\n    return (x + k, y + k)\n"


def slow(seconds: float) -> str:
    """Correct, after sleeping at import: long enough to be caught in the middle of grading."""
    return f"import time\ntime.sleep({seconds})\n{CORRECT}"


@pytest.fixture(scope="module")
def deployment(tmp_path_factory):
    cluster = Deployment(tmp_path_factory.mktemp("cluster"), FIXTURE_PROBLEMS, api_workers=2, workers=2,
                         concurrency=1, password_hashing="fast-for-tests", grading_lease_s=6,
                         sweep_interval_s=0.5, sweep_queued_after_s=3, login_per_minute=0,
                         login_per_minute_per_address=0, submissions_per_minute=0)
    try:
        yield cluster.start()
    finally:
        cluster.stop()


class Learner:
    def __init__(self, deployment: Deployment, name: str):
        self.name = name
        self.client = httpx.Client(base_url=deployment.base_url, timeout=10)
        response = self.client.post("/api/auth/register", json={"username": name, "password": PASSWORD})
        assert response.status_code == 201, response.text

    def submit(self, code: str) -> int:
        response = self.client.post("/api/problems/scale-a-vector/submissions", json={"code": code})
        assert response.status_code == 202, response.text
        return response.json()["id"]


_learners = iter(range(1, 10_000))


def learners(deployment: Deployment, count: int) -> list[Learner]:
    return [Learner(deployment, f"learner{next(_learners)}") for _ in range(count)]


class Rows:
    """The test's own view of the database, straight to the server (not through the proxy)."""

    def __init__(self, url: str):
        self.engine = create_engine(url)

    def submissions(self, ids) -> dict[int, Submission]:
        with self.engine.connect() as connection:
            rows = connection.execute(select(Submission.id, Submission.status, Submission.verdict,
                                             Submission.grading_attempts, Submission.user_id)
                                      .where(Submission.id.in_(list(ids)))).all()
        return {row.id: row for row in rows}

    def wait_final(self, ids, timeout_s: float) -> dict[int, Submission]:
        ids = list(ids)

        def all_final():
            rows = self.submissions(ids)
            return rows if len(rows) == len(ids) and all(r.status not in submissions.PENDING for r in rows.values()) else None
        try:
            return wait_until(all_final, timeout_s, f"{len(ids)} submissions to be graded", interval_s=0.2)
        except AssertionError:
            states = sorted((row.id, row.status) for row in self.submissions(ids).values())
            raise AssertionError(f"not all graded after {timeout_s} s: {states}") from None

    def charged_attempts(self, user_ids) -> int:
        with self.engine.connect() as connection:
            return connection.scalar(select(func.coalesce(func.sum(Progress.attempts), 0))
                                     .where(Progress.user_id.in_(list(user_ids))))

    def close(self) -> None:
        self.engine.dispose()


@pytest.fixture
def rows(deployment):
    view = Rows(deployment.database_url)
    yield view
    view.close()


def grading_lines(service, submission_id: int) -> list[str]:
    """The worker's log lines about one submission (JSON, one object per line)."""
    lines = []
    for line in service.log().splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if entry.get("submission_id") == submission_id and entry.get("logger") == "app.grading.worker":
            lines.append(entry["message"])
    return lines


def assert_graded_once(rows: Rows, ids: list[int], verdict: str = "accepted") -> None:
    final = rows.submissions(ids)
    assert {(row.status, row.verdict) for row in final.values()} == {("graded", verdict)}
    # One attempt charged per submission: no result was recorded twice.
    assert rows.charged_attempts({row.user_id for row in final.values()}) == len(ids)


def test_submissions_are_graded_by_celery_workers(deployment, rows):
    ada, = learners(deployment, 1)
    good, bad = ada.submit(CORRECT), ada.submit(WRONG)
    final = rows.wait_final([good, bad], 30)
    assert (final[good].verdict, final[bad].verdict) == ("accepted", "wrong_answer")
    body = ada.client.get(f"/api/submissions/{bad}").json()
    assert body["status"] == "graded" and body["hint"]  # the same feedback as the embedded default
    progress = ada.client.get("/api/me/progress").json()
    assert "scale-a-vector" in json.dumps(progress)
    # Each grading logged with its submission id by the worker that did it.
    assert any(grading_lines(worker, good) for worker in deployment.workers)


def test_run_goes_to_the_workers_and_comes_back_while_gradings_wait(deployment, rows):
    """Run through the runs queue: the API process runs no learner code, and a Run answers even
    while the grading queue has a backlog (it has a queue of its own)."""
    ada, bob = learners(deployment, 2)
    backlog = [ada.submit("import time\ntime.sleep(1.5)\n" + CORRECT) for _ in range(4)]
    run = bob.client.post("/api/problems/scale-a-vector/run", json={"code": WRONG}, timeout=60)
    assert run.status_code == 200, run.text
    examples = run.json()["examples"]
    assert run.json()["outcome"] == "graded" and examples and not examples[0]["passed"]
    assert examples[0]["expected"] != examples[0]["got"]
    assert any("run_examples" in worker.log() or "grader.run_examples" in worker.log() for worker in deployment.workers)
    assert set(rows.wait_final(backlog, 60)) == set(backlog)


def test_results_and_progress_are_those_of_the_embedded_default(deployment, rows, sqlite_url, make_settings):
    """The same submissions, graded by Celery workers on PostgreSQL and by the local pool on
    SQLite, give the same feedback and the same progress."""
    from fastapi.testclient import TestClient

    from app.main import create_app

    def comparable(view: dict) -> dict:
        return {key: view[key] for key in ("status", "verdict", "score", "hint", "mistake_id", "message")} | {
            "cases": [(case["name"], case["passed"], case["verdict"]) for case in view["cases"]]}

    def session(submit, get):
        views = []
        for code in (WRONG, CORRECT, "def scale(x, y, k):\n    return (k * x, k * y\n"):
            submission_id = submit(code)
            views.append(comparable(wait_until(lambda: _final(get(f"/api/submissions/{submission_id}")), 30, "a result")))
        return views, get("/api/me/progress")

    ada, = learners(deployment, 1)
    celery_views, celery_progress = session(ada.submit, lambda path: ada.client.get(path).json())
    with TestClient(create_app(make_settings(sqlite_url))) as local:
        assert local.post("/api/auth/register", json={"username": "ada", "password": PASSWORD}).status_code == 201

        def submit_locally(code):
            return local.post("/api/problems/scale-a-vector/submissions", json={"code": code}).json()["id"]
        local_views, local_progress = session(submit_locally, lambda path: local.get(path).json())
    assert [view["verdict"] for view in celery_views] == ["wrong_answer", "accepted", None]
    # The random cases are drawn from each submission's own seed: compare the named ones and the rest as counts.
    for celery_view, local_view in zip(celery_views, local_views):
        assert {k: v for k, v in celery_view.items() if k != "cases"} == {k: v for k, v in local_view.items() if k != "cases"}
        assert len(celery_view["cases"]) == len(local_view["cases"])
    assert celery_progress == local_progress


def _final(view: dict) -> dict | None:
    return view if view["status"] not in submissions.PENDING else None


def test_metrics_of_the_api_and_of_the_workers(deployment, rows):
    ada, = learners(deployment, 1)
    rows.wait_final([ada.submit(CORRECT), ada.submit(WRONG)], 30)
    api = _samples(httpx.get(deployment.base_url + "/metrics").text)  # either uvicorn process answers
    assert api[("grading_database_up", ())] == 1
    assert api[("grading_submissions_total", (("status", "graded"), ("verdict", "accepted")))] >= 1  # ada's, and earlier tests'
    assert api[("grading_broker_queue_depth", ())] >= 0
    assert ("grading_queue_depth", (("state", "queued"),)) in api
    # What the workers did, summed over each worker's pool of processes.
    graded = 0.0
    for worker in deployment.workers:
        samples = _samples(httpx.get(worker.metrics_url).text)
        graded += sum(value for (name, labels), value in samples.items()
                      if name == "grader_gradings_total" and ("outcome", "graded") in labels)
        assert ("grader_sandbox_failures_total", ()) in samples
    assert graded >= 2  # ada's two, and earlier tests'


def _samples(text: str) -> dict:
    from prometheus_client.parser import text_string_to_metric_families

    return {(sample.name, tuple(sorted(sample.labels.items()))): sample.value
            for family in text_string_to_metric_families(text) for sample in family.samples}


def test_a_worker_killed_mid_grading_is_graded_once_by_another(deployment, rows):
    ada, = learners(deployment, 1)
    submission_id = ada.submit(slow(2.0))

    def grader_of():
        return next((w for w in deployment.workers if w.running
                     and any("grading attempt 1" in m for m in grading_lines(w, submission_id))), None)
    victim = wait_until(grader_of, 20, "a worker to start grading")
    assert rows.submissions([submission_id])[submission_id].status == "running"
    victim.kill()  # SIGKILL to the worker and its pool, in the middle of the grading

    final = rows.wait_final([submission_id], 40)[submission_id]
    assert (final.status, final.verdict, final.grading_attempts) == ("graded", "accepted", 2)
    assert_graded_once(rows, [submission_id])
    survivors = [w for w in deployment.workers if w.running]
    assert any("grading attempt 2" in m for w in survivors for m in grading_lines(w, submission_id))
    assert not any("graded" in m for m in grading_lines(victim, submission_id))
    deployment.workers.remove(victim)
    deployment.add_worker()


def test_redis_restarted_during_a_burst_loses_nothing(deployment, rows):
    class_ = learners(deployment, 6)
    ids = [learner.submit(CORRECT) for learner in class_ for _ in range(2)]
    deployment.redis.stop()  # everything still in the queue is gone with it (nothing on disk)
    started = time.monotonic()
    ids += [learner.submit(CORRECT) for learner in class_]  # accepted while the broker is down
    assert time.monotonic() - started < 10, "submitting must not hang on a broker that is down"
    time.sleep(1.0)
    deployment.redis.start()
    ids += [learner.submit(CORRECT) for learner in class_]
    rows.wait_final(ids, 60)
    assert_graded_once(rows, ids)


def test_queued_work_completes_across_an_api_restart(deployment, rows):
    class_ = learners(deployment, 4)
    ids = [learner.submit(slow(0.3)) for learner in class_ for _ in range(3)]
    deployment.api.kill()  # the API dies with work queued; the workers carry on
    # Accepted, then the API died before it could hand them to the broker: only the database knows.
    from app.db import Database
    from app.models import ProblemRow, User

    database = Database(deployment.database_url)
    with database.session() as db:
        user = db.scalar(select(User).where(User.username == class_[0].name))
        problem = db.scalar(select(ProblemRow).where(ProblemRow.slug == "scale-a-vector"))
        orphans = [submissions.accept(db, user, problem, CORRECT).id for _ in range(2)]
    database.dispose()
    deployment.restart_api()
    ids += orphans
    rows.wait_final(ids, 60)
    assert_graded_once(rows, ids)
    # The learners' sessions survived the restart (they live in the database).
    assert class_[0].client.get("/api/me/progress").status_code == 200


def test_postgres_briefly_unreachable_gives_503_then_recovers(deployment, rows):
    class_ = learners(deployment, 4)
    ids = [learner.submit(slow(0.5)) for learner in class_ for _ in range(3)]
    deployment.proxy.cut()
    try:
        during = [class_[0].client.get(f"/api/submissions/{ids[0]}"),
                  class_[1].client.post("/api/problems/scale-a-vector/submissions", json={"code": CORRECT}),
                  class_[2].client.get("/api/problems")]
        time.sleep(2.0)
        during.append(class_[3].client.get("/api/me/progress"))
    finally:
        deployment.proxy.restore()
    for response in during:
        assert response.status_code == 503, (response.request.url, response.status_code, response.text)
        assert "database is unreachable" in response.json()["detail"]
        assert response.headers["retry-after"]
    assert httpx.get(deployment.base_url + "/healthz").status_code == 200
    rows.wait_final(ids, 60)
    assert_graded_once(rows, ids)
    assert class_[0].client.get(f"/api/submissions/{ids[0]}").status_code == 200
