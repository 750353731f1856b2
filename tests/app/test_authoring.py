"""The authors' workbench (app/services/authoring.py, item_analysis.py and their routes): the
index and a problem's page with its hidden cases and our answers, the mistakes table, validate's
report, try code with every value, broken problems shown instead of vanishing, and item
analysis over recorded submissions on SQLite and PostgreSQL."""

from __future__ import annotations

import csv
import io
import shutil

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.services import accounts, submissions
from grader.contract import CaseResult, GradingResult
from tests.utils.factories import FIXTURE_PROBLEMS, PASSWORD, make_user, sync_fixture_problems

ADDS = "def scale(x, y, k):\n    return (x + k, y + k)\n"
CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
SLUG = "scale-a-vector"


def signed_in(app, username: str, role: str) -> TestClient:
    with app.state.platform.database.session() as db:
        accounts.register(db, username, PASSWORD, role=role)
    client = TestClient(app)
    assert client.post("/api/auth/login", json={"username": username, "password": PASSWORD}).status_code == 200
    return client


@pytest.fixture
def app(sqlite_url, make_settings):
    app = create_app(make_settings(sqlite_url))
    with TestClient(app):
        yield app


@pytest.fixture
def author(app) -> TestClient:
    return signed_in(app, "ms.author", "author")


def test_the_index_lists_every_problem_and_the_nav_leads_there(app, author):
    page = author.get("/author")
    assert page.status_code == 200 and f'href="/author/problems/{SLUG}"' in page.text
    assert 'href="/author">Authoring</a>' in author.get("/problems").text
    student = signed_in(app, "a.student", "student")
    assert 'href="/author"' not in student.get("/problems").text
    listed = author.get("/api/author/problems").json()
    assert [p["slug"] for p in listed["problems"]] == [SLUG] and listed["broken"] == []
    assert listed["problems"][0]["named_cases"] == 2 and listed["problems"][0]["mistakes"] == 1


def test_the_problem_page_shows_hidden_cases_with_our_answers_and_the_mistakes(author):
    page = author.get(f"/author/problems/{SLUG}")
    assert page.status_code == 200
    text = page.text
    assert "Return the vector" in text  # the statement, rendered as on the problem page
    assert "negative factor" in text and "[1.0, -2.0, -1.5]" in text and "[-1.5, 3.0]" in text
    assert "adds-instead" in text and "zero factor, negative factor" in text
    view = author.get(f"/api/author/problems/{SLUG}").json()
    named = {c["name"]: c for c in view["hidden_cases"] if c["kind"] == "named"}
    assert named["zero factor"]["expected"] == [0.0, 0.0] and named["negative factor"]["expected"] == [-1.5, 3.0]
    assert sum(c["kind"] == "random" for c in view["hidden_cases"]) == 3
    assert view["mistakes"] == [{"id": "adds-instead", "hint": view["mistakes"][0]["hint"],
                                 "caught_by": ["zero factor", "negative factor"], "shown_with": "zero factor"}]


@pytest.mark.sandbox
def test_try_code_grades_the_hidden_cases_and_shows_every_value(author):
    response = author.post(f"/api/author/problems/{SLUG}/try", json={"code": ADDS, "seed": 7})
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["verdict"] == "wrong_answer" and result["mistake_id"] == "adds-instead" and result["seed"] == 7
    named = {c["name"]: c for c in result["cases"] if c["kind"] == "named"}
    assert named["negative factor"]["args"] == [1.0, -2.0, -1.5]
    assert named["negative factor"]["expected"] == [-1.5, 3.0] and named["negative factor"]["got"] == [-0.5, -3.5]
    assert named["zero factor"]["points_at_mistake"] and named["zero factor"]["ran"]
    assert len(result["cases"]) == 12  # 2 named + 10 random, as a grading
    again = author.post(f"/api/author/problems/{SLUG}/try", json={"code": ADDS, "seed": 7}).json()
    assert [c["args"] for c in again["cases"]] == [c["args"] for c in result["cases"]]  # the seed replays
    accepted = author.post(f"/api/author/problems/{SLUG}/try", json={"code": CORRECT}).json()
    assert accepted["verdict"] == "accepted" and all(c["got"] == c["expected"] for c in accepted["cases"])


@pytest.mark.sandbox
def test_try_code_of_ungradable_code_says_why(author):
    result = author.post(f"/api/author/problems/{SLUG}/try", json={"code": "def other():\n    pass\n"}).json()
    assert result["outcome"] == "ungradable" and "scale" in result["message"] and result["cases"] == []


@pytest.mark.sandbox
def test_validate_reports_on_the_served_version_and_keeps_it(author):
    first = author.post(f"/api/author/problems/{SLUG}/validation", json={})
    assert first.status_code == 200, first.text
    report = first.json()
    assert report["ok"] and any("adds-instead" in note for note in report["notes"])
    view = author.get(f"/api/author/problems/{SLUG}").json()
    assert view["validation"] == report  # kept for the version: the page shows it without running again


