"""The LTI routes in production settings: the launch's cookies work inside the LMS's iframe
(SameSite=None; Secure; Partitioned), and the admin's and teachers' LTI pages and API refuse the
wrong people and bad input with a reason, storing nothing."""

from __future__ import annotations

import re

import pytest

from app.services import lti_platforms
from tests.hostile.web.conftest import browser, with_account
from tests.utils.lti_platform import INSTRUCTOR, LEARNER, Course, Person, Platform, browser_launch, login_form

SITE = "https://practice.example.edu"


@pytest.fixture
def lms(production_app):
    platform = Platform("lms-p").start()
    platform.connect(SITE)
    with production_app.state.platform.database.session() as db:
        lti_platforms.register(db, lti_platforms.PlatformSpec(**platform.registration()))
    course = Course(id="c-1", title="Course", members=[Person("t", "T", [INSTRUCTOR]), Person("s", "S", [LEARNER])])
    platform.courses[course.id] = course
    platform.course = course
    yield platform
    platform.stop()


def lms_browser(app):
    """A browser the LMS sends to the tool: redirects are followed by hand, to the LMS or the tool."""
    return browser(app, follow_redirects=False)


def _csrf(page: str) -> str:
    return re.search(r'name="csrf-token" content="([^"]+)"', page).group(1)


def test_the_launch_cookies_are_for_the_lms_iframe(production_app, lms):
    launched = lms_browser(production_app)
    login, fields = login_form(launched, lms, lms.claims(lms.course.members[0], lms.course))
    state_cookie = login.headers["set-cookie"].lower()
    assert "samesite=none" in state_cookie and "secure" in state_cookie and "partitioned" in state_cookie
    assert "path=/lti" in state_cookie and "httponly" in state_cookie
    answer = launched.post("/lti/launch", data=fields)
    assert answer.status_code == 303, answer.text
    session_cookie = answer.headers["set-cookie"]
    assert session_cookie.startswith("__Host-session=") and "samesite=none" in session_cookie.lower()
    assert "partitioned" in session_cookie.lower() and "secure" in session_cookie.lower()
    page = launched.get(answer.headers["location"])
    assert page.status_code == 200 and "frame-ancestors 'self' https://lms.example.edu" in \
        page.headers["content-security-policy"]


def test_only_admins_see_and_register_platforms(production_app):
    assert browser(production_app).get("/admin/lti", follow_redirects=False).status_code == 303
    teacher = with_account(production_app, "tina-teacher", "teacher")
    assert teacher.get("/admin/lti").status_code == 404
    assert teacher.get("/api/lti/platforms").status_code == 403
    assert teacher.post("/api/lti/platforms", json={}).status_code in (403, 422)
    admin = with_account(production_app, "ada-admin", "admin")
    page = admin.get("/admin/lti")
    assert page.status_code == 200 and f"{SITE}/lti/login" in page.text and f"{SITE}/lti/jwks" in page.text
    form = {"name": "Moodle", "issuer": "https://moodle.example.edu", "client_id": "abc", "deployment_ids": "1 2",
            "auth_login_url": "https://moodle.example.edu/mod/lti/auth.php",
            "auth_token_url": "https://moodle.example.edu/mod/lti/token.php",
            "key_set_url": "https://moodle.example.edu/mod/lti/certs.php"}
    assert admin.post("/admin/lti", data={**form, "csrf_token": "forged"}).status_code == 403
    bad = admin.post("/admin/lti", data={**form, "issuer": "moodle", "csrf_token": _csrf(page.text)})
    assert bad.status_code == 422 and "issuer: give an https:// URL" in bad.text
    made = admin.post("/admin/lti", data={**form, "csrf_token": _csrf(page.text)}, follow_redirects=False)
    assert made.status_code == 303
    listed = admin.get("/api/lti/platforms").json()
    assert [(p["name"], p["deployment_ids"]) for p in listed] == [("Moodle", ["1", "2"])]
    again = admin.post("/api/lti/platforms", json={**form, "deployment_ids": ["1"]})
    assert again.status_code == 409 and "is registered" in again.json()["detail"]
    assert admin.post("/api/lti/platforms", json={**form, "deployment_ids": []}).status_code == 422
    assert admin.post("/api/lti/platforms", data=form).status_code == 415


def test_a_linked_class_is_its_teachers_alone(production_app, lms):
    teacher = lms_browser(production_app)
    landed = browser_launch(teacher, lms, lms.claims(lms.course.members[0], lms.course))
    class_id = landed.location.rsplit("/", 1)[1]
    assert teacher.get(f"/api/classes/{class_id}/lti").json()["course"] == "Course"
    for name, role in (("other-teacher", "teacher"), ("some-student", "student")):
        other = with_account(production_app, name, role)
        assert other.get(f"/api/classes/{class_id}/lti").status_code == 404
        assert other.post(f"/api/classes/{class_id}/lti/roster-sync", json={}).status_code == 404
        page = other.get("/classes")
        assert other.post(f"/classes/{class_id}/lti/roster", data={"csrf_token": _csrf(page.text)}).status_code == 404
    assert browser(production_app).get(f"/api/classes/{class_id}/lti").status_code == 401
    unlinked = with_account(production_app, "plain-teacher", "teacher")
    made = unlinked.post("/api/classes", json={"name": "Not linked"}).json()
    assert unlinked.get(f"/api/classes/{made['id']}/lti").json()["detail"] == "This class is not linked to an LMS course."
    # This LMS cannot reach the tool's JWKS (the tool runs in process here): its token is refused, and said so.
    synced = teacher.post(f"/api/classes/{class_id}/lti/roster-sync", json={})
    assert synced.status_code == 200 and "The LMS's roster could not be read: the LMS answered 401" in synced.json()["error"]
    assert "roster could not be read" in teacher.get(f"/api/classes/{class_id}/lti").json()["roster_error"]


def test_a_deep_link_choice_is_its_teachers_alone_and_checked(production_app, lms):
    teacher = lms_browser(production_app)
    landed = browser_launch(teacher, lms, lms.claims(lms.course.members[0], lms.course, "LtiDeepLinkingRequest"))
    picker = teacher.get(landed.location)
    assert picker.status_code == 200
    stranger = with_account(production_app, "someone-else", "teacher")
    assert stranger.get(landed.location).status_code == 404
    assert browser(production_app).get(landed.location).status_code == 401
    for picks, reason in ((["problem:no-such-problem"], "is not a problem, level or assignment"),
                          ([], "choose at least one"), (["level:99"], "is not a problem")):
        answer = teacher.post(landed.location, data={"picks": picks, "csrf_token": _csrf(picker.text)})
        assert answer.status_code == 422 and reason in answer.text
    assert teacher.post(landed.location, data={"picks": ["level:2"], "csrf_token": "x"}).status_code == 403
    done = teacher.post(landed.location, data={"picks": ["level:2"], "csrf_token": _csrf(picker.text)})
    assert done.status_code == 200 and f"form-action 'self' {lms.url}" in done.headers["content-security-policy"]
    assert teacher.get(landed.location).status_code == 404  # used once


def test_the_tools_keys_and_configuration_are_public_and_hold_no_secret(production_app):
    anyone = browser(production_app)
    keys = anyone.get("/lti/jwks").json()["keys"]
    assert len(keys) == 1 and keys[0]["kty"] == "RSA" and not {"d", "p", "q", "dp", "dq", "qi"} & set(keys[0])
    config = anyone.get("/lti/config.json").json()
    assert config["initiate_login_uri"] == f"{SITE}/lti/login" and config["jwks_uri"] == f"{SITE}/lti/jwks"
