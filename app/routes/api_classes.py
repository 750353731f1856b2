import csv
import io
from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, HTTPException, Path, Query
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, Field

from app.authz import can_manage_class
from app.responses import FastJSONResponse
from app.schemas import SubmissionStatus
from app.deps import CurrentUser, DbDep, JsonOnly
from app.models import Classroom, User
from app.services import classes, dashboard
from app.services.catalog import find_problem
from grader.contract import Verdict

router = APIRouter(prefix="/api/classes", tags=["classes"])
ClassId = Annotated[int, Path(ge=1, le=2**31 - 1)]
UserId = Annotated[int, Path(ge=1, le=2**31 - 1)]


class DashboardClass(BaseModel):
    id: int
    name: str
    join_code: str
    teacher: str | None
    time_zone: str


class DashboardWindow(BaseModel):
    since: str | None
    until: str | None


class DashboardScope(BaseModel):
    level: str | None
    assignment: dict[str, Any] | None


class DashboardProblem(BaseModel):
    slug: str
    title: str
    level: str
    topic: str
    required: bool


class TopicGroup(BaseModel):
    level: str
    topic: str
    columns: list[int]  # indexes into `problems`


class PathProgress(BaseModel):
    level: str
    name: str
    done: int
    total: int


class StudentRow(BaseModel):
    id: int
    username: str
    cells: list[Literal["solved", "tried", "untouched"]]  # one per problem, in `problems` order
    attempts: list[int]
    paths: list[PathProgress]
    stuck: list[str]


class MistakeCount(BaseModel):
    id: str
    title: str
    hint: str | None
    count: int
    example_submission: int | None


class ProblemStats(BaseModel):
    slug: str
    title: str
    level: str
    topic: str
    students_tried: int
    students_solved: int
    solve_rate: float
    median_attempts: float | None
    median_time_to_solve_s: float | None
    mistakes: list[MistakeCount]


class DashboardOut(BaseModel):
    class_: DashboardClass = Field(alias="class")
    window: DashboardWindow
    scope: DashboardScope
    problems: list[DashboardProblem]
    topics: list[TopicGroup]
    students: list[StudentRow]
    problem_stats: list[ProblemStats]


class ClassRef(BaseModel):
    id: int
    name: str


class ProblemRef(BaseModel):
    slug: str
    title: str
    level: str
    level_name: str
    topic: str


class AttemptsBucket(BaseModel):
    label: str  # "1", "4–5", "more than 10"
    students: int


class FailedCase(BaseModel):
    name: str
    checks: str
    failed: int  # among the class's latest failed submissions


class StudentOnProblem(BaseModel):
    id: int
    username: str
    state: Literal["solved", "tried", "untouched"]
    attempts: int
    failed_in_a_row: int


class ProblemInClassOut(BaseModel):
    class_: ClassRef = Field(alias="class")
    problem: ProblemRef
    stats: ProblemStats  # with every mistake, not the dashboard's first five
    attempts_to_solve: list[AttemptsBucket]
    cases_failed_most: list[FailedCase]
    students: list[StudentOnProblem]  # stuck first, then untouched, then solved


class StudentRef(BaseModel):
    id: int
    username: str


class StudentLevel(BaseModel):
    level: str
    name: str
    path_done: int
    path_total: int
    solved: int
    total: int


class StudentSubmission(BaseModel):
    id: int
    problem: str | None  # None for a problem no longer in the catalog
    created_at: str
    status: SubmissionStatus
    verdict: Verdict | None
    score: float | None
    message: str
    hint: str | None
    mistake_id: str | None
    code: str


class StudentDetailOut(BaseModel):
    student: StudentRef
    levels: list[StudentLevel]
    submissions: list[StudentSubmission]  # newest first


CSV = {200: {"content": {"text/csv": {"schema": {"type": "string"}}}, "description": "a CSV file"}}


class ClassIn(BaseModel):
    name: str = Field(max_length=120)
    time_zone: str = Field(default="UTC", max_length=64, description="IANA zone of the class's dates")


class JoinIn(BaseModel):
    join_code: str = Field(max_length=32)


class ClassOut(BaseModel):
    id: int
    name: str
    join_code: str | None = None  # only for the class's teacher
    time_zone: str = "UTC"


def window_of(since: datetime | None, until: datetime | None) -> dashboard.Window:
    if since and until and since >= until:
        raise HTTPException(422, "`since` must come before `until`.")
    return dashboard.Window(since=since, until=until)


