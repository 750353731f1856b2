"""Assignments against hostile input: markup in a title is escaped on every page that shows it,
dates outside any calendar a class uses, NaN and out-of-range late shares, a flood of problem
slugs, a cross-site form without the token and a JSON write sent as a form. Each gets a 4xx with a
reason (or is escaped), never a 500, and nothing is stored."""

from __future__ import annotations

import pytest

from tests.app.test_assignments import _make, world  # noqa: F401  (the shared fixture)
from tests.app.test_pages import csrf_of

SCRIPT = '<script>alert("owned")</script><img src=x onerror=alert(1)>'


def _count(world) -> int:
    return len(world["clients"]["teacher"].get(f"/api/classes/{world['class'].id}/assignments").json())


@pytest.mark.parametrize("overrides", [
    {"opens_at": "0001-01-01T00:00"}, {"due_at": "9999-12-31T23:59"}, {"due_at": "9999-12-31T23:59:00-12:00"},
    {"late_factor": float("nan")}, {"late_factor": 1.5}, {"late_factor": -0.1},
    {"problems": ["scale-a-vector"] * 201}, {"problems": ["x" * 121]}, {"title": "t" * 121},
    {"source": "everything"}, {"late_rule": "never"}, {"opens_at": "yesterday"}, {"level": "1" * 17},
])
def test_a_hostile_assignment_is_refused_and_not_stored(world, overrides):
    if overrides.get("late_factor") != overrides.get("late_factor"):  # NaN: JSON has no NaN, send it raw
        response = world["clients"]["teacher"].post(
            f"/api/classes/{world['class'].id}/assignments", headers={"Content-Type": "application/json"},
            content='{"title": "t", "source": "level", "level": "2", "opens_at": "2026-12-01T09:00", '
                    '"due_at": "2026-12-10T09:00", "late_factor": NaN}')
    else:
        response = _make(world, **overrides)
    assert 400 <= response.status_code < 500 and response.json()["detail"], response.text
    assert _count(world) == 0


def test_markup_in_a_title_is_shown_as_text_everywhere(world):
    made = _make(world, title=SCRIPT)
    assert made.status_code == 201
    ident = made.json()["id"]
    pages = [world["clients"]["teacher"].get(f"/classes/{world['class'].id}").text,
             world["clients"]["teacher"].get(f"/classes/{world['class'].id}/assignments/{ident}").text,
             world["clients"]["student"].get("/").text]
    for page in pages:
        assert "<script>alert" not in page and "<img src=x" not in page
        assert "&lt;script&gt;alert(&#34;owned&#34;)&lt;/script&gt;" in page


def test_a_cross_site_form_and_a_form_sent_to_the_json_route_are_refused(world):
    teacher, class_id = world["clients"]["teacher"], world["class"].id
    forged = teacher.post(f"/classes/{class_id}/assignments", data={
        "title": "forged", "source": "level", "level": "2", "opens_at": "2026-12-01T09:00",
        "due_at": "2026-12-10T09:00"}, follow_redirects=False)
    assert forged.status_code == 403
    as_form = teacher.post(f"/api/classes/{class_id}/assignments", data={"title": "x", "source": "level"})
    assert as_form.status_code in (415, 422)
    assert _count(world) == 0


def test_an_extension_for_a_name_that_is_not_in_the_class_changes_nothing(world):
    ident = _make(world).json()["id"]
    teacher = world["clients"]["teacher"]
    for name in ("outsider", "other_teacher", "nobody-at-all", "x" * 41):
        response = teacher.put(f"/api/assignments/{ident}/extensions/{name}", json={"due_at": "2026-12-20T09:00"})
        assert response.status_code in (404, 422)
    page = teacher.get(f"/classes/{world['class'].id}/assignments/{ident}")
    token = csrf_of(page.text)
    refused = teacher.post(f"/classes/{world['class'].id}/assignments/{ident}/extensions",
                           data={"username": "outsider", "due_at": "2026-12-20T09:00", "csrf_token": token})
    assert refused.status_code == 404 and "No such student" in refused.text
    assert [c["what"] for c in teacher.get(f"/api/assignments/{ident}/changes").json()] == ["created"]


@pytest.mark.parametrize("params", [
    {"assignment": "-1"}, {"assignment": str(2**40)}, {"assignment": "1 OR 1=1"}, {"level": "<script>"},
    {"level": "x" * 17}, {"level": "2", "assignment": "1"},
])
def test_hostile_dashboard_views_get_a_reason_not_a_500(world, params):
    response = world["clients"]["teacher"].get(f"/api/classes/{world['class'].id}/dashboard", params=params)
    assert 400 <= response.status_code < 500 or (response.status_code == 200 and response.json()["problems"] == [])
    page = world["clients"]["teacher"].get(f"/classes/{world['class'].id}", params=params)
    assert page.status_code in (200, 404) and "<script>" not in page.text


@pytest.mark.parametrize("slug", ["../../../etc/passwd", "%2e%2e%2fetc", "x" * 121, "scale-a-vector'--", "<b>"])
def test_a_problem_across_the_class_refuses_odd_slugs(world, slug):
    teacher = world["clients"]["teacher"]
    api = teacher.get(f"/api/classes/{world['class'].id}/problems/{slug}")
    assert api.status_code in (404, 422)
    page = teacher.get(f"/classes/{world['class'].id}/problems/{slug}")
    assert page.status_code in (404, 422) and "root:" not in page.text and "<b>" not in page.text
