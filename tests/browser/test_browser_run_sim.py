"""Run in the browser for the simulator kinds (issue #22), on the problem page in headless
Chromium: on Stop Before the Wall, Run drives the visible scenarios on reference.sim in Pyodide
and draws the same run pictures as the server's Run (the world from above, the range and speed
charts, the replay slider), with no request to a grading endpoint, at 1366x768 and 390x844; a
controller whose update() never returns is stopped by the page's clock and Python comes back;
on Tests for the Bump Sensor each test's result comes from the browser. A new learner: the
simulator is published with the course, so its bundles require nothing solved."""

from __future__ import annotations

import os
import re
import time
from contextlib import contextmanager
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.test_browser_run import PYTHON_LOAD_MS, grading_requests
from tests.utils.browser_steps import set_code, sign_up
from tests.utils.solutions import solution_for

pytestmark = [pytest.mark.browser]

CONTROLLER = "stop-before-the-wall"
TESTS = "tests-for-the-bump-sensor"
STUCK = ("class Robot:\n    def __init__(self, hw):\n        self.hw = hw\n"
         "    def update(self, dt_s):\n        while self.hw.now_s() > 0.5:\n            pass\n"
         "        self.hw.set_duty(0.3, 0.3)\n")
STUBBORN = ("class Robot:\n    def __init__(self, hw):\n        self.hw = hw\n"
            "    def update(self, dt_s):\n        while self.hw.now_s() > 0.5:\n            try:\n"
            "                while True:\n                    pass\n            except BaseException:\n                pass\n"
            "        self.hw.set_duty(0.3, 0.3)\n")


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("RUNS_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="module")
def learner_state(browser, live_server, tmp_path_factory) -> str:
    """A new learner, nothing solved: the simulator's bundles need no prerequisite (their cookies)."""
    context = browser.new_context()
    page = context.new_page()
    sign_up(page, live_server.url, "sim_runner")
    state = str(tmp_path_factory.mktemp("sim-runner") / "state.json")
    context.storage_state(path=state)
    context.close()
    return state


@contextmanager
def python_page(browser, live_server, state, slug, width, height):
    """A page of `slug` at this size with Python loaded; uncaught JavaScript errors fail the test."""
    context = browser.new_context(viewport={"width": width, "height": height}, storage_state=state)
    context.set_default_timeout(15_000)
    page = context.new_page()
    errors, page.requests = [], []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("request", lambda request: page.requests.append(f"{request.method} {request.url}"))
    try:
        page.goto(f"{live_server.url}/problems/{slug}")
        expect(page.locator("#run-button")).to_have_attribute("data-engine", "browser", timeout=PYTHON_LOAD_MS)
        if width < 700:
            page.locator("#tab-code").click()
        yield page
    finally:
        context.close()
    assert not errors, f"uncaught JavaScript errors: {errors}"


def run_in_the_browser(page, code):
    set_code(page, code)
    before = len(page.requests)
    page.get_by_role("button", name=re.compile("^Run examples")).click()
    expect(page.locator("#run-where")).to_have_attribute("data-where", "browser", timeout=30_000)
    assert grading_requests(page.requests[before:]) == [], page.requests[before:]


@pytest.mark.parametrize("width,height", [(1366, 768), (390, 844)])
def test_a_controller_runs_its_scenarios_in_the_browser_with_the_server_s_pictures(
        browser, live_server, learner_state, shots, width, height):
    with python_page(browser, live_server, learner_state, CONTROLLER, width, height) as page:
        # the page's note on what the code runs on names the browser's Python here too
        expect(page.locator("#runtime-note-browser")).to_contain_text("on Pyodide's Python 3.14")
        run_in_the_browser(page, solution_for(CONTROLLER))
        cards = page.locator("#result details.case")
        expect(cards).to_have_count(2)
        for index in range(2):
            card = cards.nth(index)
            expect(card.locator(".pill-good")).to_be_visible()
            expect(card.locator(".run-chart canvas").first).to_be_visible()
            expect(card.locator(".replay-slider")).to_be_attached()
        reach = page.locator("#result").evaluate("""r => [r.getBoundingClientRect().right,
            Math.max(...[...r.querySelectorAll('*')].map(e => e.getBoundingClientRect().right))]""")
        assert reach[1] <= reach[0] + 1, reach  # nothing sticks out of the result at this width
        page.locator("#result").screenshot(path=str(shots / f"browser-run-controller-{width}x{height}.png"))
        page.screenshot(path=str(shots / f"browser-run-controller-page-{width}x{height}.png"))


def test_a_controller_stuck_in_update_is_stopped_in_that_pass_and_the_run_goes_on(browser, live_server, learner_state):
    """As the sandbox's CPU timer stops it: that pass a time limit, its scenario's run drawn up to
    there, the next scenario run (stuck too), and the same worker answers the next Run."""
    with python_page(browser, live_server, learner_state, CONTROLLER, 1366, 768) as page:
        started = time.monotonic()
        run_in_the_browser(page, STUCK)
        expect(page.locator("#result .run-stopped")).to_have_text(
            "Example 1 ran longer than 1.05 s; Example 2 ran longer than 1.05 s, so Run stopped them in your browser.")
        took_s = time.monotonic() - started
        cards = page.locator("#result details.case")
        expect(cards).to_have_count(2)
        for index in range(2):
            card = cards.nth(index)
            expect(card.locator(".pill-bad")).to_have_text(re.compile("Time limit"))
            expect(card).to_contain_text("update() took more than its 0.05 s in one pass, timed in your browser")
            expect(card.locator(".run-chart canvas").first).to_be_visible()
        assert took_s < 10, f"stopped after {took_s:.1f} s"
        assert page.evaluate("() => 6 * 7") == 42
        run_in_the_browser(page, solution_for(CONTROLLER))
        expect(page.locator("#result details.case .pill-good")).to_have_count(2)
        expect(page.locator("#result .run-stopped")).to_have_count(0)


def test_a_controller_that_swallows_the_stop_ends_the_worker_and_python_comes_back(browser, live_server, learner_state):
    with python_page(browser, live_server, learner_state, CONTROLLER, 1366, 768) as page:
        started = time.monotonic()
        run_in_the_browser(page, STUBBORN)
        stopped = page.locator("#result .run-stopped")
        expect(stopped).to_contain_text("Example 1 ran longer than 1.05 s, so Run stopped Python in your browser")
        took_s = time.monotonic() - started
        cards = page.locator("#result details.case")
        expect(cards.first.locator(".pill-bad")).to_have_text(re.compile("Time limit"))
        expect(cards.nth(1)).to_contain_text("not run: an earlier scenario ended your program")
        assert took_s < 10, f"stopped after {took_s:.1f} s"
        assert page.evaluate("() => 6 * 7") == 42
        set_code(page, solution_for(CONTROLLER))
        where = page.locator("#run-where")
        for _ in range(PYTHON_LOAD_MS // 1000):  # until the fresh worker is ready, Run goes to the server
            page.get_by_role("button", name=re.compile("^Run examples")).click()
            expect(page.locator("#result details.case .pill-good")).to_have_count(2, timeout=30_000)
            if where.get_attribute("data-where") == "browser":
                break
            page.wait_for_timeout(1000)
        expect(where).to_have_attribute("data-where", "browser")


def test_a_tests_problem_runs_the_tests_on_the_true_simulator_in_the_browser(browser, live_server, learner_state):
    with python_page(browser, live_server, learner_state, TESTS, 390, 844) as page:
        weak = solution_for(TESTS) + "\n\ndef test_that_fails():\n    assert 1 == 2, 'one is not two'\n"
        run_in_the_browser(page, weak)
        cards = page.locator("#result details.case")
        expect(cards).to_have_count(4)
        expect(cards.nth(0).locator(".pill-good")).to_be_visible()
        expect(cards.nth(3).locator(".pill-bad")).to_be_visible()
        expect(cards.nth(3)).to_contain_text("one is not two")
        # a test that never ends is stopped where it runs, and the tests after it run, as on the server
        stuck = "def test_that_never_ends():\n    while True:\n        pass\n\n\n" + solution_for(TESTS)
        run_in_the_browser(page, stuck)
        expect(page.locator("#result .run-stopped")).to_have_text("test_that_never_ends ran longer than 2 s, so Run stopped it in your browser.")
        expect(cards).to_have_count(4)
        expect(cards.nth(0).locator(".pill-bad")).to_have_text(re.compile("Time limit"))
        expect(cards.nth(0)).to_contain_text("took more than 2 s, timed in your browser")
        for index in (1, 2, 3):
            expect(cards.nth(index).locator(".pill-good")).to_be_visible()
        # the tests' long names wrap: nothing is wider than the phone (it was 519 px)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
