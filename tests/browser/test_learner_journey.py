"""A learner's first session, end to end, in headless Chromium against the real server.

Sign up, open "Where the Gripper Lands", type a solution into the editor with the keyboard, Run it
(expected vs got, and a chart of the arm drawn with plot(...)), Submit it (Accepted, without a
reload), then submit the classic mistake (t2 read as an absolute angle) and see the failing case and
the problem's hint for that mistake.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from playwright.sync_api import Page, expect

from tests.browser.conftest import ROOT

pytestmark = [pytest.mark.browser]

SLUG = "where-the-gripper-lands"
GRADING_TIMEOUT_MS = 60_000

# What the learner types, line by line, with no leading spaces: the editor indents after the
# `def` line and keeps the indentation on Enter, as a Python editor should.
CORRECT = [
    "import math",
    "def gripper(l1, l2, t1, t2):",
    "ex = l1 * math.cos(t1)",
    "ey = l1 * math.sin(t1)",
    "x = ex + l2 * math.cos(t1 + t2)",
    "y = ey + l2 * math.sin(t1 + t2)",
    'plot([0, ex, x], [0, ey, y], label="arm", xlabel="x (m)", ylabel="y (m)")',
    "return (x, y)",
]
# The mistake: the second link's direction taken as t2 alone.
WRONG = [
    "import math",
    "def gripper(l1, l2, t1, t2):",
    "x = l1 * math.cos(t1) + l2 * math.cos(t2)",
    "y = l1 * math.sin(t1) + l2 * math.sin(t2)",
    "return (x, y)",
]


def as_source(lines: list[str]) -> str:
    return "\n".join(lines[:2] + ["    " + line for line in lines[2:]])


def problem_spec() -> dict:
    (path,) = ROOT.glob(f"problems/*/{SLUG}/problem.yaml")
    return yaml.safe_load(Path(path).read_text())


def type_code(page: Page, lines: list[str]) -> None:
    """Replaces the editor's text by typing, as a person would (select all, then type)."""
    page.locator("#editor .cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.press("Delete")
    for i, line in enumerate(lines):
        if i:
            page.keyboard.press("Enter")
        page.keyboard.type(line)


def editor_text(page: Page) -> str:
    return page.locator("#editor .cm-content").inner_text()


def sign_up(page: Page, base_url: str, username: str, password: str) -> None:
    page.goto(f"{base_url}/register")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign up").click()
    expect(page).to_have_url(f"{base_url}/problems")
    expect(page.locator(".account-name")).to_have_text(username)


def test_sign_up_run_submit_accepted_then_wrong_with_hint(live_server, page: Page):
    grading = live_server.health()["grading"]
    assert grading["available"], f"grading is unavailable on this machine: {grading['reason']}"
    spec = problem_spec()
    base = live_server.url

    sign_up(page, base, "ada_e2e", "a long enough password")
    page.get_by_role("link", name=spec["title"], exact=True).click()
    expect(page).to_have_url(f"{base}/problems/{SLUG}")
    expect(page.get_by_role("heading", level=1)).to_have_text(spec["title"])

    type_code(page, CORRECT)
    assert editor_text(page) == as_source(CORRECT)
    page.evaluate("window.sameDocument = true")  # gone if anything reloads the page

    # Run (Ctrl-Enter from inside the editor): every example with expected and got, and the arm.
    page.keyboard.press("Control+Enter")
    examples = page.locator("#result .case")
    expect(examples).to_have_count(len(spec["examples"]))
    for i in range(len(spec["examples"])):
        example = examples.nth(i)
        expect(example.locator(".pill")).to_have_text("Passed")
        expected = example.locator(".kv-expected .kv-value")
        got = example.locator(".kv-got .kv-value")
        expect(expected).to_have_text(re.compile(r"\d"))
        assert got.inner_text() == expected.inner_text()
        expect(example.locator("canvas")).to_be_visible()
    datasets = page.evaluate(
        "() => [...document.querySelectorAll('#result canvas')]"
        ".map(c => Chart.getChart(c).data.datasets.map(d => [d.label, d.data.length]))")
    assert datasets == [[["arm", 3]]] * len(spec["examples"])
    assert editor_text(page) == as_source(CORRECT), "Ctrl-Enter must run, not insert a line"

    # Submit with the button: graded on the hidden cases, Accepted, shown in place.
    page.get_by_role("button", name=re.compile("^Submit")).click()
    verdict = page.locator("#result .verdict")
    expect(verdict).to_contain_text("Accepted", timeout=GRADING_TIMEOUT_MS)
    expect(verdict).to_have_class(re.compile("verdict-good"))
    expect(page.locator("#result .verdict-score")).to_have_text(re.compile(r"^(\d+) of \1 cases passed$"))
    expect(page.locator("#result .case.is-fail")).to_have_count(0)
    history = page.locator("#submission-list li")
    expect(history).to_have_count(1)
    expect(history.first).to_contain_text("Accepted")

    # The classic mistake, submitted with Ctrl-Shift-Enter: a failing case and the hint for it.
    type_code(page, WRONG)
    assert editor_text(page) == as_source(WRONG)
    page.keyboard.press("Control+Shift+Enter")
    expect(verdict).to_contain_text("Wrong answer", timeout=GRADING_TIMEOUT_MS)
    score = page.locator("#result .verdict-score").inner_text()
    passed, total = map(int, re.fullmatch(r"(\d+) of (\d+) cases passed", score).groups())
    assert passed < total
    failing = page.locator("#result .case.is-fail")
    # First the hidden case that speaks to the mistake, saying what it checks and what went wrong.
    first = failing.first
    expect(first).to_be_visible()
    expect(first).to_have_class(re.compile("points-at-mistake"))
    expect(first.locator(".case-flag")).to_have_text("shows the mistake")
    expect(first.locator(".case-name")).not_to_be_empty()
    expect(first.locator(".kv-checks .kv-value")).not_to_be_empty()
    expect(first.locator(".kv-stopped .kv-value")).not_to_be_empty()
    hint = next(m["hint"] for m in spec["mistakes"] if m["id"] == "t2-read-as-absolute")
    callout = page.locator("#result .callout-hint")
    expect(callout).to_contain_text("Hint")
    expect(callout).to_contain_text(" ".join(hint.split()))
    expect(history).to_have_count(2)
    expect(history.first).to_contain_text("Wrong answer")
    assert page.evaluate("window.sameDocument") is True, "the page reloaded"

    # The server remembers: after a reload both submissions are listed and the code is the latest.
    page.reload()
    expect(page.locator("#submission-list li")).to_have_count(2)
    expect(page.locator("#editor .cm-content")).to_contain_text("math.cos(t2)")
    page.goto(f"{base}/problems")
    row = page.locator(".problem-row", has=page.get_by_role("link", name=spec["title"], exact=True))
    expect(row).to_have_class(re.compile("is-solved"))
    expect(row.locator(".attempts")).to_have_text("2 attempts")


def test_anonymous_visitor_reads_the_statement_and_is_invited_to_sign_in(live_server, page: Page):
    page.goto(f"{live_server.url}/problems/{SLUG}")
    statement = page.locator("#statement")
    expect(statement.locator(".katex").first).to_be_visible()  # the math is typeset by KaTeX
    expect(statement.locator(".katex-error")).to_have_count(0)

    # The editor: Tab indents (and keeps focus), Ctrl-Enter runs rather than inserting a line.
    page.locator("#editor .cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.press("Delete")
    page.keyboard.press("Tab")
    page.keyboard.type("x = 1")
    assert editor_text(page) == "    x = 1"
    assert page.evaluate("document.activeElement.classList.contains('cm-content')")
    page.keyboard.press("Control+Enter")
    assert editor_text(page) == "    x = 1"
    page.keyboard.press("Escape")  # then Tab leaves the editor, so keyboard users are not trapped
    page.keyboard.press("Tab")
    assert editor_text(page) == "    x = 1"
    assert not page.evaluate("document.activeElement.classList.contains('cm-content')")
    invite = page.locator("#signin-invite")
    expect(invite).to_be_visible()
    # Sign in from a problem comes back to the problem.
    expect(invite.get_by_role("link", name="Sign in")).to_have_attribute("href", re.compile(r"^/login\?next=/problems/"))
    expect(page.locator("#result")).to_be_empty()


def test_wrong_password_is_refused_with_a_message(live_server, page: Page):
    sign_up(page, live_server.url, "grace_e2e", "another long password")
    page.get_by_role("button", name="Sign out").click()
    expect(page.get_by_role("link", name="Sign in")).to_be_visible()
    page.goto(f"{live_server.url}/login")
    page.get_by_label("Username").fill("grace_e2e")
    page.get_by_label("Password").fill("not the password")
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("alert")).to_contain_text("Wrong username or password")
    expect(page.get_by_label("Username")).to_have_value("grace_e2e")
