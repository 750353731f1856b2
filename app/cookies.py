"""The site's cookies, shared by the API and the pages: the session, the anonymous CSRF nonce
and the device cookie of a past sign-in. Names carry the `__Host-` prefix in production."""

from __future__ import annotations

from fastapi import Request, Response

from app.config import Settings

SESSION = "session"
CSRF_NONCE = "csrf"
DEVICE = "device"
DEVICE_MAX_AGE_S = 365 * 86400


def name(settings: Settings, base: str) -> str:
    return settings.cookie_prefix + base


def read(request: Request, settings: Settings, base: str) -> str | None:
    return request.cookies.get(name(settings, base))


def _set(response: Response, settings: Settings, base: str, value: str, max_age_s: int | None) -> None:
    response.set_cookie(name(settings, base), value, max_age=max_age_s, httponly=True, samesite="lax",
                        secure=settings.cookie_secure, path="/")


def set_session_cookie(response: Response, token: str, settings: Settings) -> None:
    _set(response, settings, SESSION, token, settings.session_days * 86400)


def clear_session_cookie(response: Response, settings: Settings) -> None:
    response.delete_cookie(name(settings, SESSION), path="/", secure=settings.cookie_secure, httponly=True,
                           samesite="lax")


def set_csrf_nonce(response: Response, nonce: str, settings: Settings) -> None:
    _set(response, settings, CSRF_NONCE, nonce, None)


def set_signed_in(response: Response, signed_in, settings: Settings) -> None:
    """The cookies of a successful sign-in (app/services/sign_in.py): the session, and the device
    cookie when this browser had none for the account."""
    set_session_cookie(response, signed_in.session_token, settings)
    if signed_in.new_device_cookie:
        _set(response, settings, DEVICE, signed_in.new_device_cookie, DEVICE_MAX_AGE_S)
