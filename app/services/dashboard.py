"""A class's dashboard, read-only: who is stuck where, on which mistake.

Everything is aggregated in SQL over the class's submissions (optionally within a time window),
so a class of hundreds with a hundred thousand submissions answers in one round of queries."""

from __future__ import annotations

import statistics
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import case, func, select
from sqlalchemy.orm import Session

from app.models import Classroom, Enrolment, ProblemRow, Submission, User
from app.services.catalog import LEVEL_NAMES, active_problems
from app.services.classes import students_of
from app.services.paths import paths_for_many
from app.timeutil import as_utc


@dataclass(frozen=True)
class Window:
    since: datetime | None = None
    until: datetime | None = None

    def clauses(self) -> list:
        clauses = []
        if self.since:
            clauses.append(Submission.created_at >= self.since)
        if self.until:
            clauses.append(Submission.created_at < self.until)
        return clauses


@dataclass
class Work:
    attempts: int
    first_at: datetime | None
    solved_at: datetime | None

    @property
    def state(self) -> str:
        return "solved" if self.solved_at else "tried"


def _class_filter(classroom: Classroom, window: Window):
    return [Enrolment.class_id == classroom.id, *window.clauses()]


def _work(db: Session, classroom: Classroom, window: Window) -> dict[tuple[int, int], Work]:
    """(student, problem) -> graded attempts, first submission and first accepted."""
    query = (select(Submission.user_id, Submission.problem_id,
                    func.count(case((Submission.status == "graded", 1))),
                    func.min(Submission.created_at),
                    func.min(case((Submission.verdict == "accepted", Submission.created_at))))
             .join(Enrolment, Enrolment.user_id == Submission.user_id)
             .where(*_class_filter(classroom, window))
             .group_by(Submission.user_id, Submission.problem_id))
    return {(user, problem): Work(attempts, as_utc(first), as_utc(solved))
            for user, problem, attempts, first, solved in db.execute(query)}


def _mistakes(db: Session, classroom: Classroom, window: Window) -> dict[int, list[dict[str, Any]]]:
    query = (select(Submission.problem_id, Submission.mistake_id, func.max(Submission.hint), func.count())
             .join(Enrolment, Enrolment.user_id == Submission.user_id)
             .where(*_class_filter(classroom, window), Submission.mistake_id.is_not(None))
             .group_by(Submission.problem_id, Submission.mistake_id))
    found: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for problem_id, mistake_id, hint, count in db.execute(query):
        found[problem_id].append({"id": mistake_id, "hint": hint, "count": count})
    return {pid: sorted(rows, key=lambda r: (-r["count"], r["id"])) for pid, rows in found.items()}


def _median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def _problem_stats(problems, students, work, mistakes) -> list[dict[str, Any]]:
    stats = []
    for row in problems:
        cells = [work.get((s.id, row.id)) for s in students]
        tried = [w for w in cells if w]
        solved = [w for w in tried if w.solved_at]
        stats.append({
            "slug": row.slug, "title": row.title, "level": row.level, "topic": row.topic,
            "students_tried": len(tried), "students_solved": len(solved),
            "solve_rate": round(len(solved) / len(students), 4) if students else 0.0,
            # attempts of the students who solved it (a resubmission after solving counts too)
            "median_attempts": _median([w.attempts for w in solved]),
            "median_time_to_solve_s": _median([(w.solved_at - w.first_at).total_seconds() for w in solved]),
            "mistakes": mistakes.get(row.id, [])[:5],
        })
    return stats


def _student_rows(students, problems, work, paths) -> list[dict[str, Any]]:
    rows = []
    for student in students:
        cells = [work.get((student.id, row.id)) for row in problems]
        rows.append({
            "id": student.id, "username": student.username,
            "cells": [cell.state if cell else "untouched" for cell in cells],
            "attempts": [cell.attempts if cell else 0 for cell in cells],
            "paths": [{"level": path.level, "name": LEVEL_NAMES.get(path.level, path.level),
                       "done": sum(bool(work.get((student.id, p.id)) and work[(student.id, p.id)].solved_at)
                                   for p in path.problems),
                       "total": len(path.problems)} for path in paths[student.id]],
        })
    return rows


def class_dashboard(db: Session, classroom: Classroom, window: Window = Window()) -> dict[str, Any]:
    students = students_of(db, classroom)
    problems = active_problems(db)
    work = _work(db, classroom, window)
    paths = paths_for_many(db, [s.id for s in students])
    teacher = db.get(User, classroom.teacher_id)
    return {
        "class": {"id": classroom.id, "name": classroom.name, "join_code": classroom.join_code,
                  "teacher": teacher.username if teacher else None},
        "window": {"since": window.since.isoformat() if window.since else None,
                   "until": window.until.isoformat() if window.until else None},
        "problems": [{"slug": r.slug, "title": r.title, "level": r.level, "topic": r.topic,
                      "required": r.required} for r in problems],
        "students": _student_rows(students, problems, work, paths),
        "problem_stats": _problem_stats(problems, students, work, _mistakes(db, classroom, window)),
    }


def student_detail(db: Session, student: User, window: Window = Window(), limit: int = 500) -> dict[str, Any]:
    problems = {row.id: row for row in active_problems(db)}
    query = (select(Submission).where(Submission.user_id == student.id, *window.clauses())
             .order_by(Submission.id.desc()).limit(limit))
    submissions = list(db.scalars(query))
    solved = {s.problem_id for s in db.scalars(select(Submission).where(
        Submission.user_id == student.id, Submission.verdict == "accepted", *window.clauses()))}
    levels = []
    for path in paths_for_many(db, [student.id])[student.id]:
        level_rows = [r for r in problems.values() if r.level == path.level]
        levels.append({"level": path.level, "name": LEVEL_NAMES.get(path.level, path.level),
                       "path_done": sum(p.id in solved for p in path.problems), "path_total": len(path.problems),
                       "solved": sum(r.id in solved for r in level_rows), "total": len(level_rows)})
    return {
        "student": {"id": student.id, "username": student.username},
        "levels": levels,
        "submissions": [{"id": s.id, "problem": problems[s.problem_id].slug if s.problem_id in problems else None,
                         "created_at": s.created_at.isoformat(), "status": s.status, "verdict": s.verdict,
                         "score": s.score, "message": s.message, "hint": s.hint, "mistake_id": s.mistake_id,
                         "code": s.code} for s in submissions],
    }


CSV_COLUMNS = ("student", "level", "topic", "problem", "required", "in_path", "status", "attempts",
               "first_submission_at", "solved_at")


def csv_rows(dashboard_work: dict[tuple[int, int], Work], students, problems, paths) -> list[tuple]:
    rows = []
    for student in students:
        in_path = {p.id for path in paths[student.id] for p in path.problems}
        for row in problems:
            cell = dashboard_work.get((student.id, row.id))
            rows.append((student.username, row.level, row.topic, row.slug, row.required, row.id in in_path,
                         cell.state if cell else "untouched", cell.attempts if cell else 0,
                         cell.first_at.isoformat() if cell and cell.first_at else "",
                         cell.solved_at.isoformat() if cell and cell.solved_at else ""))
    return rows


def class_csv_rows(db: Session, classroom: Classroom, window: Window = Window()) -> list[tuple]:
    students = students_of(db, classroom)
    return csv_rows(_work(db, classroom, window), students, active_problems(db),
                    paths_for_many(db, [s.id for s in students]))
