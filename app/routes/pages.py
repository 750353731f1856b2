"""The HTML pages. Thin: they call the same services as the API and hand templates plain data."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Form, HTTPException, Path, Request
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.templating import Jinja2Templates

from app.config import PROJECT_ROOT
from app import cookies
from app.deps import DbDep, OptionalUser, PlatformDep
from app.models import ProblemRow
from app.ratelimit import RateLimited
from app.routes import grid_html
from app import security
from app.services import accounts, approaches, assignments, attempts, catalog, drafts, progress, regrades, submissions
from app.services.sign_in import SignedIn, sign_in, started
from app.timeutil import spoken_duration
from grader.runtime import learner_python_version
from grader.sandbox import availability

router = APIRouter(include_in_schema=False)
templates = Jinja2Templates(directory=str(PROJECT_ROOT / "app" / "templates"))
templates.env.globals.update(dashboard_cells=grid_html.dashboard_cells, gradebook_cells=grid_html.gradebook_cells)
templates.env.filters["duration"] = spoken_duration
SubmissionId = Annotated[int, Path(ge=1, le=2**31 - 1)]


class GradingStatus:
    def __init__(self) -> None:
        self.ok, self.backend, self.reason = availability()


def _csrf_binding(request: Request) -> str | None:
    """What a form's CSRF token is bound to: the session when signed in, else the browser's nonce."""
    settings = request.app.state.platform.settings
    return cookies.read(request, settings, cookies.SESSION) or cookies.read(request, settings, cookies.CSRF_NONCE)


def render(request: Request, name: str, user, status_code: int = 200, **context: Any) -> HTMLResponse:
    """Every page gets the user, a CSRF token for its forms and the grader's health."""
    settings = request.app.state.platform.settings
    binding = _csrf_binding(request)
    nonce = None if binding else security.new_token()
    response = templates.TemplateResponse(
        request, name, {"user": user, "csrf_token": security.csrf_token(settings.secret_key, binding or nonce),
                        "grading": GradingStatus(), **context},
        status_code=status_code)
    if nonce:
        cookies.set_csrf_nonce(response, nonce, settings)
    return response


def check_csrf(request: Request, form_token: str) -> None:
    settings = request.app.state.platform.settings
    if not security.csrf_matches(settings.secret_key, _csrf_binding(request), form_token):
        raise HTTPException(403, "This form has expired; reload the page and try again.")


def _local_path(target: str | None) -> str:
    """Where to go after signing in: only a path on this site, never another site."""
    if target and target.startswith("/") and not target.startswith("//") and "\\" not in target:
        return target
    return "/problems"


def _signed_in(platform, signed_in: SignedIn, target: str | None = None) -> RedirectResponse:
    response = RedirectResponse(_local_path(target), status_code=303)
    cookies.set_signed_in(response, signed_in, platform.settings)
    return response


@router.get("/")
def home(request: Request, db: DbDep, user: OptionalUser):
    """A signed-in learner's start: where they left off, the next step of their path, each level's
    progress and their latest submissions. Anyone else goes to the problem list."""
    if user is None:
        return RedirectResponse("/problems", status_code=303)
    report = progress.progress_report(db, user)
    recent = submissions.recent_for_user(db, user, limit=6)
    return render(request, "home.html", user, left_off=progress.where_left_off(db, user),
                  next_step=progress.next_on_path(db, user), levels=report["levels"], recent=recent,
                  assignments=assignments.for_student(db, user))


@router.get("/register")
def register_form(request: Request, user: OptionalUser, next: str = "/problems"):
    return render(request, "register.html", user, error=None, username="", next=_local_path(next))


@router.post("/register")
def register(request: Request, db: DbDep, platform: PlatformDep, username: Annotated[str, Form()] = "",
             password: Annotated[str, Form()] = "", csrf_token: Annotated[str, Form()] = "",
             next: Annotated[str, Form()] = "/problems"):
    check_csrf(request, csrf_token)
    try:
        platform.limits.sign_up(request.client.host if request.client else None)
    except RateLimited as limited:
        page = render(request, "register.html", None, status_code=429, error=limited.detail, username=username,
                      next=_local_path(next))
        page.headers.update(limited.headers)
        return page
    try:
        user = accounts.register(db, username.strip(), password)
    except accounts.AccountError as error:
        return render(request, "register.html", None, status_code=422, error=str(error), username=username,
                      next=_local_path(next))
    return _signed_in(platform, started(db, platform, user), next)


