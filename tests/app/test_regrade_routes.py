"""Regrading through the API and the pages, in-process with the local pool: an author previews and
regrades after a reference fix; students and teachers are refused; the learner whose solve a
regrade took away reads it on the problem's and the submission's page, and their progress follows."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from tests.app.test_authoring import signed_in
from tests.utils.client import submit
from tests.utils.problem_files import copy_fixture

pytestmark = pytest.mark.sandbox

SLUG = "scale-a-vector"
CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
LIKE_THE_BUG = "def scale(x, y, k):\n    return (k * x, k * x)\n"


@pytest.fixture
def fixed(sqlite_url, make_settings, tmp_path):
    """Two learners graded against a reference with a bug; then the fix on disk and the app restarted."""
    root = tmp_path / "problems"
    reference = copy_fixture(root) / "reference.py"
    good = reference.read_text()
    reference.write_text(good.replace("return (k * x, k * y)", "return (k * x, k * x)"))
    settings = make_settings(sqlite_url, problems_dir=root)
    app = create_app(settings)
    with TestClient(app):
        ada, bob = signed_in(app, "ada", "student"), signed_in(app, "bob", "student")
        assert submit(ada, SLUG, CORRECT)["verdict"] == "wrong_answer"
        assert submit(bob, SLUG, LIKE_THE_BUG)["verdict"] == "accepted"
    reference.write_text(good)
    app = create_app(settings)
    with TestClient(app):
        yield app


def _follow(client: TestClient, run: dict, timeout_s: float = 30.0) -> dict:
    deadline = time.monotonic() + timeout_s
    while not run["finished"]:
        assert time.monotonic() < deadline, run
        time.sleep(0.05)
        run = client.get(f"/api/author/problems/{SLUG}/regrades/{run['id']}").json()
    return run


def _login(app, username: str) -> TestClient:
    from tests.utils.factories import PASSWORD

    client = TestClient(app)
    assert client.post("/api/auth/login", json={"username": username, "password": PASSWORD}).status_code == 200
    return client


def test_an_author_previews_then_regrades_and_the_learner_is_told(fixed):
    author = signed_in(fixed, "ms.author", "author")
    page = author.get(f"/author/problems/{SLUG}")
    assert 'id="regrade-offer"' in page.text and "<strong>2</strong> final submissions" in page.text
    assert author.get(f"/api/author/problems/{SLUG}/regrades").json()["outdated"] == 2

    started = author.post(f"/api/author/problems/{SLUG}/regrades", json={"dry_run": True})
    assert started.status_code == 202, started.text
    preview = _follow(author, started.json())
    assert (preview["total"], preview["changed"], preview["gained"], preview["lost"]) == (2, 2, 1, 1)
    bob = _login(fixed, "bob")
    assert "no longer counts as solved" not in bob.get(f"/problems/{SLUG}").text  # a preview changes nothing

    regrade = _follow(author, author.post(f"/api/author/problems/{SLUG}/regrades", json={"dry_run": False}).json())
    assert [regrade[key] for key in ("total", "changed", "gained", "lost", "transitions")] == [
        preview[key] for key in ("total", "changed", "gained", "lost", "transitions")]
    assert {(c["username"], c["before"], c["after"]) for c in regrade["whose"]} == {
        ("ada", "wrong_answer", "accepted"), ("bob", "accepted", "wrong_answer")}

    problem_page = bob.get(f"/problems/{SLUG}").text
    assert "no longer counts as solved" in problem_page and 'id="solved-badge"' not in problem_page
    [submission] = [c["submission_id"] for c in regrade["whose"] if c["username"] == "bob"]
    assert "accepted → wrong answer" in bob.get(f"/submissions/{submission}").text
    mine = {p["slug"]: p for p in bob.get("/api/me/progress").json()["problems"]}
    assert mine[SLUG]["solved"] is False
    ada = _login(fixed, "ada")
    assert {p["slug"]: p for p in ada.get("/api/me/progress").json()["problems"]}[SLUG]["solved"] is True
    assert author.post(f"/api/author/problems/{SLUG}/regrades", json={"dry_run": False}).status_code == 409


def test_only_authors_and_admins_regrade(fixed):
    for role in ("student", "teacher"):
        client = signed_in(fixed, f"a.{role}", role)
        assert client.get(f"/api/author/problems/{SLUG}/regrades").status_code == 403
        assert client.post(f"/api/author/problems/{SLUG}/regrades", json={"dry_run": True}).status_code == 403
        assert client.get(f"/api/author/problems/{SLUG}/regrades/1").status_code == 403
    anonymous = TestClient(fixed)
    assert anonymous.post(f"/api/author/problems/{SLUG}/regrades", json={"dry_run": True}).status_code == 401
    admin = signed_in(fixed, "an.admin", "admin")
    assert admin.get("/api/author/problems/no-such/regrades").status_code == 404
    assert admin.get(f"/api/author/problems/{SLUG}/regrades/999").status_code == 404
    assert admin.post(f"/api/author/problems/{SLUG}/regrades", json={"dry_run": True, "sample": 0}).status_code == 422
    assert admin.post(f"/api/author/problems/{SLUG}/regrades", content="dry_run=1",
                      headers={"Content-Type": "application/x-www-form-urlencoded"}).status_code == 415
