"""The leaderboard routes against the wrong people and malformed input: a learner of another class,
another teacher, a stranger and anyone signed out never see a class's board; a learner of the
class reads an open board but never opens or closes one, and never sees another learner's name,
submission or code; bad ids, slugs and bodies get a 4xx with a reason."""

from __future__ import annotations

import pytest

from tests.utils import insight, leaderboard
from tests.utils.leaderboard import SLUG, hand_made, scenarios


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    from app.config import Settings

    tmp = tmp_path_factory.mktemp("leaderboard-hostile")

    def settings(url, problems_dir, **overrides):
        return Settings(app_env="test", database_url=url, problems_dir=problems_dir, grader_workers=1,
                        login_per_minute=0, login_per_minute_per_address=0, login_failures_per_account=0,
                        submissions_per_minute=0, runs_per_minute=0, **overrides)

    made = leaderboard.school(tmp, insight.fresh_sqlite(tmp), settings)
    world = next(made)
    world["student_best"] = leaderboard.submit(world, "student", hand_made(scenarios((0.01, 5.0, 0.28))))
    world["classmates"] = leaderboard.submit(world, "classmate", hand_made(scenarios((0.02, 6.0, 0.27))))
    assert leaderboard.set_open(world, "teacher", True).json() == {"open": True}
    yield world
    next(made, None)


def _api(world):
    base = f"/api/classes/{world['class']}"
    return [("GET", f"{base}/problems/{SLUG}/leaderboard", None),
            ("PUT", f"{base}/problems/{SLUG}/leaderboard", {"open": False}),
            ("GET", f"{base}/leaderboards", None)]


def _page(world):
    return f"/classes/{world['class']}/problems/{SLUG}/leaderboard"


def _still_open(world):
    return leaderboard.board(world, "teacher").json()["open"] is True


@pytest.mark.parametrize("who", ["outsider", "other_teacher", "loner"])
def test_no_one_outside_the_class_reaches_its_board(world, who):
    client = world["clients"][who]
    for method, url, body in _api(world):
        response = client.request(method, url, json=body)
        assert response.status_code == 404 and response.json()["detail"] == "No such class.", (who, method, url)
    page = client.get(_page(world))
    assert page.status_code == 404 and "Rank" not in page.text
    form = client.post(_page(world), data={"state": "closed", "csrf_token": _csrf(client)})
    assert form.status_code == 404
    assert _still_open(world)


def test_anyone_signed_out_is_asked_to_sign_in(world):
    client = world["clients"]["anonymous"]
    for method, url, body in _api(world):
        assert client.request(method, url, json=body).status_code == 401
    page = client.get(_page(world), follow_redirects=False)
    assert page.status_code == 303 and page.headers["location"].startswith("/login")
    assert client.post(_page(world), data={"state": "closed"}).status_code == 403  # no form token
    assert _still_open(world)


@pytest.mark.parametrize("who", ["student", "classmate"])
def test_a_learner_of_the_class_neither_opens_nor_closes_the_board(world, who):
    client = world["clients"][who]
    refused = leaderboard.set_open(world, who, False)
    assert refused.status_code == 403 and "teacher" in refused.json()["detail"]
    form = client.post(_page(world), data={"state": "closed", "csrf_token": _csrf(client)})
    assert form.status_code == 403 and "teacher" in form.text
    assert _still_open(world)
    assert leaderboard.set_open(world, who, True).status_code == 403


def test_a_learner_never_sees_another_learners_name_submission_or_code(world):
    for who, own in (("student", world["student_best"]), ("classmate", world["classmates"])):
        response = leaderboard.board(world, who)
        other = "classmate" if who == "student" else "student"
        assert response.status_code == 200 and other not in response.text
        assert "class Robot" not in response.text and "set_duty" not in response.text
        assert [e["submission_id"] for e in response.json()["entries"] if e["submission_id"]] == [own]
        page = world["clients"][who].get(_page(world)).text
        assert f"/submissions/{world['student_best' if other == 'student' else 'classmates']}" not in page
        assert f"{other}'s code" not in page and "/students/" not in page
        theirs = world["classmates" if who == "student" else "student_best"]
        assert world["clients"][who].get(f"/api/submissions/{theirs}").status_code == 404


@pytest.mark.parametrize("path, status", [
    ("/api/classes/abc/problems/stop-before-the-wall/leaderboard", 422),
    ("/api/classes/0/problems/stop-before-the-wall/leaderboard", 422),
    (f"/api/classes/{2**40}/problems/stop-before-the-wall/leaderboard", 422),
    ("/api/classes/-1/leaderboards", 422),
    ("/api/classes/{class}/problems/" + "x" * 121 + "/leaderboard", 422),
    ("/api/classes/{class}/problems/no-such-problem/leaderboard", 404),
    ("/api/classes/{class}/problems/scale-a-vector/leaderboard", 404),  # no metrics: no board
    ("/api/classes/999999/problems/stop-before-the-wall/leaderboard", 404),
])
def test_malformed_ids_and_slugs_get_a_reason(world, path, status):
    response = world["clients"]["teacher"].get(path.replace("{class}", str(world["class"])))
    assert response.status_code == status and response.json()["detail"], response.text


@pytest.mark.parametrize("path", ["/classes/abc/problems/stop-before-the-wall/leaderboard",
                                  "/classes/{class}/problems/no-such-problem/leaderboard",
                                  "/classes/{class}/problems/scale-a-vector/leaderboard",
                                  "/classes/999999/problems/stop-before-the-wall/leaderboard"])
def test_malformed_pages_are_refused(world, path):
    response = world["clients"]["teacher"].get(path.replace("{class}", str(world["class"])))
    assert response.status_code in (404, 422)


@pytest.mark.parametrize("body", [{"open": "maybe"}, {"open": None}, {}, {"open": [True]}, "not json", None])
def test_hostile_bodies_are_refused_and_change_nothing(world, body):
    url = f"/api/classes/{world['class']}/problems/{SLUG}/leaderboard"
    teacher = world["clients"]["teacher"]
    if body is None:
        response = teacher.put(url, data={"open": "false"})  # a form: not JSON
        assert response.status_code == 415
    elif body == "not json":
        response = teacher.put(url, content=b"{open: no", headers={"Content-Type": "application/json"})
        assert response.status_code == 422
    else:
        response = teacher.put(url, json=body)
        assert response.status_code == 422
    assert response.json()["detail"] and _still_open(world)


def test_a_forged_or_unknown_form_state_is_refused(world):
    teacher = world["clients"]["teacher"]
    assert teacher.post(_page(world), data={"state": "closed", "csrf_token": "forged"}).status_code == 403
    unknown = teacher.post(_page(world), data={"state": "shut", "csrf_token": _csrf(teacher)})
    assert unknown.status_code == 422 and "open or closed" in unknown.text
    assert _still_open(world)


def test_the_teacher_closes_and_opens_it_with_the_form(world):
    teacher = world["clients"]["teacher"]
    closed = teacher.post(_page(world), data={"state": "closed", "csrf_token": _csrf(teacher)}, follow_redirects=False)
    assert closed.status_code == 303 and not leaderboard.board(world, "teacher").json()["open"]
    assert leaderboard.board(world, "student").json()["entries"] == []
    opened = teacher.post(_page(world), data={"state": "open", "csrf_token": _csrf(teacher)}, follow_redirects=False)
    assert opened.status_code == 303 and _still_open(world)


def _csrf(client) -> str:
    """A form token from a page this client may see."""
    import re

    page = client.get("/classes").text
    return re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