Since = Annotated[datetime | None, Query(description="only work submitted at or after this time (ISO 8601)")]
Until = Annotated[datetime | None, Query(description="only work submitted before this time (ISO 8601)")]


def managed_class(db, user: User, class_id: int) -> Classroom:
    """The class if this user teaches it (or is an admin); otherwise 404, not 403, so class ids
    cannot be probed."""
    classroom = db.get(Classroom, class_id)
    if classroom is None or not can_manage_class(user, classroom):
        raise HTTPException(404, "No such class.")
    return classroom


@router.post("", status_code=201, response_model=ClassOut, dependencies=[JsonOnly])
def create_class(body: ClassIn, db: DbDep, user: CurrentUser) -> ClassOut:
    classroom = classes.create_class(db, user, body.name, body.time_zone)
    return ClassOut(id=classroom.id, name=classroom.name, join_code=classroom.join_code, time_zone=classroom.time_zone)


@router.get("", response_model=list[ClassOut])
def my_classes(db: DbDep, user: CurrentUser) -> list[ClassOut]:
    if user.role in ("teacher", "admin"):
        return [ClassOut(id=c.id, name=c.name, join_code=c.join_code, time_zone=c.time_zone)
                for c in classes.classes_taught(db, user)]
    return [ClassOut(id=c.id, name=c.name, time_zone=c.time_zone) for c in classes.classes_joined(db, user)]


@router.post("/join", response_model=ClassOut, dependencies=[JsonOnly])
def join_class(body: JoinIn, db: DbDep, user: CurrentUser) -> ClassOut:
    if user.role != "student":
        raise HTTPException(403, "Only student accounts join classes.")
    classroom = classes.join(db, user, body.join_code)
    return ClassOut(id=classroom.id, name=classroom.name)


Level = Annotated[str | None, Query(max_length=16, description="only this level's problems")]
AssignmentScope = Annotated[int | None, Query(ge=1, le=2**31 - 1, description="only this assignment's problems")]


def scope_of(level: str | None, assignment: int | None) -> dashboard.Scope:
    if level is not None and assignment is not None:
        raise HTTPException(422, "Choose a level or an assignment, not both.")
    return dashboard.Scope(level=level, assignment_id=assignment)


@router.get("/{class_id}/dashboard", response_model=DashboardOut)
def class_dashboard(class_id: ClassId, db: DbDep, user: CurrentUser, since: Since = None,
                    until: Until = None, level: Level = None, assignment: AssignmentScope = None) -> JSONResponse:
    classroom = managed_class(db, user, class_id)
    try:
        board = dashboard.class_dashboard(db, classroom, window_of(since, until), scope_of(level, assignment))
    except LookupError as error:
        raise HTTPException(404, str(error)) from None
    # Already plain JSON types: skipping FastAPI's generic encoder saves a third of the time on a
    # class of hundreds.
    return FastJSONResponse(board)


@router.get("/{class_id}/problems/{slug}", response_model=ProblemInClassOut)
def problem_in_class(class_id: ClassId, slug: Annotated[str, Path(max_length=120)], db: DbDep,
                     user: CurrentUser) -> dict[str, Any]:
    classroom = managed_class(db, user, class_id)
    problem = find_problem(db, slug)
    if problem is None:
        raise HTTPException(404, "No such problem.")
    return dashboard.problem_in_class(db, classroom, problem)


@router.get("/{class_id}/students/{student_id}", response_model=StudentDetailOut)
def student_detail(class_id: ClassId, student_id: UserId, db: DbDep, user: CurrentUser, since: Since = None,
                   until: Until = None) -> dict[str, Any]:
    classroom = managed_class(db, user, class_id)
    student = next((s for s in classes.students_of(db, classroom) if s.id == student_id), None)
    if student is None:
        raise HTTPException(404, "No such student in this class.")
    return dashboard.student_detail(db, student, window_of(since, until))


@router.get("/{class_id}/export.csv", response_class=Response, responses=CSV)
def export_csv(class_id: ClassId, db: DbDep, user: CurrentUser, since: Since = None, until: Until = None):
    classroom = managed_class(db, user, class_id)
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(dashboard.CSV_COLUMNS)
    writer.writerows(dashboard.class_csv_rows(db, classroom, window_of(since, until)))
    filename = f"class-{classroom.id}-progress.csv"
    return Response(buffer.getvalue(), media_type="text/csv; charset=utf-8",
                    headers={"Content-Disposition": f'attachment; filename="{filename}"'})
