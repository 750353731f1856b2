"""Sign-in tells nothing by its timing, refuses guessable passwords, and slows a guesser without
locking the owner out."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from app import security
from app.main import create_app
from tests.utils.client import sign_up
from tests.utils.factories import PASSWORD


@pytest.fixture
def app(sqlite_url, make_settings):
    app = create_app(make_settings(sqlite_url, dispatcher="none", login_per_minute=10, login_failures_per_account=30))
    with TestClient(app):
        yield app


def login(client, username, password=PASSWORD):
    return client.post("/api/auth/login", json={"username": username, "password": password})


def test_an_unknown_username_costs_a_password_check_like_a_known_one(app, monkeypatch):
    checks = []

    class CountingHasher:
        def __init__(self, real):
            self.real = real

        def hash(self, password):
            return self.real.hash(password)

        def verify(self, password_hash, password):
            checks.append(password_hash)
            return self.real.verify(password_hash, password)

    monkeypatch.setattr(security, "_hasher", CountingHasher(security._hasher))
    client = TestClient(app)
    sign_up(client, "ada")
    assert login(client, "ada", "wrong but long").status_code == 401
    assert login(client, "nobody-here", "wrong but long").status_code == 401
    assert len(checks) == 2 and checks[0] != checks[1]  # the second against a dummy hash
    assert login(client, "ada", "wrong but long").json() == login(client, "nobody-here", "x" * 9).json()


@pytest.mark.parametrize("password, reason", [
    ("password", "too easy to guess"), ("12345678", "too easy to guess"), ("qwertyuiop", "too easy to guess"),
    ("grace.hopper", "not your username"), ("Grace.Hopper", "not your username"),
    ("hopper1906", "too easy to guess"),
])
def test_guessable_passwords_are_refused_with_the_reason(app, password, reason):
    answer = TestClient(app).post("/api/auth/register", json={"username": "grace.hopper", "password": password})
    assert answer.status_code == 422 and reason in answer.json()["detail"]


def test_a_good_password_is_accepted(app):
    answer = TestClient(app).post("/api/auth/register", json={"username": "grace.hopper", "password": "cobol ships at dawn"})
    assert answer.status_code == 201


def test_eleven_wrong_passwords_a_minute_do_not_lock_a_teacher_out(app, monkeypatch):
    monkeypatch.setattr("app.ratelimit._now", lambda: 1_800_000_030.0)
    teacher = TestClient(app)
    sign_up(teacher, "ms.lovelace")
    assert login(teacher, "ms.lovelace").status_code == 200
    guesser = TestClient(app, client=("192.0.2.66", 4000))
    answers = [login(guesser, "ms.lovelace", f"guess number {i}").status_code for i in range(11)]
    assert answers == [401] * 10 + [429]
    assert login(guesser, "ms.lovelace").status_code == 429      # the guesser is held back, even when right
    assert login(teacher, "ms.lovelace").status_code == 200      # the teacher's own browser is not
    sitting_next_to_her = TestClient(app)                         # a new browser on the teacher's address
    assert login(sitting_next_to_her, "ms.lovelace").status_code == 200


def test_a_forged_device_cookie_gives_no_way_round_the_throttle(app, monkeypatch):
    monkeypatch.setattr("app.ratelimit._now", lambda: 1_800_000_030.0)
    sign_up(TestClient(app), "ada")
    guesser = TestClient(app, client=("192.0.2.66", 4000))
    for i in range(10):
        login(guesser, "ada", f"guess number {i}")
    for forged in ("1.abc.def", security.device_cookie("not-the-key", 1), "1"):
        guesser.cookies.set("device", forged)
        assert login(guesser, "ada").status_code == 429
