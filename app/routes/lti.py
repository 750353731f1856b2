"""The LTI 1.3 tool's endpoints, as the LMS calls them: the OIDC login, the launch, the tool's JWKS
and configuration, and the deep-linking picker. Thin: app/services/lti_*.py do the work."""

from __future__ import annotations

import logging
from typing import Annotated
from urllib.parse import urlsplit

from fastapi import APIRouter, Form, Path, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse
from starlette.concurrency import run_in_threadpool

from app import cookies
from app.deps import DbDep, OptionalUser, PlatformDep
from app.middleware import content_security_policy
from app.routes.pages import check_csrf, render
from app.services import lti_launch, lti_links, lti_platforms
from app.services.lti_launch import LtiRefused
from app.services.sign_in import started

router = APIRouter(include_in_schema=False)
log = logging.getLogger(__name__)
Token = Annotated[str, Path(min_length=16, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
LOGIN_PARAMS = ("iss", "login_hint", "target_link_uri", "lti_message_hint", "lti_deployment_id", "client_id")


def base_url(request: Request, platform) -> str:
    return platform.settings.public_url or str(request.base_url)


def refused(request: Request, user, error: LtiRefused) -> HTMLResponse:
    return render(request, "lti_refused.html", user, status_code=error.status, reason=error.detail)


async def _params(request: Request) -> dict[str, str]:
    """A login request comes as a GET or a form POST, as the platform likes."""
    values = dict(request.query_params)
    if request.method == "POST":
        values.update({key: value for key, value in (await request.form()).items() if isinstance(value, str)})
    return {key: values[key][:2000] for key in LOGIN_PARAMS if values.get(key)}


@router.api_route("/lti/login", methods=["GET", "POST"])
async def login(request: Request, platform: PlatformDep):
    params = await _params(request)
    return await run_in_threadpool(_login, request, platform, params)


def _login(request: Request, platform, params: dict[str, str]):
    launch_url = lti_platforms.tool_urls(base_url(request, platform))["launch_url"]
    with platform.database.session() as db:
        try:
            redirect = lti_launch.begin_login(db, params, launch_url, platform.settings.cookie_secure)
        except LtiRefused as error:
            return refused(request, None, error)
    response = RedirectResponse(redirect.url, status_code=302)
    for name, (value, max_age_s) in redirect.cookies.items():
        cookies.set_cross_site(response, platform.settings, name, value, max_age_s, path="/lti")
    return response


@router.post("/lti/launch")
def launch(request: Request, db: DbDep, platform: PlatformDep, id_token: Annotated[str, Form(max_length=64000)] = "",
           state: Annotated[str, Form(max_length=200)] = ""):
    try:
        valid = lti_launch.validate_launch(db, {"id_token": id_token, "state": state}, dict(request.cookies))
        arrival = lti_links.arrive(db, valid)
    except LtiRefused as error:
        log.info("LTI launch refused: %s", error.detail)
        return refused(request, None, error)
    if arrival.message_type == lti_links.DEEP_LINKING:
        target = f"/lti/deep-link/{lti_links.start_deep_link(db, valid, arrival)}"
    else:
        if arrival.role == "teacher":  # an instructor's launch refreshes the roster
            lti_links.sync_roster(db, arrival.context)
        if arrival.link is not None:  # a link placed without a line item gets one
            lti_links.ensure_line_item(db, arrival.link, arrival.context, valid.platform)
        target = lti_links.landing(arrival)
    response = RedirectResponse(target, status_code=303)
    cookies.set_lti_session_cookie(response, started(db, platform, arrival.user).session_token, platform.settings)
    return response


@router.get("/lti/jwks")
def jwks(db: DbDep):
    return JSONResponse(lti_platforms.jwks(db))


@router.get("/lti/config.json")
def configuration(request: Request, platform: PlatformDep):
    return JSONResponse(lti_platforms.tool_configuration(base_url(request, platform)))


@router.get("/lti/deep-link/{token}")
def deep_link_picker(token: Token, request: Request, db: DbDep, user: OptionalUser):
    if user is None:
        return refused(request, None, LtiRefused("sign in through the LMS: open the tool's link there again.", 401))
    try:
        pending = lti_links.deep_link_request(db, user, token)
    except LtiRefused as error:
        return refused(request, user, error)
    return render(request, "lti_deep_link.html", user, token=token, error=None, **lti_links.choices(db, pending))


@router.post("/lti/deep-link/{token}")
def deep_link_reply(token: Token, request: Request, db: DbDep, platform: PlatformDep, user: OptionalUser,
                    picks: Annotated[list[str], Form(max_length=200)] = [],  # noqa: B006 (FastAPI copies it)
                    csrf_token: Annotated[str, Form()] = ""):
    check_csrf(request, csrf_token)
    if user is None:
        return refused(request, None, LtiRefused("sign in through the LMS: open the tool's link there again.", 401))
    launch_url = lti_platforms.tool_urls(base_url(request, platform))["launch_url"]
    try:
        return_url, response_jwt = lti_links.finish_deep_link(db, user, token, [p[:140] for p in picks], launch_url)
    except LtiRefused as error:
        if error.status != 422:
            return refused(request, user, error)
        pending = lti_links.deep_link_request(db, user, token)
        return render(request, "lti_deep_link.html", user, status_code=422, token=token, error=error.detail,
                      **lti_links.choices(db, pending))
    page = render(request, "lti_deep_link_return.html", user, return_url=return_url, response_jwt=response_jwt)
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(return_url))
    # The reply is a form posted to the LMS: this page's form-action allows that one origin.
    page.headers["content-security-policy"] = content_security_policy(
        platform.settings.frame_ancestors).replace("form-action 'self'", f"form-action 'self' {origin}")
    return page
