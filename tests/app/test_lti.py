"""LTI 1.3 end to end: a real test LMS (tests/utils/lti_platform.py: RSA keys, signed JWTs, JWKS,
token, roster and gradebook endpoints over HTTP) against the real tool served over HTTP, its
grading pool grading in the sandbox and its sender posting scores: login, launches as instructor
and as learner, deep linking, roster sync, a graded submission's score in the LMS gradebook, and
an LMS that is down and later gets the score once."""

from __future__ import annotations

import time

import pytest
from sqlalchemy import select

from app.models import Classroom, Enrolment, LtiContext, LtiGradeSend
from app.services import classes
from tests.utils.client import wait_for_result
from tests.utils.factories import make_user
from tests.utils.lti_platform import INSTRUCTOR, LEARNER, Course, Link, Person, browser_launch
from tests.utils.lti_world import deep_link, lti_world, wait_until

CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
HALF_WRONG = "def scale(x, y, k):\n    return (k * x, y)\n"
pytestmark = pytest.mark.sandbox


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    with lti_world(tmp_path_factory.mktemp("lti")) as made:
        yield made


@pytest.fixture
def course(world):
    """A new course of the LMS with an instructor and three learners (the roster comes in two pages)."""
    lms = world.platforms["lms-a"]
    tag = f"{len(lms.courses) + 1}"
    made = Course(id=f"course-{tag}", title=f"Robotics {tag}01",
                  members=[Person(f"t-{tag}", "Tess Teacher", [INSTRUCTOR]),
                           *[Person(f"s-{tag}-{n}", f"Learner {n}", [LEARNER]) for n in range(3)]])
    lms.courses[made.id] = made
    return made


def _class_of(world, course: Course) -> Classroom:
    with world.database.session() as db:
        context = db.scalar(select(LtiContext).where(LtiContext.context_id == course.id))
        return db.get(Classroom, context.class_id)


def _teach(world, course: Course):
    """The instructor's first launch: the course becomes a class; their browser."""
    browser = world.browser()
    landed = browser_launch(browser, world.platforms["lms-a"], world.platforms["lms-a"].claims(course.members[0], course))
    assert landed.status == 303, landed.text
    return browser, landed


def test_an_instructor_launch_makes_the_course_a_class_once_and_brings_its_roster(world, course):
    lms = world.platforms["lms-a"]
    browser, landed = _teach(world, course)
    classroom = _class_of(world, course)
    assert landed.location == f"/classes/{classroom.id}"
    teacher = world.user_of(lms, course.members[0].sub)
    assert (classroom.name, classroom.teacher_id, teacher.role) == (course.title, teacher.id, "teacher")
    with world.database.session() as db:  # the three learners, read from two pages of the roster
        enrolled = set(db.scalars(select(Enrolment.user_id).where(Enrolment.class_id == classroom.id)))
    assert enrolled == {world.user_of(lms, person.sub).id for person in course.members[1:]}
    again = browser_launch(world.browser(), lms, lms.claims(course.members[0], course))
    assert again.location == landed.location  # linked, not duplicated
    with world.database.session() as db:
        assert len(db.scalars(select(LtiContext).where(LtiContext.context_id == course.id)).all()) == 1
    page = browser.get(landed.location)
    assert page.status_code == 200 and f"LMS course: {course.title}" in page.text and "Sync roster" in page.text
    co_teacher = Person(f"co-{course.id}", "Cody Coteacher", [INSTRUCTOR])
    other = browser_launch(world.browser(), lms, lms.claims(co_teacher, course))
    assert other.location == "/classes" and world.user_of(lms, co_teacher.sub).role == "teacher"
    assert _class_of(world, course).teacher_id == teacher.id  # still the first instructor's class


def test_a_roster_sync_on_demand_follows_the_lms(world, course):
    """Learners the LMS drops leave the class; a student who joined with the code stays."""
    lms = world.platforms["lms-a"]
    browser, _ = _teach(world, course)
    classroom = _class_of(world, course)
    with world.database.session() as db:
        by_code = make_user(db)
        classes.join(db, by_code, classroom.join_code)
    dropped = course.members.pop()
    synced = browser.post(f"/api/classes/{classroom.id}/lti/roster-sync", json={})
    assert synced.json() == {"members": 3, "enrolled": 0, "removed": 1, "error": ""}
    with world.database.session() as db:
        enrolled = set(db.scalars(select(Enrolment.user_id).where(Enrolment.class_id == classroom.id)))
    assert enrolled == {by_code.id, *(world.user_of(lms, person.sub).id for person in course.members[1:])}
    assert world.user_of(lms, dropped.sub) is not None  # the account and its work stay
    course.members.append(dropped)


def _learner_on_link(world, course: Course, pick: str, member: int):
    """The instructor links one thing by deep linking; a learner launches that link."""
    lms = world.platforms["lms-a"]
    browser, _ = _teach(world, course)
    link, = deep_link(world, browser, lms, course.members[0], course, [pick])
    learner, person = world.browser(), course.members[member]
    assert browser_launch(learner, lms, lms.claims(person, course, link=link)).status == 303
    return browser, link, learner, person


