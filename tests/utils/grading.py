"""Record graded submissions without running a sandbox: for dashboard and progress tests."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import update
from sqlalchemy.orm import Session

from app.models import ProblemRow, Submission, User
from app.services import submissions
from grader.contract import GradingResult


def record(db: Session, user: User, problem: ProblemRow, verdict: str, *, mistake_id: str | None = None,
           hint: str | None = None, at: datetime | None = None, score: float | None = None) -> Submission:
    """A submission accepted, claimed and recorded as graded with this verdict."""
    submission = submissions.accept(db, user, problem, f"# {verdict}\n")
    if at is not None:
        db.execute(update(Submission).where(Submission.id == submission.id).values(created_at=at))
        db.commit()
    claim = submissions.claim(db, submission.id, lease_s=60)
    result = GradingResult(outcome="graded", verdict=verdict, score=score if score is not None else 1.0 if verdict == "accepted" else 0.0,
                           mistake_id=mistake_id, hint=hint)
    submissions.record_result(db, claim, result, max_attempts=3)
    db.refresh(submission)
    return submission
