"""Accounts and login sessions: the only writer of users and login_sessions."""

from __future__ import annotations

import re
import secrets
from datetime import timedelta

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.errors import ServiceError
from app.models import LoginSession, User, utcnow
from app.security import hash_password, new_token, password_weakness, spend_like_a_verification, token_hash, verify_password
from app.timeutil import as_utc

USERNAME_RULE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{2,39}$")
MIN_PASSWORD = 8
MAX_PASSWORD = 256
ROLES = ("student", "teacher", "author", "admin")


class AccountError(ServiceError):
    """A learner-facing reason an account could not be made."""


class UsernameTaken(AccountError):
    status = 409


def validate_credentials(username: str, password: str) -> None:
    if not USERNAME_RULE.match(username):
        raise AccountError("Usernames are 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit.")
    if not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
        raise AccountError(f"Passwords need at least {MIN_PASSWORD} characters.")
    weakness = password_weakness(password, username)
    if weakness:
        raise AccountError(weakness)


def register(db: Session, username: str, password: str, role: str = "student") -> User:
    validate_credentials(username, password)
    if role not in ROLES:
        raise AccountError(f"Unknown role {role!r}.")
    if db.scalar(select(User.id).where(User.username == username)) is not None:
        raise UsernameTaken("That username is taken.")
    user = User(username=username, password_hash=hash_password(password), role=role)
    db.add(user)
    try:
        db.commit()
    except IntegrityError:  # two sign-ups racing for one name
        db.rollback()
        raise UsernameTaken("That username is taken.") from None
    return user


NO_PASSWORD = "!external"  # not an argon2 hash: no password ever verifies against it


def register_external(db: Session, name_hint: str, role: str = "student") -> User:
    """An account that signs in only through an LMS (app.services.lti_links): no password, and a
    username made from the person's name plus a random tail, so it never takes (or is taken for)
    another account's name."""
    if role not in ROLES:
        raise AccountError(f"Unknown role {role!r}.")
    base = re.sub(r"[^A-Za-z0-9_.-]+", "-", name_hint.strip()).strip("-._")[:28] or "lms-user"
    if not base[0].isalnum():
        base = "u" + base
    for _ in range(5):
        user = User(username=f"{base}-{secrets.token_hex(3)}", password_hash=NO_PASSWORD, role=role)
        db.add(user)
        try:
            db.commit()
            return user
        except IntegrityError:  # 16 million tails: a clash is rare, try again
            db.rollback()
    raise UsernameTaken("Could not make a unique username; try again.")


def make_teacher(db: Session, user: User) -> None:
    """A student account an LMS says instructs a course becomes a teacher's (never the other way)."""
    if user.role == "student":
        user.role = "teacher"
        db.commit()


def find_user(db: Session, username: str) -> User | None:
    return db.scalar(select(User).where(User.username == username))


def all_users(db: Session) -> list[User]:
    return list(db.scalars(select(User).order_by(User.role, User.username)))


def authenticate(db: Session, username: str, password: str) -> User | None:
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        spend_like_a_verification(password)
        return None
    return user if verify_password(user.password_hash, password) else None


def start_session(db: Session, user: User, days: int) -> str:
    token = new_token()
    db.add(LoginSession(token_hash=token_hash(token), user_id=user.id, expires_at=utcnow() + timedelta(days=days)))
    db.commit()
    return token


def user_for_token(db: Session, token: str | None) -> User | None:
    if not token:
        return None
    # One query for the session and its user: every signed-in request starts here.
    row = db.execute(select(User, LoginSession.expires_at).join(LoginSession, LoginSession.user_id == User.id)
                     .where(LoginSession.token_hash == token_hash(token))).first()
    if row is None or as_utc(row.expires_at) < utcnow():
        return None
    return row.User


def end_session(db: Session, token: str | None) -> None:
    if token:
        db.execute(delete(LoginSession).where(LoginSession.token_hash == token_hash(token)))
        db.commit()
