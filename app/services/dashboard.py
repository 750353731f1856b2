"""A class's dashboard, read-only: who is stuck where, on which mistake.

All time, it reads the aggregates kept as results are recorded (progress, mistake tallies): a few
rows per student and problem, so its cost does not grow with the number of submissions. Within a
time window it aggregates the class's submissions of that window in SQL instead.
A dashboard shows one scope: a level or an assignment's problems, grouped by topic."""

from __future__ import annotations

import statistics
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any

from sqlalchemy import Float, case, cast, func, select
from sqlalchemy.orm import Session

from app.models import Assignment, Classroom, Enrolment, MistakeTally, ProblemRow, Progress, Submission, User
from app.services.catalog import LEVEL_NAMES, active_problems
from app.services import assignments
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


@dataclass(slots=True)
class Work:
    attempts: int
    solved: bool
    solve_s: float | None = None  # from the first submission to the first accepted one
    failed_in_a_row: int = 0
    first_at: datetime | None = None  # read only where they are shown (the CSV)
    solved_at: datetime | None = None

    @property
    def state(self) -> str:
        return "solved" if self.solved else "tried"


def _class_filter(classroom: Classroom, window: Window):
    return [Enrolment.class_id == classroom.id, *window.clauses()]


def _seconds_between(db: Session, later, earlier):
    """later - earlier in seconds, computed by the database: reading tens of thousands of
    timestamps into Python costs more than the rest of a dashboard."""
    if db.get_bind().dialect.name == "sqlite":  # Julian days carry about 10 microseconds: keep milliseconds
        return func.round((func.julianday(later) - func.julianday(earlier)) * 86400.0, 3)
    return cast(func.extract("epoch", later - earlier), Float)


def _work(db: Session, classroom: Classroom, window: Window, problem_ids: list[int] | None = None,
          with_times: bool = False) -> dict[tuple[int, int], Work]:
    """(student, problem) -> graded attempts, whether solved and how long it took; with_times, the
    first submission and the first accepted one too. problem_ids narrows it to a scope."""
    if window == Window():
        return _work_all_time(db, classroom, problem_ids, with_times)
    first, solved = func.min(Submission.created_at), func.min(case((Submission.verdict == "accepted",
                                                                    Submission.created_at)))
    query = (select(Submission.user_id, Submission.problem_id,
                    func.count(case((Submission.status == "graded", 1))), first, solved)
             .join(Enrolment, Enrolment.user_id == Submission.user_id)
             .where(*_class_filter(classroom, window), *_only(Submission.problem_id, problem_ids))
             .group_by(Submission.user_id, Submission.problem_id))
    work = {}
    for user, problem, attempts, first_at, solved_at in db.execute(query):
        first_at, solved_at = as_utc(first_at), as_utc(solved_at)
        work[(user, problem)] = Work(attempts, solved_at is not None,
                                     (solved_at - first_at).total_seconds() if solved_at else None,
                                     first_at=first_at, solved_at=solved_at)
    return work


def _only(column, ids: list[int] | None) -> list:
    return [] if ids is None else [column.in_(ids)]


def _work_all_time(db: Session, classroom: Classroom, problem_ids: list[int] | None = None,
                   with_times: bool = False) -> dict[tuple[int, int], Work]:
    solve_s = case((Progress.solved, _seconds_between(db, Progress.first_solved_at, Progress.first_submitted_at)))
    times = [Progress.first_submitted_at, Progress.first_solved_at] if with_times else []
    query = (select(Progress.user_id, Progress.problem_id, Progress.attempts, Progress.solved, solve_s,
                    Progress.failed_in_a_row, *times)
             .join(Enrolment, Enrolment.user_id == Progress.user_id)
             .where(Enrolment.class_id == classroom.id, *_only(Progress.problem_id, problem_ids)))
    # Through the session's connection: plain rows, without the ORM's loading of each row.
    rows = db.connection().execute(query).all()
    if not with_times:
        return {(user, problem): Work(attempts, bool(solved), seconds if solved else None, in_a_row or 0)
                for user, problem, attempts, solved, seconds, in_a_row in rows}
    return {(user, problem): Work(attempts, bool(solved), seconds if solved else None, in_a_row or 0,
                                  as_utc(first), as_utc(solved_at) if solved else None)
            for user, problem, attempts, solved, seconds, in_a_row, first, solved_at in rows}


