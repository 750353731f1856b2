"""What the API needs before accepting code: the problem, the size, the learner's queue."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.errors import ServiceError
from app.models import ProblemRow, Submission, User
from app.services import catalog
from grader.library import ProblemLibrary
from grader.problem import Problem


class Refused(ServiceError):
    def __init__(self, status: int, detail: str):
        super().__init__(detail, status)


@dataclass
class Target:
    row: ProblemRow
    problem: Problem


def find_target(db: Session, library: ProblemLibrary, slug: str) -> Target:
    row = catalog.find_problem(db, slug)
    problem = library.get(slug) if row else None
    if row is None or problem is None:
        raise Refused(404, f"No problem called {slug!r}.")
    return Target(row=row, problem=problem)


def check_code_size(code: str, max_bytes: int) -> None:
    try:
        size = len(code.encode("utf-8"))
    except UnicodeEncodeError:  # JSON can carry a lone surrogate; no Python file can
        raise Refused(422, "Your code holds a character that is not valid Unicode.") from None
    if size > max_bytes:
        raise Refused(413, f"Code is limited to {max_bytes // 1024} KiB.")


def check_pending(db: Session, user: User, max_pending: int) -> None:
    pending = db.scalar(select(func.count()).select_from(Submission).where(
        Submission.user_id == user.id, Submission.status.in_(("queued", "running"))))
    if pending >= max_pending:
        raise Refused(429, "You have several submissions waiting to be graded; wait for their results.")
