"""Drafts: the code in a learner's editor, per problem, saved as they type so that a reload or
another machine brings it back. The only writer of `drafts`."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.models import Draft, ProblemRow, Submission, User, utcnow
from app.timeutil import as_utc


def save(db: Session, user: User, problem: ProblemRow, code: str) -> None:
    draft = db.get(Draft, (user.id, problem.id))
    if draft is None:
        db.add(Draft(user_id=user.id, problem_id=problem.id, code=code, updated_at=utcnow()))
    else:
        draft.code, draft.updated_at = code, utcnow()
    try:
        db.commit()
    except IntegrityError:  # two tabs saving the first draft at once: the later one wins
        db.rollback()
        save(db, user, problem, code)


def code_to_show(db: Session, user: User, problem: ProblemRow) -> str | None:
    """What the editor opens with: the draft, unless a submission came after it (then that
    submission's code, as it is the newer work); None when there is neither."""
    draft = db.get(Draft, (user.id, problem.id))
    latest = db.execute(select(Submission.code, Submission.created_at).where(
        Submission.user_id == user.id, Submission.problem_id == problem.id,
    ).order_by(Submission.id.desc()).limit(1)).first()
    if draft is None:
        return latest.code if latest else None
    if latest is not None and as_utc(latest.created_at) > as_utc(draft.updated_at):
        return latest.code
    return draft.code
