"""Fixtures of the app's tests."""

import pytest

from app.db import Database


@pytest.fixture
def db(database_url):
    """A session on a fresh database, SQLite and PostgreSQL (tests/conftest.py's database_url)."""
    database = Database(database_url)
    with database.session() as session:
        yield session
    database.dispose()
