"""A regrade of 10,000 submissions of one function problem (the Scale a Vector fixture) through
the embedded local pool, per submission next to their first grading through the same pool: a
regrade must not cost more than a grading. Half the class's verdicts change with the reference fix,
so the learners' aggregates are derived again for every pair that changed."""

from __future__ import annotations

import secrets
import tempfile
import time
from pathlib import Path

from sqlalchemy import func, select

from app.config import Settings
from app.models import ProblemRow, Submission
from app.platform import Platform
from app.services import regrades, submissions
from bench.grading import _wait_all_final
from tests.utils.db import migrate_to_head
from tests.utils.factories import make_user
from tests.utils.problem_files import copy_fixture

SLUG = "scale-a-vector"
CODES = ("def scale(x, y, k):\n    return (k * x, k * y)\n",  # wrong under the bug, right after the fix
         "def scale(x, y, k):\n    return (k * x, k * x)\n",  # the bug's answer: accepted, then not
         "def scale(x, y, k):\n    return (x + k, y + k)\n",  # wrong either way
         "def scale(x, y, k):\n    return (k * x, k * y)\n")
LEARNERS = 200


def measure(count: int = 10_000, workers: int = 2) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "problems"
        reference = copy_fixture(root) / "reference.py"
        good = reference.read_text()
        reference.write_text(good.replace("return (k * x, k * y)", "return (k * x, k * x)"))
        url = f"sqlite:///{Path(folder) / 'bench.db'}"
        migrate_to_head(url)
        settings = Settings(database_url=url, problems_dir=root, grader_workers=workers, sweep_interval_s=600,
                            sweep_queued_after_s=600)
        first_s = _first_grading(settings, count)
        reference.write_text(good)  # the fix: a new version from the restart on
        regrade_s, summary = _regrade(settings)
    assert summary.total == count and summary.done == count, summary
    return {"submissions": count, "workers": workers, "first_ms": 1000 * first_s / count * workers,
            "regrade_ms": 1000 * regrade_s / count * workers, "first_s": first_s, "regrade_s": regrade_s,
            "changed": summary.changed, "gained": summary.gained, "lost": summary.lost}


def _first_grading(settings: Settings, count: int) -> float:
    platform = Platform.build(settings)
    platform.start()
    try:
        with platform.database.session() as db:
            users = [make_user(db, f"learner{n}") for n in range(LEARNERS)]
            problem = db.scalar(select(ProblemRow).where(ProblemRow.slug == SLUG))
            db.add_all(Submission(user_id=users[i % LEARNERS].id, problem_id=problem.id, problem_version=problem.version,
                                  code=CODES[i % len(CODES)], seed=secrets.randbelow(2**31), status="queued")
                       for i in range(count))
            db.commit()
            ids = list(db.scalars(select(Submission.id).order_by(Submission.id)))
        started = time.perf_counter()
        for submission_id in ids:
            platform.dispatcher.enqueue(submission_id, owner=submission_id % LEARNERS)
        _wait_all_final(platform, ids, timeout_s=3600)
        return time.perf_counter() - started
    finally:
        platform.stop()


def _regrade(settings: Settings) -> tuple[float, regrades.RegradeOut]:
    platform = Platform.build(settings)
    platform.start()
    try:
        started = time.perf_counter()
        with platform.database.session() as db:
            problem = db.scalar(select(ProblemRow).where(ProblemRow.slug == SLUG))
            regrade, ids = regrades.start(db, problem, dry_run=False)
            regrade_id = regrade.id
        for submission_id in ids:
            platform.dispatcher.enqueue_regrade(regrade_id, submission_id)
        deadline = time.monotonic() + 3600
        while time.monotonic() < deadline:
            with platform.database.session() as db:
                left = db.scalar(select(func.count()).select_from(regrades.RegradeResult).where(
                    regrades.RegradeResult.regrade_id == regrade_id,
                    regrades.RegradeResult.status.in_(regrades.UNFINISHED)))
            if not left:
                break
            time.sleep(0.05)
        elapsed_s = time.perf_counter() - started
        with platform.database.session() as db:
            return elapsed_s, regrades.summary(db, regrades.find(db, problem, regrade_id))
    finally:
        platform.stop()


if __name__ == "__main__":
    import sys

    print(measure(int(sys.argv[1]) if len(sys.argv) > 1 else 400))
