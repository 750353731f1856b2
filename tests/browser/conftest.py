"""The real server and a real browser for the end-to-end tests.

`live_server` is the app as a subprocess (tests/utils/live_server.py); `browser` is Debian's
headless Chromium driven by Playwright; `page` is a fresh browser context per test that fails the
test on any uncaught JavaScript error.
"""

from __future__ import annotations

import os

import pytest

from tests.utils.live_server import PYTHON, ROOT, LiveServer, free_port, start_server, stop_server  # noqa: F401
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


@pytest.fixture(scope="module")
def live_server(tmp_path_factory):
    """The real app, serving the real problems, for the tests of one module."""
    server = start_server(tmp_path_factory.mktemp("live-server"))
    yield server
    stop_server(server)


@pytest.fixture(scope="session")
def browser():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} is missing: `make browser-deps` installs it")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    """A fresh context (no cookies) with a desktop-sized page; uncaught JS errors fail the test."""
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    context.set_default_timeout(15_000)
    # Run goes to the server here, as the learner's setting can ask: loading Pyodide in every
    # test's page would cost each a WebAssembly compile (tests/browser/test_browser_run*.py
    # open their own contexts with it on).
    context.add_init_script("try { localStorage.setItem('robot.run', 'server'); } catch (e) {}")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, f"uncaught JavaScript errors: {errors}"
