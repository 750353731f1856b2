"""Assignments: the only writer of `assignments`, `assignment_problems`, `assignment_extensions`
and `assignment_changes`.

An assignment is a set of problems a class should solve between its opening and its due date. Dates
are entered and shown in the class's time zone and stored in UTC. A submission counts for it
whenever it was made (work done before the assignment opened still counts: a student who solved a
problem early is not asked to solve it again); it is late when made after the student's due date
(theirs if they have an extension). The late rule says what late work is worth:
- accept: late work counts in full and the grade is not marked;
- mark: late work counts in full and the grade is marked late;
- reduce: a late score counts for `late_factor` of itself (the best of on-time and reduced late).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import and_, case, func, select
from sqlalchemy.orm import Session

from app.authz import can_manage_class
from app.models import (Assignment, AssignmentChange, AssignmentExtension, AssignmentProblem, Classroom, Enrolment,
                        ProblemRow, Progress, ScoreStep, User, utcnow)
from app.services.catalog import active_problems
from app.services.classes import ClassError, check_time_zone, students_of
from app.services.paths import paths_for_many
from app.timeutil import as_utc

SOURCES = ("problems", "level", "path")
LATE_RULES = ("accept", "mark", "reduce")
FIRST_YEAR, LAST_YEAR = 2000, 2100  # also keeps a zone's offset from leaving datetime's range
EDITABLE = ("title", "opens_at", "due_at", "late_rule", "late_factor")


def zone_of(name: str) -> ZoneInfo:
    return ZoneInfo(check_time_zone(name))


def in_class_zone(moment: datetime, classroom: Classroom) -> datetime:
    """A date as the class reads it: naive dates are wall-clock time in the class's zone."""
    if not FIRST_YEAR <= moment.year <= LAST_YEAR:
        raise ClassError(422, f"Dates must fall between the years {FIRST_YEAR} and {LAST_YEAR}.")
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=zone_of(classroom.time_zone))
    return moment.astimezone(timezone.utc)


def local(moment: datetime, classroom: Classroom) -> datetime:
    return as_utc(moment).astimezone(zone_of(classroom.time_zone))


@dataclass
class Spec:
    """What a teacher asks for. Dates may be naive (the class's wall clock) or carry an offset."""
    title: str
    source: str
    opens_at: datetime
    due_at: datetime
    level: str | None = None
    slugs: list[str] = field(default_factory=list)
    late_rule: str = "mark"
    late_factor: float = 1.0


def _check_rules(title: str, opens_at: datetime, due_at: datetime, late_rule: str, late_factor: float) -> None:
    if not 1 <= len(title.strip()) <= 120:
        raise ClassError(422, "An assignment needs a title of 1 to 120 characters.")
    if not opens_at < due_at:
        raise ClassError(422, "The due date must come after the opening date.")
    if late_rule not in LATE_RULES:
        raise ClassError(422, f"The late rule must be one of {', '.join(LATE_RULES)}.")
    if not 0.0 <= late_factor <= 1.0:
        raise ClassError(422, "A late score counts for a share between 0 and 1 of itself.")


def _problems_of_spec(db: Session, spec: Spec) -> list[ProblemRow]:
    catalog = active_problems(db)
    if spec.source == "problems":
        by_slug = {row.slug: row for row in catalog}
        unknown = [slug for slug in spec.slugs if slug not in by_slug]
        if unknown or not spec.slugs:
            raise ClassError(422, f"Choose problems that exist; unknown: {', '.join(unknown[:5])}" if unknown
                             else "Choose at least one problem.")
        return [by_slug[slug] for slug in dict.fromkeys(spec.slugs)]
    chosen = [row for row in catalog if row.level == spec.level]
    if not chosen:
        raise ClassError(422, f"No level {spec.level!r} has problems.")
    return chosen


