"""A database that is down or out of reach: 503 with a reason and Retry-After, never a 500."""

from fastapi.testclient import TestClient
from sqlalchemy.exc import OperationalError

from app.main import create_app
from app.services import catalog


def test_an_unreachable_database_is_a_503_with_a_reason(sqlite_url, make_settings, monkeypatch):
    def unreachable(*_args, **_kwargs):
        raise OperationalError("SELECT", {}, ConnectionRefusedError("connection refused"))
    with TestClient(create_app(make_settings(sqlite_url, dispatcher="none"))) as client:
        monkeypatch.setattr(catalog, "problem_summaries", unreachable)
        response = client.get("/api/problems")
    assert response.status_code == 503
    assert "database is unreachable" in response.json()["detail"]
    assert response.headers["retry-after"] == "5"
