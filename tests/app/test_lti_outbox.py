"""The grade passback's outbox on SQLite and PostgreSQL: a score queued in the transaction of the
result (and of a regrade's result), once per result, as the link counts it (an assignment's late
rule applied), retried with a doubling wait and failed in the end when the LMS cannot be reached."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from sqlalchemy import delete, select, update

from app.db import Database
from app.grading.lti_sender import deliver_due
from app.models import LtiGradeSend, LtiPlatform, ProblemRow, Submission, utcnow
from app.services import assignments, lti_grades, lti_links, lti_platforms, regrades
from app.services.lti_launch import ValidLaunch
from app.timeutil import as_utc
from grader.contract import GradingResult
from tests.utils.factories import FIXTURE_PROBLEMS, sync_fixture_problems
from tests.utils.grading import record
from tests.utils.live_server import free_port
from tests.utils.lti_platform import INSTRUCTOR, LEARNER, LTI

CLOSED = f"http://127.0.0.1:{free_port()}"  # nothing listens: the LMS is unreachable


@pytest.fixture
def database(database_url):
    made = Database(database_url)
    with made.session() as db:
        db.execute(delete(LtiPlatform))  # PostgreSQL's database is shared by the session's tests
        db.commit()
    yield made
    made.dispose()


def _launch(db, platform, sub: str, role: str, custom: dict | None = None, lineitem: str | None = None):
    claims = {"sub": sub, "name": sub.title(), LTI + "roles": [role], LTI + "deployment_id": "1",
              LTI + "message_type": "LtiResourceLinkRequest", LTI + "context": {"id": "course-1", "title": "Course"},
              LTI + "resource_link": {"id": f"link-{sorted((custom or {}).items())}"}, LTI + "custom": custom or {},
              "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint": {
                  "scope": ["https://purl.imsglobal.org/spec/lti-ags/scope/score"], "lineitem": lineitem}}
    return lti_links.arrive(db, ValidLaunch(platform=platform, claims=claims, registration=None))


@pytest.fixture
def linked(database):
    """A course linked to a class, a learner in it, and a link to the fixture problem with a line item."""
    with database.session() as db:
        problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
        platform = lti_platforms.register(db, lti_platforms.PlatformSpec(
            name="LMS", issuer=CLOSED, client_id="c", deployment_ids=["1"], auth_login_url=f"{CLOSED}/auth",
            auth_token_url=f"{CLOSED}/token", key_set_url=f"{CLOSED}/jwks"))
        teacher = _launch(db, platform, "teacher", INSTRUCTOR).user
        learner = _launch(db, platform, "learner", LEARNER, {"problem": problem.slug}, f"{CLOSED}/lineitem/1")
        yield {"db": db, "platform": platform, "problem": problem, "teacher": teacher, "learner": learner.user,
               "link": learner.link, "classroom": learner.classroom}


def _sends(db) -> list[LtiGradeSend]:
    db.expire_all()
    return list(db.scalars(select(LtiGradeSend).order_by(LtiGradeSend.id)))


def test_a_result_queues_its_score_once_and_a_regrade_queues_the_new_one(linked):
    db, problem = linked["db"], linked["problem"]
    accepted = record(db, linked["learner"], problem, "accepted")
    record(db, linked["learner"], problem, "wrong_answer", score=0.5)  # the best score stands: nothing to send
    assert [(s.submission_id, s.regrade_id, s.score_given, s.status) for s in _sends(db)] == [
        (accepted.id, 0, 100.0, "pending")]
    lti_grades.on_result(db, accepted.id)  # the same result again: still once
    db.commit()
    assert len(_sends(db)) == 1
    db.execute(update(ProblemRow).where(ProblemRow.id == problem.id).values(version="fixed-reference"))
    db.commit()
    regrade, ids = regrades.start(db, db.get(ProblemRow, problem.id), dry_run=False)
    for submission_id in ids:
        claim = regrades.claim(db, regrade.id, submission_id, lease_s=60)
        regrades.record(db, claim, GradingResult(outcome="graded", verdict="wrong_answer", score=0.25), 3)
    sends = _sends(db)
    # Each regraded result moves the best score (to 50, then 25); a score still waiting makes way for the newer.
    assert [(s.regrade_id, s.score_given, s.status) for s in sends] == [
        (0, 100.0, "superseded"), (regrade.id, 50.0, "superseded"), (regrade.id, 25.0, "pending")]


def test_a_learner_from_no_lms_queues_nothing(linked):
    from tests.utils.factories import make_user

    record(linked["db"], make_user(linked["db"]), linked["problem"], "accepted")
    assert _sends(linked["db"]) == []


def test_an_assignments_late_rule_is_applied_to_the_score_sent(linked):
    db, problem = linked["db"], linked["problem"]
    now = datetime.now(timezone.utc)
    assignment = assignments.create(db, linked["teacher"], linked["classroom"], assignments.Spec(
        title="Week 1", source="problems", slugs=[problem.slug], opens_at=now - timedelta(days=7),
        due_at=now - timedelta(days=1), late_rule="reduce", late_factor=0.5))
    _launch(db, linked["platform"], "learner", LEARNER, {"assignment": str(assignment.id)}, f"{CLOSED}/lineitem/2")
    record(db, linked["learner"], problem, "accepted")  # a day late
    by_line = {s.link_id: s for s in _sends(db)}
    late = next(s for s in by_line.values() if s.link_id != linked["link"].id)
    assert (late.score_given, late.late) == (50.0, True)
    assert by_line[linked["link"].id].score_given == 100.0  # the problem's own link has no due date


def test_an_unreachable_lms_is_tried_again_later_then_failed(linked, database):
    db = linked["db"]
    record(db, linked["learner"], linked["problem"], "accepted")
    assert deliver_due(database, lti_grades.Policy(retry_base_s=30, max_sends=3)) == {"pending": 1}
    row, = _sends(db)
    wait_s = (as_utc(row.next_attempt_at) - utcnow()).total_seconds()
    assert row.attempts == 1 and 25 < wait_s <= 30 and "Connection" in row.last_error
    assert deliver_due(database, lti_grades.Policy(retry_base_s=30, max_sends=3)) == {}  # not due yet
    db.execute(update(LtiGradeSend).values(next_attempt_at=utcnow()))
    db.commit()
    assert deliver_due(database, lti_grades.Policy(retry_base_s=30, max_sends=3)) == {"pending": 1}
    row, = _sends(db)
    assert 55 < (as_utc(row.next_attempt_at) - utcnow()).total_seconds() <= 60  # twice as long
    db.execute(update(LtiGradeSend).values(next_attempt_at=utcnow()))
    db.commit()
    assert deliver_due(database, lti_grades.Policy(retry_base_s=30, max_sends=3)) == {"failed": 1}
    state = lti_grades.class_state(db, linked["classroom"].id)
    assert (state["pending"], state["sent"], state["failed"]) == (0, 0, 1)
    assert lti_grades.retry_failed(db, linked["classroom"].id) == 1  # the teacher's "send again"
    assert _sends(db)[0].status == "pending" and _sends(db)[0].attempts == 0


def test_a_lost_lease_is_claimed_again_and_a_stale_sender_writes_nothing(linked, database):
    db = linked["db"]
    record(db, linked["learner"], linked["problem"], "accepted")
    (send_id, first), = lti_grades.claim_due(db, lease_s=60)
    assert lti_grades.claim_due(db, lease_s=60) == []  # claimed once
    db.execute(update(LtiGradeSend).values(lease_expires_at=utcnow() - timedelta(seconds=1)))
    db.commit()
    (_, second), = lti_grades.claim_due(db, lease_s=60)  # the sender died: another takes it
    assert second == first + 1
    assert lti_grades._finish(db, db.get(LtiGradeSend, send_id), first, status="sent") == "sent"
    assert _sends(db)[0].status == "sending"  # the stale claim changed nothing
    assert db.get(Submission, _sends(db)[0].submission_id) is not None
