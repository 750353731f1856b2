"""The approach and similarity routes against the wrong people and malformed input: a learner (even
of the class), another teacher and anyone signed out never see a class's approaches, its similarity
report or another learner's code; an admin reads but does not comment (a comment would reach no
one); bad ids, keys, thresholds and bodies get a 4xx with a reason; markup stays text."""

from __future__ import annotations

import pytest

from grader.approach import approach_key
from tests.utils import insight

SLUG = "scale-a-vector"
CODE = "def scale(x, y, k):\n    return (k * x, k * y)\n"
KEY = approach_key(CODE, "scale")


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    from app.config import Settings

    tmp = tmp_path_factory.mktemp("insight-hostile")

    def settings(url, problems_dir, **overrides):
        return Settings(app_env="test", database_url=url, problems_dir=problems_dir, grader_workers=1,
                        login_per_minute=0, login_per_minute_per_address=0, login_failures_per_account=0,
                        submissions_per_minute=0, runs_per_minute=0, **overrides)

    made = insight.school(tmp, insight.fresh_sqlite(tmp), settings)
    world = next(made)
    world["submission"] = insight.submit(world, "student", SLUG, CODE, "accepted")
    world["classmates"] = insight.submit(world, "classmate", SLUG, "x = '<script>alert(1)</script>'\n" + CODE)
    yield world
    next(made, None)


def _routes(world, key=KEY):
    base = f"/api/classes/{world['class']}/problems/{SLUG}"
    return [("GET", f"{base}/approaches", None), ("GET", f"{base}/similarity", None),
            ("PUT", f"{base}/approaches/{key}/comment", {"body": "hello"}),
            ("DELETE", f"{base}/approaches/{key}/comment", None)]


@pytest.mark.parametrize("who", ["student", "classmate", "outsider", "other_teacher", "loner"])
def test_no_one_but_the_classs_teacher_reaches_its_insight(world, who):
    client = world["clients"][who]
    for method, url, body in _routes(world):
        response = client.request(method, url, json=body)
        assert response.status_code == 404 and response.json()["detail"] == "No such class.", (who, method, url)
    page = client.get(f"/classes/{world['class']}/problems/{SLUG}/similarity")
    assert page.status_code == 404 and "<mark>" not in page.text and "def scale" not in page.text


def test_anyone_signed_out_is_asked_to_sign_in(world):
    client = world["clients"]["anonymous"]
    for method, url, body in _routes(world):
        assert client.request(method, url, json=body).status_code == 401
    page = client.get(f"/classes/{world['class']}/problems/{SLUG}/similarity", follow_redirects=False)
    assert page.status_code == 303 and page.headers["location"].startswith("/login")
    assert client.get(f"/api/submissions/{world['submission']}/comments").status_code == 401


def test_an_admin_reads_the_insight_but_does_not_comment(world):
    admin = world["clients"]["admin"]
    base = f"/api/classes/{world['class']}/problems/{SLUG}"
    assert admin.get(f"{base}/approaches").status_code == 200
    assert admin.get(f"{base}/similarity").status_code == 200
    refused = admin.put(f"{base}/approaches/{KEY}/comment", json={"body": "from the admin"})
    assert refused.status_code == 403 and "teacher" in refused.json()["detail"]


def test_a_learner_never_reads_another_learners_comments_or_code(world):
    for who in ("classmate", "outsider", "loner"):
        response = world["clients"][who].get(f"/api/submissions/{world['submission']}/comments")
        assert response.status_code == 404, who
    assert world["clients"]["student"].get(f"/api/submissions/{world['classmates']}/comments").status_code == 404


@pytest.mark.parametrize("path", [
    "/api/classes/abc/problems/scale-a-vector/approaches", "/api/classes/0/problems/scale-a-vector/approaches",
    f"/api/classes/{2**40}/problems/scale-a-vector/similarity", "/api/classes/1/problems/" + "x" * 121 + "/approaches",
    "/api/classes/{class}/problems/scale-a-vector/similarity?threshold=0",
    "/api/classes/{class}/problems/scale-a-vector/similarity?threshold=2",
    "/api/classes/{class}/problems/scale-a-vector/similarity?threshold=nan",
    "/api/classes/{class}/problems/scale-a-vector/similarity?threshold=1%20OR%201=1",
    "/api/submissions/0/comments", "/api/submissions/abc/comments", f"/api/submissions/{2**40}/comments",
])
def test_malformed_ids_and_thresholds_get_a_reason(world, path):
    response = world["clients"]["teacher"].get(path.replace("{class}", str(world["class"])))
    assert response.status_code == 422 and response.json()["detail"], response.text


def test_unknown_problems_and_pages_are_not_found(world):
    teacher = world["clients"]["teacher"]
    assert teacher.get(f"/api/classes/{world['class']}/problems/no-such-problem/approaches").status_code == 404
    assert teacher.get(f"/api/classes/{world['class']}/problems/no-such-problem/similarity").status_code == 404
    assert teacher.get(f"/classes/{world['class']}/problems/no-such-problem/similarity").status_code == 404
    assert teacher.get(f"/classes/{world['class']}/problems/{SLUG}/similarity?threshold=5").status_code == 422
    assert teacher.get("/api/submissions/999999/comments").status_code == 404


@pytest.mark.parametrize("key, body, status", [
    ("XYZ", {"body": "hi"}, 422), (KEY.upper(), {"body": "hi"}, 422), (KEY[:-1], {"body": "hi"}, 422),
    (KEY + "0", {"body": "hi"}, 422), ("0" * 16, {"body": "an approach no one here took"}, 404),
    (KEY, {"body": "   "}, 422), (KEY, {"body": "x" * 2001}, 422), (KEY, {"body": "x" * 5000}, 422),
    (KEY, {}, 422), (KEY, {"body": 12}, 422), (KEY, None, 422),
])
def test_hostile_comments_are_refused_and_not_stored(world, key, body, status):
    teacher = world["clients"]["teacher"]
    url = f"/api/classes/{world['class']}/problems/{SLUG}/approaches/{key}/comment"
    response = teacher.put(url, json=body) if body is not None else teacher.put(url, content=b"not json",
                                                                               headers={"Content-Type": "application/json"})
    assert response.status_code == status and response.json()["detail"], response.text
    approaches = teacher.get(f"/api/classes/{world['class']}/problems/{SLUG}/approaches").json()["approaches"]
    assert all(a["comment"] is None for a in approaches)


def test_a_comment_sent_as_a_form_is_refused(world):
    url = f"/api/classes/{world['class']}/problems/{SLUG}/approaches/{KEY}/comment"
    response = world["clients"]["teacher"].put(url, data={"body": "forged"})
    assert response.status_code in (415, 422)


def test_markup_in_a_comment_and_in_code_is_shown_as_text(world):
    teacher = world["clients"]["teacher"]
    url = f"/api/classes/{world['class']}/problems/{SLUG}/approaches/{KEY}/comment"
    assert teacher.put(url, json={"body": '<script>alert("owned")</script>'}).status_code == 200
    try:
        page = world["clients"]["student"].get(f"/submissions/{world['submission']}").text
        assert '<script>alert("owned")' not in page and "&lt;script&gt;alert(&#34;owned&#34;)" in page
        report = teacher.get(f"/classes/{world['class']}/problems/{SLUG}/similarity?threshold=0.1").text
        assert "<script>alert(1)" not in report
    finally:
        assert teacher.delete(url).status_code == 204