def create(db: Session, teacher: User, classroom: Classroom, spec: Spec) -> Assignment:
    if not can_manage_class(teacher, classroom):
        raise ClassError(404, "No such class.")
    if spec.source not in SOURCES:
        raise ClassError(422, f"An assignment is made from one of: {', '.join(SOURCES)}.")
    opens_at, due_at = in_class_zone(spec.opens_at, classroom), in_class_zone(spec.due_at, classroom)
    _check_rules(spec.title, opens_at, due_at, spec.late_rule, spec.late_factor)
    problems = _problems_of_spec(db, spec)
    assignment = Assignment(class_id=classroom.id, title=spec.title.strip(), source=spec.source,
                            level=spec.level if spec.source != "problems" else None, opens_at=opens_at,
                            due_at=due_at, late_rule=spec.late_rule, late_factor=spec.late_factor,
                            created_by=teacher.id)
    db.add(assignment)
    db.flush()
    if spec.source != "path":
        db.add_all(AssignmentProblem(assignment_id=assignment.id, problem_id=row.id, position=index)
                   for index, row in enumerate(problems))
    _record(db, assignment, teacher, "created", {
        "title": [None, assignment.title], "source": [None, spec.source], "level": [None, assignment.level],
        "problems": [None, [row.slug for row in problems] if spec.source != "path" else None],
        "opens_at": [None, opens_at.isoformat()], "due_at": [None, due_at.isoformat()],
        "late_rule": [None, spec.late_rule], "late_factor": [None, spec.late_factor]})
    db.commit()
    return assignment


def edit(db: Session, teacher: User, assignment: Assignment, changes: dict[str, Any]) -> Assignment:
    """Change the title, dates or late rule; every change is kept in the record with its old value."""
    classroom = _managed(db, teacher, assignment)
    unknown = set(changes) - set(EDITABLE)
    if unknown:
        raise ClassError(422, f"Only {', '.join(EDITABLE)} can be changed.")
    wanted = {key: (in_class_zone(value, classroom) if key.endswith("_at") else value) for key, value in changes.items()}
    current = {key: (as_utc(getattr(assignment, key)) if key.endswith("_at") else getattr(assignment, key))
               for key in EDITABLE}
    after = {**current, **wanted}
    _check_rules(after["title"], after["opens_at"], after["due_at"], after["late_rule"], after["late_factor"])
    diff = {key: [_plain(current[key]), _plain(value)] for key, value in wanted.items() if value != current[key]}
    if diff:
        for key, value in wanted.items():
            setattr(assignment, key, value.strip() if key == "title" else value)
        assignment.updated_at = utcnow()
        _record(db, assignment, teacher, "edited", diff)
        db.commit()
    return assignment


def extend(db: Session, teacher: User, assignment: Assignment, student: User, due_at: datetime | None) -> None:
    """Give one student their own due date (None takes it back)."""
    classroom = _managed(db, teacher, assignment)
    if db.get(Enrolment, (classroom.id, student.id)) is None:
        raise ClassError(404, "No such student in this class.")
    existing = db.get(AssignmentExtension, (assignment.id, student.id))
    before = as_utc(existing.due_at).isoformat() if existing else None
    if due_at is None:
        if existing is not None:
            db.delete(existing)
    else:
        due_at = in_class_zone(due_at, classroom)
        if due_at <= as_utc(assignment.opens_at):
            raise ClassError(422, "An extended due date must come after the opening date.")
        if existing is None:
            db.add(AssignmentExtension(assignment_id=assignment.id, user_id=student.id, due_at=due_at,
                                       granted_by=teacher.id))
        else:
            existing.due_at, existing.granted_by, existing.granted_at = due_at, teacher.id, utcnow()
    _record(db, assignment, teacher, "extended",
            {"student": [None, student.username], "due_at": [before, due_at.isoformat() if due_at else None]})
    db.commit()


def _managed(db: Session, teacher: User, assignment: Assignment) -> Classroom:
    classroom = db.get(Classroom, assignment.class_id)
    if classroom is None or not can_manage_class(teacher, classroom):
        raise ClassError(404, "No such assignment.")
    return classroom


def _plain(value: Any) -> Any:
    return value.isoformat() if isinstance(value, datetime) else value


def _record(db: Session, assignment: Assignment, who: User, what: str, changes: dict[str, Any]) -> None:
    db.add(AssignmentChange(assignment_id=assignment.id, changed_by=who.id, what=what, changes=changes))


def of_class(db: Session, classroom: Classroom) -> list[Assignment]:
    return list(db.scalars(select(Assignment).where(Assignment.class_id == classroom.id)
                           .order_by(Assignment.due_at, Assignment.id)))


def managed_assignment(db: Session, user: User, assignment_id: int) -> tuple[Assignment, Classroom]:
    """The assignment and its class if this user teaches it; ClassError 404 otherwise (no probing)."""
    assignment = db.get(Assignment, assignment_id)
    if assignment is None:
        raise ClassError(404, "No such assignment.")
    return assignment, _managed(db, user, assignment)


