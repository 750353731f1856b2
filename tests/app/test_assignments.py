"""Assignments: dates in the class's time zone, late rules, extensions, the record of changes, the
gradebook's numbers against recorded submissions, and who may do what."""

import csv
import io
import uuid
from datetime import datetime, timedelta, timezone

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.models import ProblemRow
from app.services import accounts, classes
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.factories import make_user, sync_fixture_problems
from tests.utils.grading import record

DUE = datetime(2026, 12, 10, 17, 0)  # the class's wall clock: 17:00 in Berlin is 16:00 UTC in December


@pytest.fixture
def world(database_url, make_settings):
    """A teacher's Berlin class of two students with two problems (one of Level 2, one extra of
    Level 9), another teacher, an outsider; a signed-in client each."""
    app = create_app(make_settings(database_url))
    with TestClient(app) as anonymous:
        with app.state.platform.database.session() as db:
            people = {name: make_user(db, name, role) for name, role in [
                ("teacher", "teacher"), ("other_teacher", "teacher"), ("student", "student"),
                ("classmate", "student"), ("outsider", "student")]}
            problems = sync_fixture_problems(db, FIXTURE_PROBLEMS)
            extra = ProblemRow(uuid=str(uuid.uuid4()), slug="the-extra-one", title="The Extra One", level="9",
                               topic="Extras", required=True, kind="function", version="v1", position=99)
            db.add(extra)
            db.commit()
            classroom = classes.create_class(db, people["teacher"], "Robotics 101", "Europe/Berlin")
            for name in ("student", "classmate"):
                classes.join(db, people[name], classroom.join_code)
            clients = {name: TestClient(app, cookies={"session": accounts.start_session(db, user, 1)})
                       for name, user in people.items()}
            problems["the-extra-one"] = extra
        clients["anonymous"] = anonymous
        yield {"db": app.state.platform.database, "people": people, "class": classroom, "problems": problems,
               "clients": clients}


def _make(world, **overrides):
    body = {"title": "Week 1", "source": "problems", "problems": ["scale-a-vector", "the-extra-one"],
            "opens_at": "2026-12-01T09:00", "due_at": DUE.isoformat(), "late_rule": "mark", **overrides}
    return world["clients"]["teacher"].post(f"/api/classes/{world['class'].id}/assignments", json=body)


def _submit(world, who: str, slug: str, verdict: str, at: datetime, score: float | None = None):
    with world["db"].session() as db:
        people = {u: accounts.find_user(db, u) for u in (who,)}
        problem = db.get(ProblemRow, world["problems"][slug].id)
        record(db, people[who], problem, verdict, at=at, score=score)


def _utc(hour: int, minute: int = 0, day: int = 10) -> datetime:
    return datetime(2026, 12, day, hour, minute, tzinfo=timezone.utc)


def test_dates_are_entered_and_shown_in_the_class_time_zone(world):
    made = _make(world)
    assert made.status_code == 201, made.text
    body = made.json()
    assert body["due_at"] == "2026-12-10T17:00:00+01:00" and body["opens_at"] == "2026-12-01T09:00:00+01:00"
    assert body["time_zone"] == "Europe/Berlin" and body["source"] == "problems"
    offset = _make(world, due_at="2026-12-10T16:00:00Z").json()  # an explicit offset is kept as given
    assert offset["due_at"] == "2026-12-10T17:00:00+01:00"


def test_a_submission_after_the_due_date_is_late_and_the_late_rules_differ(world):
    ids = {rule: _make(world, title=rule, late_rule=rule, late_factor=0.5).json()["id"]
           for rule in ("accept", "mark", "reduce")}
    _submit(world, "student", "scale-a-vector", "accepted", _utc(15, 59))  # a minute early (16:00 UTC due)
    _submit(world, "student", "the-extra-one", "wrong_answer", _utc(15, 0))
    _submit(world, "student", "the-extra-one", "accepted", _utc(16, 1))  # a minute late
    teacher = world["clients"]["teacher"]
    rows = {rule: teacher.get(f"/api/assignments/{ident}/gradebook").json()["students"] for rule, ident in ids.items()}
    mine = {rule: next(r for r in book if r["username"] == "student") for rule, book in rows.items()}
    assert mine["accept"]["cells"]["the-extra-one"] == {"score": 1.0, "late": False, "solved": True, "attempts": 2}
    assert mine["accept"]["score_percent"] == 100.0 and not mine["accept"]["late"]
    assert mine["mark"]["score_percent"] == 100.0 and mine["mark"]["late"]
    assert mine["mark"]["cells"]["the-extra-one"]["late"] and not mine["mark"]["cells"]["scale-a-vector"]["late"]
    assert mine["reduce"]["cells"]["the-extra-one"]["score"] == 0.5 and mine["reduce"]["score_percent"] == 75.0
    assert not mine["reduce"]["cells"]["the-extra-one"]["solved"]
    classmate = next(r for r in rows["mark"] if r["username"] == "classmate")
    assert classmate["score_percent"] == 0.0 and classmate["solved"] == 0 and classmate["of"] == 2


