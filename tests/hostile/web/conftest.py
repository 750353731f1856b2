"""The real app in its production settings, in process: `__Host-` cookies over HTTPS, allowed
hosts, docs and metrics closed. (PASSWORD_HASHING is the suite's, which production refuses: it
is lifted while the settings are built; the cheap hasher the suite imported stays.)"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from app.config import Settings
from app.main import create_app
from app.services import accounts
from tests.utils.factories import FIXTURE_PROBLEMS, PASSWORD

SECRET = "k" * 48
METRICS_TOKEN = "m" * 32


@pytest.fixture
def production_settings(sqlite_url, monkeypatch):
    monkeypatch.delenv("PASSWORD_HASHING", raising=False)
    return Settings(app_env="production", secret_key=SECRET, database_url=sqlite_url, problems_dir=FIXTURE_PROBLEMS,
                    dispatcher="none", allowed_hosts=["practice.example.edu"], metrics_token=METRICS_TOKEN,
                    frame_ancestors=["https://lms.example.edu"], grader_workers=1)


@pytest.fixture
def production_app(production_settings):
    app = create_app(production_settings)
    with TestClient(app, base_url="https://practice.example.edu"):
        yield app


def browser(app, **kwargs) -> TestClient:
    """Another browser on the same running app (its own cookies)."""
    return TestClient(app, base_url="https://practice.example.edu", **kwargs)


def with_account(app, username: str, role: str = "student") -> TestClient:
    with app.state.platform.database.session() as db:
        accounts.register(db, username, PASSWORD, role=role)
    client = browser(app)
    assert client.post("/api/auth/login", json={"username": username, "password": PASSWORD}).status_code == 200
    return client
