"""A wrong link in a browser gets the site's own page; the API keeps answering JSON."""

from fastapi.testclient import TestClient

from app.main import create_app

PAGE = {"Accept": "text/html,application/xhtml+xml"}


def test_a_browser_gets_a_page_and_an_api_client_json(sqlite_url, make_settings):
    with TestClient(create_app(make_settings(sqlite_url, dispatcher="none"))) as client:
        page = client.get("/no/such/page", headers=PAGE)
        assert page.status_code == 404 and "text/html" in page.headers["content-type"]
        assert "This page is not here" in page.text and 'href="/problems"' in page.text
        assert client.get("/no/such/page").json() == {"detail": "Not Found"}
        api = client.get("/api/no-such-route", headers=PAGE)
        assert api.status_code == 404 and api.headers["content-type"].startswith("application/json")
        assert client.get("/static/nothing.css", headers=PAGE).status_code == 404
