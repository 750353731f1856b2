"""Accounts for the browser tests: made with the app's own command (as an admin would), and a
page signed in through the sign-in form (as the user would)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from playwright.sync_api import expect

from tests.utils.live_server import PYTHON, ROOT

PASSWORD = "correct horse battery"


def add_user(workdir: Path, username: str, role: str) -> None:
    """A user of the live server whose database is workdir/app.db."""
    made = subprocess.run([PYTHON, "-m", "app", "user", "add", "--role", role, username, "--password", PASSWORD],
                          cwd=ROOT, capture_output=True, text=True,
                          env={"DATABASE_URL": f"sqlite:///{(workdir / 'app.db').resolve()}", "PATH": "/usr/bin:/bin"})
    assert made.returncode == 0, made.stderr


def sign_in(page, base_url: str, username: str) -> None:
    page.goto(f"{base_url}/login")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(re.compile(r"/problems$"))


def own_page(browser, errors: list[str], width: int, height: int):
    """A page of its own context (its own cookies, this viewport) whose uncaught JavaScript errors
    go to `errors`."""
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page
