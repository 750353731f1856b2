"""A class of 300 students with 100,000 submissions on PostgreSQL: how long its dashboard takes,
and a /metrics scrape (which reads grading as a whole from the same table).

The data is bulk-inserted (the services write one row at a time, which would take minutes here);
the dashboard itself is read through the real app, as a teacher's browser reads it.
"""

from __future__ import annotations

import random
import statistics
import time
import uuid
from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy import create_engine, insert, text

from app.config import PROJECT_ROOT, Settings
from app.db import Database
from app.main import create_app
from app.models import Classroom, Enrolment, Submission, User, utcnow
from app.security import hash_password
from app.services import accounts
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


def _seed(database: Database, students: int, submissions: int, rng: random.Random) -> tuple[int, str]:
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
        start = utcnow() - timedelta(days=60)
        rows = []
        for _ in range(submissions):
            problem = rng.choice(problems)
            verdict = rng.choices(["accepted", "wrong_answer", "runtime_error"], [3, 6, 1])[0]
            rows.append({"user_id": rng.choice(student_ids), "problem_id": problem.id,
                         "problem_version": problem.version, "code": "def f():\n    return 1\n",
                         "seed": rng.randrange(2**31), "status": "graded", "verdict": verdict,
                         "score": 1.0 if verdict == "accepted" else rng.random(),
                         "mistake_id": rng.choice([None, "some-mistake", "another-mistake"]) if verdict == "wrong_answer" else None,
                         **_graded_times(start, rng)})
        for chunk in range(0, len(rows), 10_000):
            db.execute(insert(Submission), rows[chunk:chunk + 10_000])
        db.commit()
        db.execute(text("ANALYZE"))
        token = accounts.start_session(db, teacher, 1)
        return classroom.id, token


def _graded_times(start, rng: random.Random) -> dict:
    created = start + timedelta(seconds=rng.randrange(60 * 86400))
    return {"created_at": created, "graded_at": created + timedelta(seconds=rng.uniform(0.1, 3.0))}


def measure(students: int = 300, submissions: int = 100_000, rounds: int = 10) -> dict[str, float]:
    name, url = _temporary_database()
    try:
        migrate_to_head(url)
        database = Database(url)
        class_id, token = _seed(database, students, submissions, random.Random(1))
        database.dispose()
        app = create_app(Settings(database_url=url, dispatcher="none"))
        with TestClient(app, cookies={"session": token}) as client:
            timings = {}
            for label, path in [("api", f"/api/classes/{class_id}/dashboard"), ("page", f"/classes/{class_id}"),
                                ("metrics", "/metrics")]:
                client.get(path).raise_for_status()  # warm: path picks are made on first view
                samples = []
                for _ in range(rounds):
                    started = time.perf_counter()
                    client.get(path).raise_for_status()
                    samples.append(time.perf_counter() - started)
                timings[f"{label}_median_ms"] = 1000 * statistics.median(samples)
                timings[f"{label}_max_ms"] = 1000 * max(samples)
        return {"students": students, "submissions": submissions, **timings}
    finally:
        _drop(name)