def changes_of(db: Session, assignment: Assignment) -> list[dict[str, Any]]:
    rows = db.execute(select(AssignmentChange, User.username).join(User, User.id == AssignmentChange.changed_by)
                      .where(AssignmentChange.assignment_id == assignment.id).order_by(AssignmentChange.id))
    return [{"at": as_utc(change.changed_at).isoformat(), "by": username, "what": change.what,
             "changes": change.changes} for change, username in rows]


def problems_for(db: Session, assignment: Assignment, student_ids: list[int]) -> dict[int, list[ProblemRow]]:
    """Each student's problems for this assignment, in catalogue order."""
    if assignment.source == "path":
        paths = paths_for_many(db, student_ids)
        return {sid: next((p.problems for p in paths.get(sid, []) if p.level == assignment.level), [])
                for sid in student_ids}
    rows = list(db.scalars(select(ProblemRow).join(AssignmentProblem, AssignmentProblem.problem_id == ProblemRow.id)
                           .where(AssignmentProblem.assignment_id == assignment.id)
                           .order_by(AssignmentProblem.position)))
    return {sid: rows for sid in student_ids}


def due_dates(db: Session, assignment: Assignment, student_ids: list[int]) -> dict[int, datetime]:
    extended = {ext.user_id: as_utc(ext.due_at) for ext in db.scalars(
        select(AssignmentExtension).where(AssignmentExtension.assignment_id == assignment.id))}
    return {sid: extended.get(sid, as_utc(assignment.due_at)) for sid in student_ids}


def _touched_cells(db: Session, assignment: Assignment, due: dict[int, datetime],
                   problem_ids: set[int]) -> dict[tuple[int, int], dict[str, Any]]:
    """(student, problem) -> the gradebook cell of every pair with graded work, in one read: each
    pair's progress row beside the best of its score steps by the student's due date and in all
    (a few steps per student and problem, however many submissions there are)."""
    if not due or not problem_ids:
        return {}
    own_due = func.coalesce(AssignmentExtension.due_at, as_utc(assignment.due_at))
    steps = (select(ScoreStep.user_id, ScoreStep.problem_id,
                    func.max(case((ScoreStep.submitted_at <= own_due, ScoreStep.score))).label("on_time"),
                    func.max(ScoreStep.score).label("overall"))
             .outerjoin(AssignmentExtension, and_(AssignmentExtension.assignment_id == assignment.id,
                                                  AssignmentExtension.user_id == ScoreStep.user_id))
             .where(ScoreStep.user_id.in_(list(due)), ScoreStep.problem_id.in_(problem_ids))
             .group_by(ScoreStep.user_id, ScoreStep.problem_id).subquery())
    # Every step has its progress row (record_result writes both), so progress leads the join.
    query = (select(Progress.user_id, Progress.problem_id, Progress.attempts, steps.c.on_time, steps.c.overall)
             .outerjoin(steps, and_(steps.c.user_id == Progress.user_id, steps.c.problem_id == Progress.problem_id))
             .where(Progress.user_id.in_(list(due)), Progress.problem_id.in_(problem_ids)))
    rule, factor = assignment.late_rule, assignment.late_factor  # read once, not per cell
    cells = {}
    # Through the session's connection: plain rows, without the ORM's loading of each row.
    for user_id, problem_id, attempts, on_time, overall in db.connection().execute(query).all():
        score, late = grade_of(rule, factor, on_time or 0.0, overall or 0.0)
        score = round(score, 4)
        cells[(user_id, problem_id)] = {"score": score, "late": late, "solved": score >= 1.0, "attempts": attempts}
    return cells


def grade_of(late_rule: str, late_factor: float, on_time: float, overall: float) -> tuple[float, bool]:
    """A problem's score for the assignment under its late rule, and whether it is marked late, from
    the best score by the due date and the best in all."""
    if overall <= on_time:
        return on_time, False
    if late_rule == "reduce":
        reduced = overall * late_factor
        return max(on_time, reduced), reduced > on_time
    return overall, late_rule == "mark"


