"""Classes, join codes, dashboards and exports, and who may see what."""

import csv
import io
import json
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.models import User, utcnow
from app.services import accounts, classes, dashboard
from tests.utils.factories import make_user, sync_fixture_problems
from tests.utils.grading import record
from tests.conftest import FIXTURE_PROBLEMS


@pytest.fixture
def world(database_url, make_settings):
    """An app with a teacher, their class of two students, another teacher, another student and
    an admin, each with a signed-in client."""
    app = create_app(make_settings(database_url))
    with TestClient(app) as anonymous:
        platform = app.state.platform
        with platform.database.session() as db:
            people = {name: make_user(db, name, role) for name, role in [
                ("teacher", "teacher"), ("other_teacher", "teacher"), ("admin", "admin"),
                ("student", "student"), ("classmate", "student"), ("outsider", "student")]}
            problems = sync_fixture_problems(db, FIXTURE_PROBLEMS)
            classroom = classes.create_class(db, people["teacher"], "Robotics 101")
            for name in ("student", "classmate"):
                classes.join(db, people[name], classroom.join_code)
            clients = {name: TestClient(app, cookies={"session": accounts.start_session(db, user, 1)})
                       for name, user in people.items()}
        clients["anonymous"] = anonymous
        yield {"app": app, "db": platform.database, "people": people, "class": classroom,
               "problem": problems["scale-a-vector"], "clients": clients}


def test_a_teacher_creates_a_class_and_students_join_with_the_code(world):
    teacher, student = world["clients"]["teacher"], world["clients"]["outsider"]
    made = teacher.post("/api/classes", json={"name": "Evening class"})
    assert made.status_code == 201
    code = made.json()["join_code"]
    assert len(code) == 8 and code.isalnum()
    joined = student.post("/api/classes/join", json={"join_code": code.lower()[:4] + "-" + code.lower()[4:]})
    assert joined.status_code == 200 and joined.json() == {"id": made.json()["id"], "name": "Evening class", "time_zone": "UTC",
                                                           "join_code": None}
    assert student.post("/api/classes/join", json={"join_code": code}).status_code == 200  # twice is fine
    assert [c["name"] for c in student.get("/api/classes").json()] == ["Evening class"]
    assert student.post("/api/classes/join", json={"join_code": "NOPE1234"}).status_code == 404


@pytest.mark.parametrize("who, create, join", [
    ("anonymous", 401, 401), ("student", 403, 200), ("teacher", 201, 403), ("admin", 201, 403),
])
def test_who_may_create_and_join(world, who, create, join):
    client = world["clients"][who]
    assert client.post("/api/classes", json={"name": "x"}).status_code == create
    assert client.post("/api/classes/join", json={"join_code": world["class"].join_code}).status_code == join


CLASS_ROUTES = ["/api/classes/{c}/dashboard", "/api/classes/{c}/export.csv", "/api/classes/{c}/students/{s}"]


@pytest.mark.parametrize("route", CLASS_ROUTES)
@pytest.mark.parametrize("who, status", [
    ("anonymous", 401), ("student", 404), ("outsider", 404), ("other_teacher", 404), ("teacher", 200),
    ("admin", 200),
])
def test_only_the_classes_teacher_and_admins_see_its_work(world, route, who, status):
    url = route.format(c=world["class"].id, s=world["people"]["student"].id)
    assert world["clients"][who].get(url).status_code == status


@pytest.mark.parametrize("who, status", [
    ("anonymous", 401), ("student", 200), ("classmate", 404), ("outsider", 404), ("other_teacher", 404),
    ("teacher", 200), ("admin", 200),
])
def test_a_submission_is_seen_by_its_owner_their_teacher_and_admins(world, who, status):
    with world["db"].session() as db:
        submission = record(db, world["people"]["student"], world["problem"], "wrong_answer")
    assert world["clients"][who].get(f"/api/submissions/{submission.id}").status_code == status
    page = world["clients"][who].get(f"/submissions/{submission.id}", follow_redirects=False)
    assert page.status_code == {401: 303}.get(status, status)


def test_a_student_outside_the_class_is_not_in_its_detail(world):
    url = f"/api/classes/{world['class'].id}/students/{world['people']['outsider'].id}"
    assert world["clients"]["teacher"].get(url).status_code == 404