def _solved_pairs(db: Session, classroom: Classroom, window: Window, outside: list[int]) -> set[tuple[int, int]]:
    """(student, problem) solved among the problems outside a narrower scope: for the paths."""
    if window == Window():
        query = (select(Progress.user_id, Progress.problem_id).join(Enrolment, Enrolment.user_id == Progress.user_id)
                 .where(Enrolment.class_id == classroom.id, Progress.solved, Progress.problem_id.not_in(outside)))
    else:
        query = (select(Submission.user_id, Submission.problem_id).distinct()
                 .join(Enrolment, Enrolment.user_id == Submission.user_id)
                 .where(*_class_filter(classroom, window), Submission.verdict == "accepted",
                        Submission.problem_id.not_in(outside)))
    return {(user_id, problem_id) for user_id, problem_id in db.connection().execute(query).all()}


def _last_seen(db: Session, classroom: Classroom) -> dict[int, datetime]:
    """Each student's latest submission, whatever the window: idle means idle now."""
    query = (select(Progress.user_id, func.max(Progress.last_submission_at))
             .join(Enrolment, Enrolment.user_id == Progress.user_id)
             .where(Enrolment.class_id == classroom.id).group_by(Progress.user_id))
    return {user_id: as_utc(moment) for user_id, moment in db.execute(query) if moment}


def _mistakes(db: Session, classroom: Classroom, window: Window,
              problem_ids: list[int] | None = None) -> dict[int, list[dict[str, Any]]]:
    if window == Window():
        query = (select(MistakeTally.problem_id, MistakeTally.mistake_id, func.max(MistakeTally.hint),
                        func.sum(MistakeTally.count), func.max(MistakeTally.last_submission_id))
                 .join(Enrolment, Enrolment.user_id == MistakeTally.user_id)
                 .where(Enrolment.class_id == classroom.id, *_only(MistakeTally.problem_id, problem_ids))
                 .group_by(MistakeTally.problem_id, MistakeTally.mistake_id))
    else:
        query = (select(Submission.problem_id, Submission.mistake_id, func.max(Submission.hint), func.count(),
                        func.max(Submission.id))
                 .join(Enrolment, Enrolment.user_id == Submission.user_id)
                 .where(*_class_filter(classroom, window), Submission.mistake_id.is_not(None),
                        *_only(Submission.problem_id, problem_ids))
                 .group_by(Submission.problem_id, Submission.mistake_id))
    found: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for problem_id, mistake_id, hint, count, example in db.execute(query):
        found[problem_id].append({"id": mistake_id, "title": mistake_title(mistake_id), "hint": hint,
                                  "count": int(count), "example_submission": example})
    return {pid: sorted(rows, key=lambda r: (-r["count"], r["id"])) for pid, rows in found.items()}


def mistake_title(mistake_id: str) -> str:
    """A mistake's id as a reader's phrase: 'log-of-zero' -> 'Log of zero'."""
    words = mistake_id.replace("_", "-").split("-")
    return " ".join(words).strip().capitalize() or mistake_id


def _median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


@dataclass
class Grid:
    """The class's work laid out by student and problem, in the problems' order."""
    states: dict[int, list[str]]  # student -> "solved" | "tried" | "untouched" per problem
    attempts: dict[int, list[int]]
    by_problem: list[list[Work]]  # each problem's work, of the students who tried it


def _grid(problems, students, work) -> Grid:
    # One pass over the cells (a lookup per student and problem cost more than the rest).
    index = {row.id: i for i, row in enumerate(problems)}
    grid = Grid({s.id: ["untouched"] * len(problems) for s in students},
                {s.id: [0] * len(problems) for s in students}, [[] for _ in problems])
    for (user_id, problem_id), cell in work.items():
        i = index.get(problem_id)
        if i is not None and user_id in grid.states:
            grid.states[user_id][i] = "solved" if cell.solved else "tried"
            grid.attempts[user_id][i] = cell.attempts
            grid.by_problem[i].append(cell)
    return grid


def _problem_stats(problems, students, grid: Grid, mistakes) -> list[dict[str, Any]]:
    stats = []
    for row, tried in zip(problems, grid.by_problem):
        problem_id = row.id
        solved = [w for w in tried if w.solved]
        stats.append({
            "slug": row.slug, "title": row.title, "level": row.level, "topic": row.topic,
            "students_tried": len(tried), "students_solved": len(solved),
            "solve_rate": round(len(solved) / len(students), 4) if students else 0.0,
            # attempts of the students who solved it (a resubmission after solving counts too)
            "median_attempts": _median([w.attempts for w in solved]),
            "median_time_to_solve_s": _median([w.solve_s for w in solved if w.solve_s is not None]),
            "mistakes": mistakes.get(problem_id, [])[:5],
        })
    return stats


