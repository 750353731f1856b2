"""The aggregates kept for the dashboards (progress, score steps, mistake tallies), as comparable rows."""

from __future__ import annotations

from sqlalchemy import select

from app.models import MistakeTally, Progress, ScoreStep


def snapshot(db) -> tuple[list, list, list]:
    progress = sorted((p.user_id, p.problem_id, p.attempts, bool(p.solved), p.best_score, p.failed_in_a_row,
                       str(p.first_solved_at)[:19], str(p.first_submitted_at)[:19], str(p.last_submission_at)[:19])
                      for p in db.scalars(select(Progress)))
    steps = sorted((s.user_id, s.problem_id, str(s.submitted_at)[:19], s.score) for s in db.scalars(select(ScoreStep)))
    tallies = sorted((t.user_id, t.problem_id, t.mistake_id, t.count, t.last_submission_id)
                     for t in db.scalars(select(MistakeTally)))
    return progress, steps, tallies
