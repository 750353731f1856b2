"""Builds the FastAPI app: settings, platform (database, problems, grader), routes."""

from __future__ import annotations

import logging
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.gzip import GZipMiddleware
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import OperationalError

from app.config import PROJECT_ROOT, Settings, get_settings
from app.platform import Platform
from app.routes import api_rigs
from app.routes import api_auth, api_classes, api_problems, api_submissions, metrics, pages, pages_classes
from grader.sandbox import availability

MAX_BODY_BYTES = 1024 * 1024


def create_app(settings: Settings | None = None, platform: Platform | None = None) -> FastAPI:
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        app.state.platform = platform or Platform.build(settings)
        app.state.platform.start()
        try:
            yield
        finally:
            app.state.platform.stop()

    app = FastAPI(title="Robot Practice", version="0.1.0", lifespan=lifespan,
                  description="Practice problems for robotics learners, graded in a sandbox.")
    app.middleware("http")(_limit_body_size)
    app.add_middleware(GZipMiddleware, minimum_size=1024)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(OperationalError, _database_unreachable)
    app.mount("/static", StaticFiles(directory=PROJECT_ROOT / "app" / "static"), name="static")
    for module in (api_auth, api_problems, api_submissions, api_classes, pages, pages_classes, metrics):
        app.include_router(module.router)
    app.include_router(api_rigs.router)

    @app.get("/healthz", tags=["health"])
    def healthz() -> dict:
        ok, backend, reason = availability()
        return {"status": "ok", "grading": {"available": ok, "sandbox": backend, "reason": reason}}

    return app


async def _limit_body_size(request: Request, call_next):
    """Refuse oversized bodies before anything reads them."""
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > MAX_BODY_BYTES):
        return JSONResponse({"detail": f"Request body is limited to {MAX_BODY_BYTES // 1024} KiB."}, status_code=413)
    return await call_next(request)


async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
    """FastAPI's default echoes the offending input back, which fails for text JSON cannot
    encode (a lone surrogate) and is never needed: where and what is enough."""
    detail = [{"loc": list(error.get("loc", ())), "msg": error.get("msg", ""), "type": error.get("type", "")}
              for error in exc.errors()]
    return JSONResponse({"detail": detail}, status_code=422)


async def _database_unreachable(request: Request, exc: OperationalError) -> JSONResponse:
    """The database is down or out of reach (a restart, a failover, the network): our fault and
    temporary, so a 503 that says so and when to try again, not a 500."""
    logging.getLogger(__name__).warning("%s %s: the database is unreachable: %s", request.method, request.url.path,
                                        str(exc.orig).strip().splitlines()[0] if exc.orig else exc)
    return JSONResponse({"detail": "The database is unreachable right now; nothing was lost. Try again in a few seconds."},
                        status_code=503, headers={"Retry-After": "5"})
