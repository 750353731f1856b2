"""An author's regrade preview in headless Chromium: after a reference fix, the author page offers
the regrade; the preview runs in the background with a progress bar and then shows how many
verdicts would change, in which direction and whose; the regrade is offered once it is done."""

from __future__ import annotations


import httpx
import pytest
from playwright.sync_api import expect

from tests.browser.conftest import ROOT, start_server, stop_server
from tests.utils.browser_users import PASSWORD, add_user, sign_in
from tests.utils.client import wait_for_result
from tests.utils.problem_files import copy_fixture

pytestmark = [pytest.mark.browser, pytest.mark.sandbox]
SLUG = "scale-a-vector"
CODES = {"ada": "def scale(x, y, k):\n    return (k * x, k * y)\n",  # wrong under the bug, right after the fix
         "bob": "def scale(x, y, k):\n    return (k * x, k * x)\n",  # the bug's answer: accepted, then not
         "cyd": "def scale(x, y, k):\n    return None\n"}  # wrong either way


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("regrade-server")
    reference = copy_fixture(workdir / "problems") / "reference.py"
    good = reference.read_text()
    reference.write_text(good.replace("return (k * x, k * y)", "return (k * x, k * x)"))
    env = {"PROBLEMS_DIR": str(workdir / "problems"), "SUBMISSIONS_PER_MINUTE": "0"}
    live = start_server(workdir, env)
    try:
        for name, code in CODES.items():
            with httpx.Client(base_url=live.url, timeout=10) as client:
                assert client.post("/api/auth/register", json={"username": name, "password": PASSWORD}).status_code == 201
                sent = client.post(f"/api/problems/{SLUG}/submissions", json={"code": code})
                assert sent.status_code == 202, sent.text
                wait_for_result(client, sent.json()["id"], 30)
    finally:
        stop_server(live)
    reference.write_text(good)  # the fix, served from the restart on
    live = start_server(workdir, env)
    add_user(workdir, "ms.hopper", "author")
    yield live
    stop_server(live)


def test_an_author_runs_a_regrade_preview_and_sees_its_progress_and_counts(server, browser):
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    context.set_default_timeout(20_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    sign_in(page, server.url, "ms.hopper")
    page.goto(f"{server.url}/author/problems/{SLUG}")

    section = page.locator("#regrade")
    expect(section.locator("#regrade-offer")).to_contain_text("3 final submissions were graded against an earlier version")
    regrade_button = page.get_by_role("button", name="Regrade all 3")
    expect(regrade_button).to_be_disabled()  # a preview first
    page.get_by_role("button", name="Preview").click()
    expect(section.locator("#regrade-progress")).to_be_visible()
    expect(section.locator('[data-finished="yes"]')).to_be_visible()
    expect(section.locator("#regrade-progress")).to_have_attribute("value", "3")
    expect(section.locator("#regrade-done")).to_have_text("3 of 3 graded")
    expect(section.locator("#regrade-counts")).to_contain_text(
        "2 verdicts would change: 1 newly accepted, 1 no longer accepted, 0 otherwise.")
    whose = section.locator("#regrade-whose")
    expect(whose).to_contain_text("ada: wrong answer → accepted")
    expect(whose).to_contain_text("bob: accepted → wrong answer")
    expect(whose).not_to_contain_text("cyd")
    expect(regrade_button).to_be_enabled()
    page.screenshot(path=str(ROOT / "var" / "regrade-preview.png"), full_page=True)
    assert errors == []
    context.close()
