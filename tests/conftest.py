"""Shared fixtures: databases (SQLite and the machine's PostgreSQL), settings, a running app."""

from __future__ import annotations

import os
import shutil
import uuid
from pathlib import Path

os.environ.setdefault("PASSWORD_HASHING", "fast-for-tests")  # before app.security is imported

import pytest
from sqlalchemy import create_engine, text

from app.config import PROJECT_ROOT, Settings
from tests.utils.db import migrate_to_head
from tests.utils.factories import FIXTURE_PROBLEMS  # noqa: F401  (tests import it from here too)

POSTGRES_ADMIN_URL = os.environ.get("POSTGRES_ADMIN_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")


@pytest.fixture(scope="session")
def postgres_server_url():
    """A fresh database on the PostgreSQL server for this test session, dropped afterwards."""
    name = f"rp_test_{uuid.uuid4().hex[:10]}"
    admin = create_engine(POSTGRES_ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    url = POSTGRES_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"
    migrate_to_head(url)
    yield url
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


def _empty_postgres(url: str) -> None:
    engine = create_engine(url)
    with engine.begin() as connection:
        connection.execute(text("TRUNCATE path_picks, enrolments, classes, submissions, progress, login_sessions, users, problems, grading_counts RESTART IDENTITY CASCADE"))
    engine.dispose()


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory) -> Path:
    """One SQLite file migrated to head per session; each test gets a copy of it (a file copy takes
    a millisecond, the migrations a fifth of a second, and hundreds of tests want a fresh database)."""
    path = tmp_path_factory.mktemp("sqlite-template") / "template.db"
    migrate_to_head(f"sqlite:///{path}")
    return path


def _fresh_sqlite(template: Path, tmp_path: Path) -> str:
    path = tmp_path / "test.db"
    shutil.copyfile(template, path)
    return f"sqlite:///{path}"


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def database_url(request, tmp_path: Path) -> str:
    """Each database test runs twice: on a SQLite file and on the PostgreSQL server."""
    if request.param == "sqlite":
        return _fresh_sqlite(request.getfixturevalue("sqlite_template"), tmp_path)
    url = request.getfixturevalue("postgres_server_url")
    _empty_postgres(url)
    return url


@pytest.fixture
def db(database_url):
    """A session on a fresh database, SQLite and PostgreSQL (database_url)."""
    from app.db import Database

    database = Database(database_url)
    with database.session() as session:
        yield session
    database.dispose()


@pytest.fixture
def sqlite_url(sqlite_template: Path, tmp_path: Path) -> str:
    return _fresh_sqlite(sqlite_template, tmp_path)


@pytest.fixture
def make_settings():
    def build(database_url: str, problems_dir: Path = FIXTURE_PROBLEMS, **overrides) -> Settings:
        values = dict(app_env="test", database_url=database_url, problems_dir=problems_dir,
                      grader_workers=2, sweep_interval_s=0.5,
                      # rate limits have their own tests (tests/app/test_ratelimit.py)
                      login_per_minute=0, login_per_minute_per_address=0, login_failures_per_account=0,
                      submissions_per_minute=0, runs_per_minute=0)
        values.update(overrides)
        return Settings(**values)
    return build
