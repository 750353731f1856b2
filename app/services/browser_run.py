"""Run in the browser, per learner: a problem's bundle (grader/browser/bundle.py), with the code
of a checker that carries some problem's answer only for a learner who has solved one of the
problems whose answer it is."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import ProblemRow, Progress, User
from app.services import attempts
from app.services.catalog import active_problems
from grader.browser.bundle import browser_bundle, for_learner
from grader.library import ProblemLibrary


def solved_slugs(db: Session, user: User) -> set[str]:
    return set(db.scalars(select(ProblemRow.slug).join(Progress, Progress.problem_id == ProblemRow.id)
                          .where(Progress.user_id == user.id, Progress.solved)))


def bundle_for(db: Session, library: ProblemLibrary, user: User, slug: str, max_code_bytes: int) -> dict[str, Any]:
    target = attempts.find_target(db, library, slug)
    bundle = browser_bundle(target.problem, max_code_bytes)
    if not bundle["requires_solved"]:
        return bundle
    titles = {row.slug: row.title for row in active_problems(db)}  # in the course's order
    return for_learner(bundle, solved_slugs(db, user), titles)
