"""Stop Before the Wall, as a learner meets it in Chromium: a good proportional controller is
accepted and each classic mistake is rejected with its hint, every run drawn from above."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from grader.problem import load_problem
from grader.mistake_program import mistake_program
from tests.browser.conftest import ROOT
from tests.utils.solutions import solution_for

pytestmark = pytest.mark.browser
SLUG = "stop-before-the-wall"


def type_code(page, code: str) -> None:
    page.locator(".cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.press("Delete")
    page.keyboard.insert_text(code)


def test_good_and_bad_controllers_with_a_picture_of_each_run(live_server, page):
    problem = load_problem(ROOT / "problems" / "simulator" / SLUG)
    page.goto(f"{live_server.url}/register")
    page.get_by_label("Username").fill("driver")
    page.get_by_label("Password").fill("correct horse battery")
    page.get_by_role("button", name=re.compile("Create account|Sign up")).click()
    page.goto(f"{live_server.url}/problems/{SLUG}")

    type_code(page, solution_for(SLUG))
    page.get_by_role("button", name=re.compile("Submit")).click()
    expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=60_000)
    assert page.locator("#result .run-thumb").count() >= 20
    assert page.locator("#result .run-thumb.is-fail").count() == 0
    expect(page.locator("#result svg.arena:not(.arena-thumb)").first).to_be_visible()

    hints = {m.id: m.hint for m in problem.spec.mistakes}
    for number, mistake_id in enumerate(("full-duty", "never-moves", "stops-too-close"), start=2):
        type_code(page, mistake_program(problem, mistake_id))
        page.get_by_role("button", name=re.compile("Submit")).click()
        # the new submission's own result, not the previous one still on the page
        expect(page.locator("#result")).to_contain_text(f"Submission #{number}", timeout=10_000)
        expect(page.locator("#result .verdict")).to_contain_text("Wrong answer", timeout=60_000)
        expect(page.locator("#result")).to_contain_text(hints[mistake_id][:40], timeout=10_000)
        assert page.locator("#result .run-thumb.is-fail").count() >= 8
        expect(page.locator("#result svg.arena:not(.arena-thumb)").first).to_be_visible()