def test_the_best_score_counts_and_a_better_on_time_score_beats_a_reduced_late_one(world):
    ident = _make(world, late_rule="reduce", late_factor=0.5).json()["id"]
    _submit(world, "student", "scale-a-vector", "wrong_answer", _utc(10), score=0.6)
    _submit(world, "student", "scale-a-vector", "wrong_answer", _utc(11), score=0.2)
    _submit(world, "student", "scale-a-vector", "accepted", _utc(18))  # late: 1.0 counts 0.5 < 0.6
    book = world["clients"]["teacher"].get(f"/api/assignments/{ident}/gradebook").json()
    cell = next(r for r in book["students"] if r["username"] == "student")["cells"]["scale-a-vector"]
    assert cell["score"] == 0.6 and not cell["late"] and cell["attempts"] == 3


def test_an_extension_moves_one_students_due_date_only(world):
    ident = _make(world).json()["id"]
    teacher = world["clients"]["teacher"]
    granted = teacher.put(f"/api/assignments/{ident}/extensions/student", json={"due_at": "2026-12-12T17:00"})
    assert granted.status_code == 204, granted.text
    for who in ("student", "classmate"):
        _submit(world, who, "scale-a-vector", "accepted", _utc(9, day=11))  # after the class's due date
    rows = {r["username"]: r for r in teacher.get(f"/api/assignments/{ident}/gradebook").json()["students"]}
    assert not rows["student"]["late"] and rows["student"]["extended"]
    assert rows["student"]["due_at"] == "2026-12-12T17:00:00+01:00"
    assert rows["classmate"]["late"] and not rows["classmate"]["extended"]
    taken_back = teacher.put(f"/api/assignments/{ident}/extensions/student", json={"due_at": None})
    assert taken_back.status_code == 204
    rows = {r["username"]: r for r in teacher.get(f"/api/assignments/{ident}/gradebook").json()["students"]}
    assert rows["student"]["late"] and not rows["student"]["extended"]
    assert teacher.put(f"/api/assignments/{ident}/extensions/outsider", json={"due_at": None}).status_code == 404


def test_every_change_is_kept_in_the_record(world):
    ident = _make(world).json()["id"]
    teacher = world["clients"]["teacher"]
    edited = teacher.patch(f"/api/assignments/{ident}", json={"due_at": "2026-12-11T17:00", "title": "Week one"})
    assert edited.status_code == 200 and edited.json()["due_at"] == "2026-12-11T17:00:00+01:00"
    assert teacher.patch(f"/api/assignments/{ident}", json={"title": "Week one"}).status_code == 200  # no change
    teacher.put(f"/api/assignments/{ident}/extensions/classmate", json={"due_at": "2026-12-13T09:00"})
    record = teacher.get(f"/api/assignments/{ident}/changes").json()
    assert [entry["what"] for entry in record] == ["created", "edited", "extended"]
    assert record[1]["by"] == "teacher" and record[1]["changes"]["title"] == ["Week 1", "Week one"]
    assert record[1]["changes"]["due_at"] == ["2026-12-10T16:00:00+00:00", "2026-12-11T16:00:00+00:00"]
    assert record[2]["changes"]["student"] == [None, "classmate"]


@pytest.mark.parametrize("body, reason", [
    ({"due_at": "2026-11-30T09:00"}, "after the opening"),
    ({"problems": ["no-such-problem"]}, "unknown"),
    ({"problems": []}, "at least one"),
    ({"source": "level", "level": "77"}, "No level"),
    ({"title": "   "}, "title"),
])
def test_a_bad_assignment_is_refused_with_its_reason(world, body, reason):
    made = _make(world, **body)
    assert made.status_code == 422 and reason in made.json()["detail"]


