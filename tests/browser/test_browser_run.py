"""Run in the browser (issue #22): on "Elbow Up or Elbow Down" Run answers per example from
Pyodide in a Web Worker with no request to a grading endpoint; an endless loop is stopped within
the time limit while the page stays usable; `?run=server` (the fallback) runs on the server and
says so. Elbow Up's checker judges a pair of angles by where the hand lands, which is the answer
to "Where the Gripper Lands": a learner who has not solved that (or another problem asking for
the arm's hand) runs on the server, told why, and one who has runs in the browser."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from tests.utils.browser_steps import set_code, sign_up
from tests.utils.solutions import solution_for

pytestmark = [pytest.mark.browser]

SLUG = "elbow-up-or-elbow-down"
PREREQUISITE = "where-the-gripper-lands"
GRADING = re.compile(r"/api/problems/[^/]+/(run|submissions)$|/api/submissions")
LOOP = "def elbow_solutions(l1, l2, x, y):\n    while True: pass\n"
STUBBORN_LOOP = ("def elbow_solutions(l1, l2, x, y):\n    while True:\n        try:\n            while True: pass\n"
                 "        except BaseException:\n            pass\n")
WRONG_COUNT = "def elbow_solutions(l1, l2, x, y):\n    print('asked for', x, y)\n    return []\n"
HOARD = "def elbow_solutions(l1, l2, x, y):\n    hoard = bytearray({mib} * 2**20)\n    print('held', len(hoard) >> 20)\n    return []\n"
PYTHON_LOAD_MS = 120_000


def solve(page, base_url: str, slug: str) -> None:
    """An accepted submission of `slug`, graded by the server as any other."""
    made = page.request.post(f"{base_url}/api/problems/{slug}/submissions", data={"code": solution_for(slug)})
    assert made.status == 202, made.text()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        result = page.request.get(f"{base_url}/api/submissions/{made.json()['id']}").json()
        if result["status"] not in ("queued", "running"):
            assert result["verdict"] == "accepted", result
            return
        page.wait_for_timeout(200)
    raise AssertionError(f"{slug} was not graded within 60 s")


@pytest.fixture(scope="module")
def python_page(browser, live_server):
    """One signed-in page with Pyodide loaded, shared by the tests of this module."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    context.set_default_timeout(15_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    requests: list[str] = []
    page.on("request", lambda request: requests.append(f"{request.method} {request.url}"))
    sign_up(page, live_server.url, "pyodide_learner")
    solve(page, live_server.url, PREREQUISITE)
    page.goto(f"{live_server.url}/problems/{SLUG}")
    expect(page.locator("#run-button")).to_have_attribute("data-engine", "browser", timeout=PYTHON_LOAD_MS)
    page.requests = requests
    yield page
    context.close()
    assert not errors, f"uncaught JavaScript errors: {errors}"


def run_examples(page) -> None:
    page.get_by_role("button", name=re.compile("^Run examples")).click()


def grading_requests(requests: list[str]) -> list[str]:
    return [r for r in requests if GRADING.search(r.split(" ", 1)[1].split("?")[0])]


def test_run_answers_each_example_in_the_browser_with_no_grading_request(python_page):
    page = python_page
    before = len(page.requests)
    set_code(page, WRONG_COUNT)
    page.get_by_role("button", name=re.compile("^Run examples")).click()
    expect(page.locator("#run-where")).to_have_attribute("data-where", "browser", timeout=30_000)
    expect(page.locator("#run-where")).to_contain_text("Ran in your browser (Python 3.")
    cards = page.locator("#result details.case")
    expect(cards).to_have_count(3)
    # Example 2 is out of reach: [] is right there, and wrong where the hand can reach.
    expect(cards.nth(0).locator(".pill-bad")).to_be_visible()
    expect(cards.nth(1).locator(".pill-good")).to_be_visible()
    expect(cards.nth(0)).to_contain_text("wrong number of solutions: you returned 0")
    expect(cards.nth(0).locator(".kv-stdout")).to_contain_text("asked for 0.9 0.4")
    assert grading_requests(page.requests[before:]) == [], page.requests[before:]