def gradebook(db: Session, assignment: Assignment, students: list[User] | None = None) -> dict[str, Any]:
    classroom = db.get(Classroom, assignment.class_id)
    students = students if students is not None else students_of(db, classroom)
    ids = [s.id for s in students]
    problems = problems_for(db, assignment, ids)
    due = due_dates(db, assignment, ids)
    columns: dict[str, ProblemRow] = {}
    keys: dict[int, list[tuple[int, str]]] = {}  # ORM attributes read once per list, not per cell
    seen: dict[int, list[tuple[int, str]]] = {}  # most students share one list of problems
    for student_id, rows in problems.items():
        if id(rows) not in seen:
            seen[id(rows)] = [(row.id, row.slug) for row in rows]
            columns.update((row.slug, row) for row in rows)
        keys[student_id] = seen[id(rows)]
    touched = _touched_cells(db, assignment, due, {row.id for row in columns.values()})
    class_due = as_utc(assignment.due_at)
    rows_out = []
    for student in students:
        student_id, cells = student.id, {}
        total = solved = 0
        any_late = False
        for problem_id, slug in keys[student_id]:
            cell = touched.get((student_id, problem_id))
            if cell is None:  # most cells of a big class: untouched
                cells[slug] = {"score": 0.0, "late": False, "solved": False, "attempts": 0}
                continue
            cells[slug] = cell
            total += cell["score"]
            solved += cell["solved"]
            any_late = any_late or cell["late"]
        rows_out.append({"id": student_id, "username": student.username, "cells": cells, "solved": solved,
                         "of": len(cells), "score_percent": round(100 * total / len(cells), 1) if cells else 0.0,
                         "late": any_late, "due_at": local(due[student_id], classroom).isoformat(),
                         "extended": due[student_id] != class_due})
    return {"assignment": describe(assignment, classroom),
            "problems": [{"slug": row.slug, "title": row.title, "level": row.level, "topic": row.topic}
                         for row in sorted(columns.values(), key=lambda r: (r.position, r.id))],
            "students": rows_out}


def describe(assignment: Assignment, classroom: Classroom) -> dict[str, Any]:
    now = datetime.now(timezone.utc)
    opens_at, due_at = as_utc(assignment.opens_at), as_utc(assignment.due_at)
    state = "upcoming" if now < opens_at else "open" if now <= due_at else "closed"
    return {"id": assignment.id, "class_id": classroom.id, "class_name": classroom.name, "title": assignment.title,
            "source": assignment.source, "level": assignment.level, "time_zone": classroom.time_zone,
            "opens_at": local(opens_at, classroom).isoformat(), "due_at": local(due_at, classroom).isoformat(),
            "late_rule": assignment.late_rule, "late_factor": assignment.late_factor, "state": state}


GRADEBOOK_CSV_HEAD = ("username", "score_percent", "solved", "of", "late", "due_at", "extended")


def gradebook_csv_rows(book: dict[str, Any]) -> list[list[Any]]:
    slugs = [p["slug"] for p in book["problems"]]
    head = [*GRADEBOOK_CSV_HEAD, *slugs]
    rows = [head]
    for student in book["students"]:
        cells = student["cells"]
        rows.append([student["username"], student["score_percent"], student["solved"], student["of"],
                     "late" if student["late"] else "", student["due_at"], "yes" if student["extended"] else "",
                     *[_csv_cell(cells.get(slug)) for slug in slugs]])
    return rows


def _csv_cell(cell: dict[str, Any] | None) -> str:
    if cell is None:
        return ""  # not on this student's path
    return f"{cell['score']:g}{' late' if cell['late'] else ''}"


def for_student(db: Session, student: User) -> list[dict[str, Any]]:
    """The assignments of every class this student is in, soonest due first, with their progress."""
    listed = db.execute(select(Assignment, Classroom).join(Classroom, Classroom.id == Assignment.class_id)
                        .join(Enrolment, Enrolment.class_id == Classroom.id)
                        .where(Enrolment.user_id == student.id).order_by(Assignment.due_at, Assignment.id))
    out = []
    for assignment, classroom in listed:
        book = gradebook(db, assignment, [student])
        mine = book["students"][0]
        problems = {p["slug"]: p for p in book["problems"]}
        out.append({**book["assignment"], "due_at": mine["due_at"], "extended": mine["extended"],
                    "solved": mine["solved"], "of": mine["of"], "score_percent": mine["score_percent"],
                    "late": mine["late"],
                    "problems": [{**problems[slug], **cell} for slug, cell in mine["cells"].items()]})
    return out
