"""Hostile LTI launches against the real tool over HTTP, from two real test LMSes: each one refused
with a reason that names what was wrong, and nothing written (no account, identity, class,
enrolment, course, link or score)."""

from __future__ import annotations

import base64
import json
import time

import httpx
import pytest

from app.models import Classroom
from tests.utils.lti_platform import INSTRUCTOR, LEARNER, LTI, Course, Person, SigningKey, browser_launch, login_form
from tests.utils.lti_world import lti_world

TEACHER, LEARNER_A = Person("teacher-a", "Tess", [INSTRUCTOR]), Person("learner-a", "Lee", [LEARNER])


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    with lti_world(tmp_path_factory.mktemp("lti-hostile"), names=("lms-a", "lms-b")) as made:
        lms = made.platforms["lms-a"]
        course = Course(id="course-a", title="Course of A", members=[TEACHER, LEARNER_A])
        lms.courses[course.id] = course
        for person in (TEACHER, LEARNER_A):  # the course's class exists, the learner is in it
            assert browser_launch(made.browser(), lms, lms.claims(person, course)).status == 303
        made.course = course
        yield made


def refused(world, claims: dict, expect_status: int, reason: str, platform: str = "lms-a", **launch) -> None:
    before = world.counts()
    landed = browser_launch(world.browser(), world.platforms[platform], claims, **launch)
    assert landed.status == expect_status, landed.text[-600:]
    assert reason in landed.text, landed.text[-600:]
    assert world.counts() == before  # nothing written


def _login_form(browser: httpx.Client, lms, claims: dict) -> dict[str, str]:
    return login_form(browser, lms, claims)[1]


def _claims(world, person=LEARNER_A, **changes) -> dict:
    claims = world.platforms["lms-a"].claims(person, world.course)
    claims.update(changes)
    return claims


def test_a_forged_id_token_is_refused(world):
    def forge(token: str) -> str:  # the same header and signature, the claims changed to the teacher's
        head, body, signature = token.split(".")
        claims = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
        claims["sub"], claims[LTI + "roles"] = TEACHER.sub, [INSTRUCTOR]
        forged = base64.urlsafe_b64encode(json.dumps(claims).encode()).decode().rstrip("=")
        return f"{head}.{forged}.{signature}"

    refused(world, _claims(world), 401, "Signature verification failed", tamper=forge)


def test_a_token_signed_with_a_key_not_in_the_jwks_is_refused(world):
    refused(world, _claims(world), 401, "which is not in the platform&#39;s JWKS", sign_with=SigningKey())


def test_an_expired_id_token_is_refused(world):
    now = int(time.time())
    refused(world, _claims(world, iat=now - 900, exp=now - 600), 401, "the id_token has expired")


def test_a_wrong_audience_is_refused(world):
    refused(world, _claims(world, aud="another-tool"), 401, "no platform is registered with this issuer and client id")
    client_id = world.platforms["lms-a"].client_id
    refused(world, _claims(world, aud=["another-tool"], azp=client_id), 401, "is not for this tool")
    refused(world, _claims(world, aud=[client_id, "another-tool"]), 401, "azp is not our client id")


def test_an_unknown_deployment_is_refused_at_login_and_at_launch(world):
    claims = _claims(world, **{LTI + "deployment_id": "deploy-unknown"})
    refused(world, claims, 403, "deployment &#39;deploy-unknown&#39; is not registered")
    claims = _claims(world)
    claims[LTI + "deployment_id"] = "deploy-unknown"  # not hinted at login: the launch finds it
    before = world.counts()
    browser = world.browser()
    landed = browser.post("/lti/launch", data=_login_form(browser, world.platforms["lms-a"], claims))
    assert landed.status_code == 403 and "the deployment id is not registered" in landed.text
    assert world.counts() == before


def test_a_replayed_launch_and_a_replayed_nonce_are_refused(world):
    lms = world.platforms["lms-a"]
    captured = {}

    def keep(token: str) -> str:
        captured["token"] = token
        return token

    browser = world.browser()
    assert browser_launch(browser, lms, _claims(world), tamper=keep).status == 303
    before = world.counts()
    # The same token again with a new login's state: its nonce is the old login's.
    refused(world, _claims(world), 401, "nonce is not the one of this login", tamper=lambda token: captured["token"])
    # The same state again: used once already.
    fields = _login_form(browser, lms, _claims(world))
    assert browser.post("/lti/launch", data=fields).status_code == 303
    again = browser.post("/lti/launch", data=fields)
    assert again.status_code == 401 and "unknown or was used already" in again.text
    assert world.counts() == before


def test_a_state_from_another_browser_is_refused(world):
    fields = _login_form(world.browser(), world.platforms["lms-a"], _claims(world))
    before = world.counts()
    attacker = world.browser()  # no state cookie: a login forced on someone else's browser
    landed = attacker.post("/lti/launch", data=fields)
    assert landed.status_code == 401 and "state cookie is missing" in landed.text
    assert world.counts() == before