STUCK_AFTER_FAILS = 5  # graded attempts in a row without an accepted one
IDLE_AFTER_DAYS = 3  # no submission while an assignment is open and not done


@dataclass(frozen=True)
class Scope:
    """Which problems a dashboard shows: a level's, an assignment's, or (no scope) every one."""
    level: str | None = None
    assignment_id: int | None = None


def _scoped_problems(db: Session, classroom: Classroom, scope: Scope, students,
                     catalog: list[ProblemRow]) -> tuple[list[ProblemRow], dict]:
    if scope.assignment_id is not None:
        assignment = db.get(Assignment, scope.assignment_id)
        if assignment is None or assignment.class_id != classroom.id:
            raise LookupError("No such assignment in this class.")
        # Most students share one list (every list but a path's is the same object): each read once.
        lists = {id(rows): rows for rows in assignments.problems_for(db, assignment, [s.id for s in students]).values()}
        wanted = {row.id for rows in lists.values() for row in rows}
        if assignment.source != "problems" and not students:
            wanted = {row.id for row in catalog if row.level == assignment.level}
        return [row for row in catalog if row.id in wanted], assignments.describe(assignment, classroom)
    if scope.level is not None:
        return [row for row in catalog if row.level == scope.level], None
    return catalog, None


def _topic_groups(problems: list[ProblemRow]) -> list[dict[str, Any]]:
    groups: list[dict[str, Any]] = []
    for index, row in enumerate(problems):
        key = (row.level, row.topic)
        if not groups or groups[-1]["key"] != key:
            groups.append({"key": key, "level": row.level, "topic": row.topic, "columns": []})
        groups[-1]["columns"].append(index)
    return [{"level": g["level"], "topic": g["topic"], "columns": g["columns"]} for g in groups]


def _stuck_reasons(db: Session, classroom: Classroom, students, work, solved: set[tuple[int, int]],
                   problems_by_id) -> dict[int, list[str]]:
    reasons: dict[int, list[str]] = defaultdict(list)
    for (user_id, problem_id), cell in work.items():
        if not cell.solved and cell.failed_in_a_row >= STUCK_AFTER_FAILS and problem_id in problems_by_id:
            reasons[user_id].append(f"{cell.failed_in_a_row} failed attempts in a row on "
                                    f"{problems_by_id[problem_id].title}")
    now = datetime.now(timezone.utc)
    open_now = [a for a in assignments.of_class(db, classroom)
                if as_utc(a.opens_at) <= now <= as_utc(a.due_at)]
    last_seen = _last_seen(db, classroom) if open_now else {}
    for assignment in open_now:
        due = assignments.problems_for(db, assignment, [s.id for s in students])
        for student in students:
            done = all((student.id, row.id) in solved for row in due[student.id])
            seen = last_seen.get(student.id)
            if not done and (seen is None or now - seen > timedelta(days=IDLE_AFTER_DAYS)):
                idle = "no submission yet" if seen is None else f"idle for {(now - seen).days} days"
                reasons[student.id].append(f"{idle} while {assignment.title} is due")
    return reasons


def _student_rows(students, grid: Grid, solved, paths, stuck) -> list[dict[str, Any]]:
    solved_by_student: dict[int, set[int]] = defaultdict(set)
    for user_id, problem_id in solved:
        solved_by_student[user_id].add(problem_id)
    return [{"id": student.id, "username": student.username, "cells": grid.states[student.id],
             "attempts": grid.attempts[student.id],
             "paths": [_path_progress(path, solved_by_student[student.id]) for path in paths[student.id]],
             "stuck": stuck.get(student.id, [])} for student in students]


def _path_progress(path, solved_ids: set[int]) -> dict[str, Any]:
    return {"level": path.level, "name": LEVEL_NAMES.get(path.level, path.level),
            "done": len(path.problem_ids & solved_ids), "total": len(path.problems)}


