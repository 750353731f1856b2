"""Pages for classes (teachers and students) and for account management (admins)."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone
from typing import Annotated
from urllib.parse import urlencode
from zoneinfo import available_timezones

from fastapi import APIRouter, Form, Path, Request
from fastapi.responses import RedirectResponse

from app.authz import can_manage_class
from app.deps import DbDep, OptionalUser, PlatformDep
from app.models import Classroom
from app.routes.pages import check_csrf, render
from app.routes.pages_lti import class_panel
from app.services import accounts, assignments, classes, dashboard, leaderboards
from app.services.catalog import LEVEL_NAMES, active_problems, find_problem

router = APIRouter(include_in_schema=False)
Id = Annotated[int, Path(ge=1, le=2**31 - 1)]


def _sign_in_first(request: Request) -> RedirectResponse:
    return RedirectResponse(f"/login?next={request.url.path}", status_code=303)


def _not_here(request: Request, user, what: str):
    return render(request, "not_found.html", user, status_code=404, what=what)


def _refuse_class(request: Request, user):
    """Anonymous: sign in first. Anyone not teaching the class: it is not here (no probing ids)."""
    return _sign_in_first(request) if user is None else _not_here(request, user, "class")


def _day(text: str | None) -> date | None:
    try:
        return date.fromisoformat(text) if text else None
    except ValueError:
        return None


def _window(since: str | None, until: str | None) -> dashboard.Window:
    """Dates from the page's filter: `until` includes its whole day."""
    start, end = _day(since), _day(until)
    return dashboard.Window(
        since=datetime.combine(start, time(), timezone.utc) if start else None,
        until=datetime.combine(end + timedelta(days=1), time(), timezone.utc) if end else None)


def _classes_view(request: Request, db, user, error: str | None = None, status_code: int = 200):
    teaching = user.role in ("teacher", "admin")
    listed = classes.classes_taught(db, user) if teaching else classes.classes_joined(db, user)
    boards = leaderboards.open_boards(db, [c.id for c in listed]) if not teaching else {}
    return render(request, "classes.html", user, status_code=status_code, teaching=teaching, classes=listed,
                  error=error, time_zones=sorted(available_timezones()) if teaching else [], boards=boards)


@router.get("/classes")
def classes_page(request: Request, db: DbDep, user: OptionalUser):
    if user is None:
        return _sign_in_first(request)
    return _classes_view(request, db, user)


@router.post("/classes")
def create_class(request: Request, db: DbDep, user: OptionalUser, name: Annotated[str, Form()] = "",
                 time_zone: Annotated[str, Form(max_length=64)] = "UTC", csrf_token: Annotated[str, Form()] = ""):
    check_csrf(request, csrf_token)
    if user is None:
        return _sign_in_first(request)
    try:
        classroom = classes.create_class(db, user, name, time_zone)
    except classes.ClassError as error:
        return _classes_view(request, db, user, error.detail, error.status)
    return RedirectResponse(f"/classes/{classroom.id}", status_code=303)


@router.post("/classes/join")
def join_class(request: Request, db: DbDep, user: OptionalUser, join_code: Annotated[str, Form()] = "",
               csrf_token: Annotated[str, Form()] = ""):
    check_csrf(request, csrf_token)
    if user is None:
        return _sign_in_first(request)
    if user.role != "student":
        return _classes_view(request, db, user, "Only student accounts join classes.", 403)
    try:
        classes.join(db, user, join_code[:32])
    except classes.ClassError as error:
        return _classes_view(request, db, user, error.detail, error.status)
    return RedirectResponse("/classes", status_code=303)


def _default_scope(db, classroom: Classroom, levels: list[str]) -> dashboard.Scope:
    """The assignment open now that is due first; else the first level."""
    open_now = [a for a in assignments.of_class(db, classroom) if assignments.describe(a, classroom)["state"] == "open"]
    if open_now:
        return dashboard.Scope(assignment_id=open_now[0].id)
    return dashboard.Scope(level=levels[0] if levels else None)


def _scope(db, classroom: Classroom, levels: list[str], level: str | None, assignment: str | None) -> dashboard.Scope:
    if assignment and assignment.isdigit() and len(assignment) < 10:
        return dashboard.Scope(assignment_id=int(assignment))
    if level in levels:
        return dashboard.Scope(level=level)
    return _default_scope(db, classroom, levels)


