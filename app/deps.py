"""Request dependencies, in one place, as Annotated aliases the routes use."""

from __future__ import annotations

from typing import Annotated, Iterator

from fastapi import Depends, HTTPException, Request
from sqlalchemy.orm import Session

from app.models import User
from app.platform import Platform
from app import cookies
from app.services import accounts


def get_platform(request: Request) -> Platform:
    platform = request.app.state.platform
    if platform.dev_reload is not None:  # APP_ENV=development: problem folders edited on disk, served now
        platform.dev_reload.check()
    return platform


PlatformDep = Annotated[Platform, Depends(get_platform)]


def get_db(platform: PlatformDep) -> Iterator[Session]:
    with platform.database.session() as db:
        yield db


DbDep = Annotated[Session, Depends(get_db)]


def optional_user(request: Request, db: DbDep, platform: PlatformDep) -> User | None:
    return accounts.user_for_token(db, cookies.read(request, platform.settings, cookies.SESSION))


OptionalUser = Annotated[User | None, Depends(optional_user)]


def current_user(user: OptionalUser) -> User:
    if user is None:
        raise HTTPException(status_code=401, detail="Sign in first.")
    return user


CurrentUser = Annotated[User, Depends(current_user)]


def require_json(request: Request) -> None:
    """A cross-site form cannot send application/json without a CORS preflight, which we never
    grant: requiring it keeps the API's cookie safe from CSRF."""
    content_type = request.headers.get("content-type", "")
    if content_type.split(";")[0].strip().lower() != "application/json":
        raise HTTPException(status_code=415, detail="Send JSON with Content-Type: application/json.")


JsonOnly = Depends(require_json)
