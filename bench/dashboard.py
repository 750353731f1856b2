"""A class of 300 students on PostgreSQL, with 100,000 and with 1,000,000 submissions over the whole
catalog: how long its dashboard and the gradebook of an assignment of every problem take, and a
/metrics scrape (bench/metrics_scrape.py times it on its own, over the same seeding).

The submissions are generated in SQL and the kept aggregates rebuilt from them
(app.services.submissions.rebuild_aggregates, which fills the grading counts /metrics reads as
revision 0009 back-fills them): the services write one row at a time, which would take an hour here. The pages are read through the real app, as a teacher's browser reads them.
"""

from __future__ import annotations

import random
import statistics
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy import create_engine, insert, text

from app.config import PROJECT_ROOT, Settings
from app.db import Database
from app.main import create_app
from app.models import Classroom, Enrolment, User, utcnow
from app.security import hash_password
from app.services import accounts, assignments
from app.services.submissions import rebuild_aggregates
from app.services.catalog import active_problems
from app.services.problem_sync import sync_problems
from grader.library import load_library
from tests.utils.db import migrate_to_head

ADMIN_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"


def _temporary_database() -> tuple[str, str]:
    name = f"rp_bench_{uuid.uuid4().hex[:8]}"
    engine = create_engine(ADMIN_URL, isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    engine.dispose()
    return name, ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"


def _drop(name: str) -> None:
    engine = create_engine(ADMIN_URL, isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    engine.dispose()


def _seed(database: Database, students: int, submissions: int, rng: random.Random) -> tuple[int, int, str]:
    with database.session() as db:
        sync_problems(db, load_library(PROJECT_ROOT / "problems"))
        problems = active_problems(db)
        teacher = accounts.register(db, "teacher", "correct horse battery", role="teacher")
        password_hash = hash_password("correct horse battery")
        db.execute(insert(User), [{"username": f"student{i:03d}", "password_hash": password_hash, "role": "student"}
                                  for i in range(students)])
        classroom = Classroom(name="Big class", teacher_id=teacher.id, join_code="BENCH234")
        db.add(classroom)
        db.flush()
        student_ids = [row[0] for row in db.execute(text("SELECT id FROM users WHERE role = 'student'"))]
        db.execute(insert(Enrolment), [{"class_id": classroom.id, "user_id": sid} for sid in student_ids])
        db.execute(text("SELECT setseed(:seed)"), {"seed": rng.random()})
        # Verdicts 3 accepted : 6 wrong : 1 runtime error; wrong answers carry one of two mistakes.
        db.execute(text("""
            INSERT INTO submissions (user_id, problem_id, problem_version, code, seed, status, verdict, score, message,
                                     mistake_id, hint, grading_attempts, created_at, graded_at)
            SELECT u.ids[1 + floor(random() * array_length(u.ids, 1))::int],
                   p.ids[1 + floor(random() * array_length(p.ids, 1))::int], 'v', 'def f():\n    return 1\n',
                   floor(random() * 2147483647)::int, 'graded', g.verdict,
                   CASE WHEN g.verdict = 'accepted' THEN 1.0 ELSE random() END, '',
                   CASE WHEN g.verdict = 'wrong_answer' AND random() < 0.6
                        THEN (ARRAY['some-mistake', 'another-mistake'])[1 + floor(random() * 2)::int] END,
                   NULL, 1, g.made, g.made + interval '1 second'
            FROM (SELECT CASE WHEN r < 0.3 THEN 'accepted' WHEN r < 0.9 THEN 'wrong_answer' ELSE 'runtime_error' END
                         AS verdict, now() - interval '60 days' * random() AS made
                  FROM (SELECT random() AS r FROM generate_series(1, :n)) AS draws) AS g,
                 (SELECT array_agg(id) AS ids FROM users WHERE role = 'student') AS u,
                 (SELECT array_agg(id) AS ids FROM problems WHERE active) AS p"""), {"n": submissions})
        db.commit()
        rebuild_aggregates(db)
        db.execute(text("ANALYZE"))
        token = accounts.start_session(db, teacher, 1)
        everything = assignments.create(db, teacher, classroom, assignments.Spec(
            title="Everything", source="problems", slugs=[row.slug for row in problems],
            opens_at=utcnow() - timedelta(days=61), due_at=utcnow() - timedelta(days=20)))
        return classroom.id, everything.id, token


@dataclass(frozen=True)
class Seeded:
    url: str
    class_id: int
    assignment_id: int
    teacher_token: str


@contextmanager
def seeded(students: int = 300, submissions: int = 100_000) -> Iterator[Seeded]:
    """A temporary PostgreSQL database with the class and its submissions, dropped afterwards."""
    name, url = _temporary_database()
    try:
        migrate_to_head(url)
        database = Database(url)
        class_id, assignment_id, token = _seed(database, students, submissions, random.Random(1))
        database.dispose()
        yield Seeded(url, class_id, assignment_id, token)
    finally:
        _drop(name)


def time_get(client: TestClient, path: str, rounds: int) -> list[float]:
    """Seconds each of `rounds` GETs took, after one to warm (path picks are made on first view)."""
    client.get(path).raise_for_status()
    samples = []
    for _ in range(rounds):
        started = time.perf_counter()
        client.get(path).raise_for_status()
        samples.append(time.perf_counter() - started)
    return samples


def measure(students: int = 300, submissions: int = 100_000, rounds: int = 10) -> dict[str, float]:
    with seeded(students, submissions) as world:
        # APP_ENV=test, as deployed: development's reload stats every problem file per request
        app = create_app(Settings(database_url=world.url, dispatcher="none", app_env="test"))
        class_id, assignment_id = world.class_id, world.assignment_id
        with TestClient(app, cookies={"session": world.teacher_token}) as client:
            timings = {}
            for label, path in [("api", f"/api/classes/{class_id}/dashboard"), ("page", f"/classes/{class_id}"),
                                ("catalog_page", f"/classes/{class_id}?assignment={assignment_id}"),
                                ("gradebook", f"/api/assignments/{assignment_id}/gradebook"),
                                ("gradebook_page", f"/classes/{class_id}/assignments/{assignment_id}"),
                                ("metrics", "/metrics")]:
                samples = time_get(client, path, rounds)
                timings[f"{label}_median_ms"] = 1000 * statistics.median(samples)
                timings[f"{label}_max_ms"] = 1000 * max(samples)
        return {"students": students, "submissions": submissions, **timings}
