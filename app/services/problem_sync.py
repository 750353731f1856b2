"""Keeps the problems table in step with the problem files: the only writer of `problems`."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import ProblemRow, utcnow
from grader.library import ProblemLibrary

RETIRED_MARK = "~retired-"


def sync_problems(db: Session, library: ProblemLibrary) -> dict[str, int]:
    """Upsert by uuid (a renamed problem keeps its history); problems gone from disk go inactive
    and free their slug. Returns slug -> row id of the active problems."""
    rows = {row.uuid: row for row in db.scalars(select(ProblemRow))}
    on_disk = {str(problem.spec.id) for problem in library.ordered()}
    for key, row in rows.items():
        if key not in on_disk and row.active:
            row.active = False
            row.slug = f"{row.slug}{RETIRED_MARK}{row.id}"
    db.flush()
    for position, problem in enumerate(library.ordered()):
        spec = problem.spec
        row = rows.get(str(spec.id)) or ProblemRow(uuid=str(spec.id))
        row.slug, row.title, row.level, row.topic = problem.slug, spec.title, str(spec.level), spec.topic
        row.required, row.kind, row.version, row.position = spec.required, spec.kind, problem.version, position
        row.active, row.synced_at = True, utcnow()
        db.add(row)
    db.commit()
    return {row.slug: row.id for row in db.scalars(select(ProblemRow).where(ProblemRow.active))}