@router.get("/login")
def login_form(request: Request, user: OptionalUser, next: str = "/problems"):
    return render(request, "login.html", user, error=None, username="", next=_local_path(next))


@router.post("/login")
def login(request: Request, db: DbDep, platform: PlatformDep, username: Annotated[str, Form()] = "",
          password: Annotated[str, Form()] = "", csrf_token: Annotated[str, Form()] = "",
          next: Annotated[str, Form()] = "/problems"):
    check_csrf(request, csrf_token)
    try:
        signed_in = sign_in(db, platform, username.strip(), password, request.client.host if request.client else None,
                            cookies.read(request, platform.settings, cookies.DEVICE))
    except RateLimited as limited:
        page = render(request, "login.html", None, status_code=429, error=limited.detail, username=username,
                      next=_local_path(next))
        page.headers.update(limited.headers)
        return page
    if signed_in is None:
        return render(request, "login.html", None, status_code=401, error="Wrong username or password.",
                      username=username, next=_local_path(next))
    return _signed_in(platform, signed_in, next)


@router.post("/logout")
def logout(request: Request, db: DbDep, platform: PlatformDep, csrf_token: Annotated[str, Form()] = ""):
    check_csrf(request, csrf_token)
    accounts.end_session(db, cookies.read(request, platform.settings, cookies.SESSION))
    response = RedirectResponse("/", status_code=303)
    cookies.clear_session_cookie(response, platform.settings)
    return response


@router.get("/problems")
def problem_list(request: Request, db: DbDep, user: OptionalUser):
    on_path = progress.path_slugs(db, user) if user else None
    return render(request, "problems.html", user, levels=catalog.levels_overview(db, user, on_path),
                  next_step=progress.next_on_path(db, user) if user else None)


@router.get("/problems/{slug}")
def problem_page(slug: str, request: Request, db: DbDep, platform: PlatformDep, user: OptionalUser):
    try:
        target = attempts.find_target(db, platform.library, slug)
    except attempts.Refused:
        return render(request, "not_found.html", user, status_code=404, what="problem")
    detail = catalog.problem_detail(platform.library, target.row)
    history = submissions.list_for_problem(db, user, target.row) if user else []
    saved = drafts.code_to_show(db, user, target.row) if user else None
    solved = user is not None and catalog.is_solved(db, user, target.row)
    next_step = progress.next_on_path(db, user, after=target.row) if user else None
    return render(request, "problem.html", user, problem=detail, initial_code=saved or detail["starter"],
                  solved=solved, next_step=next_step,
                  regrade_notices=regrades.notices(db, user.id, problem_id=target.row.id) if user else [],
                  reloaded=platform.dev_reload.notice(target.row.slug) if platform.dev_reload else None,
                  python_version=learner_python_version(),
                  submissions=[{"id": s.id, "created_at": s.created_at, "status": s.status, "verdict": s.verdict,
                                "score": s.score, "code": s.code} for s in history])


@router.get("/submissions/{submission_id}")
def submission_page(submission_id: SubmissionId, request: Request, db: DbDep, platform: PlatformDep,
                    user: OptionalUser):
    if user is None:
        return RedirectResponse(f"/login?next=/submissions/{submission_id}", status_code=303)
    submission = submissions.get_for_user(db, user, submission_id)
    if submission is None:
        return render(request, "not_found.html", user, status_code=404, what="submission")
    problem = db.get(ProblemRow, submission.problem_id)
    entry_point = _entry_point(platform, problem)
    return render(request, "submission.html", user, submission=catalog.submission_view(submission, problem.slug),
                  regrade_notices=regrades.notices(db, submission.user_id, submission_id=submission.id),
                  approach_comments=approaches.comments_for(
                      db, submission, entry_point if platform.library.get(problem.slug) else None),
                  problem={"slug": problem.slug, "title": problem.title, "entry_point": entry_point,
                           "kind": problem.kind})


def _entry_point(platform, row: ProblemRow) -> str:
    problem = platform.library.get(row.slug)
    return problem.spec.entry_point if problem else "f"


def wants_a_page(request: Request) -> bool:
    """A browser asking for a page (not the API, not a script's fetch of JSON)."""
    return not request.url.path.startswith(("/api/", "/static/")) and "text/html" in request.headers.get("accept", "")


def not_found_page(request: Request) -> HTMLResponse:
    """The site's own 404 page for a browser, signed in or not."""
    platform = request.app.state.platform
    with platform.database.session() as db:
        user = accounts.user_for_token(db, cookies.read(request, platform.settings, cookies.SESSION))
        return render(request, "not_found.html", user, status_code=404, what=None)
