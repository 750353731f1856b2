"""The authors' pages: every problem (and every broken one) on one index, and a problem's own
page. Thin: app/services/authoring.py and item_analysis.py do the work; the page's script fetches
validate's report and sends "try code" through the API (app/routes/api_author.py)."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse

from app.authz import can_author
from app.deps import DbDep, OptionalUser, PlatformDep
from app.routes.pages import render, templates
from app.services import authoring, catalog, item_analysis, regrades

router = APIRouter(include_in_schema=False)
MAX_VALUE_CHARS = 2000  # a whole map as an input: its start is enough on the page


def _python_value(value) -> str:
    """A case's input or answer as Python prints it (JSON lists read as lists), cut short."""
    text = repr(value)
    return text if len(text) <= MAX_VALUE_CHARS else text[:MAX_VALUE_CHARS] + " …"


templates.env.filters["pyvalue"] = _python_value


def _refused(request: Request, user):
    """Anonymous: sign in first. Anyone else but authors and admins: no such page (as admin pages)."""
    if user is None:
        return RedirectResponse(f"/login?next={request.url.path}", status_code=303)
    return render(request, "not_found.html", user, status_code=404, what="page")


@router.get("/author")
def author_index(request: Request, db: DbDep, platform: PlatformDep, user: OptionalUser):
    if not can_author(user):
        return _refused(request, user)
    return render(request, "author_index.html", user, index=authoring.index(db, platform.library))


@router.get("/author/problems/{slug}")
def author_problem(slug: str, request: Request, db: DbDep, platform: PlatformDep, user: OptionalUser):
    if not can_author(user):
        return _refused(request, user)
    problem = platform.library.get(slug)
    if problem is None:
        broken = authoring.broken_problem(platform.library, slug)
        if not broken:
            return render(request, "not_found.html", user, status_code=404, what="problem")
        return render(request, "author_broken.html", user, slug=slug, broken=broken)
    row = catalog.find_problem(db, slug)
    detail = catalog.problem_detail(platform.library, row) if row else None
    return render(request, "author_problem.html", user, problem=detail, view=authoring.problem_view(problem),
                  analysis=item_analysis.analyse(db, row, problem),
                  regrade=regrades.state(db, row) if row else None)