def test_a_learner_claiming_the_instructor_role_in_a_second_platforms_course(world):
    """The learner of A's course holds a key of their own and tries B; then B itself says the same
    sub instructs a course with A's course id: that is B's course, never A's class or account."""
    lms_b = world.platforms["lms-b"]
    claims = lms_b.claims(Person(LEARNER_A.sub, "Lee", [INSTRUCTOR]), world.course)
    refused(world, claims, 401, "not in the platform&#39;s JWKS", platform="lms-b", sign_with=SigningKey())
    learner = world.user_of(world.platforms["lms-a"], LEARNER_A.sub)
    landed = browser_launch(world.browser(), lms_b, claims)
    assert landed.status == 303
    other = world.user_of(lms_b, LEARNER_A.sub)
    with world.database.session() as db:
        class_a = db.get(Classroom, int(_class_path(world, world.platforms["lms-a"])))
        assert other.id != learner.id and db.get(type(learner), learner.id).role == "student"
        assert class_a.teacher_id == world.user_of(world.platforms["lms-a"], TEACHER.sub).id
        assert landed.location != f"/classes/{class_a.id}"


def _class_path(world, lms) -> str:
    landed = browser_launch(world.browser(), lms, lms.claims(TEACHER, world.course))
    return landed.location.rsplit("/", 1)[1]


def test_roles_outside_the_course_count_for_nothing(world):
    institution = "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor"
    refused(world, _claims(world, person=Person("observer", "O", [institution])), 403,
            "only a course&#39;s instructors and learners may launch")
    refused(world, world.platforms["lms-a"].claims(Person("mentor", "M", [INSTRUCTOR.replace("Instructor", "Mentor")]),
                                                   world.course), 403, "only a course&#39;s instructors and learners")


def test_a_learner_cannot_deep_link_nor_be_first_in_a_new_course(world):
    lms = world.platforms["lms-a"]
    refused(world, lms.claims(LEARNER_A, world.course, "LtiDeepLinkingRequest"), 403,
            "only the course&#39;s instructors choose")
    refused(world, lms.claims(LEARNER_A, Course(id="course-new", title="New")), 409,
            "its instructor opens the tool first")


@pytest.mark.parametrize("params, reason", [
    ({}, "Could not find issuer"),
    ({"iss": "https://nowhere.example", "login_hint": "x"}, "register the platform on /admin/lti"),
])
def test_bad_login_requests_are_refused(world, params, reason):
    before = world.counts()
    answer = world.browser().get("/lti/login", params=params)
    assert answer.status_code == 400 and reason in answer.text
    assert world.counts() == before


@pytest.mark.parametrize("data, reason", [
    ({}, "the launch has no state"),
    ({"state": "state-made-up", "id_token": "a.b.c"}, "unknown or was used already"),
    ({"state": "x" * 300}, ""),  # over the form's limit: refused by validation
])
def test_malformed_launches_are_refused(world, data, reason):
    before = world.counts()
    answer = world.browser().post("/lti/launch", data=data)
    assert answer.status_code in (401, 422) and reason in answer.text
    assert world.counts() == before


@pytest.mark.parametrize("claim, value, reason", [
    ("iss", {"a": 1}, "iss must be a JSON string"),
    ("aud", 7, "aud must be a JSON string or list"),
    ("aud", [["robot-practice"]], "aud, roles and scopes must be lists of strings"),
    ("sub", 12345, "sub must be a JSON string"),
    ("sub", "", "Must have a user (sub)"),
    (LTI + "roles", "Instructor", "roles must be a JSON list"),
    (LTI + "roles", [{"role": "Instructor"}], "aud, roles and scopes must be lists of strings"),
    (LTI + "resource_link", "link-1", "resource_link must be a JSON object"),
    (LTI + "resource_link", {}, "Missing Resource Link Id"),
    (LTI + "context", ["course-a"], "context must be a JSON object"),
    (LTI + "custom", "problem=x", "custom must be a JSON object"),
    (LTI + "version", "1.1", "Incorrect version"),
    (LTI + "message_type", "LtiSomethingElse", "Unrecognized message type"),
    ("https://purl.imsglobal.org/spec/lti-ags/claim/endpoint", {"scope": "all"}, "lists of strings"),
    ("nonce", None, "nonce must be a JSON string"),
])
def test_a_signed_launch_with_malformed_claims_is_refused(world, claim, value, reason):
    claims = _claims(world)
    claims[claim] = value
    token = world.platforms["lms-a"].keys[0].sign({**claims, "nonce": value}) if claim == "nonce" else None
    refused(world, claims, 401, reason.replace("'", "&#39;"), tamper=(lambda _: token) if token else None)


@pytest.mark.parametrize("token, reason", [
    ("not-a-jwt", "JWT must contain 3 parts"),
    ("a.b.c", "can&#39;t be decoded"),
    (".".join(base64.urlsafe_b64encode(json.dumps(part).encode()).decode().rstrip("=") for part in
              ({"alg": "RS256", "kid": ["x"]}, {"iss": "x"})) + ".sig", "name its key (kid) as a string"),
    (".".join(base64.urlsafe_b64encode(json.dumps(part).encode()).decode().rstrip("=") for part in
              ({"alg": "none", "kid": "x"}, [1, 2])) + ".", "header and claims must be JSON objects"),
])
def test_malformed_id_tokens_are_refused(world, token, reason):
    refused(world, _claims(world), 401, reason, tamper=lambda _: token)
