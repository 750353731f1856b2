"""Scores sent back to the LMS gradebooks (LTI Assignment and Grade Services): the only writer of
`lti_grade_outbox`.

`on_result` runs inside the transaction that records a result (app.services.submissions) or a
regrade's result (app.services.regrades): for every linked line item the result moves, one outbox
row with the score as the link counts it (an assignment's under its late rule), so a recorded
result and its pending score commit together or not at all. The sender (app/grading/lti_sender.py)
claims due rows with a lease, posts each score once, and on failure tries again later, waiting
twice as long each time, until it gives up (failed). A row is one (link, submission, regrade):
the same result is never queued twice, and a newer score supersedes an older one still waiting.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import requests
from pylti1p3.assignments_grades import AssignmentsGradesService
from pylti1p3.exception import LtiException, LtiServiceException
from pylti1p3.grade import Grade
from pylti1p3.service_connector import ServiceConnector
from sqlalchemy import and_, event, func, or_, select, update
from sqlalchemy.orm import Session

from app.models import (Assignment, Enrolment, LtiContext, LtiGradeSend, LtiIdentity, LtiPlatform, LtiResourceLink,
                        ProblemRow, Progress, Submission, User, utcnow)
from app.services import assignments
from app.services.catalog import active_problems
from app.services.lti_launch import TimedSession, describe_service_error, registration_of
from app.services.lti_links import SCORE_MAXIMUM
from app.timeutil import as_utc

log = logging.getLogger(__name__)

WAKE = threading.Event()  # set after a commit that queued scores: the sender goes at once
LIVE = ("pending", "sending", "sent")
MAX_BACKOFF_S = 6 * 3600.0


def on_result(db: Session, submission_id: int, regrade_id: int = 0) -> None:
    """Queue the scores this result changes, in the caller's transaction (the caller commits).
    One indexed read when the learner came through no LMS."""
    submission = db.get(Submission, submission_id)
    sub_of = dict(db.execute(select(LtiIdentity.platform_id, LtiIdentity.sub)
                             .where(LtiIdentity.user_id == submission.user_id)).all())
    if not sub_of:
        return
    problem = db.get(ProblemRow, submission.problem_id)
    links = db.scalars(select(LtiResourceLink).join(LtiContext, LtiContext.id == LtiResourceLink.context_pk)
                       .join(Enrolment, and_(Enrolment.class_id == LtiContext.class_id,
                                             Enrolment.user_id == submission.user_id))
                       .where(LtiContext.platform_id.in_(list(sub_of)), LtiResourceLink.lineitem_url.is_not(None))).all()
    queued = False
    for link in links:
        score = _score(db, link, db.get(User, submission.user_id), problem)
        if score is not None:
            queued |= _queue(db, link, submission, regrade_id, *score)
    if queued:
        event.listen(db, "after_commit", lambda session: WAKE.set(), once=True)


def _score(db: Session, link: LtiResourceLink, user: User, problem: ProblemRow) -> tuple[float, bool] | None:
    """The learner's score out of 100 on what the link opens, and whether it counts as late; None
    when the problem is not part of it."""
    if link.target_kind == "problem":
        if link.target != problem.slug:
            return None
        progress = db.get(Progress, (user.id, problem.id))
        return round(100 * (progress.best_score if progress else 0.0), 2), False
    if link.target_kind == "level":
        if link.target != problem.level:
            return None
        level = [row.id for row in active_problems(db) if row.level == link.target]
        best = db.scalars(select(Progress.best_score).where(Progress.user_id == user.id,
                                                            Progress.problem_id.in_(level))).all()
        return round(100 * sum(best) / max(len(level), 1), 2), False
    assignment = db.get(Assignment, int(link.target))
    if assignment is None or problem.id not in {row.id for row in assignments.problems_for(db, assignment, [user.id])[user.id]}:
        return None
    mine = assignments.gradebook(db, assignment, [user])["students"][0]  # the late rule applied
    return mine["score_percent"], mine["late"]


def _queue(db: Session, link: LtiResourceLink, submission: Submission, regrade_id: int, score: float,
           late: bool) -> bool:
    if db.scalar(select(LtiGradeSend.id).where(LtiGradeSend.link_id == link.id, LtiGradeSend.submission_id == submission.id,
                                               LtiGradeSend.regrade_id == regrade_id)) is not None:
        return False  # this result is queued already
    last = db.scalar(select(LtiGradeSend).where(LtiGradeSend.link_id == link.id, LtiGradeSend.user_id == submission.user_id,
                                                LtiGradeSend.status.in_(LIVE)).order_by(LtiGradeSend.id.desc()).limit(1))
    if last is not None and abs(last.score_given - score) < 1e-9 and last.late == late:
        return False  # the gradebook has (or will have) this score: nothing to send
    db.execute(update(LtiGradeSend).where(LtiGradeSend.link_id == link.id, LtiGradeSend.user_id == submission.user_id,
                                          LtiGradeSend.status == "pending").values(status="superseded"))
    db.add(LtiGradeSend(link_id=link.id, user_id=submission.user_id, submission_id=submission.id, regrade_id=regrade_id,
                        score_given=score, score_maximum=SCORE_MAXIMUM, late=late, status="pending", attempts=0,
                        next_attempt_at=utcnow(), scored_at=utcnow(), last_error=""))
    return True


# --- the sender's part --------------------------------------------------------------------------------

def claim_due(db: Session, lease_s: float, limit: int = 20) -> list[tuple[int, int]]:
    """Rows due to be sent (pending and due, or sending with a lost lease), each claimed once:
    (id, attempt)."""
    now = utcnow()
    due = or_(and_(LtiGradeSend.status == "pending", LtiGradeSend.next_attempt_at <= now),
              and_(LtiGradeSend.status == "sending", LtiGradeSend.lease_expires_at < now))
    claimed = []
    for send_id in db.scalars(select(LtiGradeSend.id).where(due).order_by(LtiGradeSend.id).limit(limit)).all():
        attempt = db.scalar(update(LtiGradeSend).where(LtiGradeSend.id == send_id, due).values(
            status="sending", lease_expires_at=now + timedelta(seconds=lease_s), attempts=LtiGradeSend.attempts + 1)
            .returning(LtiGradeSend.attempts))
        if attempt is not None:
            claimed.append((send_id, attempt))
    db.commit()
    return claimed


@dataclass
class Policy:
    retry_base_s: float
    max_sends: int


def send(db: Session, send_id: int, attempt: int, policy: Policy, connectors: dict[int, ServiceConnector]) -> str:
    """Post one claimed score to its line item: sent, or pending again later, or failed."""
    row = db.get(LtiGradeSend, send_id)
    link = db.get(LtiResourceLink, row.link_id)
    context = db.get(LtiContext, link.context_pk)
    platform = db.get(LtiPlatform, context.platform_id)
    sub = db.scalar(select(LtiIdentity.sub).where(LtiIdentity.platform_id == platform.id,
                                                  LtiIdentity.user_id == row.user_id))
    connector = connectors.get(platform.id) or connectors.setdefault(
        platform.id, ServiceConnector(registration_of(db, platform), TimedSession()))
    grade = (Grade().set_score_given(row.score_given).set_score_maximum(row.score_maximum).set_user_id(sub)
             .set_timestamp(as_utc(row.scored_at).isoformat()).set_activity_progress("Completed")
             .set_grading_progress("FullyGraded").set_comment("late" if row.late else ""))
    service = AssignmentsGradesService(connector, {"scope": context.ags_scopes or [], "lineitem": link.lineitem_url})
    try:
        service.put_grade(grade)
    except (LtiException, LtiServiceException, requests.RequestException, ValueError) as error:
        connectors.pop(platform.id, None)  # a refused token is not kept
        return _failed(db, row, attempt, policy, describe_service_error(error))
    return _finish(db, row, attempt, status="sent", sent_at=utcnow(), last_error="")


def _failed(db: Session, row: LtiGradeSend, attempt: int, policy: Policy, reason: str) -> str:
    if attempt >= policy.max_sends:
        return _finish(db, row, attempt, status="failed", last_error=reason)
    wait_s = min(policy.retry_base_s * 2 ** (attempt - 1), MAX_BACKOFF_S)
    log.info("LTI score %s: attempt %d failed (%s); again in %.1f s", row.id, attempt, reason, wait_s)
    return _finish(db, row, attempt, status="pending", last_error=reason,
                   next_attempt_at=utcnow() + timedelta(seconds=wait_s))


def _finish(db: Session, row: LtiGradeSend, attempt: int, **values: Any) -> str:
    """Only while the claim is ours (a lost lease handed the row to another sender)."""
    db.execute(update(LtiGradeSend).where(LtiGradeSend.id == row.id, LtiGradeSend.status == "sending",
                                          LtiGradeSend.attempts == attempt).values(lease_expires_at=None, **values))
    db.commit()
    return values["status"]


def retry_failed(db: Session, class_id: int) -> int:
    """A teacher's "send again" for the class's failed scores (after the LMS is fixed)."""
    failed = select(LtiGradeSend.id).join(LtiResourceLink, LtiResourceLink.id == LtiGradeSend.link_id).join(
        LtiContext, LtiContext.id == LtiResourceLink.context_pk).where(LtiContext.class_id == class_id,
                                                                       LtiGradeSend.status == "failed")
    count = db.execute(update(LtiGradeSend).where(LtiGradeSend.id.in_(failed)).values(
        status="pending", attempts=0, next_attempt_at=utcnow())).rowcount
    db.commit()
    WAKE.set()
    return count


def class_state(db: Session, class_id: int, recent: int = 20) -> dict[str, Any]:
    """The class's passback as its dashboard shows it: counts by state and the latest rows."""
    in_class = and_(LtiResourceLink.id == LtiGradeSend.link_id, LtiContext.id == LtiResourceLink.context_pk,
                    LtiContext.class_id == class_id)
    counts = dict(db.execute(select(LtiGradeSend.status, func.count()).where(in_class)
                             .group_by(LtiGradeSend.status)).all())
    rows = db.execute(select(LtiGradeSend, LtiResourceLink.title, LtiResourceLink.target_kind, LtiResourceLink.target,
                             User.username).join(User, User.id == LtiGradeSend.user_id).where(in_class)
                      .where(LtiGradeSend.status != "superseded").order_by(LtiGradeSend.id.desc()).limit(recent)).all()
    return {"pending": counts.get("pending", 0) + counts.get("sending", 0), "sent": counts.get("sent", 0),
            "failed": counts.get("failed", 0),
            "rows": [{"id": row.id, "username": username, "link": title or f"{kind} {target}", "target": f"{kind} {target}",
                      "score": row.score_given,
                      "late": row.late, "status": "pending" if row.status == "sending" else row.status,
                      "attempts": row.attempts, "error": row.last_error,
                      "at": as_utc(row.sent_at or row.scored_at).isoformat()}
                     for row, title, kind, target, username in rows]}
