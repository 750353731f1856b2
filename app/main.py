"""Builds the FastAPI app: settings, platform (database, problems, grader), routes."""

from __future__ import annotations

import gc
import logging
import mimetypes
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException
from fastapi.middleware.gzip import GZipMiddleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import OperationalError

from app.config import PROJECT_ROOT, Settings, get_settings
from app.middleware import BodySizeLimit, RelativeSlashRedirect, SecurityHeaders
from app.errors import ServiceError
from app.platform import Platform
from app.routes import api_assignments, api_author, api_events, api_insight, api_rigs, pages_author, pages_insight
from app.routes import api_auth, api_browser_run, api_classes, api_problems, api_submissions, docs, metrics, pages, pages_classes
from app.routes import api_leaderboards, api_lti, lti, pages_leaderboards, pages_lti
from grader.sandbox import availability


def create_app(settings: Settings | None = None, platform: Platform | None = None) -> FastAPI:
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        app.state.platform = platform or Platform.build(settings)
        app.state.platform.start()
        # The problem library and the modules are loaded for good: moved out of the collector's
        # reach, a full collection no longer walks them (a third of a big dashboard's time).
        gc.freeze()
        try:
            yield
        finally:
            app.state.platform.stop()

    # /docs and /openapi.json are app/routes/docs.py's (vendored Swagger UI, admins only in
    # production); trailing slashes are redirected by RelativeSlashRedirect.
    app = FastAPI(title="Robot Practice", version="0.1.0", lifespan=lifespan, docs_url=None, redoc_url=None,
                  openapi_url=None, redirect_slashes=False,
                  description="Practice problems for robotics learners, graded in a sandbox.")
    # Outermost last: headers on every answer, then the host check, then the body limit.
    # Level 1: a controller's result (250 kB of JSON) costs 1.6 ms to compress against 9.8 ms at
    # level 6, for a third more bytes (65 kB against 49 kB); every fetch of a result pays it.
    app.add_middleware(GZipMiddleware, minimum_size=1024, compresslevel=1)
    app.add_middleware(BodySizeLimit)
    app.add_middleware(RelativeSlashRedirect)
    if "*" not in settings.allowed_hosts:
        app.add_middleware(TrustedHostMiddleware, allowed_hosts=settings.allowed_hosts, www_redirect=False)
    app.add_middleware(SecurityHeaders, frame_ancestors=settings.frame_ancestors, hsts=settings.cookie_secure)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(OperationalError, _database_unreachable)
    app.add_exception_handler(ServiceError, _service_refused)
    # Run's worker streams Pyodide's WebAssembly, which browsers compile only as application/wasm
    # (a host's mime.types may lack it).
    mimetypes.add_type("application/wasm", ".wasm")
    mimetypes.add_type("text/javascript", ".mjs")
    app.mount("/static", StaticFiles(directory=PROJECT_ROOT / "app" / "static"), name="static")
    for module in (api_auth, api_problems, api_submissions, api_classes, pages, pages_classes, metrics, docs):
        app.include_router(module.router)
    app.include_router(api_rigs.router)
    app.include_router(api_assignments.router)
    app.include_router(api_events.router)
    app.include_router(api_browser_run.router)
    app.include_router(api_author.router)
    app.include_router(pages_author.router)
    for module in (lti, pages_lti, api_lti):  # LTI 1.3: the tool's endpoints, the admin's and teachers' pages, the API
        app.include_router(module.router)
    app.include_router(api_insight.router)
    app.include_router(pages_insight.router)
    app.include_router(api_leaderboards.router)
    app.include_router(pages_leaderboards.router)

    @app.get("/healthz", tags=["health"])
    def healthz() -> dict:
        ok, backend, reason = availability()
        return {"status": "ok", "grading": {"available": ok, "sandbox": backend, "reason": reason}}

    return app


async def _http_error(request: Request, exc: StarletteHTTPException):
    """A browser that follows a wrong link gets the site's page, everyone else JSON."""
    if exc.status_code == 404 and pages.wants_a_page(request):
        from starlette.concurrency import run_in_threadpool

        return await run_in_threadpool(pages.not_found_page, request)
    return await http_exception_handler(request, exc)


async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
    """FastAPI's default echoes the offending input back, which fails for text JSON cannot
    encode (a lone surrogate) and is never needed: where and what is enough."""
    detail = [{"loc": list(error.get("loc", ())), "msg": error.get("msg", ""), "type": error.get("type", "")}
              for error in exc.errors()]
    return JSONResponse({"detail": detail}, status_code=422)


async def _service_refused(request: Request, exc: ServiceError) -> JSONResponse:
    """A service's refusal (app/errors.py), as the API answers every refusal: its status and reason."""
    return JSONResponse({"detail": exc.detail}, status_code=exc.status)


async def _database_unreachable(request: Request, exc: OperationalError) -> JSONResponse:
    """The database is down or out of reach (a restart, a failover, the network): our fault and
    temporary, so a 503 that says so and when to try again, not a 500."""
    logging.getLogger(__name__).warning("%s %s: the database is unreachable: %s", request.method, request.url.path,
                                        str(exc.orig).strip().splitlines()[0] if exc.orig else exc)
    return JSONResponse({"detail": "The database is unreachable right now; nothing was lost. Try again in a few seconds."},
                        status_code=503, headers={"Retry-After": "5"})
