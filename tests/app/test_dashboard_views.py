"""The class dashboard by level and by assignment, grouped by topic; students flagged as stuck;
one problem across the class; and who may read them."""

import json
from datetime import timedelta

import pytest

from app.models import Classroom, ProblemRow, utcnow
from app.services import dashboard
from tests.app.test_assignments import _make, world  # noqa: F401  (the shared fixture)
from tests.utils.grading import record


def _grade(world, who, slug, verdict, at=None, mistake=None, hint=None, cases=None):
    from app.models import ProblemRow, Submission
    from app.services import accounts
    from sqlalchemy import update

    with world["db"].session() as db:
        made = record(db, accounts.find_user(db, who), db.get(ProblemRow, world["problems"][slug].id), verdict,
                      at=at, mistake_id=mistake, hint=hint)
        if cases is not None:
            db.execute(update(Submission).where(Submission.id == made.id).values(result={"cases": cases}))
            db.commit()
        return made.id


def _board(world, **params):
    response = world["clients"]["teacher"].get(f"/api/classes/{world['class'].id}/dashboard", params=params)
    assert response.status_code == 200, response.text
    return response.json()


def test_a_level_shows_only_its_problems_grouped_by_topic(world):
    board = _board(world, level="9")
    assert [p["slug"] for p in board["problems"]] == ["the-extra-one"]
    assert board["topics"] == [{"level": "9", "topic": "Extras", "columns": [0]}]
    everything = _board(world)
    assert [t["topic"] for t in everything["topics"]] == ["Test fixtures", "Extras"]
    assert sum(len(t["columns"]) for t in everything["topics"]) == len(everything["problems"]) == 2


def test_an_assignment_shows_its_problems_and_another_class_assignment_is_not_found(world):
    ident = _make(world, problems=["the-extra-one"]).json()["id"]
    board = _board(world, assignment=ident)
    assert [p["slug"] for p in board["problems"]] == ["the-extra-one"]
    assert board["scope"]["assignment"]["title"] == "Week 1"
    other = world["clients"]["other_teacher"].post("/api/classes", json={"name": "Theirs"}).json()
    assert world["clients"]["other_teacher"].get(f"/api/classes/{other['id']}/dashboard",
                                                 params={"assignment": ident}).status_code == 404
    both = world["clients"]["teacher"].get(f"/api/classes/{world['class'].id}/dashboard",
                                           params={"assignment": ident, "level": "2"})
    assert both.status_code == 422


def test_many_failures_in_a_row_flag_a_student_as_stuck_and_a_solve_clears_it(world):
    for _ in range(dashboard.STUCK_AFTER_FAILS):
        _grade(world, "student", "scale-a-vector", "wrong_answer")
    stuck = {s["username"]: s["stuck"] for s in _board(world)["students"]}
    assert stuck["student"] == [f"{dashboard.STUCK_AFTER_FAILS} failed attempts in a row on Scale a Vector"]
    assert stuck["classmate"] == []
    _grade(world, "student", "scale-a-vector", "accepted")
    assert {s["username"]: s["stuck"] for s in _board(world)["students"]}["student"] == []


def test_a_student_idle_while_an_assignment_is_due_is_flagged(world):
    now = utcnow()
    _make(world, opens_at=(now - timedelta(days=7)).isoformat(), due_at=(now + timedelta(days=2)).isoformat())
    _grade(world, "student", "scale-a-vector", "wrong_answer", at=now - timedelta(days=5))
    _grade(world, "classmate", "scale-a-vector", "wrong_answer", at=now - timedelta(hours=2))
    stuck = {s["username"]: s["stuck"] for s in _board(world)["students"]}
    assert len(stuck["student"]) == 1 and "while Week 1 is due" in stuck["student"][0]
    assert stuck["classmate"] == []


def test_one_problem_across_the_class(world):
    base = utcnow() - timedelta(hours=1)
    failed = [{"name": "an empty list", "kind": "named", "passed": False, "checks": "What an empty list gives."},
              {"name": "example 1", "kind": "example", "passed": True}]
    first = _grade(world, "student", "scale-a-vector", "wrong_answer", at=base, mistake="adds-instead",
                   hint="Scale, do not add.", cases=failed)
    _grade(world, "student", "scale-a-vector", "accepted", at=base + timedelta(minutes=12))
    _grade(world, "classmate", "scale-a-vector", "wrong_answer", at=base, cases=failed)
    view = world["clients"]["teacher"].get(f"/api/classes/{world['class'].id}/problems/scale-a-vector").json()
    assert view["stats"]["students_solved"] == 1 and view["stats"]["solve_rate"] == 0.5
    assert view["stats"]["median_time_to_solve_s"] == 12 * 60
    assert [b["students"] for b in view["attempts_to_solve"]] == [0, 1, 0, 0, 0, 0]  # solved on the 2nd
    mistake = view["stats"]["mistakes"][0]
    assert (mistake["title"], mistake["hint"], mistake["count"], mistake["example_submission"]) == (
        "Adds instead", "Scale, do not add.", 1, first)
    assert view["cases_failed_most"] == [{"name": "an empty list", "checks": "What an empty list gives.", "failed": 2}]
    assert [s["username"] for s in view["students"]] == ["classmate", "student"]
    with world["db"].session() as db:  # typed (ProblemInClassOut in /docs), nothing dropped
        made = dashboard.problem_in_class(db, db.get(Classroom, world["class"].id),
                                          db.get(ProblemRow, world["problems"]["scale-a-vector"].id))
    assert view == json.loads(json.dumps(made))
    page = world["clients"]["teacher"].get(f"/classes/{world['class'].id}/problems/scale-a-vector").text
    assert "Adds instead" in page and "Hint shown: Scale, do not add." in page and "an empty list" in page


def test_the_page_shows_the_open_assignment_first_and_folds_topics(world):
    now = utcnow()
    _make(world, title="This week", problems=["the-extra-one"], opens_at=(now - timedelta(days=1)).isoformat(),
          due_at=(now + timedelta(days=1)).isoformat())
    page = world["clients"]["teacher"].get(f"/classes/{world['class'].id}").text
    assert "Who is where: This week" in page
    assert 'aria-label="The Extra One"' in page and 'data-topic-toggle="0"' in page
    level_page = world["clients"]["teacher"].get(f"/classes/{world['class'].id}?level=2").text
    assert "Who is where: Level 2 · Motion" in level_page and 'aria-label="Scale a Vector"' in level_page


def test_an_empty_class_says_how_students_join(world):
    made = world["clients"]["teacher"].post("/api/classes", json={"name": "Empty"}).json()
    page = world["clients"]["teacher"].get(f"/classes/{made['id']}").text
    assert "enter the join code" in page and made["join_code"] in page and "0 of 0" not in page


@pytest.mark.parametrize("who", ["anonymous", "student", "other_teacher"])
def test_only_the_teacher_reads_a_problem_across_the_class(world, who):
    client = world["clients"][who]
    api = client.get(f"/api/classes/{world['class'].id}/problems/scale-a-vector")
    assert api.status_code == (401 if who == "anonymous" else 404)
    page = client.get(f"/classes/{world['class'].id}/problems/scale-a-vector", follow_redirects=False)
    assert page.status_code == (303 if who == "anonymous" else 404)
    assert world["clients"]["teacher"].get(f"/api/classes/{world['class'].id}/problems/no-such").status_code == 404
