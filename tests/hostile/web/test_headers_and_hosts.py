"""Security headers from one middleware, private answers never cached, only the site's own host
names answered, redirects that never name a host, and docs and metrics closed in production."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from app.config import PROJECT_ROOT
from tests.hostile.web.conftest import METRICS_TOKEN, browser, with_account

PAGES = ["/problems", "/login", "/register", "/problems/scale-a-vector", "/nowhere"]


@pytest.mark.parametrize("path", [*PAGES, "/api/problems", "/healthz", "/api/me/progress"])
def test_every_answer_carries_the_security_headers_and_no_store(production_app, path):
    answer = with_account(production_app, "ada").get(path)
    csp = answer.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp.split("script-src")[1].split(";")[0]
    assert "frame-ancestors 'self' https://lms.example.edu" in csp and "object-src 'none'" in csp
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert answer.headers["referrer-policy"] == "same-origin"
    assert answer.headers["cache-control"] == "no-store"
    assert answer.headers["strict-transport-security"].startswith("max-age=")
    # cross-origin isolated: no other site's window keeps a handle on ours, and nothing foreign
    # loads into it unless it says it may (Run's worker then shares memory with the page)
    assert answer.headers["cross-origin-opener-policy"] == "same-origin"
    assert answer.headers["cross-origin-embedder-policy"] == "require-corp"


def test_static_files_stay_cacheable(production_app):
    answer = browser(production_app).get("/static/app.css")
    assert answer.status_code == 200 and answer.headers.get("cache-control") != "no-store"
    assert answer.headers["x-content-type-options"] == "nosniff"
    # the worker's script and Pyodide load under the page's isolation
    worker = browser(production_app).get("/static/js/python_worker.js")
    assert worker.headers["cross-origin-embedder-policy"] == "require-corp"


def test_no_page_has_an_inline_script_or_handler(production_app):
    """The CSP forbids inline script: every script must be a file (or a JSON data block)."""
    client = with_account(production_app, "ada")
    for path in PAGES:
        html = client.get(path).text
        for tag in re.findall(r"<script\b[^>]*>", html):
            assert "src=" in tag or 'type="application/json"' in tag, (path, tag)
        assert not re.search(r"\son[a-z]+\s*=", html), path
    for template in (PROJECT_ROOT / "app" / "templates").rglob("*.html"):
        text = template.read_text()
        assert not re.search(r"<script(?![^>]*(src=|application/json))[^>]*>", text), template
        assert not re.search(r"\son(click|load|submit|change|input)\s*=", text), template


@pytest.mark.parametrize("host", ["evil.example", "practice.example.edu.evil.example", "localhost"])
def test_a_host_that_is_not_the_sites_gets_400(production_app, host):
    answer = TestClient(production_app, base_url=f"https://{host}").get("/problems")
    assert answer.status_code == 400


def test_a_trailing_slash_redirect_names_no_host(production_app):
    client = browser(production_app)
    answer = client.get("/problems/?level=3", headers={"X-Forwarded-Host": "evil.example"}, follow_redirects=False)
    assert answer.status_code == 308 and answer.headers["location"] == "/problems?level=3"
    protocol_relative = client.get("https://practice.example.edu//evil.example/", follow_redirects=False)
    assert protocol_relative.headers["location"] == "/evil.example"  # a path here, never another site


@pytest.mark.parametrize("path", ["/docs", "/openapi.json"])
def test_docs_are_for_admins_in_production(production_app, path):
    assert browser(production_app).get(path).status_code == 404
    assert with_account(production_app, "ada").get(path).status_code == 404
    assert with_account(production_app, "root", role="admin").get(path).status_code == 200


def test_metrics_need_the_token_in_production(production_app):
    client = browser(production_app)
    assert client.get("/metrics").status_code == 404
    assert client.get("/metrics", headers={"Authorization": "Bearer wrong-token-wrong-token"}).status_code == 404
    answer = client.get("/metrics", headers={"Authorization": f"Bearer {METRICS_TOKEN}"})
    assert answer.status_code == 200 and "grading_queue_depth" in answer.text


def test_production_refuses_to_start_without_allowed_hosts(production_settings):
    from app.config import Settings

    with pytest.raises(ValueError, match="ALLOWED_HOSTS"):
        Settings(**{**production_settings.model_dump(), "allowed_hosts": ["*"]})


def test_docs_page_loads_its_vendored_swagger_without_inline_script(sqlite_url, make_settings):
    from app.main import create_app

    with TestClient(create_app(make_settings(sqlite_url, dispatcher="none"))) as client:
        page = client.get("/docs").text
        assert '<script src="/static/vendor/swagger/swagger-ui-bundle.js">' in page and "cdn" not in page
        assert client.get("/static/vendor/swagger/swagger-ui-bundle.js").status_code == 200
        assert client.get("/openapi.json").json()["info"]["title"] == "Robot Practice"
