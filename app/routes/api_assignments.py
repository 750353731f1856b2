"""Assignments: a class's teacher makes, edits and extends them and reads the gradebook; a student
reads their own. Routes are thin: app.services.assignments does the work and the checks."""

from __future__ import annotations

import csv
import io
from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, HTTPException, Path
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, Field

from app.responses import FastJSONResponse
from app.deps import CurrentUser, DbDep, JsonOnly
from app.routes.api_classes import CSV, managed_class
from app.services import accounts, assignments
from app.services.classes import students_of

router = APIRouter(tags=["assignments"])
Id = Annotated[int, Path(ge=1, le=2**31 - 1)]
Username = Annotated[str, Path(max_length=40)]


class AssignmentIn(BaseModel):
    title: str = Field(max_length=120)
    source: Literal["problems", "level", "path"]
    level: str | None = Field(default=None, max_length=16, description="for a level or a level's path")
    problems: list[Annotated[str, Field(max_length=120)]] = Field(default_factory=list, max_length=200,
                                                                  description="slugs, for source 'problems'")
    opens_at: datetime = Field(description="ISO 8601; without an offset, the class's wall clock")
    due_at: datetime
    late_rule: Literal["accept", "mark", "reduce"] = "mark"
    late_factor: float = Field(default=1.0, ge=0.0, le=1.0)


class AssignmentEdit(BaseModel):
    title: str | None = Field(default=None, max_length=120)
    opens_at: datetime | None = None
    due_at: datetime | None = None
    late_rule: Literal["accept", "mark", "reduce"] | None = None
    late_factor: float | None = Field(default=None, ge=0.0, le=1.0)


class ExtensionIn(BaseModel):
    due_at: datetime | None = Field(description="the student's own due date; null takes the extension back")


class AssignmentOut(BaseModel):
    id: int
    class_id: int
    class_name: str
    title: str
    source: str
    level: str | None
    time_zone: str
    opens_at: str
    due_at: str
    late_rule: str
    late_factor: float
    state: Literal["upcoming", "open", "closed"]


class GradeCell(BaseModel):
    score: float
    late: bool
    solved: bool
    attempts: int


class GradebookRow(BaseModel):
    id: int
    username: str
    cells: dict[str, GradeCell]
    solved: int
    of: int
    score_percent: float
    late: bool
    due_at: str
    extended: bool


class GradebookProblem(BaseModel):
    slug: str
    title: str
    level: str
    topic: str


class GradebookOut(BaseModel):
    assignment: AssignmentOut
    problems: list[GradebookProblem]
    students: list[GradebookRow]


class ChangeOut(BaseModel):
    at: str
    by: str
    what: str
    changes: dict[str, Any]


class MyAssignmentProblem(GradebookProblem, GradeCell):
    pass


class MyAssignment(AssignmentOut):
    extended: bool
    solved: int
    of: int
    score_percent: float
    late: bool
    problems: list[MyAssignmentProblem]


def _managed(db, user, assignment_id: int):
    return assignments.managed_assignment(db, user, assignment_id)


@router.post("/api/classes/{class_id}/assignments", status_code=201, response_model=AssignmentOut,
             dependencies=[JsonOnly])
def create_assignment(class_id: Id, body: AssignmentIn, db: DbDep, user: CurrentUser) -> dict[str, Any]:
    classroom = managed_class(db, user, class_id)
    spec = assignments.Spec(title=body.title, source=body.source, level=body.level, slugs=body.problems,
                            opens_at=body.opens_at, due_at=body.due_at, late_rule=body.late_rule,
                            late_factor=body.late_factor)
    return assignments.describe(assignments.create(db, user, classroom, spec), classroom)


@router.get("/api/classes/{class_id}/assignments", response_model=list[AssignmentOut])
def class_assignments(class_id: Id, db: DbDep, user: CurrentUser) -> list[dict[str, Any]]:
    classroom = managed_class(db, user, class_id)
    return [assignments.describe(a, classroom) for a in assignments.of_class(db, classroom)]


@router.patch("/api/assignments/{assignment_id}", response_model=AssignmentOut, dependencies=[JsonOnly])
def edit_assignment(assignment_id: Id, body: AssignmentEdit, db: DbDep, user: CurrentUser) -> dict[str, Any]:
    assignment, classroom = _managed(db, user, assignment_id)
    assignments.edit(db, user, assignment, body.model_dump(exclude_none=True))
    return assignments.describe(assignment, classroom)


@router.put("/api/assignments/{assignment_id}/extensions/{username}", status_code=204, response_class=Response,
            dependencies=[JsonOnly])
def extend(assignment_id: Id, username: Username, body: ExtensionIn, db: DbDep, user: CurrentUser) -> Response:
    assignment, classroom = _managed(db, user, assignment_id)
    student = accounts.find_user(db, username)
    if student is None or student.id not in {s.id for s in students_of(db, classroom)}:
        raise HTTPException(404, "No such student in this class.")
    assignments.extend(db, user, assignment, student, body.due_at)
    return Response(status_code=204)


@router.get("/api/assignments/{assignment_id}/changes", response_model=list[ChangeOut])
def assignment_changes(assignment_id: Id, db: DbDep, user: CurrentUser) -> list[dict[str, Any]]:
    assignment, _ = _managed(db, user, assignment_id)
    return assignments.changes_of(db, assignment)


@router.get("/api/assignments/{assignment_id}/gradebook", response_model=GradebookOut)
def gradebook(assignment_id: Id, db: DbDep, user: CurrentUser) -> JSONResponse:
    assignment, _ = _managed(db, user, assignment_id)
    # Plain JSON types already, shaped as GradebookOut (documented, and checked in the tests):
    # validating 30,000 cells again on every read would cost more than computing them.
    return FastJSONResponse(assignments.gradebook(db, assignment))


@router.get("/api/assignments/{assignment_id}/gradebook.csv", response_class=Response, responses=CSV)
def gradebook_csv(assignment_id: Id, db: DbDep, user: CurrentUser) -> Response:
    assignment, _ = _managed(db, user, assignment_id)
    buffer = io.StringIO()
    csv.writer(buffer).writerows(assignments.gradebook_csv_rows(assignments.gradebook(db, assignment)))
    filename = f"assignment-{assignment.id}-gradebook.csv"
    return Response(buffer.getvalue(), media_type="text/csv; charset=utf-8",
                    headers={"Content-Disposition": f'attachment; filename="{filename}"'})


@router.get("/api/me/assignments", response_model=list[MyAssignment])
def my_assignments(db: DbDep, user: CurrentUser) -> list[dict[str, Any]]:
    return assignments.for_student(db, user)
