"""A sign-in token names its own user while its session lasts, and no one once it has ended."""

from datetime import timedelta

from sqlalchemy import update

from app.models import LoginSession, utcnow
from app.services import accounts
from tests.utils.factories import make_user


def test_a_token_finds_its_own_user_and_not_another(db):
    first, second = make_user(db), make_user(db)
    token = accounts.start_session(db, second, days=1)
    accounts.start_session(db, first, days=1)
    assert accounts.user_for_token(db, token).id == second.id
    assert accounts.user_for_token(db, token + "x") is None
    assert accounts.user_for_token(db, None) is None and accounts.user_for_token(db, "") is None


def test_an_expired_or_ended_session_signs_in_no_one(db):
    user = make_user(db)
    expired, ended = accounts.start_session(db, user, days=1), accounts.start_session(db, user, days=1)
    db.execute(update(LoginSession).where(LoginSession.token_hash == accounts.token_hash(expired))
                      .values(expires_at=utcnow() - timedelta(seconds=1)))
    db.commit()
    accounts.end_session(db, ended)
    assert accounts.user_for_token(db, expired) is None
    assert accounts.user_for_token(db, ended) is None
