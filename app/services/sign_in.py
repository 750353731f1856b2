"""Signing in, for the API and the pages alike: throttled, and as slow for an unknown username
as for a known one. Writes nothing itself: sessions through accounts, counts through the limits."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.orm import Session

from app.models import User
from app.platform import Platform
from app.security import device_cookie, device_user_id
from app.services import accounts


@dataclass
class SignedIn:
    user: User
    session_token: str
    new_device_cookie: str | None  # to set when this browser had none for this account


def sign_in(db: Session, platform: Platform, username: str, password: str, address: str | None,
            device_value: str | None) -> SignedIn | None:
    """The signed-in user, or None for a wrong name or password; RateLimited when throttled.

    A browser holding this account's device cookie (it signed in to it before) is not held back
    by the account's failed sign-ins, so a guesser cannot lock the owner out; the limit per
    address still applies to it."""
    secret = platform.settings.secret_key
    known = accounts.find_user(db, username)
    trusted_device = known is not None and device_user_id(secret, device_value) == known.id
    platform.limits.before_sign_in(username, address, trusted_device)
    user = accounts.authenticate(db, username, password)
    if user is None:
        platform.limits.failed_sign_in(username, address)
        return None
    return started(db, platform, user, trusted_device)


def started(db: Session, platform: Platform, user: User, trusted_device: bool = False) -> SignedIn:
    """A new session for `user` (after a sign-in or a sign-up), with a device cookie if needed."""
    token = accounts.start_session(db, user, platform.settings.session_days)
    return SignedIn(user, token, None if trusted_device else device_cookie(platform.settings.secret_key, user.id))
