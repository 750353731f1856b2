"""A teacher's day, in headless Chromium: an account made on the command line, a class, two
students who join with its code and submit, and the dashboard showing exactly their work."""

from __future__ import annotations

import re
import subprocess

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PYTHON, ROOT, start_server, stop_server
from tests.utils.solutions import solution_for

pytestmark = pytest.mark.browser
PASSWORD = "correct horse battery"
WRONG_GRIPPER = ("import math\n\ndef gripper(l1, l2, t1, t2):\n"
                 "    return (l1 * math.cos(t1) + l2 * math.cos(t2), l1 * math.sin(t1) + l2 * math.sin(t2))\n")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("teacher-server")
    live = start_server(workdir)
    live.database_url = f"sqlite:///{(workdir / 'app.db').resolve()}"
    yield live
    stop_server(live)


def sign_in(page, base_url: str, username: str) -> None:
    page.goto(f"{base_url}/login")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(re.compile(r"/problems$"))


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
    gripper_column = 1 + [t.strip() for t in teacher.locator(".progress-grid thead th").all_inner_texts()].index(
        "Where the Gripper Lands")
    assert teacher.locator(f".progress-grid tbody tr:has-text('amy') > :nth-child({gripper_column})").get_attribute(
        "class").endswith("cell-solved")
    assert teacher.locator(f".progress-grid tbody tr:has-text('ben') > :nth-child({gripper_column})").get_attribute(
        "class").endswith("cell-tried")
    stats = teacher.locator(".stats-table tr:has-text('Where the Gripper Lands')")
    expect(stats).to_contain_text("1 of 2")
    expect(stats).to_contain_text("t2-read-as-absolute")

    teacher.get_by_role("link", name="ben", exact=True).click()  # not "How Far Must the Elbow Bend?"
    expect(teacher.locator("main")).to_contain_text("wrong answer")
    teacher.locator(".student-sub summary a").first.click()
    expect(teacher.locator("#result .verdict")).to_contain_text("Wrong answer")
    expect(teacher.locator(".code-card .cm-content")).to_contain_text("math.cos(t2)")  # highlighted, read-only