def test_a_broken_problem_shows_its_file_field_and_fix(tmp_path, sqlite_url, make_settings):
    root = tmp_path / "problems"
    shutil.copytree(FIXTURE_PROBLEMS, root)
    broken = root / "level-2" / "a-broken-one"
    broken.mkdir()
    (broken / "problem.yaml").write_text("title: A Broken One\nkind: function\n")
    app = create_app(make_settings(sqlite_url, problems_dir=root))
    with TestClient(app):
        author = signed_in(app, "ms.author", "author")
        index = author.get("/api/author/problems").json()
        assert [b["slug"] for b in index["broken"]] == ["a-broken-one"]
        assert index["broken"][0]["path"] == "level-2/a-broken-one/problem.yaml" and index["broken"][0]["fix"]
        assert 'href="/author/problems/a-broken-one"' in author.get("/author").text
        page = author.get("/author/problems/a-broken-one")
        assert page.status_code == 200
        assert "level-2/a-broken-one/problem.yaml" in page.text and index["broken"][0]["field"] in page.text
        assert author.get("/api/author/problems/a-broken-one").status_code == 404
        assert author.get("/author/problems/never-was").status_code == 404


# --- item analysis ------------------------------------------------------------------------------

def _graded(db, user, row, failed_named: set[str], mistake_id: str | None = None):
    """A submission recorded as graded with these named cases failed (and the random ones passed)."""
    submission = submissions.accept(db, user, row, "# any\n")
    claim = submissions.claim(db, submission.id, lease_s=60)
    cases = [CaseResult(name=name, kind="named", passed=name not in failed_named,
                        verdict="wrong_answer" if name in failed_named else "accepted")
             for name in ("zero factor", "negative factor")]
    cases.append(CaseResult(name="random #1", kind="random", passed=True, verdict="accepted"))
    verdict = "wrong_answer" if failed_named else "accepted"
    submissions.record_result(db, claim, GradingResult(
        outcome="graded", verdict=verdict, score=1.0 if not failed_named else 0.5, cases=cases,
        mistake_id=mistake_id, hint="a hint" if mistake_id else None), max_attempts=3)
    return submission


@pytest.fixture
def db_app(database_url, make_settings):
    app = create_app(make_settings(database_url, dispatcher="none"))
    with TestClient(app):
        yield app


def test_item_analysis_counts_cases_mistakes_and_undiagnosed_failures(db_app):
    with db_app.state.platform.database.session() as db:
        row = sync_fixture_problems(db, FIXTURE_PROBLEMS)[SLUG]
        ada, bob, cy = make_user(db), make_user(db), make_user(db)
        _graded(db, ada, row, {"zero factor", "negative factor"}, mistake_id="adds-instead")
        _graded(db, ada, row, {"negative factor"})
        lost = _graded(db, bob, row, {"negative factor"})
        _graded(db, ada, row, set())
        _graded(db, cy, row, {"zero factor"}, mistake_id="slip:sign-flipped")
    author = signed_in(db_app, "ms.author", "author")
    analysis = author.get(f"/api/author/problems/{SLUG}/analysis").json()
    assert analysis["graded_in_window"] == 5 and analysis["failed_in_window"] == 4
    shares = {c["name"]: (c["failed"], c["share"]) for c in analysis["cases"]}
    assert shares == {"zero factor": (2, 0.4), "negative factor": (3, 0.6)}
    mistakes = {m["id"]: (m["times"], m["listed"]) for m in analysis["mistakes"]}
    assert mistakes == {"adds-instead": (1, True), "slip:sign-flipped": (1, False)}
    assert analysis["undiagnosed"] == 2 and lost.id in analysis["undiagnosed_examples"]
    assert analysis["learners"] == 3 and analysis["solvers"] == 1
    assert analysis["median_attempts"] == 1.0 and analysis["median_attempts_of_solvers"] == 3.0
    page = author.get(f"/author/problems/{SLUG}").text
    assert f'href="/submissions/{lost.id}"' in page and "60.0%" in page
    exported = author.get(f"/api/author/problems/{SLUG}/analysis.csv")
    assert exported.headers["content-type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(exported.text)))
    assert rows[0] == ["section", "name", "count", "share", "detail"]
    assert ["case", "negative factor", "3", "0.6", "A negative factor flips the vector."] in rows


def test_item_analysis_reads_only_the_latest_window(db_app, monkeypatch):
    from app.services import item_analysis

    monkeypatch.setattr(item_analysis, "WINDOW", 2)
    with db_app.state.platform.database.session() as db:
        row = sync_fixture_problems(db, FIXTURE_PROBLEMS)[SLUG]
        ada = make_user(db)
        _graded(db, ada, row, {"zero factor"})
        _graded(db, ada, row, {"negative factor"})
        _graded(db, ada, row, set())
    author = signed_in(db_app, "ms.author", "author")
    analysis = author.get(f"/api/author/problems/{SLUG}/analysis").json()
    assert analysis["graded_in_window"] == 2 and analysis["window"] == 2
    assert {c["name"]: c["failed"] for c in analysis["cases"]} == {"zero factor": 0, "negative factor": 1}
