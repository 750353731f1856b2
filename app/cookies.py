"""Setting and clearing the session cookie, shared by the API and the pages."""

from fastapi import Response

from app.config import Settings
from app.security import SESSION_COOKIE


def set_session_cookie(response: Response, token: str, settings: Settings) -> None:
    response.set_cookie(SESSION_COOKIE, token, max_age=settings.session_days * 86400, httponly=True,
                        samesite="lax", secure=settings.cookie_secure, path="/")


def clear_session_cookie(response: Response) -> None:
    response.delete_cookie(SESSION_COOKIE, path="/")
