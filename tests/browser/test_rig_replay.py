"""Replaying on the rig as a new user would, with `RIG=emulated`: solve Stop Before the Wall and
Where the Gripper Lands, replay each from the submission's page, and see the telemetry beside the
simulated run, the answers from the Pico, and the transcript."""

from __future__ import annotations

import os
import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import start_server, stop_server
from tests.browser.test_controller_journey import type_code
from tests.utils.micropython import needs_micropython
from tests.utils.solutions import solution_for

pytestmark = [pytest.mark.browser, needs_micropython]
SHOTS = os.environ.get("RIG_SCREENSHOTS")   # a folder, to look at the pages


@pytest.fixture(scope="module")
def rig_server(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("rig-server")
    server = start_server(workdir, {"RIG": "emulated", "RIG_DIR": str(workdir / "rig"), "RIG_MAX_RUN_S": "3"})
    yield server
    stop_server(server)


def solve(page, url: str, slug: str) -> str:
    page.goto(f"{url}/problems/{slug}")
    type_code(page, solution_for(slug))
    page.get_by_role("button", name=re.compile("Submit")).click()
    expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=60_000)
    return page.evaluate(f"fetch('/api/problems/{slug}').then(() => document.location.pathname)")


def test_replaying_both_kinds_from_the_result_page(rig_server, page):
    url = rig_server.url
    page.goto(f"{url}/register")
    page.get_by_label("Username").fill("tinkerer")
    page.get_by_label("Password").fill("correct horse battery")
    page.get_by_role("button", name=re.compile("Create account|Sign up")).click()

    solve(page, url, "stop-before-the-wall")
    page.goto(f"{url}/submissions/1")
    expect(page.locator("#rig")).not_to_contain_text("null")
    rig = page.locator("#rig")
    expect(rig.locator(".rig-status")).to_contain_text("in service")
    rig.get_by_role("button", name="Replay on the rig").click()
    expect(rig.locator(".rig-run .verdict")).to_contain_text("Ran on the rig", timeout=60_000)
    expect(rig.locator(".rig-charts canvas")).to_have_count(3)
    expect(rig).to_contain_text("Dashed: the same example in our simulator")
    expect(rig.locator(".run-metric").first).to_be_visible()
    rig.get_by_text("Serial transcript").click()
    expect(rig.locator(".rig-transcript pre")).to_contain_text("raw REPL; CTRL-B to exit")
    if SHOTS:
        page.wait_for_timeout(500)
        rig.screenshot(path=f"{SHOTS}/rig-controller.png")

    solve(page, url, "where-the-gripper-lands")
    page.goto(f"{url}/submissions/2")
    rig.get_by_role("button", name="Replay on the rig").click()
    expect(rig.locator(".rig-run .verdict")).to_contain_text("Same answers on the rig", timeout=60_000)
    expect(rig.locator(".rig-table tbody tr")).to_have_count(42)
    if SHOTS:
        rig.screenshot(path=f"{SHOTS}/rig-function.png")
    page.reload()                                   # the latest replay is shown again on a later visit
    expect(rig.locator(".rig-run .verdict")).to_contain_text("Same answers on the rig")
