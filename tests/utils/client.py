"""Helpers for driving the API like a browser would."""

from __future__ import annotations

import time

from fastapi.testclient import TestClient

from tests.utils.factories import PASSWORD


def sign_up(client: TestClient, username: str) -> None:
    response = client.post("/api/auth/register", json={"username": username, "password": PASSWORD})
    assert response.status_code == 201, response.text


def wait_for_result(client, submission_id: int, timeout_s: float = 20.0) -> dict:
    """Polls like the browser; `client` is a TestClient or an httpx.Client on a live server."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        body = client.get(f"/api/submissions/{submission_id}").json()
        if body["status"] not in ("queued", "running"):
            return body
        time.sleep(0.05)
    raise AssertionError(f"submission {submission_id} still {body['status']} after {timeout_s} s")


def submit(client: TestClient, slug: str, code: str, timeout_s: float = 20.0) -> dict:
    response = client.post(f"/api/problems/{slug}/submissions", json={"code": code})
    assert response.status_code == 202, response.text
    return wait_for_result(client, response.json()["id"], timeout_s)