def test_an_endless_loop_is_stopped_within_the_time_limit_and_the_page_stays_usable(python_page):
    """The page is cross-origin isolated, so it shares memory with the worker and stops the loop
    where it runs, as the sandbox's CPU timer does: the same worker answers the next Run."""
    page = python_page
    assert page.evaluate("() => crossOriginIsolated") is True
    before = len(page.requests)
    # a Run that turns the stop off turns it off for itself only
    set_code(page, "import signal\nsignal.signal(signal.SIGINT, signal.SIG_IGN)\n" + WRONG_COUNT)
    run_examples(page)
    expect(page.locator("#result details.case").first).to_contain_text("asked for 0.9 0.4")
    set_code(page, LOOP)
    started = time.monotonic()
    run_examples(page)
    stopped = page.locator("#result .run-stopped")
    expect(stopped).to_have_text("Example 1 ran longer than 1 s, so Run stopped it in your browser.", timeout=10_000)
    took_s = time.monotonic() - started
    first = page.locator("#result details.case").first
    expect(first.locator(".pill-bad")).to_have_text(re.compile("Time limit"))
    expect(first.locator(".kv-stopped")).to_contain_text("took more than 1 s, timed in your browser")
    expect(page.locator("#result details.case").nth(1)).to_contain_text("Run stopped there")
    # The page answered all along: the main thread runs a script at once, and the editor types.
    assert page.evaluate("() => 6 * 7") == 42
    assert took_s < 1 + 3, f"stopped after {took_s:.1f} s for a 1 s limit"
    # No new Python: the next Run answers at once, in the browser.
    set_code(page, WRONG_COUNT)
    assert "asked for" in page.locator("#editor .cm-content").inner_text()
    run_examples(page)
    expect(page.locator("#result .run-stopped")).to_have_count(0)
    expect(page.locator("#run-where")).to_have_attribute("data-where", "browser")
    expect(page.locator("#result details.case").first).to_contain_text("asked for 0.9 0.4")
    assert grading_requests(page.requests[before:]) == []


def test_a_loop_that_swallows_the_stop_ends_the_worker_and_python_comes_back(python_page):
    page = python_page
    before = len(page.requests)
    set_code(page, STUBBORN_LOOP)
    started = time.monotonic()
    run_examples(page)
    stopped = page.locator("#result .run-stopped")
    expect(stopped).to_contain_text("Example 1 ran longer than 1 s, so Run stopped Python in your browser",
                                    timeout=10_000)
    assert time.monotonic() - started < 1 + 1 + 3   # the limit, then a second to stop
    first = page.locator("#result details.case").first
    expect(first.locator(".pill-bad")).to_have_text(re.compile("Time limit"))
    expect(page.locator("#result details.case").nth(1)).to_contain_text("Run stopped there")
    assert page.evaluate("() => 6 * 7") == 42
    assert grading_requests(page.requests[before:]) == []
    # A fresh Python comes back for the next Run, still in the browser.
    set_code(page, WRONG_COUNT)
    expect(page.locator("#run-button")).to_be_enabled()
    page.wait_for_timeout(200)
    deadline = time.monotonic() + PYTHON_LOAD_MS / 1000
    while True:
        run_examples(page)
        where = page.locator("#run-where")
        expect(where).to_be_visible(timeout=30_000)
        if where.get_attribute("data-where") == "browser" or time.monotonic() > deadline:
            break
        page.wait_for_timeout(1000)
    expect(where).to_have_attribute("data-where", "browser")


