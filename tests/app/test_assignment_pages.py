"""The assignment pages: a teacher makes one from the class dashboard, changes it, extends a
student's due date and reads the gradebook; a student sees it on their home page; nobody else
reaches it."""

import re

import pytest

from tests.app.test_assignments import _submit, _utc, world  # noqa: F401  (the shared fixture)
from tests.app.test_pages import csrf_of


def _new(client, class_id: int, **fields):
    page = client.get(f"/classes/{class_id}")
    form = {"title": "Week 1", "source": "problems", "problems": ["scale-a-vector", "the-extra-one"],
            "opens_at": "2026-12-01T09:00", "due_at": "2026-12-10T17:00", "late_rule": "mark", "late_percent": "50",
            "csrf_token": csrf_of(page.text), **fields}
    return client.post(f"/classes/{class_id}/assignments", data=form, follow_redirects=False)


def _columns_of(page: str) -> list[str]:
    return re.findall(r'class="gradebook-problem" data-column-head title="[^"]*"><a href="[^"]*" aria-label="([^"]*)"', page)


def _cells_of(page: str, username: str) -> list[str]:
    row = re.search(rf'>{username}</a>.*?</tr>', page, re.S).group(0)
    return re.findall(r'<td class="grade-cell[^"]*"[^>]*>.*?</td>', row)


def test_a_teacher_makes_changes_and_extends_an_assignment_from_the_pages(world):
    teacher, class_id = world["clients"]["teacher"], world["class"].id
    dashboard = teacher.get(f"/classes/{class_id}").text
    assert "New assignment" in dashboard and "Due (Europe/Berlin)" in dashboard
    made = _new(teacher, class_id)
    assert made.status_code == 303
    page_url = made.headers["location"]
    assert re.fullmatch(rf"/classes/{class_id}/assignments/\d+", page_url)
    _submit(world, "student", "scale-a-vector", "accepted", _utc(9))
    page = teacher.get(page_url).text
    assert "Week 1" in page and "2026-12-10 17:00" in page and "50.0%" in page and "1 of 2" in page
    assert _cells_of(page, "student")[_columns_of(page).index("Scale a Vector")] == '<td class="grade-cell cell-solved">✓</td>'
    changed = teacher.post(page_url, data={"title": "Week one", "opens_at": "2026-12-01T09:00",
                                           "due_at": "2026-12-11T17:00", "late_rule": "reduce", "late_percent": "40",
                                           "csrf_token": csrf_of(page)}, follow_redirects=False)
    assert changed.status_code == 303
    extended = teacher.post(f"{page_url}/extensions", data={"username": "classmate", "due_at": "2026-12-14T12:00",
                                                            "csrf_token": csrf_of(page)}, follow_redirects=False)
    assert extended.status_code == 303
    page = teacher.get(page_url).text
    assert "Week one" in page and "2026-12-11 17:00" in page and "counts 40%" in page and "extended" in page
    assert page.count("<li><time") == 3  # created, edited, extended
    listed = teacher.get(f"/classes/{class_id}").text
    assert "Week one" in listed and "counts 40%" in listed


def test_a_bad_assignment_form_shows_its_reason_and_keeps_the_dashboard(world):
    teacher, class_id = world["clients"]["teacher"], world["class"].id
    refused = _new(teacher, class_id, due_at="2026-11-01T09:00")
    assert refused.status_code == 422 and "The due date must come after the opening date." in refused.text
    assert "Who is where" in refused.text
    assert _new(teacher, class_id, due_at="not a date").status_code == 422


def test_the_form_needs_its_csrf_token(world):
    teacher, class_id = world["clients"]["teacher"], world["class"].id
    assert _new(teacher, class_id, csrf_token="forged").status_code == 403


def test_a_student_sees_the_assignment_on_their_home_page(world):
    _new(world["clients"]["teacher"], world["class"].id)
    _submit(world, "student", "the-extra-one", "accepted", _utc(20))  # after 16:00 UTC: late
    home = world["clients"]["student"].get("/").text
    assert "Your assignments" in home and "Week 1" in home and "1 of 2 solved" in home
    assert "2026-12-10 17:00" in home and "Europe/Berlin" in home and "submitted late" in home
    assert "Your assignments" not in world["clients"]["outsider"].get("/").text


@pytest.mark.parametrize("who", ["other_teacher", "student", "outsider"])
def test_nobody_else_reaches_an_assignment_page(world, who):
    made = _new(world["clients"]["teacher"], world["class"].id)
    url = made.headers["location"]
    client = world["clients"][who]
    assert client.get(url).status_code == 404
    token = csrf_of(client.get("/problems").text)
    assert client.post(url, data={"title": "mine", "csrf_token": token}).status_code == 404
    assert client.post(f"{url}/extensions", data={"username": "student", "csrf_token": token}).status_code == 404
    other_class = url.replace(f"/classes/{world['class'].id}/", "/classes/99999/")
    assert world["clients"]["teacher"].get(other_class).status_code == 404
    anonymous = world["clients"]["anonymous"].get(url, follow_redirects=False)
    assert anonymous.status_code == 303 and anonymous.headers["location"].startswith("/login")
