"""A class leaderboard in headless Chromium: two learners of a class solve Stop Before the Wall
(graded for real, the grader measuring each scenario's run), the board stays off until the teacher
opens it on a laptop, and a learner reads it on a phone under a pseudonym, their own row marked,
with no classmate's name, all within the phone's width."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.utils.browser_steps import sign_up
from tests.utils.browser_users import add_user, own_page, sign_in
from tests.utils.solutions import solution_for

pytestmark = pytest.mark.browser
SLUG = "stop-before-the-wall"


def _graded(page, base_url: str, ident: int) -> dict:
    """The submission once graded: its event stream, awaited to its end (`done`), then its result."""
    for _ in range(3):  # a stream whose time ran out says `reopen`
        stream = page.request.get(f"{base_url}/api/submissions/{ident}/events", timeout=120_000)
        if "event: done" in stream.text():
            return page.request.get(f"{base_url}/api/submissions/{ident}").json()
    raise AssertionError(f"submission {ident} was not graded")


def test_the_teacher_opens_the_board_and_a_learner_reads_it_on_a_phone(live_server, browser, tmp_path):
    server = live_server
    add_user(server.log_path.parent, "ms.lovelace", "teacher")  # the server's folder holds its app.db
    errors: list[str] = []
    teacher = own_page(browser, errors, 1366, 768)
    sign_in(teacher, server.url, "ms.lovelace")
    classroom = teacher.request.post(f"{server.url}/api/classes", data={"name": "Robotics 101"}).json()
    learners = {}
    for name, code in (("ada", solution_for(SLUG)),
                       ("grace", solution_for(SLUG).replace("1.5 * (r - 0.25)", "1.1 * (r - 0.25)"))):
        page = own_page(browser, errors, 390, 844)
        sign_up(page, server.url, name)
        assert page.request.post(f"{server.url}/api/classes/join", data={"join_code": classroom["join_code"]}).ok
        made = page.request.post(f"{server.url}/api/problems/{SLUG}/submissions", data={"code": code})
        assert made.status == 202, made.text()
        learners[name] = (page, made.json()["id"])
    for name, (page, ident) in learners.items():
        assert _graded(page, server.url, ident)["verdict"] == "accepted", name

    board_url = f"{server.url}/classes/{classroom['id']}/problems/{SLUG}/leaderboard"
    ada = learners["ada"][0]
    ada.goto(board_url)
    expect(ada.get_by_text("Your teacher has not opened this leaderboard.")).to_be_visible()

    teacher.goto(f"{server.url}/classes/{classroom['id']}/problems/{SLUG}")
    teacher.get_by_role("link", name="Leaderboard (closed)").click()
    expect(teacher.get_by_role("heading", name="Closed")).to_be_visible()
    expect(teacher.locator("table.leaderboard tbody tr")).to_have_count(2)  # a preview, for the teacher
    teacher.get_by_role("button", name="Open the leaderboard").click()
    expect(teacher.get_by_role("heading", name="Open to the class")).to_be_visible()
    expect(teacher.locator("table.leaderboard")).to_contain_text("grace")
    assert teacher.evaluate("document.documentElement.scrollWidth") <= 1366
    teacher.screenshot(path=str(tmp_path / "leaderboard-teacher.png"), full_page=True)

    ada.goto(f"{server.url}/classes")
    ada.get_by_role("link", name="Leaderboard: Stop Before the Wall").click()
    rows = ada.locator("table.leaderboard tbody tr")
    expect(rows).to_have_count(2)
    mine = ada.locator("table.leaderboard tr.you")
    expect(mine).to_have_count(1)
    expect(mine).to_contain_text("you")
    expect(mine.get_by_role("link", name="your submission")).to_be_visible()
    text = ada.locator("table.leaderboard").inner_text()
    assert "grace" not in text and "ada" not in text and " m/s" in text
    assert ada.evaluate("document.documentElement.scrollWidth") <= 390, "the page is wider than the phone"
    box = ada.locator("table.leaderboard").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390, box
    ada.screenshot(path=str(tmp_path / "leaderboard-phone.png"), full_page=True)
    print(tmp_path)
    assert not errors, errors
