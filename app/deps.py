"""Request dependencies, in one place, as Annotated aliases the routes use.

The ones that do no blocking work are `async def`: FastAPI runs every plain `def` dependency in
the threadpool, one hand-over to a thread and back each (a wake-up of another thread and of the
event loop, tens to hundreds of microseconds of CPU on this machine), so a route with five of them
paid five before its own work. Only the database's work (the session's user, closing) goes there.
"""

from __future__ import annotations

from typing import Annotated, AsyncIterator, Callable, TypeVar

from fastapi import Depends, HTTPException, Request
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from app.models import User
from app.platform import Platform
from app import cookies
from app.services import accounts

T = TypeVar("T")
SIGN_IN_FIRST = "Sign in first."


async def get_platform(request: Request) -> Platform:
    platform = request.app.state.platform
    if platform.dev_reload is not None:  # APP_ENV=development: problem folders edited on disk, served now
        await run_in_threadpool(platform.dev_reload.check)  # reads the disk, may reload
    return platform


PlatformDep = Annotated[Platform, Depends(get_platform)]


async def get_db(platform: PlatformDep) -> AsyncIterator[Session]:
    db = platform.database.sessions()  # no connection yet: the first query takes one
    try:
        yield db
    finally:
        await run_in_threadpool(db.close)  # gives the connection back (a rollback: blocking I/O)


DbDep = Annotated[Session, Depends(get_db)]


def optional_user(request: Request, db: DbDep, platform: PlatformDep) -> User | None:
    return accounts.user_for_token(db, cookies.read(request, platform.settings, cookies.SESSION))


OptionalUser = Annotated[User | None, Depends(optional_user)]


def signed_in_work(platform: Platform, request: Request, work: Callable[[Session, User], T]) -> T:
    """The session's user (401 if none) and a route's `work`, in one database session: for an
    async route that calls it in one trip to the threadpool, where its dependencies would take one
    trip each. Used by the routes a waiting page hits most."""
    with platform.database.session() as db:
        user = optional_user(request, db, platform)
        if user is None:
            raise HTTPException(status_code=401, detail=SIGN_IN_FIRST)
        return work(db, user)


async def current_user(user: OptionalUser) -> User:
    if user is None:
        raise HTTPException(status_code=401, detail=SIGN_IN_FIRST)
    return user


CurrentUser = Annotated[User, Depends(current_user)]


async def require_json(request: Request) -> None:
    """A cross-site form cannot send application/json without a CORS preflight, which we never
    grant: requiring it keeps the API's cookie safe from CSRF."""
    content_type = request.headers.get("content-type", "")
    if content_type.split(";")[0].strip().lower() != "application/json":
        raise HTTPException(status_code=415, detail="Send JSON with Content-Type: application/json.")


JsonOnly = Depends(require_json)
