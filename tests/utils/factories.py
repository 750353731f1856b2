"""Factories for rows the tests need. Writes go through the services, as in the app."""

from __future__ import annotations

import itertools

from sqlalchemy.orm import Session

from app.models import ProblemRow, User
from app.services import accounts
from app.services.problem_sync import sync_problems
from grader.library import load_library

_names = itertools.count(1)
PASSWORD = "correct horse battery"


def make_user(db: Session, username: str | None = None, role: str = "student") -> User:
    return accounts.register(db, username or f"learner{next(_names)}", PASSWORD, role=role)


def sync_fixture_problems(db: Session, root) -> dict[str, ProblemRow]:
    ids = sync_problems(db, load_library(root))
    return {slug: db.get(ProblemRow, row_id) for slug, row_id in ids.items()}