def test_the_dashboard_shows_exactly_the_class_work(world):
    people, problem = world["people"], world["problem"]
    start = utcnow() - timedelta(hours=3)
    with world["db"].session() as db:
        record(db, people["student"], problem, "wrong_answer", mistake_id="adds-instead", hint="h", at=start)
        record(db, people["student"], problem, "wrong_answer", mistake_id="adds-instead", hint="h",
               at=start + timedelta(minutes=10))
        record(db, people["student"], problem, "accepted", at=start + timedelta(minutes=30))
        record(db, people["classmate"], problem, "wrong_answer", at=start + timedelta(hours=2))
        record(db, people["outsider"], problem, "accepted", at=start)
    board = world["clients"]["teacher"].get(f"/api/classes/{world['class'].id}/dashboard").json()
    from app.routes.api_classes import DashboardOut  # documented in /docs, sent as plain JSON: the same shape
    assert DashboardOut.model_validate(board).model_dump(mode="json", by_alias=True) == board
    assert [s["username"] for s in board["students"]] == ["classmate", "student"]
    by_name = {s["username"]: s for s in board["students"]}
    assert by_name["student"]["cells"] == ["solved"] and by_name["student"]["attempts"] == [3]
    assert by_name["classmate"]["cells"] == ["tried"]
    assert by_name["student"]["paths"] == [{"level": "2", "name": "Level 2 · Motion", "done": 1, "total": 1}]
    stats = board["problem_stats"][0]
    assert (stats["students_tried"], stats["students_solved"], stats["solve_rate"]) == (2, 1, 0.5)
    assert stats["median_attempts"] == 3 and stats["median_time_to_solve_s"] == 30 * 60
    assert [(m["id"], m["title"], m["hint"], m["count"]) for m in stats["mistakes"]] == [
        ("adds-instead", "Adds instead", "h", 2)]
    # All time the board reads the kept aggregates; a window reads the submissions: they agree.
    wide = {"since": (start - timedelta(days=1)).isoformat()}
    windowed = world["clients"]["teacher"].get(f"/api/classes/{world['class'].id}/dashboard", params=wide).json()
    assert windowed["students"] == board["students"]
    assert windowed["problem_stats"] == board["problem_stats"]

    window = {"since": (start + timedelta(hours=1)).isoformat()}
    later = world["clients"]["teacher"].get(f"/api/classes/{world['class'].id}/dashboard", params=window).json()
    assert {s["username"]: s["cells"] for s in later["students"]} == {"classmate": ["tried"], "student": ["untouched"]}
    assert later["problem_stats"][0]["mistakes"] == []
    bad = {"since": start.isoformat(), "until": (start - timedelta(hours=1)).isoformat()}
    assert world["clients"]["teacher"].get(f"/api/classes/{world['class'].id}/dashboard", params=bad).status_code == 422


def test_the_export_is_a_csv_of_the_same_work(world):
    with world["db"].session() as db:
        record(db, world["people"]["student"], world["problem"], "accepted")
    response = world["clients"]["teacher"].get(f"/api/classes/{world['class'].id}/export.csv")
    assert response.headers["content-type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(response.text)))
    assert [(r["student"], r["problem"], r["status"], r["attempts"]) for r in rows] == [
        ("classmate", "scale-a-vector", "untouched", "0"), ("student", "scale-a-vector", "solved", "1")]


def test_the_student_detail_lists_every_submission_with_its_code_and_feedback(world):
    with world["db"].session() as db:
        record(db, world["people"]["student"], world["problem"], "wrong_answer", mistake_id="adds-instead",
               hint="Scaling multiplies")
    detail = world["clients"]["teacher"].get(
        f"/api/classes/{world['class'].id}/students/{world['people']['student'].id}").json()
    assert detail["student"]["username"] == "student"
    [submission] = detail["submissions"]
    assert submission["verdict"] == "wrong_answer" and submission["hint"] == "Scaling multiplies"
    assert submission["code"] == "# wrong_answer\n"
    assert detail["levels"][0]["path_total"] == 1
    with world["db"].session() as db:  # typed (StudentDetailOut in /docs), nothing dropped
        assert detail == json.loads(json.dumps(dashboard.student_detail(db, db.get(User, world["people"]["student"].id))))


def test_the_class_pages_follow_the_same_rules(world):
    class_id, student_id = world["class"].id, world["people"]["student"].id
    for who, status in [("teacher", 200), ("admin", 200), ("other_teacher", 404), ("student", 404)]:
        client = world["clients"][who]
        assert client.get(f"/classes/{class_id}").status_code == status
        assert client.get(f"/classes/{class_id}/students/{student_id}").status_code == status
    assert world["clients"]["anonymous"].get(f"/classes/{class_id}", follow_redirects=False).status_code == 303
    board = world["clients"]["teacher"].get(f"/classes/{class_id}", params={"since": "2020-01-01"}).text
    assert "Robotics 101" in board and "classmate" in board and world["class"].join_code in board
    assert "export.csv?since=2020-01-01T00%3A00%3A00%2B00%3A00" in board


@pytest.mark.parametrize("who, status", [("admin", 200), ("teacher", 404), ("student", 404)])
def test_only_admins_manage_accounts(world, who, status):
    assert world["clients"][who].get("/admin/users").status_code == status


def test_an_admin_creates_a_teacher_account_on_the_accounts_page(world):
    admin = world["clients"]["admin"]
    page = admin.get("/admin/users").text
    token = page.split('name="csrf_token" value="')[1].split('"')[0]
    made = admin.post("/admin/users", data={"username": "mr.babbage", "password": "difference engine",
                                            "role": "teacher", "csrf_token": token}, follow_redirects=False)
    assert made.status_code == 303
    assert "mr.babbage" in admin.get("/admin/users").text
    login = world["clients"]["anonymous"].post("/api/auth/login", json={"username": "mr.babbage",
                                                                        "password": "difference engine"})
    assert login.status_code == 200 and login.json()["role"] == "teacher"
    teacher = world["clients"]["teacher"]
    teacher_token = teacher.get("/classes").text.split('name="csrf_token" value="')[1].split('"')[0]
    refused = teacher.post("/admin/users", data={"username": "sneaky", "password": "difference engine",
                                                 "role": "admin", "csrf_token": teacher_token})
    assert refused.status_code == 404
