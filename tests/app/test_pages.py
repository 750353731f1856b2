"""The HTML pages: forms with CSRF tokens, the catalogue, the problem page, owner-only results."""

import re

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from grader.runtime import learner_python_version
from tests.utils.client import sign_up, submit


@pytest.fixture
def client(sqlite_url, make_settings):
    with TestClient(create_app(make_settings(sqlite_url))) as client:
        yield client


def csrf_of(page_html: str) -> str:
    return re.search(r'name="csrf_token" value="([^"]+)"', page_html).group(1)


def register_by_form(client, username="grace", password="correct horse battery"):
    token = csrf_of(client.get("/register").text)
    return client.post("/register", data={"username": username, "password": password, "csrf_token": token},
                       follow_redirects=False)


def test_sign_up_by_form_then_sign_out(client):
    response = register_by_form(client)
    assert response.status_code == 303 and response.headers["location"] == "/problems"
    page = client.get("/problems").text
    assert "grace" in page
    signed_out = client.post("/logout", data={"csrf_token": csrf_of(page)}, follow_redirects=False)
    assert signed_out.status_code == 303
    assert "grace" not in client.get("/problems").text


def test_a_form_without_the_csrf_token_is_refused(client):
    client.get("/register")
    response = client.post("/register", data={"username": "mallory", "password": "correct horse battery",
                                              "csrf_token": "forged"}, follow_redirects=False)
    assert response.status_code == 403
    assert client.post("/api/auth/login", json={"username": "mallory", "password": "correct horse battery"}
                       ).status_code == 401


def test_sign_in_form_reports_a_wrong_password(client):
    register_by_form(client)
    client.post("/logout", data={"csrf_token": csrf_of(client.get("/problems").text)})
    token = csrf_of(client.get("/login").text)
    response = client.post("/login", data={"username": "grace", "password": "not the one", "csrf_token": token})
    assert response.status_code == 401 and "Wrong username or password" in response.text


def test_the_catalogue_groups_by_level_and_topic(client):
    page = client.get("/problems").text
    assert "Level 2 · Motion" in page and "Test fixtures" in page and "Scale a Vector" in page


def test_the_problem_page_renders_statement_math_and_starter(client):
    page = client.get("/problems/scale-a-vector").text
    assert '<span class="math inline">k</span>' in page
    assert "def scale(x, y, k):" in page
    assert client.get("/problems/nothing-here").status_code == 404


def test_the_problem_page_says_what_the_code_runs_on(client):
    page = client.get("/problems/scale-a-vector").text
    note = re.search(r'id="runtime-note">(.*?)</p>', page, re.S).group(1)
    assert f"Python {learner_python_version()} " in note and "numpy" in note and "plot(" in note


def test_a_result_page_is_for_its_owner_only(client):
    sign_up(client, "ada")
    result = submit(client, "scale-a-vector", "def scale(x, y, k):\n    return (k * x, k * y)\n")
    page = client.get(f"/submissions/{result['id']}")
    assert page.status_code == 200 and "accepted" in page.text.lower()
    client.post("/api/auth/logout", json={})
    sign_up(client, "eve")
    assert client.get(f"/submissions/{result['id']}").status_code == 404


def test_sign_in_returns_to_the_page_asked_for_but_never_off_site(client):
    register_by_form(client)
    client.post("/logout", data={"csrf_token": csrf_of(client.get("/problems").text)})
    for asked, landed in [("/problems/scale-a-vector", "/problems/scale-a-vector"),
                          ("//evil.example/", "/problems"), ("https://evil.example/", "/problems")]:
        page = client.get("/login", params={"next": asked}).text
        response = client.post("/login", data={"username": "grace", "password": "correct horse battery",
                                               "csrf_token": csrf_of(page), "next": asked}, follow_redirects=False)
        assert response.headers["location"] == landed


def test_the_problem_page_lists_each_example_with_its_answer(client):
    page = client.get("/problems/scale-a-vector").text
    assert "scale(1.0, 2.0, 3.0)</code>" in page and "returns <code>[3.0, 6.0]</code>" in page
