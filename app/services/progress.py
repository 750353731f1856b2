"""A learner's progress: per problem, and per level along their learning path (read-only)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import ProblemRow, Submission, User
from app.services.catalog import LEVEL_NAMES, active_problems, progress_by_problem
from app.services.paths import paths_for


def progress_report(db: Session, user: User) -> dict[str, Any]:
    progress = progress_by_problem(db, user)
    problems = active_problems(db)
    per_problem = [
        {"slug": row.slug, "attempts": progress[row.id].attempts if row.id in progress else 0,
         "solved": bool(row.id in progress and progress[row.id].solved),
         "best_score": progress[row.id].best_score if row.id in progress else 0.0}
        for row in problems
    ]
    solved = {item["slug"] for item in per_problem if item["solved"]}
    levels = []
    for path in paths_for(db, user):
        rows = [row for row in problems if row.level == path.level]
        path_slugs = [row.slug for row in path.problems]
        levels.append({"level": int(path.level) if path.level.isdigit() else path.level,
                       "name": LEVEL_NAMES.get(path.level, path.level),
                       "path": path_slugs, "path_done": sum(slug in solved for slug in path_slugs),
                       "solved": sum(row.slug in solved for row in rows), "total": len(rows)})
    return {"problems": per_problem, "levels": levels}


def path_slugs(db: Session, user: User) -> set[str]:
    return {row.slug for path in paths_for(db, user) for row in path.problems}


def next_on_path(db: Session, user: User, after: ProblemRow | None = None) -> dict[str, str] | None:
    """The first unsolved problem of the learner's paths, in catalogue order: the next step after
    `after` (skipped, since it is the one just solved or being worked on)."""
    progress = progress_by_problem(db, user)
    for path in paths_for(db, user):
        for row in sorted(path.problems, key=lambda r: r.position):
            if (after is None or row.id != after.id) and not (row.id in progress and progress[row.id].solved):
                return {"slug": row.slug, "title": row.title, "level": LEVEL_NAMES.get(row.level, row.level)}
    return None


def where_left_off(db: Session, user: User) -> dict[str, str] | None:
    """The unsolved problem the learner last submitted to, if any."""
    progress = progress_by_problem(db, user)
    rows = db.execute(select(ProblemRow.id, ProblemRow.slug, ProblemRow.title).join(
        Submission, Submission.problem_id == ProblemRow.id).where(
        Submission.user_id == user.id, ProblemRow.active).order_by(Submission.id.desc()).limit(20)).all()
    for row in rows:
        if not (row.id in progress and progress[row.id].solved):
            return {"slug": row.slug, "title": row.title}
    return None