def test_memory_past_the_problem_limit_is_stopped_in_the_browser_as_on_the_server(python_page):
    """Elbow Up allows 128 MiB: 300 MiB is refused in the worker, as RLIMIT_AS refuses it in the
    sandbox, while 60 MiB is held, in the same worker, for the next Run."""
    page = python_page
    before = len(page.requests)
    run_button = page.get_by_role("button", name=re.compile("^Run examples"))
    set_code(page, HOARD.format(mib=300))
    run_button.click()
    expect(page.locator("#run-where")).to_have_attribute("data-where", "browser", timeout=30_000)
    first = page.locator("#result details.case").first
    expect(first.locator(".pill-bad")).to_have_text(re.compile("Memory limit exceeded"))
    expect(first).to_contain_text("used more than 128 MiB of memory")
    expect(first.locator(".kv-stdout")).to_have_count(0)
    set_code(page, HOARD.format(mib=60))
    run_button.click()
    expect(page.locator("#result details.case")).to_have_count(3)
    expect(page.locator("#result details.case").nth(1).locator(".pill-good")).to_be_visible()
    expect(page.locator("#result details.case").first.locator(".kv-stdout")).to_contain_text("held 60")
    expect(page.locator("#run-where")).to_have_attribute("data-where", "browser")
    assert grading_requests(page.requests[before:]) == []


def test_run_falls_back_to_the_server_and_says_so(browser, live_server):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        sign_up(page, live_server.url, "server_runner")
        page.goto(f"{live_server.url}/problems/{SLUG}?run=server")
        expect(page.locator("#run-button")).to_have_attribute("data-engine", "server", timeout=15_000)
        page.locator("#tab-code").click()
        set_code(page, WRONG_COUNT)
        with page.expect_request(re.compile(r"/api/problems/[^/]+/run$")):
            page.get_by_role("button", name=re.compile("^Run examples")).click()
        expect(page.locator("#run-where")).to_have_attribute("data-where", "server", timeout=60_000)
        expect(page.locator("#run-where")).to_contain_text("Ran on the server (not in your browser: switched off")
        expect(page.locator("#result details.case").first).to_contain_text("wrong number of solutions")
    finally:
        context.close()


def test_before_the_prerequisite_is_solved_run_stays_on_the_server_and_says_why(browser, live_server):
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    try:
        sign_up(page, live_server.url, "not_yet_gripper")
        bundle = page.request.get(f"{live_server.url}/api/problems/{SLUG}/browser-run").json()
        assert bundle["runs_in_browser"] is False and bundle["modules"] == [] and bundle["examples"] == []
        page.goto(f"{live_server.url}/problems/{SLUG}")
        expect(page.locator("#run-button")).to_have_attribute("data-engine", "server", timeout=15_000)
        title = page.locator("#run-button").get_attribute("title")
        assert "the answer to Where the Gripper Lands" in title, title
        set_code(page, WRONG_COUNT)
        with page.expect_request(re.compile(r"/api/problems/[^/]+/run$")):
            page.get_by_role("button", name=re.compile("^Run examples")).click()
        expect(page.locator("#run-where")).to_contain_text("the answer to Where the Gripper Lands", timeout=60_000)
    finally:
        context.close()


def test_a_checker_that_uses_its_own_answer_comes_to_the_browser_once_the_problem_is_solved(browser, live_server):
    slug = "which-crates-are-in-the-way"
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        sign_up(page, live_server.url, "solves_then_runs")
        page.goto(f"{live_server.url}/problems/{slug}")
        run_button = page.locator("#run-button")
        expect(run_button).to_have_attribute("data-engine", "server", timeout=15_000)
        assert "parts of this problem's answer" in run_button.get_attribute("title")
        page.locator("#tab-code").click()
        set_code(page, solution_for(slug))
        page.get_by_role("button", name=re.compile("^Submit")).click()
        expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=60_000)
        expect(run_button).to_have_attribute("data-engine", "browser", timeout=PYTHON_LOAD_MS)
        requests: list[str] = []
        page.on("request", lambda request: requests.append(f"{request.method} {request.url}"))
        page.get_by_role("button", name=re.compile("^Run examples")).click()
        expect(page.locator("#run-where")).to_have_attribute("data-where", "browser", timeout=30_000)
        assert grading_requests(requests) == [], requests
    finally:
        context.close()