def class_dashboard(db: Session, classroom: Classroom, window: Window = Window(),
                    scope: Scope = Scope()) -> dict[str, Any]:
    """Raises LookupError for an assignment of another class."""
    students = students_of(db, classroom)
    catalog = active_problems(db)
    problems, assignment = _scoped_problems(db, classroom, scope, students, catalog)
    narrowed = [row.id for row in problems] if scope != Scope() else None
    work = _work(db, classroom, window, narrowed)
    grid = _grid(problems, students, work)
    solved = {key for key, cell in work.items() if cell.solved}
    if narrowed is not None and len(narrowed) < len(catalog):  # the paths reach beyond the scope
        solved |= _solved_pairs(db, classroom, window, outside=narrowed)
    paths = paths_for_many(db, [s.id for s in students])
    teacher = db.get(User, classroom.teacher_id)
    stuck = _stuck_reasons(db, classroom, students, work, solved, {row.id: row for row in problems})
    return {
        "class": {"id": classroom.id, "name": classroom.name, "join_code": classroom.join_code,
                  "teacher": teacher.username if teacher else None, "time_zone": classroom.time_zone},
        "window": {"since": window.since.isoformat() if window.since else None,
                   "until": window.until.isoformat() if window.until else None},
        "scope": {"level": scope.level, "assignment": assignment},
        "problems": [{"slug": r.slug, "title": r.title, "level": r.level, "topic": r.topic,
                      "required": r.required} for r in problems],
        "topics": _topic_groups(problems),
        "students": _student_rows(students, grid, solved, paths, stuck),
        "problem_stats": _problem_stats(problems, students, grid, _mistakes(db, classroom, window, narrowed)),
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
    return csv_rows(_work(db, classroom, window, with_times=True), students, active_problems(db),
                    paths_for_many(db, [s.id for s in students]))


ATTEMPT_BUCKETS = ((1, 1, "1"), (2, 2, "2"), (3, 3, "3"), (4, 5, "4–5"), (6, 10, "6–10"), (11, None, "more than 10"))
CASES_SAMPLE = 200  # the latest failed submissions read for the cases failed most


def _attempts_histogram(attempts: list[int]) -> list[dict[str, Any]]:
    return [{"label": label, "students": sum(1 for n in attempts if low <= n and (high is None or n <= high))}
            for low, high, label in ATTEMPT_BUCKETS]


def _cases_failed_most(db: Session, classroom: Classroom, problem: ProblemRow) -> list[dict[str, Any]]:
    latest = (select(Submission.result).join(Enrolment, Enrolment.user_id == Submission.user_id)
              .where(Enrolment.class_id == classroom.id, Submission.problem_id == problem.id,
                     Submission.status == "graded", Submission.verdict != "accepted")
              .order_by(Submission.id.desc()).limit(CASES_SAMPLE))
    counts: dict[str, dict[str, Any]] = {}
    for result in db.scalars(latest):
        for case_result in (result or {}).get("cases", []):
            if case_result.get("passed") or case_result.get("kind") == "random":
                continue
            name = str(case_result.get("name", ""))[:200]
            entry = counts.setdefault(name, {"name": name, "checks": case_result.get("checks", ""), "failed": 0})
            entry["failed"] += 1
    return sorted(counts.values(), key=lambda c: (-c["failed"], c["name"]))[:8]


def problem_in_class(db: Session, classroom: Classroom, problem: ProblemRow) -> dict[str, Any]:
    """One problem across the class: who solved it and how fast, the mistakes they made (with the
    hint and a submission that made it), the cases failed most."""
    students = students_of(db, classroom)
    work = _work_all_time(db, classroom, [problem.id])
    rows = []
    for student in students:
        cell = work.get((student.id, problem.id))
        rows.append({"id": student.id, "username": student.username,
                     "state": cell.state if cell else "untouched", "attempts": cell.attempts if cell else 0,
                     "failed_in_a_row": cell.failed_in_a_row if cell and not cell.solved else 0})
    mistakes = _mistakes(db, classroom, Window(), [problem.id])
    stats = _problem_stats([problem], students, _grid([problem], students, work), mistakes)[0]
    solved = [cell for cell in work.values() if cell.solved]
    stats["mistakes"] = mistakes.get(problem.id, [])
    return {"class": {"id": classroom.id, "name": classroom.name},
            "problem": {"slug": problem.slug, "title": problem.title, "level": problem.level,
                        "level_name": LEVEL_NAMES.get(problem.level, problem.level), "topic": problem.topic},
            "stats": stats, "attempts_to_solve": _attempts_histogram([cell.attempts for cell in solved]),
            "cases_failed_most": _cases_failed_most(db, classroom, problem),
            "students": sorted(rows, key=lambda r: ({"tried": 0, "untouched": 1, "solved": 2}[r["state"]],
                                                    -r["failed_in_a_row"], r["username"]))}
