"""An author's workbench in headless Chromium, on a laptop screen and on a phone: the author opens
Authoring from the menu, then a problem, sees its hidden cases with our answers, tries wrong code
on them and reads every case's input, our answer and the code's answer."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import start_server, stop_server
from tests.utils.browser_users import add_user, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.sandbox]
SLUG = "where-the-gripper-lands"
# The forearm's angle measured from the ground, not from the first link: caught by "both joints turned".
WRONG_GRIPPER = ("import math\n\ndef gripper(l1, l2, t1, t2):\n"
                 "    return (l1 * math.cos(t1) + l2 * math.cos(t2), l1 * math.sin(t1) + l2 * math.sin(t2))\n")
SCREENS = {"laptop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("author-server")
    live = start_server(workdir)
    add_user(workdir, "ms.hopper", "author")
    yield live
    stop_server(live)


@pytest.mark.parametrize("screen", SCREENS)
def test_an_author_sees_hidden_cases_and_tries_code(server, browser, screen):
    context = browser.new_context(viewport=SCREENS[screen])
    context.set_default_timeout(20_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    sign_in(page, server.url, "ms.hopper")

    if screen == "phone":
        page.get_by_role("button", name="Menu").click()
    page.get_by_role("link", name="Authoring").click()
    expect(page.get_by_role("heading", name="Authoring")).to_be_visible()
    page.locator(f'a[href="/author/problems/{SLUG}"]').click()
    expect(page).to_have_url(re.compile(f"/author/problems/{SLUG}$"))

    cases = page.locator("#hidden-cases")
    expect(cases).to_contain_text("both joints turned")
    expect(cases).to_contain_text("[0.5, 0.35, 0.9, 0.6]")  # the hidden input, for the author only
    expect(page.locator("#mistakes-table")).to_be_visible()

    page.get_by_label("Code", exact=True).fill(WRONG_GRIPPER)
    page.get_by_label("Seed").fill("11")
    page.get_by_role("button", name="Try on the hidden cases").click()
    expect(page.locator("#try-result .try-verdict")).to_have_text("Wrong answer", timeout=60_000)
    row = page.locator("#try-cases tbody tr", has_text="both joints turned")
    expect(row).to_have_class(re.compile("is-fail"))
    values = row.locator("code.value")
    expect(values).to_have_count(3)  # the input, our answer, its answer
    expect(values.nth(0)).to_have_text("[0.5, 0.35, 0.9, 0.6]")
    assert values.nth(1).inner_text() != values.nth(2).inner_text()
    row.scroll_into_view_if_needed()
    assert page.evaluate("document.documentElement.scrollWidth") <= SCREENS[screen]["width"] + 1, \
        "the page scrolls sideways: only its tables may"
    context.close()
    assert not errors, f"uncaught JavaScript errors: {errors}"
