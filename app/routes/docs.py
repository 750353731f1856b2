"""The API's documentation: /openapi.json and a Swagger UI page at /docs, served from vendored
files (no CDN, no inline script). Anyone may read them in development; in production, admins only."""

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import HTMLResponse, JSONResponse

from app.deps import OptionalUser, PlatformDep
from app.routes.pages import templates

router = APIRouter(include_in_schema=False)


def _allowed(platform, user) -> None:
    if platform.settings.app_env == "production" and (user is None or user.role != "admin"):
        raise HTTPException(404, "Not Found")


@router.get("/openapi.json")
def openapi(request: Request, platform: PlatformDep, user: OptionalUser) -> JSONResponse:
    _allowed(platform, user)
    return JSONResponse(request.app.openapi())


@router.get("/docs")
def docs(request: Request, platform: PlatformDep, user: OptionalUser) -> HTMLResponse:
    _allowed(platform, user)
    return templates.TemplateResponse(request, "docs.html", {"title": request.app.title})