@router.get("/classes/{class_id}")
def class_page(class_id: Id, request: Request, db: DbDep, user: OptionalUser, since: str | None = None,
               until: str | None = None, level: str | None = None, assignment: str | None = None):
    classroom = db.get(Classroom, class_id) if user else None
    if user is None or classroom is None or not can_manage_class(user, classroom):
        return _refuse_class(request, user)
    window = _window(since, until)
    forms = _assignment_forms(db, classroom)
    scope = _scope(db, classroom, forms["levels"], level, assignment)
    try:
        board = dashboard.class_dashboard(db, classroom, window, scope)
    except LookupError:
        return _not_here(request, user, "assignment")
    query = urlencode({key: moment.isoformat() for key, moment in (("since", window.since), ("until", window.until))
                       if moment})
    return render(request, "class_dashboard.html", user, board=board, since=since or "", until=until or "",
                  query=query, scope=scope, level_names=LEVEL_NAMES, lti=class_panel(db, classroom.id), **forms)


@router.get("/classes/{class_id}/problems/{slug}")
def problem_in_class_page(class_id: Id, slug: Annotated[str, Path(max_length=120)], request: Request, db: DbDep,
                          platform: PlatformDep, user: OptionalUser):
    classroom = db.get(Classroom, class_id) if user else None
    if user is None or classroom is None or not can_manage_class(user, classroom):
        return _refuse_class(request, user)
    problem = find_problem(db, slug)
    if problem is None:
        return _not_here(request, user, "problem")
    board = ({"open": leaderboards.is_open(db, classroom, problem)}
             if leaderboards.metrics_of(platform.library.get(slug)) else None)
    return render(request, "class_problem.html", user, view=dashboard.problem_in_class(db, classroom, problem),
                  leaderboard=board)


def _assignment_forms(db, classroom: Classroom, error: str | None = None) -> dict:
    listed = [assignments.describe(a, classroom) for a in assignments.of_class(db, classroom)]
    catalog = active_problems(db)
    levels = list(dict.fromkeys(row.level for row in catalog))
    return {"assignments": listed, "catalog": catalog, "levels": levels, "assignment_error": error,
            "time_zone": classroom.time_zone}


def _moment(text: str) -> datetime | None:
    try:
        return datetime.fromisoformat(text) if text else None
    except ValueError:
        return None


@router.post("/classes/{class_id}/assignments")
def create_assignment(class_id: Id, request: Request, db: DbDep, user: OptionalUser,
                      title: Annotated[str, Form(max_length=120)] = "", source: Annotated[str, Form(max_length=16)] = "",
                      level: Annotated[str, Form(max_length=16)] = "",
                      problems: Annotated[list[str], Form(max_length=200)] = [],  # noqa: B006 (FastAPI copies it)
                      opens_at: Annotated[str, Form(max_length=40)] = "", due_at: Annotated[str, Form(max_length=40)] = "",
                      late_rule: Annotated[str, Form(max_length=16)] = "mark",
                      late_percent: Annotated[float, Form(ge=0, le=100)] = 100.0,
                      csrf_token: Annotated[str, Form()] = ""):
    check_csrf(request, csrf_token)
    classroom = db.get(Classroom, class_id) if user else None
    if user is None or classroom is None or not can_manage_class(user, classroom):
        return _refuse_class(request, user)
    opens, due = _moment(opens_at), _moment(due_at)
    try:
        if opens is None or due is None:
            raise classes.ClassError(422, "Give an opening and a due date.")
        made = assignments.create(db, user, classroom, assignments.Spec(
            title=title, source=source, level=level or None, slugs=problems, opens_at=opens, due_at=due,
            late_rule=late_rule, late_factor=late_percent / 100 if late_rule == "reduce" else 1.0))
    except classes.ClassError as error:
        forms = _assignment_forms(db, classroom, error.detail)
        scope = _default_scope(db, classroom, forms["levels"])
        board = dashboard.class_dashboard(db, classroom, scope=scope)
        return render(request, "class_dashboard.html", user, status_code=error.status, board=board, since="",
                      until="", query="", scope=scope, level_names=LEVEL_NAMES, **forms)
    return RedirectResponse(f"/classes/{classroom.id}/assignments/{made.id}", status_code=303)


def _managed_assignment(request: Request, db, user, class_id: int, assignment_id: int):
    if user is None:
        return None, None, _sign_in_first(request)
    try:
        assignment, classroom = assignments.managed_assignment(db, user, assignment_id)
    except classes.ClassError:
        return None, None, _not_here(request, user, "assignment")
    if classroom.id != class_id:
        return None, None, _not_here(request, user, "assignment")
    return assignment, classroom, None


def _assignment_view(request: Request, db, user, assignment, classroom, error: str | None = None,
                     status_code: int = 200):
    book = assignments.gradebook(db, assignment)
    described = book["assignment"]
    return render(request, "assignment.html", user, status_code=status_code, classroom=classroom, book=book,
                  assignment=described, changes=assignments.changes_of(db, assignment), error=error,
                  opens_local=described["opens_at"][:16], due_local=described["due_at"][:16])