def test_deep_linking_places_a_problem_and_a_level_with_their_line_items(world, course):
    lms = world.platforms["lms-a"]
    browser, _ = _teach(world, course)
    links = deep_link(world, browser, lms, course.members[0], course, ["problem:scale-a-vector", "level:2"])
    reply = lms.deep_link_replies[-1]
    assert reply["iss"] == lms.client_id and reply["aud"] == [lms.issuer]  # checked with the tool's JWKS
    assert reply["https://purl.imsglobal.org/spec/lti/claim/message_type"] == "LtiDeepLinkingResponse"
    assert reply["https://purl.imsglobal.org/spec/lti-dl/claim/data"] == "opaque-123"
    assert [link.custom for link in links] == [{"problem": "scale-a-vector"}, {"level": "2"}]
    assert [lms.lineitems[link.lineitem]["scoreMaximum"] for link in links] == [100.0, 100.0]
    learner = world.browser()
    landed = browser_launch(learner, lms, lms.claims(course.members[1], course, link=links[0]))
    assert (landed.status, landed.location) == (303, "/problems/scale-a-vector")
    assert learner.get("/api/me/progress").status_code == 200  # signed in by the launch


def test_a_learners_graded_submission_reaches_the_lms_gradebook(world, course):
    lms = world.platforms["lms-a"]
    browser, link, learner, person = _learner_on_link(world, course, "problem:scale-a-vector", 1)
    submitted = learner.post("/api/problems/scale-a-vector/submissions", json={"code": CORRECT})
    assert wait_for_result(learner, submitted.json()["id"])["verdict"] == "accepted"
    score = wait_until(lambda: [s for s in lms.scores if s["userId"] == person.sub], what="the score's arrival")[0]
    assert (score["lineitem"], score["scoreGiven"], score["scoreMaximum"]) == (link.lineitem, 100.0, 100.0)
    assert (score["activityProgress"], score["gradingProgress"]) == ("Completed", "FullyGraded")
    worse = learner.post("/api/problems/scale-a-vector/submissions", json={"code": HALF_WRONG})
    assert wait_for_result(learner, worse.json()["id"])["verdict"] == "wrong_answer"
    state = browser.get(f"/api/classes/{_class_of(world, course).id}/lti").json()
    assert (state["sent"], state["pending"], state["failed"]) == (1, 0, 0)  # the best score stands: nothing new
    assert state["rows"][0]["status"] == "sent" and state["rows"][0]["score"] == 100.0


def test_an_lms_that_is_down_gets_the_score_once_when_it_is_back(world, course):
    lms = world.platforms["lms-a"]
    browser, link, learner, person = _learner_on_link(world, course, "level:2", 2)
    lms.down = True
    try:
        submitted = learner.post("/api/problems/scale-a-vector/submissions", json={"code": CORRECT})
        assert wait_for_result(learner, submitted.json()["id"])["status"] == "graded"
        with world.database.session() as db:
            row = wait_until(lambda: db.scalar(select(LtiGradeSend).where(
                LtiGradeSend.link_id.is_not(None), LtiGradeSend.attempts >= 2, LtiGradeSend.status == "pending")
                .execution_options(populate_existing=True)), what="two refused sends")
            assert "503" in row.last_error
        page = browser.get(f"/classes/{_class_of(world, course).id}")
        assert "1 pending" in page.text and "the LMS answered 503" in page.text
    finally:
        lms.down = False
    wait_until(lambda: [s for s in lms.scores if s["userId"] == person.sub], what="the score after the LMS is back")
    time.sleep(1.0)  # more sweeps than enough to send it twice, if it could be
    mine = [s for s in lms.scores if s["userId"] == person.sub]
    assert len(mine) == 1 and mine[0]["scoreGiven"] == 100.0 and mine[0]["lineitem"] == link.lineitem
    state = browser.get(f"/api/classes/{_class_of(world, course).id}/lti").json()
    assert (state["sent"], state["pending"], state["failed"]) == (1, 0, 0)


def test_a_link_placed_without_a_line_item_gets_one_and_its_scores(world, course):
    """A link a teacher made in the LMS by hand (custom problem=..., no line item): the tool makes
    its line item through the course's line items service, and sends its scores there."""
    lms = world.platforms["lms-a"]
    _teach(world, course)
    link = Link(id=f"by-hand-{course.id}", course=course, custom={"problem": "scale-a-vector"}, lineitem=None)
    learner, person = world.browser(), course.members[3]
    assert browser_launch(learner, lms, lms.claims(person, course, link=link)).status == 303
    made = [item for item in lms.lineitems.values() if item.get("resourceLinkId") == link.id]
    assert len(made) == 1 and made[0]["tag"] == "robot-practice:problem:scale-a-vector"
    assert browser_launch(world.browser(), lms, lms.claims(person, course, link=link)).status == 303
    assert len([item for item in lms.lineitems.values() if item.get("resourceLinkId") == link.id]) == 1  # found again
    submitted = learner.post("/api/problems/scale-a-vector/submissions", json={"code": CORRECT})
    assert wait_for_result(learner, submitted.json()["id"])["verdict"] == "accepted"
    wait_until(lambda: [s for s in lms.scores if s["userId"] == person.sub and s["lineitem"] == made[0]["id"]],
               what="the score on the line item the tool made")


def test_a_rotated_platform_key_is_fetched_and_accepted(world, course):
    lms = world.platforms["lms-a"]
    _teach(world, course)
    lms.rotate_keys(keep_old=False)
    landed = browser_launch(world.browser(), lms, lms.claims(course.members[1], course))
    assert landed.status == 303, landed.text
