"""The result pushed to the page, in headless Chromium against the real server: a controller's
grading shows its progress and its verdict with no poll at all (the page listens to
GET /api/submissions/{id}/events, whose `done` carries a function's whole result, and a
controller's, too big to ride there, is fetched once); and when the
stream is refused or cut, the page polls the small state instead and shows the same result."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, Route, expect

from tests.utils.browser_steps import set_code, sign_up
from tests.utils.solutions import solution_for

pytestmark = [pytest.mark.browser]

CONTROLLER = "stop-before-the-wall"  # seconds of grading, with progress reported on the way
GRIPPER = "where-the-gripper-lands"
EVENTS = re.compile(r".*/api/submissions/\d+/events$")
STATE_POLL = re.compile(r".*/api/submissions/\d+/state$")
WHOLE_RESULT = re.compile(r".*/api/submissions/\d+$")


def requests_seen(page: Page) -> list[str]:
    urls: list[str] = []
    page.on("request", lambda request: urls.append(request.url))
    return urls


def matching(urls: list[str], pattern: re.Pattern) -> list[int]:
    return [i for i, url in enumerate(urls) if pattern.match(url)]


def submit(page: Page, base_url: str, slug: str) -> None:
    page.goto(f"{base_url}/problems/{slug}")
    set_code(page, solution_for(slug))
    page.get_by_role("button", name=re.compile("^Submit")).click()


def test_a_controller_result_is_pushed_with_no_poll(live_server, page: Page):
    sign_up(page, live_server.url, "pushed")
    urls = requests_seen(page)
    submit(page, live_server.url, CONTROLLER)
    expect(page.locator("#result .verdict-pending")).to_contain_text(re.compile(r"scenario \d+ of \d+"), timeout=60_000)
    expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=90_000)
    expect(page.locator("#result .run-list, #result .cases").first).to_be_visible()
    streams, wholes = matching(urls, EVENTS), matching(urls, WHOLE_RESULT)
    assert streams and not matching(urls, STATE_POLL), urls
    # A controller's result (its runs, 250 kB) is fetched once after `done`, compressed.
    assert len(wholes) == 1 and wholes[0] > streams[0], f"the result was polled, not pushed: {urls}"


def test_a_function_result_rides_on_the_stream_and_is_not_fetched(live_server, page: Page):
    sign_up(page, live_server.url, "carried")
    urls = requests_seen(page)
    submit(page, live_server.url, GRIPPER)
    expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=60_000)
    expect(page.locator("#result .cases").first).to_be_visible()
    assert matching(urls, EVENTS) and not matching(urls, STATE_POLL), urls
    assert not matching(urls, WHOLE_RESULT), f"the result was fetched, not carried by `done`: {urls}"


def test_the_submission_page_follows_a_pending_grading_by_its_stream(live_server, page: Page):
    sign_up(page, live_server.url, "reader")
    submit(page, live_server.url, CONTROLLER)
    row = page.locator("#submission-list .sub-row").first
    expect(row).to_have_attribute("data-status", re.compile("queued|running"))
    submission_id = row.get_attribute("data-id")
    urls = requests_seen(page)
    page.goto(f"{live_server.url}/submissions/{submission_id}")
    expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=90_000)
    assert matching(urls, EVENTS) and not matching(urls, STATE_POLL), urls


def test_with_the_stream_refused_the_result_appears_by_polling(live_server, page: Page):
    sign_up(page, live_server.url, "refused")
    page.route(EVENTS, lambda route: route.abort("connectionrefused"))
    urls = requests_seen(page)
    submit(page, live_server.url, GRIPPER)
    expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=60_000)
    expect(page.locator("#result .callout-error")).to_have_count(0)
    assert matching(urls, EVENTS) and matching(urls, STATE_POLL) and len(matching(urls, WHOLE_RESULT)) == 1, urls


def test_with_the_stream_cut_after_its_first_event_the_result_appears_by_polling(live_server, page: Page):
    sign_up(page, live_server.url, "cut")

    def cut(route: Route) -> None:  # a proxy that ends the stream after the first event
        submission_id = int(route.request.url.rsplit("/", 2)[-2])
        route.fulfill(status=200, headers={"Content-Type": "text/event-stream"},
                      body=f'event: state\ndata: {{"id":{submission_id},"status":"queued","progress":null}}\n\n')

    page.route(EVENTS, cut)
    urls = requests_seen(page)
    submit(page, live_server.url, CONTROLLER)
    expect(page.locator("#result .verdict-pending")).to_contain_text(re.compile(r"scenario \d+ of \d+"), timeout=60_000)
    expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=90_000)
    assert len(matching(urls, EVENTS)) == 1 and len(matching(urls, STATE_POLL)) > 1, urls
