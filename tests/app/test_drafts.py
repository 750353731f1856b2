"""Drafts: the editor's code saved per learner and problem, brought back by the problem page, on
any machine; the newer of a draft and the last submission wins. The route's hostile inputs."""

import time

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from tests.utils.client import sign_up

DRAFT = "def scale(x, y, k):\n    # still thinking\n    return None\n"
URL = "/api/problems/scale-a-vector/draft"


@pytest.fixture
def app(database_url, make_settings):
    app = create_app(make_settings(database_url, dispatcher="none"))
    with TestClient(app):
        yield app


def editor_code(client) -> str:
    import json
    import re

    page = client.get("/problems/scale-a-vector").text
    data = json.loads(re.search(r'<script type="application/json" id="problem-data">(.*?)</script>', page, re.S).group(1))
    return data["initial_code"]


def test_a_draft_follows_the_learner_to_another_browser(app):
    first, second = TestClient(app), TestClient(app)
    sign_up(first, "ada")
    assert first.put(URL, json={"code": DRAFT}).status_code == 204
    login = second.post("/api/auth/login", json={"username": "ada", "password": "correct horse battery"})
    assert login.status_code == 200
    assert editor_code(second) == DRAFT
    assert first.put(URL, json={"code": DRAFT + "# more\n"}).status_code == 204
    assert editor_code(second) == DRAFT + "# more\n"


def test_a_submission_after_the_draft_is_what_the_editor_opens_with(app):
    client = TestClient(app)
    sign_up(client, "ada")
    client.put(URL, json={"code": DRAFT})
    time.sleep(0.01)
    submitted = "def scale(x, y, k):\n    return (k * x, k * y)\n"
    assert client.post("/api/problems/scale-a-vector/submissions", json={"code": submitted}).status_code == 202
    assert editor_code(client) == submitted
    time.sleep(0.01)
    client.put(URL, json={"code": DRAFT})
    assert editor_code(client) == DRAFT


def test_drafts_are_private_and_a_newcomer_sees_the_starter(app):
    ada, bob = TestClient(app), TestClient(app)
    sign_up(ada, "ada")
    sign_up(bob, "bob")
    ada.put(URL, json={"code": DRAFT})
    assert editor_code(bob).startswith("def scale(x, y, k):\n    ...")


@pytest.mark.parametrize("request_kwargs, status", [
    ({"json": {"code": "x" * (64 * 1024 + 1)}}, 413),
    ({"json": {"code": 42}}, 422),
    ({"json": {}}, 422),
    ({"content": b"code=1", "headers": {"Content-Type": "application/x-www-form-urlencoded"}}, 415),
    ({"content": b'{"code": "\\ud800"}', "headers": {"Content-Type": "application/json"}}, 422),  # a lone surrogate
])
def test_hostile_drafts_are_refused_with_a_reason(app, request_kwargs, status):
    client = TestClient(app)
    sign_up(client, "ada")
    answer = client.put(URL, **request_kwargs)
    assert answer.status_code == status and answer.json()["detail"]


def test_a_draft_needs_an_account_and_a_real_problem(app):
    anonymous = TestClient(app)
    assert anonymous.put(URL, json={"code": DRAFT}).status_code == 401
    client = TestClient(app)
    sign_up(client, "ada")
    assert client.put("/api/problems/no-such-problem/draft", json={"code": DRAFT}).status_code == 404
