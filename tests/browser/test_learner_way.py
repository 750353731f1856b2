"""The learner's way through, in headless Chromium against the real server, at desktop and phone
size: result cards ordered and worded by what they say; drafts kept across a reload and a second
browser; the next step after Accepted; the phone's menu and tabs; live progress of a controller
grading; a status poll that fails once and recovers; and an accessibility audit (axe-core) of
every kind of page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.utils.browser_steps import set_code, sign_up
from tests.utils.factories import PASSWORD
from tests.utils.solutions import solution_for

pytestmark = [pytest.mark.browser]

GRIPPER = "where-the-gripper-lands"
# t2 read as an absolute angle: the lesson's classic mistake, with its own hint.
ABSOLUTE_T2 = ("import math\ndef gripper(l1, l2, t1, t2):\n"
               "    return (l1 * math.cos(t1) + l2 * math.cos(t2), l1 * math.sin(t1) + l2 * math.sin(t2))\n")
LOOPS = "def gripper(l1, l2, t1, t2):\n    while True:\n        pass\n"
CRASHES = ("def half(x):\n    return x / (x - x)\n\n"
           "def gripper(l1, l2, t1, t2):\n    return (half(l1), l2)\n")
PHONE = {"width": 390, "height": 844}
AXE = Path(__file__).parent / "vendor" / "axe.min.js"




def editor_text(page: Page) -> str:
    return page.locator("#editor .cm-content").inner_text()


def test_a_wrong_answer_shows_the_case_that_names_the_mistake_first(live_server, page: Page):
    sign_up(page, live_server.url, "cards")
    page.goto(f"{live_server.url}/problems/{GRIPPER}")
    set_code(page, ABSOLUTE_T2)
    page.get_by_role("button", name=re.compile("^Submit")).click()
    expect(page.locator("#result .verdict")).to_contain_text("Wrong answer", timeout=60_000)
    cards = page.locator("#result details.case.is-fail")
    first = cards.first
    expect(first).to_have_class(re.compile("points-at-mistake"))
    expect(first.locator(".case-kind")).to_have_text("hidden case")
    expect(first.locator(".kv-checks")).to_contain_text("This case checks")
    expect(first.locator(".kv-stopped")).to_contain_text("What went wrong")
    # After it, the failures whose inputs may be shown, each with the call, expected and got.
    kinds = [cards.nth(i).locator(".case-kind").inner_text() for i in range(cards.count())]
    shown = [i for i, kind in enumerate(kinds) if kind == "random case"]
    hidden = [i for i, kind in enumerate(kinds) if kind == "hidden case" and i > 0]
    assert shown and (not hidden or max(shown) < min(hidden)), kinds
    random_card = cards.nth(shown[0])
    if not random_card.evaluate("d => d.open"):
        random_card.locator("summary").click()
    for label in ("Call", "Expected", "Got"):
        expect(random_card.locator(".kv-key", has_text=re.compile(f"^{label}$"))).to_have_count(1)


def test_a_timeout_and_a_crash_are_named_as_such(live_server, page: Page):
    sign_up(page, live_server.url, "stops")
    page.goto(f"{live_server.url}/problems/{GRIPPER}")
    set_code(page, LOOPS)
    page.get_by_role("button", name=re.compile("^Run examples")).click()
    first = page.locator("#result details.case").first
    expect(first.locator(".pill-bad")).to_have_text(re.compile("Time limit"), timeout=60_000)
    expect(first.locator(".kv-stopped")).to_contain_text("Ran out of time")
    expect(first.locator(".kv-got")).to_have_count(0)  # never "got None"
    expect(page.locator("#result details.case").nth(1)).to_contain_text("Run stopped there")
    set_code(page, CRASHES)
    page.get_by_role("button", name=re.compile("^Run examples")).click()
    crash = page.locator("#result details.case").first.locator(".kv-stopped")
    expect(crash).to_contain_text("Raised an error", timeout=60_000)
    expect(crash).to_contain_text("ZeroDivisionError")
    expect(crash).to_contain_text("in half")
    marked = page.locator("#editor .cm-line.cm-errorLine")
    expect(marked).to_have_count(1)
    expect(marked).to_have_text("    return x / (x - x)")


def test_a_draft_survives_a_reload_and_follows_to_another_browser(live_server, browser, page: Page):
    sign_up(page, live_server.url, "drafter")
    page.goto(f"{live_server.url}/problems/{GRIPPER}")
    draft = "def gripper(l1, l2, t1, t2):\n    # half done\n    return None\n"
    set_code(page, draft)
    expect(page.locator("#draft-status")).to_have_text("Draft saved", timeout=10_000)
    page.reload()
    assert editor_text(page).rstrip("\n") == draft.rstrip("\n")
    other = browser.new_context(viewport={"width": 1366, "height": 900})
    try:
        second = other.new_page()
        second.goto(f"{live_server.url}/login")
        second.get_by_label("Username").fill("drafter")
        second.get_by_label("Password").fill(PASSWORD)
        second.get_by_role("button", name="Sign in").click()
        second.goto(f"{live_server.url}/problems/{GRIPPER}")
        assert "# half done" in second.locator("#editor .cm-content").inner_text()
    finally:
        other.close()


def test_accepted_points_at_the_next_problem_of_the_path(live_server, page: Page):
    sign_up(page, live_server.url, "onward")
    page.goto(f"{live_server.url}/problems/{GRIPPER}")
    set_code(page, solution_for(GRIPPER))
    page.get_by_role("button", name=re.compile("^Submit")).click()
    expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=60_000)
    expect(page.locator("#solved-badge")).to_be_visible()
    onward = page.locator("#result #next-on-path")
    expect(onward).to_contain_text("Next on your path")
    onward.click()
    expect(page).not_to_have_url(re.compile(f"/problems/{GRIPPER}$"))
    page.goto(f"{live_server.url}/problems?status=solved")
    expect(page.locator(".problem-row:not([hidden])")).to_have_count(1)
    page.goto(f"{live_server.url}/")
    expect(page.get_by_role("heading", name="Your paths")).to_be_visible()


def test_on_a_phone_the_menu_opens_and_statement_and_code_are_tabs(live_server, page: Page):
    page.set_viewport_size(PHONE)
    sign_up(page, live_server.url, "phoner")
    page.goto(f"{live_server.url}/problems/{GRIPPER}")
    nav = page.get_by_role("navigation", name="Main")
    expect(nav).to_be_hidden()
    page.get_by_role("button", name="Menu").click()
    expect(nav).to_be_visible()
    expect(nav.get_by_role("link", name="Problems")).to_be_visible()
    expect(page.locator("#statement")).to_be_visible()
    expect(page.locator("#editor")).to_be_hidden()
    page.get_by_role("tab", name="Code and results").click()
    expect(page.locator("#editor")).to_be_visible()
    expect(page.locator("#statement")).to_be_hidden()
    editor_top = page.locator("#editor").bounding_box()["y"]
    assert editor_top < 900, f"the editor starts {editor_top:.0f} px down"
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_a_controller_grading_shows_its_progress(live_server, page: Page):
    sign_up(page, live_server.url, "patient")
    page.goto(f"{live_server.url}/problems/stop-before-the-wall")
    set_code(page, solution_for("stop-before-the-wall"))
    page.get_by_role("button", name=re.compile("^Submit")).click()
    expect(page.locator("#result .verdict-pending")).to_contain_text(re.compile(r"scenario \d+ of \d+"), timeout=60_000)
    expect(page.locator("#result .grading-progress")).to_be_visible()
    expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=90_000)


def test_a_status_poll_that_fails_once_recovers(live_server, page: Page):
    sign_up(page, live_server.url, "flaky")
    page.goto(f"{live_server.url}/problems/{GRIPPER}")
    failed = []

    def fail_once(route):
        if not failed:
            failed.append(route.request.url)
            return route.abort("connectionreset")
        return route.continue_()

    # The page polls where its event stream is refused (a function's result rides on the stream's
    # `done`, with nothing to poll); the first poll of the small state fails.
    page.route(re.compile(r".*/api/submissions/\d+/events$"), lambda route: route.abort("connectionrefused"))
    page.route(re.compile(r".*/api/submissions/\d+/state$"), fail_once)
    set_code(page, solution_for(GRIPPER))
    page.get_by_role("button", name=re.compile("^Submit")).click()
    expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=60_000)
    assert failed, "the poll was never interrupted"
    expect(page.locator("#result .callout-error")).to_have_count(0)


PAGE_KINDS = ["/", "/problems", f"/problems/{GRIPPER}", "/classes", "/login", "/register", "/no/such/page"]


@pytest.mark.parametrize("viewport", [{"width": 1366, "height": 900}, PHONE])
def test_no_page_has_a_serious_accessibility_violation(live_server, browser, viewport):
    context = browser.new_context(viewport=viewport, bypass_csp=True)  # to inject axe into the pages
    try:
        page = context.new_page()
        sign_up(page, live_server.url, f"audit{viewport['width']}")
        submitted = page.request.post(f"{live_server.url}/api/problems/{GRIPPER}/submissions", data={"code": ABSOLUTE_T2})
        pages = [*PAGE_KINDS, f"/submissions/{submitted.json()['id']}"]
        found = {}
        for path in pages:
            page.goto(f"{live_server.url}{path}")
            page.wait_for_timeout(1500)  # the page's own scripts (editor, charts, results) have run
            page.add_script_tag(path=str(AXE))
            violations = page.evaluate("""async () => (await axe.run(document, {resultTypes: ['violations']}))
                .violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                .map(v => `${v.id}: ${v.nodes.length} (${v.nodes[0].target.join(' ')})`)""")
            if violations:
                found[path] = violations
        assert not found, found
    finally:
        context.close()