def test_a_level_and_a_levels_path(world):
    level = _make(world, source="level", level="9", problems=[]).json()
    book = world["clients"]["teacher"].get(f"/api/assignments/{level['id']}/gradebook").json()
    assert [p["slug"] for p in book["problems"]] == ["the-extra-one"]
    path = _make(world, source="path", level="2", problems=[]).json()
    book = world["clients"]["teacher"].get(f"/api/assignments/{path['id']}/gradebook").json()
    assert [p["slug"] for p in book["problems"]] == ["scale-a-vector"]  # the path: its required problems
    assert all(row["of"] == 1 for row in book["students"])


def test_a_student_sees_their_assignments_with_due_dates_and_progress(world):
    _make(world, title="Later", due_at="2026-12-20T17:00")
    _make(world, title="Sooner")
    _submit(world, "student", "scale-a-vector", "accepted", _utc(9))
    mine = world["clients"]["student"].get("/api/me/assignments").json()
    assert [a["title"] for a in mine] == ["Sooner", "Later"]
    assert mine[0]["solved"] == 1 and mine[0]["of"] == 2 and mine[0]["class_name"] == "Robotics 101"
    assert [p["slug"] for p in mine[0]["problems"]] == ["scale-a-vector", "the-extra-one"]
    assert world["clients"]["outsider"].get("/api/me/assignments").json() == []


def test_the_gradebook_csv_matches_the_page(world):
    ident = _make(world).json()["id"]
    _submit(world, "classmate", "the-extra-one", "accepted", _utc(20))
    response = world["clients"]["teacher"].get(f"/api/assignments/{ident}/gradebook.csv")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(response.text)))
    assert rows[0][:2] == ["username", "score_percent"] and rows[0][-2:] == ["scale-a-vector", "the-extra-one"]
    by_name = {row[0]: row for row in rows[1:]}
    assert by_name["classmate"][1:5] == ["50.0", "1", "2", "late"] and by_name["classmate"][-1] == "1 late"
    assert by_name["student"][1] == "0.0"


@pytest.mark.parametrize("who", ["anonymous", "student", "other_teacher", "outsider"])
def test_only_the_classes_teacher_manages_its_assignments(world, who):
    ident = _make(world).json()["id"]
    client = world["clients"][who]
    expected = 401 if who == "anonymous" else 404
    assert _make({**world, "clients": {"teacher": client}}).status_code == expected
    assert client.get(f"/api/classes/{world['class'].id}/assignments").status_code == expected
    assert client.patch(f"/api/assignments/{ident}", json={"title": "mine now"}).status_code == expected
    assert client.put(f"/api/assignments/{ident}/extensions/student", json={"due_at": None}).status_code == expected
    for path in ("gradebook", "gradebook.csv", "changes"):
        assert client.get(f"/api/assignments/{ident}/{path}").status_code == expected
    assert world["clients"]["teacher"].get(f"/api/assignments/{ident}/changes").json()[-1]["what"] == "created"


def test_an_unknown_time_zone_is_refused(world):
    made = world["clients"]["teacher"].post("/api/classes", json={"name": "x", "time_zone": "Mars/Olympus"})
    assert made.status_code == 422 and "time zone" in made.json()["detail"]


def test_a_grading_that_finishes_out_of_order_still_counts_by_when_it_was_made(world):
    ident = _make(world).json()["id"]
    _submit(world, "student", "scale-a-vector", "accepted", _utc(17))  # late, graded first
    _submit(world, "student", "scale-a-vector", "accepted", _utc(15))  # on time, graded after it
    book = world["clients"]["teacher"].get(f"/api/assignments/{ident}/gradebook").json()
    cell = next(r for r in book["students"] if r["username"] == "student")["cells"]["scale-a-vector"]
    assert cell == {"score": 1.0, "late": False, "solved": True, "attempts": 2}


def test_the_gradebook_has_the_documented_shape(world):
    from app.routes.api_assignments import GradebookOut

    ident = _make(world).json()["id"]
    _submit(world, "student", "scale-a-vector", "accepted", _utc(9))
    body = world["clients"]["teacher"].get(f"/api/assignments/{ident}/gradebook").json()
    assert GradebookOut.model_validate(body).model_dump(mode="json") == body
