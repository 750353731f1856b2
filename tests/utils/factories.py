"""Factories for rows the tests need. Writes go through the services, as in the app."""

from __future__ import annotations

import itertools

from sqlalchemy.orm import Session

from app.config import PROJECT_ROOT
from app.models import ProblemRow, Submission, User
from app.services import accounts, submissions
from app.services.problem_sync import sync_problems
from grader.library import load_library

_names = itertools.count(1)
PASSWORD = "correct horse battery"
FIXTURE_PROBLEMS = PROJECT_ROOT / "tests" / "utils" / "problems"


def make_user(db: Session, username: str | None = None, role: str = "student") -> User:
    return accounts.register(db, username or f"learner{next(_names)}", PASSWORD, role=role)


def sync_fixture_problems(db: Session, root) -> dict[str, ProblemRow]:
    ids = sync_problems(db, load_library(root))
    return {slug: db.get(ProblemRow, row_id) for slug, row_id in ids.items()}


def a_submission(db: Session, code: str = "def f():\n    return 1\n") -> tuple[User, Submission]:
    """A new learner and one queued submission of theirs to a fixture problem."""
    user = make_user(db)
    row = next(iter(sync_fixture_problems(db, FIXTURE_PROBLEMS).values()))
    return user, submissions.accept(db, user, row, code)
