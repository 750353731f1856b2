"""CSRF tokens are bound to the session with SECRET_KEY: someone who can plant cookies for the
host (a sibling subdomain, a plain-HTTP page) still cannot make an admin's browser create an
account. Every case here is refused (403), the honest form accepted."""

from __future__ import annotations

import re

from app.security import csrf_token
from tests.hostile.web.conftest import SECRET, browser, with_account

NEW_ADMIN = {"username": "intruder", "password": "a long enough password", "role": "admin"}


def form_token(client, path="/admin/users") -> str:
    return re.search(r'name="csrf_token" value="([^"]+)"', client.get(path).text).group(1)


def accounts_named(app, name) -> int:
    from app.services import accounts

    with app.state.platform.database.session() as db:
        return int(accounts.find_user(db, name) is not None)


def test_the_admins_own_form_works(production_app):
    admin = with_account(production_app, "root", role="admin")
    made = admin.post("/admin/users", data={**NEW_ADMIN, "username": "helper", "csrf_token": form_token(admin)},
                      follow_redirects=False)
    assert made.status_code == 303 and accounts_named(production_app, "helper")


def test_a_planted_cookie_and_a_matching_field_are_refused(production_app):
    admin = with_account(production_app, "root", role="admin")
    # The old double-submit: the attacker picks the value of both the cookie and the field.
    for name in ("csrf", "__Host-csrf"):
        admin.cookies.set(name, "chosen-by-the-attacker", domain="practice.example.edu")
        answer = admin.post("/admin/users", data={**NEW_ADMIN, "csrf_token": "chosen-by-the-attacker"})
        assert answer.status_code == 403
    assert not accounts_named(production_app, "intruder")


def test_a_token_the_attacker_got_for_their_own_visit_is_refused(production_app):
    attacker = browser(production_app)
    token = form_token(attacker, "/login")                 # a genuine token, bound to the attacker's nonce
    nonce = attacker.cookies.get("__Host-csrf")
    admin = with_account(production_app, "root", role="admin")
    admin.cookies.set("__Host-csrf", nonce, domain="practice.example.edu")   # planted in the admin's browser
    assert admin.post("/admin/users", data={**NEW_ADMIN, "csrf_token": token}).status_code == 403
    student = with_account(production_app, "mallory")
    their_token = form_token(student, "/classes")          # bound to another session
    assert admin.post("/admin/users", data={**NEW_ADMIN, "csrf_token": their_token}).status_code == 403
    assert not accounts_named(production_app, "intruder")


def test_a_token_made_without_the_secret_key_is_refused(production_app):
    admin = with_account(production_app, "root", role="admin")
    session = admin.cookies.get("__Host-session")
    assert admin.post("/admin/users", data={**NEW_ADMIN, "csrf_token": csrf_token("guessed-key", session)}).status_code == 403
    assert admin.post("/admin/users", data={**NEW_ADMIN, "csrf_token": csrf_token(SECRET, session)},
                      follow_redirects=False).status_code == 303  # (the real key, to show the test can pass)


def test_production_cookies_are_host_only_secure_and_http_only(production_app):
    client = browser(production_app)
    client.get("/login")
    answer = client.post("/api/auth/register", json={"username": "newcomer", "password": "a long enough password"})
    set_cookies = answer.headers.get_list("set-cookie") + client.get("/login").headers.get_list("set-cookie")
    session = next(c for c in set_cookies if c.startswith("__Host-session="))
    for attribute in ("Secure", "HttpOnly", "Path=/", "SameSite=lax"):
        assert attribute.lower() in session.lower()
    assert "domain=" not in session.lower()
    assert not any(c.startswith("session=") for c in set_cookies)
