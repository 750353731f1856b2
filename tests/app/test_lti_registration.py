"""Registering an LMS platform (the service, the command line) and the tool's own keys, on SQLite
and PostgreSQL."""

from __future__ import annotations

import json

import jwt
import pytest

from app.__main__ import main
from app.config import get_settings
from app.db import Database
from app.services import lti_platforms
from app.services.lti_platforms import PlatformError, PlatformSpec


def spec(**changes) -> PlatformSpec:
    values = dict(name="Moodle of the university", issuer="https://moodle.example.edu", client_id="Xy12ab",
                  deployment_ids=["1", "1", " 2 "], auth_login_url="https://moodle.example.edu/mod/lti/auth.php",
                  auth_token_url="https://moodle.example.edu/mod/lti/token.php",
                  key_set_url="https://moodle.example.edu/mod/lti/certs.php")
    return PlatformSpec(**{**values, **changes})


@pytest.fixture
def db(database_url):
    database = Database(database_url)
    with database.session() as session:
        for platform in lti_platforms.all_platforms(session):  # PostgreSQL's database is shared by the session's tests
            session.delete(platform)
        session.commit()
        yield session
    database.dispose()


def test_a_platform_is_registered_once_and_found_by_issuer_and_client(db):
    made = lti_platforms.register(db, spec())
    assert made.deployment_ids == ["1", "2"]
    assert lti_platforms.find(db, "https://moodle.example.edu", "Xy12ab").id == made.id
    assert lti_platforms.find(db, "https://moodle.example.edu", None).id == made.id  # its only client
    with pytest.raises(PlatformError) as taken:
        lti_platforms.register(db, spec(name="again"))
    assert taken.value.status == 409
    lti_platforms.register(db, spec(client_id="second"))  # a second client id of the same LMS
    assert lti_platforms.find(db, "https://moodle.example.edu", None) is None  # ambiguous without the client id
    assert lti_platforms.find(db, "https://moodle.example.edu/", "Xy12ab") is None  # the issuer is exact


@pytest.mark.parametrize("field, value, says", [
    ("issuer", "http://moodle.example.edu", "issuer: give an https:// URL"),
    ("key_set_url", "ftp://x", "key_set_url"),
    ("auth_login_url", "", "auth_login_url"),
    ("deployment_ids", [" "], "deployment_ids"),
    ("client_id", "", "client_id"),
    ("name", "x" * 121, "name"),
])
def test_bad_registrations_are_refused_naming_the_field(db, field, value, says):
    with pytest.raises(PlatformError) as refused:
        lti_platforms.register(db, spec(**{field: value}))
    assert says in refused.value.detail and refused.value.status == 422
    assert lti_platforms.all_platforms(db) == []


def test_plain_http_is_allowed_on_this_machine_only(db):
    local = lti_platforms.register(db, spec(issuer="http://127.0.0.1:8081", key_set_url="http://localhost:8081/jwks"))
    assert local.issuer == "http://127.0.0.1:8081"


def test_the_tool_signs_with_its_newest_key_and_keeps_the_old_one_published(db):
    first = lti_platforms.signing_key(db)
    assert lti_platforms.signing_key(db).kid == first.kid  # made once
    published = lti_platforms.jwks(db)["keys"]
    assert [key["kid"] for key in published] == [first.kid] and "d" not in published[0]  # no private part
    token = jwt.encode({"sub": "x"}, first.private_pem, algorithm="RS256", headers={"kid": first.kid})
    assert jwt.decode(token, jwt.PyJWK(published[0]).key, algorithms=["RS256"]) == {"sub": "x"}
    second = lti_platforms.rotate_key(db)
    assert lti_platforms.signing_key(db).kid == second.kid != first.kid
    assert {key["kid"] for key in lti_platforms.jwks(db)["keys"]} == {first.kid, second.kid}


def test_the_tool_configuration_names_its_urls():
    config = lti_platforms.tool_configuration("https://practice.example.edu/")
    assert config["initiate_login_uri"] == "https://practice.example.edu/lti/login"
    assert config["redirect_uris"] == ["https://practice.example.edu/lti/launch"]
    assert config["jwks_uri"] == "https://practice.example.edu/lti/jwks"
    tool = config["https://purl.imsglobal.org/spec/lti-tool-configuration"]
    assert tool["domain"] == "practice.example.edu"
    assert {m["type"] for m in tool["messages"]} == {"LtiResourceLinkRequest", "LtiDeepLinkingRequest"}


def test_the_command_line_registers_lists_and_shows_the_tools_values(sqlite_url, monkeypatch, capsys):
    monkeypatch.setenv("DATABASE_URL", sqlite_url)
    get_settings.cache_clear()
    try:
        assert main(["lti", "add-platform", "--name", "Canvas", "--issuer", "https://canvas.instructure.com",
                     "--client-id", "10000000000001", "--deployment-id", "8:abc", "--deployment-id", "9:def",
                     "--auth-login-url", "https://sso.canvaslms.com/api/lti/authorize_redirect",
                     "--auth-token-url", "https://sso.canvaslms.com/login/oauth2/token",
                     "--key-set-url", "https://sso.canvaslms.com/api/lti/security/jwks"]) == 0
        assert "registered Canvas" in capsys.readouterr().out
        assert main(["lti", "add-platform", "--name", "Bad", "--issuer", "nope", "--client-id", "1",
                     "--deployment-id", "1", "--auth-login-url", "https://a", "--auth-token-url", "https://a",
                     "--key-set-url", "https://a"]) == 1
        assert "issuer: give an https:// URL" in capsys.readouterr().err
        assert main(["lti", "list"]) == 0
        listed = json.loads(capsys.readouterr().out)
        assert [(p["name"], p["deployment_ids"]) for p in listed] == [("Canvas", ["8:abc", "9:def"])]
        assert main(["lti", "tool", "--url", "https://practice.example.edu"]) == 0
        shown = json.loads(capsys.readouterr().out)
        assert shown["login_url"] == "https://practice.example.edu/lti/login" and len(shown["jwks"]["keys"]) == 1
    finally:
        get_settings.cache_clear()
