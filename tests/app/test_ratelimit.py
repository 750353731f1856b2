"""Rate limits: sign-in per account and per address, submissions per learner; 429 with Retry-After."""

import pytest
from fastapi.testclient import TestClient

from app.config import Settings
from app.main import create_app
from app.ratelimit import MemoryCounters, RateLimited, RateLimits, RedisCounters
from tests.app.test_pages import csrf_of
from tests.utils.client import sign_up
from tests.utils.cluster import RedisServer, free_port
from tests.utils.factories import PASSWORD

CODE = "def scale(x, y, k):\n    return (k * x, k * y)\n"


@pytest.fixture(autouse=True)
def still_clock(monkeypatch):
    """The middle of a one-minute window: no test straddles two windows."""
    monkeypatch.setattr("app.ratelimit._now", lambda: 1_800_000_030.0)


def _login(client, username, password=PASSWORD):
    return client.post("/api/auth/login", json={"username": username, "password": password})


def test_failed_sign_ins_per_account_are_limited_but_the_owners_browser_gets_in(sqlite_url, make_settings):
    settings = make_settings(sqlite_url, dispatcher="none", login_per_minute=3)
    app = create_app(settings)
    with TestClient(app) as owner:  # one lifespan, one platform: the other clients share it
        guesser = TestClient(app)
        sign_up(owner, "ada")
        assert _login(owner, "ada").status_code == 200  # this browser has signed in as ada: trusted
        sign_up(guesser, "bob")
        assert [_login(guesser, "ada", "wrong guess here").status_code for _ in range(3)] == [401] * 3
        refused = _login(guesser, "ada")  # even the right password: the account's minute is used up here
        assert refused.status_code == 429
        assert "failed sign-ins for this account" in refused.json()["detail"]
        assert 1 <= int(refused.headers["retry-after"]) <= 60
        assert _login(guesser, "ADA ").status_code == 429  # the same account, however it is spelled
        assert _login(guesser, "bob").status_code == 200
        assert _login(owner, "ada").status_code == 200  # the owner is not locked out


def test_failures_from_many_addresses_hold_back_only_unknown_browsers(sqlite_url, make_settings):
    settings = make_settings(sqlite_url, dispatcher="none", login_failures_per_account=4)
    app = create_app(settings)
    with TestClient(app) as owner:
        sign_up(owner, "ada")
        assert _login(owner, "ada").status_code == 200
        for address in range(4):  # a botnet: every guess from another address
            bot = TestClient(app, client=(f"198.51.100.{address}", 5000))
            assert _login(bot, "ada", "wrong guess here").status_code == 401
        refused = _login(TestClient(app, client=("203.0.113.9", 5000)), "ada")
        assert refused.status_code == 429 and "browsers that signed in to it before" in refused.json()["detail"]
        assert _login(owner, "ada").status_code == 200


def test_sign_in_attempts_per_address_are_limited(sqlite_url, make_settings):
    settings = make_settings(sqlite_url, dispatcher="none", login_per_minute_per_address=4)
    with TestClient(create_app(settings)) as client:
        codes = [_login(client, f"someone{i}").status_code for i in range(5)]
    assert codes == [401, 401, 401, 401, 429]


def test_sign_ups_count_against_the_address(sqlite_url, make_settings):
    settings = make_settings(sqlite_url, dispatcher="none", login_per_minute_per_address=3)
    with TestClient(create_app(settings)) as client:
        codes = [client.post("/api/auth/register", json={"username": f"new{i}", "password": PASSWORD}).status_code
                 for i in range(3)]
        assert codes == [201, 201, 201]
        assert client.post("/api/auth/register", json={"username": "new9", "password": PASSWORD}).status_code == 429
        assert _login(client, "new0").status_code == 429
        form = {"username": "new10", "password": PASSWORD, "csrf_token": csrf_of(client.get("/register").text)}
        assert client.post("/register", data=form).status_code == 429


def test_the_sign_in_page_is_limited_too(sqlite_url, make_settings):
    settings = make_settings(sqlite_url, dispatcher="none", login_per_minute=1)
    with TestClient(create_app(settings)) as client:
        form = {"username": "ada", "password": "nope nope nope", "csrf_token": csrf_of(client.get("/login").text)}
        pages = [client.post("/login", data=form) for _ in range(2)]
    assert [page.status_code for page in pages] == [401, 429]
    assert "Too many failed sign-ins" in pages[1].text and pages[1].headers["retry-after"]


def test_submissions_per_learner_are_limited(sqlite_url, make_settings):
    settings = make_settings(sqlite_url, dispatcher="none", submissions_per_minute=2)
    with TestClient(create_app(settings)) as client:
        sign_up(client, "ada")
        codes = [client.post("/api/problems/scale-a-vector/submissions", json={"code": CODE}).status_code
                 for _ in range(3)]
        assert codes == [202, 202, 429]
        sign_up(client, "bob")  # another learner has their own allowance
        assert client.post("/api/problems/scale-a-vector/submissions", json={"code": CODE}).status_code == 202


def test_zero_disables_a_limit():
    limits = RateLimits(Settings(submissions_per_minute=0), MemoryCounters())
    for _ in range(100):
        limits.submission(1)


def test_redis_counts_are_shared_by_every_api_process(tmp_path):
    redis_server = RedisServer(tmp_path / "redis").start()
    try:
        settings = Settings(dispatcher="celery", redis_url=redis_server.url, submissions_per_minute=3)
        first, second = RateLimits.from_settings(settings), RateLimits.from_settings(settings)
        assert isinstance(first.store, RedisCounters)
        first.submission(42)
        second.submission(42)
        first.submission(42)
        with pytest.raises(RateLimited):
            second.submission(42)
    finally:
        redis_server.stop()


def test_an_unreachable_redis_lets_requests_through():
    settings = Settings(dispatcher="celery", redis_url=f"redis://127.0.0.1:{free_port()}/0", submissions_per_minute=1)
    limits = RateLimits.from_settings(settings)
    for _ in range(3):
        limits.submission(1)
