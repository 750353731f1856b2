"""Passwords (argon2), session tokens and CSRF tokens."""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets

from argon2 import PasswordHasher, profiles
from argon2.exceptions import InvalidHashError, VerificationError

# The test suite makes hundreds of accounts: it may ask for argon2's cheapest parameters.
# Hashes record their own parameters, so either kind verifies; production refuses this setting.
_hasher = (PasswordHasher.from_parameters(profiles.CHEAPEST) if os.environ.get("PASSWORD_HASHING") == "fast-for-tests"
           else PasswordHasher())
SESSION_COOKIE = "session"
CSRF_COOKIE = "csrf"


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str, password: str) -> bool:
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    """What the database keeps of a session token: a leaked table logs nobody in."""
    return hashlib.sha256(token.encode()).hexdigest()


def csrf_matches(cookie_value: str | None, form_value: str | None) -> bool:
    """Double-submit check: a cross-site form cannot read our cookie to copy it into the form."""
    return bool(cookie_value and form_value) and hmac.compare_digest(cookie_value, form_value)
