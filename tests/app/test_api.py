"""The public JSON API end to end: real sandbox, real database (SQLite and PostgreSQL)."""

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from tests.utils.client import sign_up, submit

CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
ADDS = "def scale(x, y, k):\n    return (x + k, y + k)\n"
pytestmark = pytest.mark.sandbox


@pytest.fixture
def settings(database_url, make_settings):
    return make_settings(database_url)


@pytest.fixture
def client(settings):
    with TestClient(create_app(settings)) as client:
        yield client


def test_sign_up_sign_in_sign_out(client):
    sign_up(client, "ada")
    assert client.get("/api/me/progress").status_code == 200
    assert client.post("/api/auth/logout", json={}).status_code == 204
    assert client.get("/api/me/progress").status_code == 401
    wrong = client.post("/api/auth/login", json={"username": "ada", "password": "nope nope nope"})
    assert wrong.status_code == 401 and wrong.json()["detail"]
    assert client.post("/api/auth/login", json={"username": "ada", "password": "correct horse battery"}).status_code == 200
    assert client.get("/api/me/progress").status_code == 200


def test_session_cookie_is_httponly_and_lax(client):
    response = client.post("/api/auth/register", json={"username": "cookie", "password": "long enough pw"})
    cookie = response.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie


@pytest.mark.parametrize("body, status", [
    ({"username": "ada", "password": "correct horse battery"}, 409),
    ({"username": "x", "password": "correct horse battery"}, 422),
    ({"username": "bob", "password": "short"}, 422),
    ({"username": "bob"}, 422),
])
def test_bad_registrations_get_a_reason(client, body, status):
    sign_up(client, "ada")
    response = client.post("/api/auth/register", json=body)
    assert response.status_code == status and response.json()["detail"]


def test_problems_are_listed_and_detailed(client):
    listed = client.get("/api/problems").json()
    assert {"slug": "scale-a-vector", "title": "Scale a Vector", "level": 2, "topic": "Test fixtures",
            "required": True, "kind": "function", "solved": False, "attempts": 0}.items() == listed[0].items()
    detail = client.get("/api/problems/scale-a-vector").json()
    assert detail["entry_point"] == "scale" and "$k$" in detail["statement"]
    assert detail["examples"][0]["args"] == [1.0, 2.0, 3.0]
    # what the learner may see, and nothing of the hidden cases or mistakes
    assert set(detail) == {"slug", "title", "level", "topic", "kind", "required", "entry_point", "statement",
                           "starter", "examples"}


def test_bad_requests_get_clear_4xx(client):
    code = {"code": CORRECT}
    assert client.post("/api/problems/scale-a-vector/submissions", json=code).status_code == 401
    assert client.post("/api/problems/scale-a-vector/run", json=code).status_code == 401
    sign_up(client, "ada")
    assert client.get("/api/problems/no-such-problem").status_code == 404
    assert client.post("/api/problems/no-such-problem/submissions", json=code).status_code == 404
    form = client.post("/api/problems/scale-a-vector/submissions", data={"code": CORRECT})
    assert form.status_code == 415
    broken = client.post("/api/problems/scale-a-vector/submissions", content=b"{not json",
                         headers={"content-type": "application/json"})
    assert broken.status_code == 422
    assert client.post("/api/problems/scale-a-vector/submissions", json={"source": CORRECT}).status_code == 422
    huge = client.post("/api/problems/scale-a-vector/submissions", json={"code": "#" * 70_000})
    assert huge.status_code == 413 and "KiB" in huge.json()["detail"]
    enormous = client.post("/api/problems/scale-a-vector/submissions", json={"code": "#" * 2_000_000})
    assert enormous.status_code == 413
    assert client.get("/api/submissions/99999").status_code == 404
    assert client.get("/api/submissions/99999999999999999999").status_code == 422


def test_a_correct_submission_is_accepted_and_progress_is_stored(client):
    sign_up(client, "ada")
    result = submit(client, "scale-a-vector", CORRECT)
    assert (result["status"], result["verdict"], result["score"]) == ("graded", "accepted", 1.0)
    assert len(result["cases"]) == 12 and all(case["passed"] for case in result["cases"])
    progress = client.get("/api/me/progress").json()
    assert progress["problems"][0] == {"slug": "scale-a-vector", "attempts": 1, "solved": True, "best_score": 1.0}
    assert progress["levels"] == [{"level": 2, "name": "Level 2 · Motion", "path": ["scale-a-vector"], "path_done": 1,
                                   "solved": 1, "total": 1}]
    assert client.get("/api/problems").json()[0]["solved"] is True


