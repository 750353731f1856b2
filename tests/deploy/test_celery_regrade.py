"""A regrade on the Celery deployment (PostgreSQL, Redis, real worker processes) after a reference
fix: the preview counts what the regrade records, a worker killed in the middle of the regrade
neither loses nor doubles a result, progress follows and every earlier result is kept."""

from __future__ import annotations

import shutil
import subprocess
import sys

import httpx
import pytest
from sqlalchemy import create_engine, select

from app.config import PROJECT_ROOT
from app.models import Progress, RegradeResult, Submission
from tests.utils.cluster import Deployment, wait_until
from tests.utils.factories import PASSWORD
from tests.utils.problem_files import copy_fixture

pytestmark = [pytest.mark.postgres, pytest.mark.sandbox,
              pytest.mark.skipif(shutil.which("redis-server") is None, reason="redis-server is not installed")]

SLUG = "scale-a-vector"
SLOW = "import time\ntime.sleep(0.6)\n"  # at import: each grading takes long enough to be caught midway
CORRECT = SLOW + "def scale(x, y, k):\n    return (k * x, k * y)\n"
LIKE_THE_BUG = SLOW + "def scale(x, y, k):\n    return (k * x, k * x)\n"
NOTHING = "def scale(x, y, k):\n    return None\n"  # wrong either way: a verdict the fix leaves alone


def _regrade_command(deployment: Deployment, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "grader", "regrade", SLUG, *args], cwd=PROJECT_ROOT,
                            env=deployment.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


@pytest.fixture(scope="module")
def deployment(tmp_path_factory):
    root = tmp_path_factory.mktemp("problems")
    reference = copy_fixture(root) / "reference.py"
    good = reference.read_text()
    reference.write_text(good.replace("return (k * x, k * y)", "return (k * x, k * x)"))
    cluster = Deployment(tmp_path_factory.mktemp("cluster"), root, api_workers=1, workers=2, concurrency=1,
                         password_hashing="fast-for-tests", grading_lease_s=4, sweep_interval_s=0.5,
                         sweep_queued_after_s=3, login_per_minute=0, login_per_minute_per_address=0,
                         submissions_per_minute=0, max_pending_submissions=50)
    try:
        cluster.start()
        cluster.fixed_reference = (reference, good)
        yield cluster
    finally:
        cluster.stop()


def test_a_regrade_through_celery_survives_a_killed_worker(deployment):
    engine = create_engine(deployment.database_url)
    try:
        _graded_against_the_bug(deployment, engine)
        reference, good = deployment.fixed_reference
        reference.write_text(good)  # the fix; every process loads it on (re)start
        for worker in list(deployment.workers):
            worker.stop()
            deployment.workers.remove(worker)
        deployment.restart_api(kill=False)
        for _ in range(2):
            deployment.add_worker()

        preview = _regrade_command(deployment, "--dry-run")
        out, _ = preview.communicate(timeout=120)
        assert preview.returncode == 0, out
        assert "12 of 16 verdicts would change: 4 newly accepted, 8 no longer accepted, 0 otherwise" in out, out
        with engine.connect() as db:
            assert db.scalar(select(Submission.verdict).where(Submission.code == LIKE_THE_BUG).limit(1)) == "accepted"

        regrade = _regrade_command(deployment)
        wait_until(lambda: _midway(engine), 60, "the regrade to be midway, a job running", interval_s=0.02)
        for victim in list(deployment.workers):  # SIGKILL, pools and all, each with a job claimed or about to be
            victim.kill()
            deployment.workers.remove(victim)
        for _ in range(2):
            deployment.add_worker()
        out, _ = regrade.communicate(timeout=180)
        assert regrade.returncode == 0, out
        assert "12 of 16 verdicts changed: 4 newly accepted, 8 no longer accepted, 0 otherwise" in out, out

        with engine.connect() as db:
            jobs = db.execute(select(RegradeResult).where(RegradeResult.regrade_id == 2)).all()
            verdicts = db.execute(select(Submission.code, Submission.verdict, Submission.user_id)).all()
            progress = db.execute(select(Progress.user_id, Progress.attempts, Progress.solved)).all()
        assert len(jobs) == 16 and {job.status for job in jobs} == {"done"}
        assert any(job.attempts == 2 for job in jobs)  # the killed worker's job, graded again once
        assert all(job.old_result and job.old_result["verdict"] == job.old_verdict for job in jobs)  # kept
        assert {(code, verdict) for code, verdict, _ in verdicts} == {
            (CORRECT, "accepted"), (LIKE_THE_BUG, "wrong_answer"), (NOTHING, "wrong_answer")}
        assert sorted(attempts for _, attempts, _ in progress) == [4, 4, 4, 4]  # nothing charged twice
        assert all(solved for _, _, solved in progress)  # each learner sent the correct code once
    finally:
        engine.dispose()


def _graded_against_the_bug(deployment: Deployment, engine) -> None:
    """Four learners, each: the correct code once (wrong under the bug), the bug's twice (accepted), and
    code wrong either way."""
    for n in range(4):
        client = httpx.Client(base_url=deployment.base_url, timeout=10)
        assert client.post("/api/auth/register", json={"username": f"pupil{n}", "password": PASSWORD}).status_code == 201
        for code in (CORRECT, LIKE_THE_BUG, LIKE_THE_BUG, NOTHING):
            assert client.post(f"/api/problems/{SLUG}/submissions", json={"code": code}).status_code == 202
        client.close()

    def all_graded():
        with engine.connect() as db:
            statuses = db.scalars(select(Submission.status)).all()
        return len(statuses) == 16 and set(statuses) == {"graded"}
    wait_until(all_graded, 120, "the class's 16 submissions to be graded", interval_s=0.3)


def _midway(engine) -> bool:
    """A job of the regrade (not the preview) running and one done."""
    with engine.connect() as db:
        states = db.scalars(select(RegradeResult.status).where(RegradeResult.regrade_id == 2)).all()
    return "running" in states and "done" in states
