"""Steps the browser tests share: an account made through the page's own context (so the page is
signed in), and code put in the editor as a paste would."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.utils.factories import PASSWORD


def sign_up(page: Page, base_url: str, username: str) -> None:
    response = page.request.post(f"{base_url}/api/auth/register", data={"username": username, "password": PASSWORD})
    assert response.status == 201, response.text()


def set_code(page: Page, code: str) -> None:
    page.locator("#editor .cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.press("Delete")
    page.keyboard.insert_text(code)