def test_a_wrong_submission_names_the_failing_case_and_gives_the_hint(client):
    sign_up(client, "ada")
    result = submit(client, "scale-a-vector", ADDS)
    assert result["verdict"] == "wrong_answer" and result["mistake_id"] == "adds-instead"
    assert "Scaling multiplies" in result["hint"]
    zero = next(case for case in result["cases"] if case["name"] == "zero factor")
    assert not zero["passed"] and zero["args"] is None and zero["expected"] is None
    assert zero["checks"] == "Multiplying by zero gives the zero vector."
    assert zero["message"] == "A number differs at [0]." and "0.0" not in zero["message"]


def test_code_that_does_not_parse_is_ungradable_and_not_charged(client):
    sign_up(client, "ada")
    result = submit(client, "scale-a-vector", "def scale(x, y, k):\n    return (k * x,\n")
    assert result["status"] == "ungradable" and result["verdict"] is None
    assert "line" in result["message"]
    assert client.get("/api/me/progress").json()["problems"][0]["attempts"] == 0


def test_run_checks_the_visible_examples_with_stdout_and_plots(client):
    sign_up(client, "ada")
    code = ("print('loading')\nplot([0, 1], [0, 2], label='arm')\n"
            "def scale(x, y, k):\n    print('scaling', k)\n    return (x + k, y + k)\n")
    run = client.post("/api/problems/scale-a-vector/run", json={"code": code}).json()
    assert run["outcome"] == "graded" and run["stdout"] == "loading\n"
    assert run["plots"][0]["xs"] == [0, 1] and run["plots"][0]["label"] == "arm"
    first = run["examples"][0]
    assert (first["expected"], first["got"], first["passed"]) == ([3.0, 6.0], [4.0, 5.0], False)
    assert first["stdout"] == "scaling 3.0\n"


def test_learners_cannot_see_each_others_submissions(client):
    sign_up(client, "ada")
    mine = submit(client, "scale-a-vector", CORRECT)
    client.post("/api/auth/logout", json={})
    sign_up(client, "eve")
    assert client.get(f"/api/submissions/{mine['id']}").status_code == 404


def test_progress_survives_a_restart(settings):
    with TestClient(create_app(settings)) as client:
        sign_up(client, "ada")
        submit(client, "scale-a-vector", CORRECT)
        cookies = dict(client.cookies)
    with TestClient(create_app(settings), cookies=cookies) as client:
        assert client.get("/api/me/progress").json()["problems"][0]["solved"] is True


def test_openapi_is_served(client):
    assert client.get("/docs").status_code == 200
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/problems", "/api/problems/{slug}/submissions", "/api/submissions/{submission_id}"} <= set(paths)


@pytest.mark.parametrize("path, body", [
    ("/api/auth/register", '{"username": "ada\\ud800", "password": "correct horse battery"}'),
    ("/api/auth/register", '{"username": "ada", "password": "\\ud800\\ud800\\ud800\\ud800\\ud800\\ud800\\ud800\\ud800"}'),
    ("/api/auth/login", '{"username": "ada", "password": "\\udfff"}'),
    ("/api/auth/login", '{"username": 12, "password": []}'),
    ("/api/auth/register", '[]'),
    ("/api/auth/register", 'null'),
    ("/api/problems/scale-a-vector/submissions", '{"code": "def scale(x, y, k):\\n    return \\"\\ud800\\""}'),
    ("/api/problems/scale-a-vector/run", '{"code": 42}'),
])
def test_malformed_input_gets_a_4xx_never_a_500(client, path, body):
    sign_up(client, "eve")
    response = client.post(path, content=body.encode(), headers={"content-type": "application/json"})
    assert 400 <= response.status_code < 500, response.text
    assert response.json()["detail"]


def test_code_with_a_nul_byte_is_ungradable_with_a_reason(client):
    sign_up(client, "eve")
    run = client.post("/api/problems/scale-a-vector/run", json={"code": "def scale(x, y, k):\x00\n"}).json()
    assert run["outcome"] == "ungradable" and "null bytes" in run["message"]
