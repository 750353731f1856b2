"""A class's leaderboard of a controller problem, as a page: its members read it, its teacher opens
and closes it (a form). Anyone else finds no class here; signed out, the sign-in page."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Path, Request
from fastapi.responses import RedirectResponse

from app.authz import in_class
from app.deps import DbDep, OptionalUser, PlatformDep
from app.models import Classroom
from app.routes.pages import check_csrf, render
from app.routes.pages_classes import Id, _not_here, _refuse_class
from app.services import leaderboards
from app.services.catalog import find_problem
from app.services.classes import ClassError

router = APIRouter(include_in_schema=False)
Slug = Annotated[str, Path(max_length=120)]


def _found(request: Request, db, platform, user, class_id: int, slug: str):
    """(class, problem row, metrics), or the page that refuses."""
    classroom = db.get(Classroom, class_id) if user else None
    if user is None or classroom is None or not in_class(db, user, classroom):
        return _refuse_class(request, user)
    row = find_problem(db, slug)
    metrics = leaderboards.metrics_of(platform.library.get(slug) if row else None)
    if not metrics:
        return _not_here(request, user, "leaderboard")
    return classroom, row, metrics


@router.get("/classes/{class_id}/problems/{slug}/leaderboard")
def leaderboard_page(class_id: Id, slug: Slug, request: Request, db: DbDep, platform: PlatformDep,
                     user: OptionalUser):
    found = _found(request, db, platform, user, class_id, slug)
    if not isinstance(found, tuple):
        return found
    classroom, row, metrics = found
    return render(request, "leaderboard.html", user, classroom=classroom, problem=row,
                  board=leaderboards.board(db, user, classroom, row, metrics))


@router.post("/classes/{class_id}/problems/{slug}/leaderboard")
def open_or_close(class_id: Id, slug: Slug, request: Request, db: DbDep, platform: PlatformDep, user: OptionalUser,
                  state: Annotated[str, Form(max_length=8)] = "", csrf_token: Annotated[str, Form()] = ""):
    check_csrf(request, csrf_token)
    found = _found(request, db, platform, user, class_id, slug)
    if not isinstance(found, tuple):
        return found
    classroom, row, metrics = found
    if state not in ("open", "closed"):
        return render(request, "leaderboard.html", user, status_code=422, classroom=classroom, problem=row,
                      board=leaderboards.board(db, user, classroom, row, metrics),
                      error="Choose whether the leaderboard is open or closed.")
    try:
        leaderboards.set_open(db, user, classroom, row, state == "open")
    except ClassError as refused:
        return render(request, "leaderboard.html", user, status_code=refused.status, classroom=classroom,
                      problem=row, board=leaderboards.board(db, user, classroom, row, metrics), error=refused.detail)
    return RedirectResponse(request.url.path, status_code=303)
