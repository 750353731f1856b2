"""A teacher's day, in headless Chromium: an account made on the command line, a class, two
students who join with its code and submit, and the dashboard showing exactly their work."""

from __future__ import annotations

import re
import subprocess

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PYTHON, ROOT, start_server, stop_server
from tests.utils.browser_users import PASSWORD, sign_in
from tests.utils.solutions import solution_for

pytestmark = pytest.mark.browser
WRONG_GRIPPER = ("import math\n\ndef gripper(l1, l2, t1, t2):\n"
                 "    return (l1 * math.cos(t1) + l2 * math.cos(t2), l1 * math.sin(t1) + l2 * math.sin(t2))\n")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("teacher-server")
    live = start_server(workdir)
    live.database_url = f"sqlite:///{(workdir / 'app.db').resolve()}"
    yield live
    stop_server(live)


def sign_up_and_join(page, base_url: str, username: str, join_code: str) -> None:
    page.goto(f"{base_url}/register")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name=re.compile("Create account|Sign up")).click()
    page.get_by_role("link", name="Classes").click()
    page.get_by_label("Join code").fill(join_code.lower())
    page.get_by_role("button", name="Join").click()
    expect(page.locator(".class-list")).to_contain_text("Robotics 101")


def submit(page, base_url: str, code: str, verdict: str) -> None:
    page.goto(f"{base_url}/problems/where-the-gripper-lands")
    page.locator(".cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.press("Delete")
    page.keyboard.insert_text(code)
    page.get_by_role("button", name=re.compile("Submit")).click()
    expect(page.locator("#result .verdict")).to_contain_text(verdict, timeout=30_000)


def _grid_cell(page, student: str, title: str):
    """The dashboard's cell of a student and a problem, found by the problem's column header."""
    column = page.locator(".progress-grid thead [data-column-head]").evaluate_all(
        "(heads, title) => heads.findIndex((head) => head.querySelector('a').getAttribute('aria-label') === title)",
        title)
    assert column >= 0, f"no column for {title}"
    return page.locator(f".progress-grid tbody tr:has-text('{student}') td[data-topic]").nth(column)


def test_teacher_sees_exactly_their_students_work(server, browser):
    made = subprocess.run([PYTHON, "-m", "app", "user", "add", "--role", "teacher", "ms.lovelace",
                           "--password", PASSWORD], cwd=ROOT, capture_output=True, text=True,
                          env={"DATABASE_URL": server.database_url, "PATH": "/usr/bin:/bin"})
    assert made.returncode == 0, made.stderr
    teacher = browser.new_context().new_page()
    sign_in(teacher, server.url, "ms.lovelace")
    teacher.get_by_role("link", name="Classes").click()
    teacher.get_by_label("New class name").fill("Robotics 101")
    teacher.get_by_role("button", name="Create class").click()
    join_code = teacher.locator(".join-code").first.inner_text()
    assert re.fullmatch(r"[A-Z2-9]{8}", join_code)

    amy, ben, stranger = (browser.new_context().new_page() for _ in range(3))
    sign_up_and_join(amy, server.url, "amy", join_code)
    submit(amy, server.url, solution_for("where-the-gripper-lands"), "Accepted")
    sign_up_and_join(ben, server.url, "ben", join_code)
    submit(ben, server.url, WRONG_GRIPPER, "Wrong answer")
    stranger.goto(f"{server.url}/register")
    stranger.get_by_label("Username").fill("stranger")
    stranger.get_by_label("Password").fill(PASSWORD)
    stranger.get_by_role("button", name=re.compile("Create account|Sign up")).click()
    submit(stranger, server.url, solution_for("where-the-gripper-lands"), "Accepted")

    teacher.reload()
    grid = teacher.locator(".progress-grid")
    expect(grid).to_contain_text("amy")
    expect(grid).to_contain_text("ben")
    expect(grid).not_to_contain_text("stranger")
    amy_gripper = _grid_cell(teacher, "amy", "Where the Gripper Lands")
    assert "cell-solved" in amy_gripper.get_attribute("class")
    assert "cell-tried" in _grid_cell(teacher, "ben", "Where the Gripper Lands").get_attribute("class")
    amy_gripper.hover()  # the cell carries its state only; the title comes from its column
    expect(amy_gripper).to_have_attribute("title", re.compile(r"^Where the Gripper Lands"))
    stats = teacher.locator(".stats-table tr:has-text('Where the Gripper Lands')")
    expect(stats).to_contain_text("1 of 2")
    expect(stats).to_contain_text("T2 read as absolute")

    teacher.get_by_role("link", name="ben", exact=True).click()  # not "How Far Must the Elbow Bend?"
    expect(teacher.locator("main")).to_contain_text("wrong answer")
    teacher.locator(".student-sub summary a").first.click()
    expect(teacher.locator("#result .verdict")).to_contain_text("Wrong answer")
    expect(teacher.locator(".code-card .cm-content")).to_contain_text("math.cos(t2)")  # highlighted, read-only


def test_a_teacher_runs_an_assignment_from_a_level_to_its_gradebook(server, browser, tmp_path):
    """At 1366 x 768: an assignment of Level 2 due yesterday, one student given an extension; both
    submit, so one is on time and one late; the grouped dashboard, a problem's page across the
    class, and the gradebook exported as CSV."""
    from datetime import datetime, timedelta

    made = subprocess.run([PYTHON, "-m", "app", "user", "add", "--role", "teacher", "mr.babbage",
                           "--password", PASSWORD], cwd=ROOT, capture_output=True, text=True,
                          env={"DATABASE_URL": server.database_url, "PATH": "/usr/bin:/bin"})
    assert made.returncode == 0, made.stderr
    desk = {"viewport": {"width": 1366, "height": 768}, "accept_downloads": True, "timezone_id": "Europe/Berlin"}
    teacher = browser.new_context(**desk).new_page()
    sign_in(teacher, server.url, "mr.babbage")
    teacher.get_by_role("link", name="Classes").click()
    teacher.get_by_label("New class name").fill("Robotics 102")
    expect(teacher.get_by_label("Time zone of its dates")).to_have_value("Europe/Berlin")  # the teacher's own
    teacher.get_by_role("button", name="Create class").click()
    join_code = teacher.locator(".join-code").first.inner_text()
    expect(teacher.locator("main")).to_contain_text("enter the join code")

    now = datetime.now()
    form = teacher.get_by_role("form", name="New assignment")
    form.get_by_label("Title").fill("Motion week")
    form.get_by_label("Every problem of a level").check()
    form.locator("select[name=level]").select_option("2")
    form.get_by_label("Opens (Europe/Berlin)").fill((now - timedelta(days=3)).strftime("%Y-%m-%dT%H:%M"))
    form.get_by_label("Due (Europe/Berlin)").fill((now - timedelta(days=1)).strftime("%Y-%m-%dT%H:%M"))
    form.get_by_role("button", name="Create assignment").click()
    expect(teacher.locator("h1")).to_have_text("Motion week")

    cleo, dan = (browser.new_context(**desk).new_page() for _ in range(2))
    for page, name in ((cleo, "cleo"), (dan, "dan")):
        page.goto(f"{server.url}/register")
        page.get_by_label("Username").fill(name)
        page.get_by_label("Password").fill(PASSWORD)
        page.get_by_role("button", name=re.compile("Create account|Sign up")).click()
        page.get_by_role("link", name="Classes").click()
        page.get_by_label("Join code").fill(join_code)
        page.get_by_role("button", name="Join").click()
    teacher.reload()
    extension = teacher.get_by_role("form", name="Extension")
    extension.get_by_label("Student").select_option("cleo")
    extension.get_by_label(re.compile("Their due date")).fill((now + timedelta(days=2)).strftime("%Y-%m-%dT%H:%M"))
    extension.get_by_role("button", name="Set their due date").click()
    expect(teacher.locator(".gradebook tr:has-text('cleo')")).to_contain_text("extended")

    for page in (cleo, dan):
        submit(page, server.url, solution_for("where-the-gripper-lands"), "Accepted")
    cleo.goto(server.url + "/")
    expect(cleo.locator(".home-assignments")).to_contain_text("Motion week")
    expect(cleo.locator(".home-assignments")).to_contain_text("extended for you")
    dan.goto(server.url + "/")
    expect(dan.locator(".home-assignments")).to_contain_text("submitted late")

    teacher.reload()
    expect(teacher.locator(".gradebook tr:has-text('dan')")).to_contain_text("late")
    expect(teacher.locator(".gradebook tr:has-text('cleo') .score")).not_to_contain_text("late")
    with teacher.expect_download() as download:
        teacher.get_by_role("link", name="Export gradebook (CSV)").click()
    rows = {line.split(",")[0]: line for line in open(download.value.path()).read().splitlines()[1:]}
    assert ",late," in rows["dan"] and ",late," not in rows["cleo"] and "1 late" in rows["dan"]

    teacher.get_by_role("link", name="Robotics 102").click()
    teacher.locator(".scope-links").get_by_role("link", name="Motion week").click()
    expect(teacher.locator("#where-heading")).to_contain_text("Motion week")
    teacher.locator(".scope-links").get_by_role("link", name="Level 2 · Motion").click()
    expect(teacher.locator("#where-heading")).to_contain_text("Level 2")
    grid = teacher.locator(".progress-grid")
    expect(grid.locator(".topic-head").first).to_be_visible()
    topic = grid.locator(".topic-toggle").first
    topic.click()
    expect(topic).to_have_attribute("aria-expanded", "false")
    expect(grid.locator("tbody tr:has-text('cleo') .topic-summary").first).to_be_visible()
    topic.click()
    assert teacher.evaluate("document.querySelector('.grid-scroll').scrollWidth") <= 1366
    teacher.screenshot(path=str(tmp_path / "dashboard-1366.png"), full_page=True)
    teacher.locator(".progress-grid a[aria-label='Where the Gripper Lands']").click()
    expect(teacher.locator("h1")).to_have_text("Where the Gripper Lands")
    expect(teacher.locator("main")).to_contain_text("2 of 2")