@router.get("/classes/{class_id}/assignments/{assignment_id}")
def assignment_page(class_id: Id, assignment_id: Id, request: Request, db: DbDep, user: OptionalUser):
    assignment, classroom, refused = _managed_assignment(request, db, user, class_id, assignment_id)
    return refused or _assignment_view(request, db, user, assignment, classroom)


@router.post("/classes/{class_id}/assignments/{assignment_id}")
def edit_assignment(class_id: Id, assignment_id: Id, request: Request, db: DbDep, user: OptionalUser,
                    title: Annotated[str, Form(max_length=120)] = "", opens_at: Annotated[str, Form(max_length=40)] = "",
                    due_at: Annotated[str, Form(max_length=40)] = "",
                    late_rule: Annotated[str, Form(max_length=16)] = "mark",
                    late_percent: Annotated[float, Form(ge=0, le=100)] = 100.0,
                    csrf_token: Annotated[str, Form()] = ""):
    check_csrf(request, csrf_token)
    assignment, classroom, refused = _managed_assignment(request, db, user, class_id, assignment_id)
    if refused:
        return refused
    share = late_percent / 100 if late_rule == "reduce" else 1.0  # the share means nothing for the other rules
    changes = {"title": title, "late_rule": late_rule, "late_factor": share,
               "opens_at": _moment(opens_at), "due_at": _moment(due_at)}
    try:
        assignments.edit(db, user, assignment, {key: value for key, value in changes.items() if value is not None})
    except classes.ClassError as error:
        return _assignment_view(request, db, user, assignment, classroom, error.detail, error.status)
    return RedirectResponse(f"/classes/{class_id}/assignments/{assignment_id}", status_code=303)


@router.post("/classes/{class_id}/assignments/{assignment_id}/extensions")
def extend_assignment(class_id: Id, assignment_id: Id, request: Request, db: DbDep, user: OptionalUser,
                      username: Annotated[str, Form(max_length=40)] = "",
                      due_at: Annotated[str, Form(max_length=40)] = "", csrf_token: Annotated[str, Form()] = ""):
    check_csrf(request, csrf_token)
    assignment, classroom, refused = _managed_assignment(request, db, user, class_id, assignment_id)
    if refused:
        return refused
    student = next((s for s in classes.students_of(db, classroom) if s.username == username), None)
    try:
        if student is None:
            raise classes.ClassError(404, "No such student in this class.")
        assignments.extend(db, user, assignment, student, _moment(due_at))
    except classes.ClassError as error:
        return _assignment_view(request, db, user, assignment, classroom, error.detail, error.status)
    return RedirectResponse(f"/classes/{class_id}/assignments/{assignment_id}", status_code=303)


@router.get("/classes/{class_id}/students/{student_id}")
def student_page(class_id: Id, student_id: Id, request: Request, db: DbDep, user: OptionalUser):
    classroom = db.get(Classroom, class_id) if user else None
    if user is None or classroom is None or not can_manage_class(user, classroom):
        return _refuse_class(request, user)
    student = next((s for s in classes.students_of(db, classroom) if s.id == student_id), None)
    if student is None:
        return _not_here(request, user, "student")
    return render(request, "class_student.html", user, classroom=classroom,
                  detail=dashboard.student_detail(db, student))


@router.get("/admin/users")
def admin_users(request: Request, db: DbDep, user: OptionalUser, created: str | None = None):
    if user is None:
        return _sign_in_first(request)
    if user.role != "admin":
        return _not_here(request, user, "page")
    made = accounts.find_user(db, created) if created else None
    return render(request, "admin_users.html", user, users=accounts.all_users(db), roles=accounts.ROLES,
                  created=made, error=None)


@router.post("/admin/users")
def admin_create_user(request: Request, db: DbDep, user: OptionalUser, username: Annotated[str, Form()] = "",
                      password: Annotated[str, Form()] = "", role: Annotated[str, Form()] = "student",
                      csrf_token: Annotated[str, Form()] = ""):
    check_csrf(request, csrf_token)
    if user is None:
        return _sign_in_first(request)
    if user.role != "admin":
        return _not_here(request, user, "page")
    try:
        made = accounts.register(db, username.strip(), password, role=role)
    except accounts.AccountError as error:
        return render(request, "admin_users.html", user, status_code=422, users=accounts.all_users(db),
                      roles=accounts.ROLES, created=None, error=str(error))
    return RedirectResponse(f"/admin/users?created={made.username}", status_code=303)
