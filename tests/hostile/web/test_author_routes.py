"""The authors' routes under attack, on the app in its production settings: a student or a
teacher never gets hidden cases, our answers, try code or item analysis; try code's code is
hostile and runs in the grading sandbox, which holds no reference and no project file; bad slugs
are 404s, oversized or malformed code a 413 or 422 with a reason, and try code is rate-limited
as Run is."""

from __future__ import annotations

import json

import pytest

from app.config import PROJECT_ROOT
from app.main import create_app
from tests.hostile.web.conftest import browser, with_account

SLUG = "scale-a-vector"
HIDDEN_ANSWER = "-1.5, 3.0"  # the answer of the named case "negative factor"; never a learner's to see
HIDDEN_INPUT = "1.0, -2.0, -1.5"
API_READS = ["/api/author/problems", f"/api/author/problems/{SLUG}", f"/api/author/problems/{SLUG}/analysis",
             f"/api/author/problems/{SLUG}/analysis.csv"]
API_POSTS = [f"/api/author/problems/{SLUG}/try", f"/api/author/problems/{SLUG}/validation"]
PAGES = ["/author", f"/author/problems/{SLUG}"]
CODE = {"code": "def scale(x, y, k):\n    return (k * x, k * y)\n"}


@pytest.mark.parametrize("role", ["student", "teacher"])
def test_learners_and_teachers_get_nothing_of_an_authors(production_app, role):
    client = with_account(production_app, f"not.an.author.{role}", role)
    for path in API_READS:
        response = client.get(path)
        assert response.status_code == 403, path
        assert HIDDEN_ANSWER not in response.text and HIDDEN_INPUT not in response.text
    for path in API_POSTS:
        response = client.post(path, json=CODE)
        assert response.status_code == 403, path
        assert HIDDEN_ANSWER not in response.text
    for path in PAGES:
        page = client.get(path, headers={"Accept": "text/html"})
        assert page.status_code == 404, path
        assert HIDDEN_ANSWER not in page.text and "negative factor" not in page.text
    problem_page = client.get(f"/problems/{SLUG}").text
    assert HIDDEN_ANSWER not in problem_page and 'href="/author"' not in problem_page


def test_anonymous_is_sent_to_sign_in(production_app):
    client = browser(production_app)
    for path in API_READS:
        assert client.get(path).status_code == 401, path
    for path in API_POSTS:
        assert client.post(path, json=CODE).status_code == 401, path
    for path in PAGES:
        response = client.get(path, follow_redirects=False)
        assert response.status_code == 303 and response.headers["location"] == f"/login?next={path}"


@pytest.mark.parametrize("slug", ["no-such-problem", "..%2F..%2Fetc", "%00", "SCALE-A-VECTOR", "a" * 300,
                                  "scale-a-vector%20", "%E2%80%AE"])
def test_bad_slugs_are_not_found(production_app, slug):
    author = with_account(production_app, "ms.author", "author")
    assert author.get(f"/api/author/problems/{slug}").status_code == 404
    assert author.get(f"/api/author/problems/{slug}/analysis").status_code == 404
    assert author.post(f"/api/author/problems/{slug}/try", json=CODE).status_code == 404
    assert author.get(f"/author/problems/{slug}", headers={"Accept": "text/html"}).status_code == 404


@pytest.mark.parametrize("body, status, reason", [
    ({"code": "x = 1\n" * 20_000}, 413, "KiB"),
    ({"code": "def scale(x, y, k):\n    return '\ud800'\n"}, 422, "Unicode"),
    ({"code": CODE["code"], "seed": -1}, 422, "seed"),
    ({"code": CODE["code"], "seed": 2**40}, 422, "seed"),
    ({"code": 12}, 422, "string"),
    ({}, 422, "required"),
])
def test_malformed_try_code_gets_a_reason(production_app, body, status, reason):
    author = with_account(production_app, "ms.author", "author")
    response = author.post(f"/api/author/problems/{SLUG}/try", content=json.dumps(body),  # \ud800 escaped
                           headers={"Content-Type": "application/json"})
    assert response.status_code == status, response.text
    assert reason.lower() in str(response.json()["detail"]).lower()


def test_a_body_past_the_limit_is_refused_before_it_is_read(production_app):
    author = with_account(production_app, "ms.author", "author")
    response = author.post(f"/api/author/problems/{SLUG}/try", content=b'{"code": "' + b"x" * (2 << 20) + b'"}',
                           headers={"Content-Type": "application/json"})
    assert response.status_code == 413


def test_try_code_needs_json(production_app):
    author = with_account(production_app, "ms.author", "author")
    response = author.post(f"/api/author/problems/{SLUG}/try", data={"code": CODE["code"]})
    assert response.status_code == 415


READ_REFERENCE = f"""
import os
def scale(x, y, k):
    found = []
    for path in ({str(PROJECT_ROOT / 'tests/utils/problems/level-2/scale-a-vector/reference.py')!r},
                 {str(PROJECT_ROOT / 'app/config.py')!r}, '/proc/1/environ'):
        try:
            found.append(open(path).read()[:200])
        except Exception as exc:
            found.append(type(exc).__name__)
    try:
        import grader.cases
        found.append('grader importable')
    except ImportError:
        found.append('no grader')
    found.append(sorted(k for k in os.environ if 'SECRET' in k or 'DATABASE' in k))
    return found
"""


@pytest.mark.sandbox
def test_hostile_try_code_sees_no_reference_no_files_no_secrets(production_app):
    author = with_account(production_app, "ms.author", "author")
    response = author.post(f"/api/author/problems/{SLUG}/try", json={"code": READ_REFERENCE, "seed": 3})
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["outcome"] == "graded" and result["verdict"] == "wrong_answer"
    got = result["cases"][0]["got"]
    assert got[0] in ("FileNotFoundError", "PermissionError") and got[1] in ("FileNotFoundError", "PermissionError")
    assert got[3] == "no grader" and got[4] == []
    assert "def scale" not in response.text and "k" * 48 not in response.text


@pytest.mark.sandbox
def test_an_endless_loop_is_a_time_limit_not_a_stuck_request(production_app):
    author = with_account(production_app, "ms.author", "author")
    result = author.post(f"/api/author/problems/{SLUG}/try",
                         json={"code": "def scale(x, y, k):\n    while True:\n        pass\n"}).json()
    assert result["verdict"] == "time_limit"
    assert any(not case["ran"] for case in result["cases"])  # the values run stops at the first time limit


@pytest.fixture
def tight_app(production_settings):
    from fastapi.testclient import TestClient

    app = create_app(production_settings.model_copy(update={"runs_per_minute": 2}))
    with TestClient(app, base_url="https://practice.example.edu"):
        yield app


@pytest.mark.sandbox
def test_try_code_is_rate_limited_as_run_is(tight_app):
    author = with_account(tight_app, "ms.author", "author")
    for _ in range(2):
        assert author.post(f"/api/author/problems/{SLUG}/try", json=CODE).status_code == 200
    limited = author.post(f"/api/author/problems/{SLUG}/try", json=CODE)
    assert limited.status_code == 429 and limited.headers["Retry-After"] and limited.json()["detail"]
