"""Pages for classes (teachers and students) and for account management (admins)."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone
from typing import Annotated
from urllib.parse import urlencode

from fastapi import APIRouter, Form, Path, Request
from fastapi.responses import RedirectResponse

from app.authz import can_manage_class
from app.deps import DbDep, OptionalUser
from app.models import Classroom
from app.routes.pages import check_csrf, render
from app.services import accounts, classes, dashboard

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
    return render(request, "classes.html", user, status_code=status_code, teaching=teaching, classes=listed,
                  error=error)


@router.get("/classes")
def classes_page(request: Request, db: DbDep, user: OptionalUser):
    if user is None:
        return _sign_in_first(request)
    return _classes_view(request, db, user)


@router.post("/classes")
def create_class(request: Request, db: DbDep, user: OptionalUser, name: Annotated[str, Form()] = "",
                 csrf_token: Annotated[str, Form()] = ""):
    check_csrf(request, csrf_token)
    if user is None:
        return _sign_in_first(request)
    try:
        classroom = classes.create_class(db, user, name)
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


@router.get("/classes/{class_id}")
def class_page(class_id: Id, request: Request, db: DbDep, user: OptionalUser, since: str | None = None,
               until: str | None = None):
    classroom = db.get(Classroom, class_id) if user else None
    if user is None or classroom is None or not can_manage_class(user, classroom):
        return _refuse_class(request, user)
    window = _window(since, until)
    board = dashboard.class_dashboard(db, classroom, window)
    query = urlencode({key: moment.isoformat() for key, moment in (("since", window.since), ("until", window.until))
                       if moment})
    return render(request, "class_dashboard.html", user, board=board, since=since or "", until=until or "",
                  query=query)


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
