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


def set_cross_site(response: Response, settings: Settings, name_: str, value: str, max_age_s: int | None,
                   path: str = "/") -> None:
    """A cookie the browser must send inside an LMS's iframe and on the LMS's cross-site form post
    (the LTI launch): SameSite=None needs Secure, and Partitioned (CHIPS) keeps it to this LMS's
    pages, so browsers that block third-party cookies still keep it. Over plain HTTP (development)
    it falls back to Lax, which a same-site test LMS and top-level launches still get."""
    secure = settings.cookie_secure
    response.set_cookie(name_, value, max_age=max_age_s, httponly=True, samesite="none" if secure else "lax",
                        secure=secure, path=path)
    if secure:  # Python's cookie writer knows Partitioned only from 3.14: added to the header it wrote
        key, header = response.raw_headers[-1]
        response.raw_headers[-1] = (key, header + b"; Partitioned")


def set_lti_session_cookie(response: Response, token: str, settings: Settings) -> None:
    """The session of a user signed in by an LTI launch, usable inside the LMS's iframe."""
    set_cross_site(response, settings, name(settings, SESSION), token, settings.session_days * 86400)
