"""Passwords (argon2, with a strength check), session tokens, CSRF tokens bound to the session,
and device cookies. Keys come from SECRET_KEY."""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from functools import lru_cache

from argon2 import PasswordHasher, profiles
from argon2.exceptions import InvalidHashError, VerificationError

# The test suite makes hundreds of accounts: it may ask for argon2's cheapest parameters.
# Hashes record their own parameters, so either kind verifies; production refuses this setting.
_hasher = (PasswordHasher.from_parameters(profiles.CHEAPEST) if os.environ.get("PASSWORD_HASHING") == "fast-for-tests"
           else PasswordHasher())
# zxcvbn's scale: 0 too guessable (a top-10 password) .. 4 very unguessable; 2 resists a
# throttled online attack, which is what a sign-in form faces.
MIN_PASSWORD_SCORE = 2


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str, password: str) -> bool:
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


@lru_cache(maxsize=1)
def _dummy_hash() -> str:
    return _hasher.hash(secrets.token_urlsafe(16))


def spend_like_a_verification(password: str) -> None:
    """For an unknown username: cost what checking a real password costs, so the time of the
    answer does not tell which usernames exist."""
    verify_password(_dummy_hash(), password)


def password_weakness(password: str, username: str) -> str | None:
    """Why a password is too easy to guess (None when it is fine): zxcvbn's estimate, told the
    username, so `password`, `12345678` and the username itself are refused."""
    from zxcvbn import zxcvbn  # its dictionaries load on first use, not at import of the app

    if password.strip().lower() == username.strip().lower():
        return "Choose a password that is not your username."
    estimate = zxcvbn(password[:100], user_inputs=[username])
    if estimate["score"] >= MIN_PASSWORD_SCORE:
        return None
    feedback = estimate.get("feedback") or {}
    warning = (feedback.get("warning") or "").strip()
    tips = " ".join(feedback.get("suggestions") or [])
    return " ".join(part for part in ("This password is too easy to guess.", warning, tips) if part)


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    """What the database keeps of a session token: a leaked table logs nobody in."""
    return hashlib.sha256(token.encode()).hexdigest()


def _mac(secret_key: str, purpose: str, message: str) -> str:
    return hmac.new(secret_key.encode(), f"{purpose}|{message}".encode(), hashlib.sha256).hexdigest()


def csrf_token(secret_key: str, binding: str) -> str:
    """A form's token: a MAC, under SECRET_KEY, of what the browser's cookies bind it to (the
    session token when signed in, else a random nonce). Whoever can plant cookies for the host
    still cannot make a token that matches the victim's session without the key."""
    return _mac(secret_key, "csrf", binding)


def csrf_matches(secret_key: str, binding: str | None, form_value: str | None) -> bool:
    if not binding or not form_value:
        return False
    return hmac.compare_digest(csrf_token(secret_key, binding), form_value)


def device_cookie(secret_key: str, user_id: int) -> str:
    """Given after a successful sign-in: this browser has signed in to this account before, so
    the throttle on failed sign-ins from unknown browsers does not hold the owner back."""
    nonce = secrets.token_urlsafe(12)
    return f"{user_id}.{nonce}.{_mac(secret_key, 'device', f'{user_id}.{nonce}')}"


def device_user_id(secret_key: str, value: str | None) -> int | None:
    """The account a device cookie was given for, if it is genuine."""
    parts = (value or "").split(".")
    if len(parts) != 3 or not parts[0].isdigit():
        return None
    user_id, nonce, mac = parts
    if not hmac.compare_digest(_mac(secret_key, "device", f"{user_id}.{nonce}"), mac):
        return None
    return int(user_id)
