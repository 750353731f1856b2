"""A small school for the approach and similarity tests: two teachers' classes, learners in and
out of them, an admin, and two problems (the Scale a Vector fixture and a copy of Elbow Up or Elbow
Down, a problem with room for different solutions). Submissions go in through the API, as a
learner's would, and are graded by hand, recorded with their approach as a worker records them
(one left ungraded has none until a page needs it)."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from functools import cache
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from app.config import PROJECT_ROOT
from app.main import create_app
from app.services import accounts, classes, submissions
from app.services import similarity
from grader.approach import approach_key
from grader.contract import GradingResult
from tests.utils.db import migrate_to_head
from tests.utils.factories import make_user, sync_fixture_problems
from tests.utils.problem_files import copy_fixture

ELBOW = PROJECT_ROOT / "problems" / "level-3" / "elbow-up-or-elbow-down"
PEOPLE = [("teacher", "teacher"), ("other_teacher", "teacher"), ("admin", "admin"), ("student", "student"),
          ("classmate", "student"), ("outsider", "student"), ("loner", "student"), ("latecomer", "student")]


@cache
def _migrated_template() -> Path:
    """One SQLite file migrated to head per test session (1.5 s on a busy machine), copied per test."""
    folder = Path(tempfile.mkdtemp(prefix="insight-db-"))
    atexit.register(shutil.rmtree, folder, True)
    path = folder / "template.db"
    migrate_to_head(f"sqlite:///{path}")
    return path


def fresh_sqlite(tmp_path: Path) -> str:
    """A migrated, empty SQLite database of the test's own."""
    target = tmp_path / "insight.db"
    shutil.copyfile(_migrated_template(), target)
    return f"sqlite:///{target}"


def school(tmp_path: Path, database_url: str, make_settings, extra_problems: tuple[Path, ...] = ()):
    """Yields the world: the app's database, people, classes, problems and a signed-in client each
    (`anonymous` signed in as no one). The teacher's class has student and classmate; the other
    teacher's has outsider; loner and latecomer are in no class (yet). `extra_problems`: more
    problem folders of the catalog, copied in beside those two."""
    root = tmp_path / "problems"
    copy_fixture(root)
    for folder in (ELBOW, *extra_problems):
        shutil.copytree(folder, root / folder.parent.name / folder.name)
    similarity.forget_cache()
    app = create_app(make_settings(database_url, problems_dir=root, dispatcher="none"))
    with TestClient(app) as anonymous:
        with app.state.platform.database.session() as db:
            people = {name: make_user(db, name, role) for name, role in PEOPLE}
            problems = sync_fixture_problems(db, root)
            taught = classes.create_class(db, people["teacher"], "Robotics 101")
            other = classes.create_class(db, people["other_teacher"], "Robotics 102")
            for name in ("student", "classmate"):
                classes.join(db, people[name], taught.join_code)
            classes.join(db, people["outsider"], other.join_code)
            clients = {name: TestClient(app, cookies={"session": accounts.start_session(db, user, 1)})
                       for name, user in people.items()}
            ids = {name: user.id for name, user in people.items()}
            rows = {slug: row.id for slug, row in problems.items()}
            class_ids = {"class": taught.id, "other_class": other.id}
            codes = {"class": taught.join_code, "other_class": other.join_code}
        clients["anonymous"] = anonymous
        yield {"app": app, "db": app.state.platform.database, "ids": ids, "problem_ids": rows, **class_ids,
               "join_codes": codes, "clients": clients}
    similarity.forget_cache()


@pytest.fixture
def world(tmp_path, make_settings):
    yield from school(tmp_path, fresh_sqlite(tmp_path), make_settings)


@pytest.fixture
def world_on_both(tmp_path, database_url, make_settings):
    """The world on SQLite and on PostgreSQL, for the test that covers every query."""
    yield from school(tmp_path, database_url, make_settings)


def submit(world, who: str, slug: str, code: str, verdict: str | None = None) -> int:
    """A submission made through the API; graded with `verdict` when one is given."""
    response = world["clients"][who].post(f"/api/problems/{slug}/submissions", json={"code": code})
    assert response.status_code == 202, response.text
    ident = response.json()["id"]
    if verdict:  # recorded as a worker records it, with the approach it finds
        entry_point = world["app"].state.platform.library.get(slug).spec.entry_point
        with world["db"].session() as db:
            claim = submissions.claim(db, ident, lease_s=60)
            submissions.record_result(db, claim, GradingResult(
                outcome="graded", verdict=verdict, score=1.0 if verdict == "accepted" else 0.0), max_attempts=3,
                approach=approach_key(code, entry_point) or "")
    return ident


def join(world, who: str, which: str = "class") -> None:
    with world["db"].session() as db:
        classes.join(db, accounts.find_user(db, who), world["join_codes"][which])
