"""LTI pages of our own: the admin's registration of LMS platforms (with what to paste into the
LMS), and a teacher's roster sync and grade resend for a class linked to an LMS course."""

from __future__ import annotations

import json
from typing import Annotated

from fastapi import APIRouter, Form, Path, Request
from fastapi.responses import RedirectResponse

from app.authz import can_manage_class
from app.deps import DbDep, OptionalUser, PlatformDep
from app.models import Classroom
from app.routes.lti import base_url
from app.routes.pages import check_csrf, render
from app.services import lti_grades, lti_links, lti_platforms

router = APIRouter(include_in_schema=False)
Id = Annotated[int, Path(ge=1, le=2**31 - 1)]
Text = Annotated[str, Form(max_length=500)]


def _admin_view(request: Request, db, platform, user, error: str | None = None, status_code: int = 200,
                created: str | None = None):
    urls = lti_platforms.tool_urls(base_url(request, platform))
    return render(request, "admin_lti.html", user, status_code=status_code, urls=urls, error=error, created=created,
                  jwks=json.dumps(lti_platforms.jwks(db), indent=2), platforms=lti_platforms.all_platforms(db))


@router.get("/admin/lti")
def admin_lti(request: Request, db: DbDep, platform: PlatformDep, user: OptionalUser, created: str | None = None):
    if user is None:
        return RedirectResponse("/login?next=/admin/lti", status_code=303)
    if user.role != "admin":
        return render(request, "not_found.html", user, status_code=404, what="page")
    return _admin_view(request, db, platform, user, created=created)


@router.post("/admin/lti")
def admin_register_platform(request: Request, db: DbDep, platform: PlatformDep, user: OptionalUser, name: Text = "",
                            issuer: Text = "", client_id: Text = "", deployment_ids: Text = "",
                            auth_login_url: Text = "", auth_token_url: Text = "", key_set_url: Text = "",
                            auth_audience: Text = "", csrf_token: Annotated[str, Form()] = ""):
    check_csrf(request, csrf_token)
    if user is None:
        return RedirectResponse("/login?next=/admin/lti", status_code=303)
    if user.role != "admin":
        return render(request, "not_found.html", user, status_code=404, what="page")
    spec = lti_platforms.PlatformSpec(name=name, issuer=issuer, client_id=client_id,
                                      deployment_ids=deployment_ids.replace(",", " ").split(),
                                      auth_login_url=auth_login_url, auth_token_url=auth_token_url,
                                      key_set_url=key_set_url, auth_audience=auth_audience or None)
    try:
        made = lti_platforms.register(db, spec)
    except lti_platforms.PlatformError as error:
        return _admin_view(request, db, platform, user, error.detail, error.status)
    return RedirectResponse(f"/admin/lti?created={made.id}", status_code=303)


def _for_linked_class(request: Request, db, user, class_id: int, csrf_token: str, action):
    """A teacher's action on their class's LMS course, then back to the dashboard's LMS panel."""
    check_csrf(request, csrf_token)
    classroom = db.get(Classroom, class_id) if user else None
    context = lti_links.context_of_class(db, class_id) if classroom and can_manage_class(user, classroom) else None
    if context is None:
        return render(request, "not_found.html", user, status_code=404, what="class")
    action(context)
    return RedirectResponse(f"/classes/{class_id}#lti", status_code=303)


@router.post("/classes/{class_id}/lti/roster")
def roster_sync(class_id: Id, request: Request, db: DbDep, user: OptionalUser, csrf_token: Annotated[str, Form()] = ""):
    return _for_linked_class(request, db, user, class_id, csrf_token, lambda context: lti_links.sync_roster(db, context))


@router.post("/classes/{class_id}/lti/resend")
def resend_failed(class_id: Id, request: Request, db: DbDep, user: OptionalUser, csrf_token: Annotated[str, Form()] = ""):
    return _for_linked_class(request, db, user, class_id, csrf_token,
                             lambda context: lti_grades.retry_failed(db, class_id))


def class_panel(db, class_id: int) -> dict | None:
    """What the class dashboard shows of its LMS course: the link, the roster, the passback."""
    context = lti_links.context_of_class(db, class_id)
    if context is None:
        return None
    return {"title": context.title, "roster_synced_at": context.roster_synced_at, "roster_error": context.roster_error,
            "has_roster": bool(context.memberships_url), **lti_grades.class_state(db, class_id)}
