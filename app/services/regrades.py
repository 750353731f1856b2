"""Regrading: a problem's final submissions graded again against its current version, after an
author fixed a reference or a case. The only writer of `regrades` and `regrade_results`.

A preview (dry run, on a sample or all) grades and counts what would change and changes nothing.
A regrade records each new result on its submission through app.services.submissions
(replace_result, which keeps the learner's aggregates and the grading counts in step) and keeps
the earlier result here, so nothing a learner was once shown is lost.

Each (regrade, submission) row is the job's claim, as a submission is a grading's: queued
--claim--> running --record--> done | failed | cancelled, every step a conditional UPDATE, so a
job delivered twice or taken over after a lost lease records one result. The sweeper requeues
expired leases and re-sends a stalled regrade's queued jobs (recover_lost).

Regrades are not counted as gradings on /metrics (no latency of a learner waited through): the
grading counts only move a regraded submission from its old verdict to its new one.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from pydantic import BaseModel, Field
from sqlalchemy import and_, func, insert, literal, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.errors import ServiceError
from app.models import ProblemRow, Regrade, RegradeResult, Submission, User, utcnow
from app.services import lti_grades, submissions
from app.timeutil import as_utc
from grader.contract import GradingJob, GradingResult

REGRADABLE = ("graded", "ungradable")  # final results our grading gave; a system error is retried anyway
UNFINISHED = ("queued", "running")
WHOSE_LIMIT = 200  # changed submissions listed by name; the counts cover all


class RegradeRefused(ServiceError):
    def __init__(self, status: int, detail: str):
        super().__init__(detail, status)


@dataclass(frozen=True)
class RegradeClaim:
    regrade_id: int
    dry_run: bool
    attempt: int
    job: GradingJob  # current_version: the version this regrade grades against


# --- what the page and the command line read ----------------------------------------------------

class RegradeIn(BaseModel):
    dry_run: bool = True  # a preview unless said otherwise
    sample: int | None = Field(default=None, ge=1, le=100_000)  # a preview on this many, at random


class TransitionOut(BaseModel):
    before: str  # a verdict, or the status when there is none (ungradable, system_error)
    after: str
    count: int


class ChangedOut(BaseModel):
    submission_id: int
    username: str
    before: str
    after: str
    score_before: float | None
    score_after: float | None


class RegradeOut(BaseModel):
    id: int
    problem: str
    version: str
    dry_run: bool
    sample: int | None
    total: int
    done: int  # recorded (or given up on, or cancelled): the progress bar's share is done / total
    failed: int  # our grading failed every try: the submission keeps its result
    finished: bool
    changed: int
    gained: int  # not accepted before, accepted now
    lost: int  # accepted before, not now: each learner is told
    other: int  # changed otherwise (another verdict, another score)
    transitions: list[TransitionOut]
    whose: list[ChangedOut]
    created_at: datetime


class RegradeStateOut(BaseModel):
    problem: str
    version: str
    outdated: int  # final submissions graded against another version than the current
    outdated_by_version: dict[str, int]
    preview: RegradeOut | None  # the latest preview of the current version
    regrade: RegradeOut | None  # the latest regrade to the current version


class NoticeOut(BaseModel):
    submission_id: int
    problem: str
    title: str
    before: str
    after: str
    regraded_at: datetime | None
    lost_a_solve: bool  # accepted before, not after: a solve taken away, said so


def label(status: str | None, verdict: str | None) -> str:
    return verdict or status or "none"


def outdated_counts(db: Session, problem: ProblemRow) -> dict[str, int]:
    rows = db.execute(select(Submission.problem_version, func.count()).where(
        Submission.problem_id == problem.id, Submission.status.in_(REGRADABLE),
        Submission.problem_version != problem.version).group_by(Submission.problem_version)).all()
    return {version: count for version, count in rows}


def state(db: Session, problem: ProblemRow) -> RegradeStateOut:
    latest = {dry_run: db.scalar(select(Regrade).where(
        Regrade.problem_id == problem.id, Regrade.version == problem.version, Regrade.dry_run == dry_run)
        .order_by(Regrade.id.desc()).limit(1)) for dry_run in (True, False)}
    by_version = outdated_counts(db, problem)
    return RegradeStateOut(problem=problem.slug, version=problem.version, outdated=sum(by_version.values()),
                           outdated_by_version=by_version,
                           preview=summary(db, latest[True]) if latest[True] else None,
                           regrade=summary(db, latest[False]) if latest[False] else None)


def summary(db: Session, regrade: Regrade) -> RegradeOut:
    problem = db.get(ProblemRow, regrade.problem_id)
    by_status = dict(db.execute(select(RegradeResult.status, func.count()).where(
        RegradeResult.regrade_id == regrade.id).group_by(RegradeResult.status)).all())
    moves = db.execute(select(RegradeResult.old_status, RegradeResult.old_verdict, RegradeResult.new_status,
                              RegradeResult.new_verdict, func.count()).where(
        RegradeResult.regrade_id == regrade.id, RegradeResult.changed.is_(True))
        .group_by(RegradeResult.old_status, RegradeResult.old_verdict, RegradeResult.new_status,
                  RegradeResult.new_verdict)).all()
    transitions = sorted((TransitionOut(before=label(a, b), after=label(c, d), count=n) for a, b, c, d, n in moves),
                         key=lambda t: (-t.count, t.before, t.after))
    gained = sum(t.count for t in transitions if t.before != "accepted" and t.after == "accepted")
    lost = sum(t.count for t in transitions if t.before == "accepted" and t.after != "accepted")
    changed = sum(t.count for t in transitions)
    pending = sum(by_status.get(status, 0) for status in UNFINISHED)
    return RegradeOut(id=regrade.id, problem=problem.slug, version=regrade.version, dry_run=regrade.dry_run,
                      sample=regrade.sample, total=regrade.total, done=regrade.total - pending,
                      failed=by_status.get("failed", 0), finished=pending == 0, changed=changed, gained=gained,
                      lost=lost, other=changed - gained - lost, transitions=transitions,
                      whose=_whose(db, regrade.id), created_at=regrade.created_at)


def _whose(db: Session, regrade_id: int) -> list[ChangedOut]:
    rows = db.execute(select(RegradeResult, User.username).join(Submission, Submission.id == RegradeResult.submission_id)
                      .join(User, User.id == Submission.user_id)
                      .where(RegradeResult.regrade_id == regrade_id, RegradeResult.changed.is_(True))
                      .order_by(User.username, RegradeResult.submission_id).limit(WHOSE_LIMIT)).all()
    return [ChangedOut(submission_id=row.submission_id, username=username,
                       before=label(row.old_status, row.old_verdict), after=label(row.new_status, row.new_verdict),
                       score_before=row.old_score, score_after=row.new_score) for row, username in rows]


def find(db: Session, problem: ProblemRow, regrade_id: int) -> Regrade:
    regrade = db.get(Regrade, regrade_id)
    if regrade is None or regrade.problem_id != problem.id:
        raise RegradeRefused(404, f"No regrade {regrade_id} of {problem.slug}.")
    return regrade


def notices(db: Session, user_id: int, problem_id: int | None = None, submission_id: int | None = None,
            limit: int = 5) -> list[NoticeOut]:
    """What regrades changed in this learner's results (the problem's, or one submission's), newest
    first: a solve taken away is never silent."""
    query = (select(RegradeResult, ProblemRow.slug, ProblemRow.title)
             .join(Submission, Submission.id == RegradeResult.submission_id)
             .join(Regrade, Regrade.id == RegradeResult.regrade_id)
             .join(ProblemRow, ProblemRow.id == Submission.problem_id)
             .where(Submission.user_id == user_id, Regrade.dry_run.is_(False), RegradeResult.changed.is_(True)))
    if problem_id is not None:
        query = query.where(Submission.problem_id == problem_id)
    if submission_id is not None:
        query = query.where(Submission.id == submission_id)
    rows = db.execute(query.order_by(RegradeResult.finished_at.desc()).limit(limit)).all()
    out = []
    for row, slug, title in rows:
        before, after = label(row.old_status, row.old_verdict), label(row.new_status, row.new_verdict)
        out.append(NoticeOut(submission_id=row.submission_id, problem=slug, title=title, before=before, after=after,
                             regraded_at=row.finished_at, lost_a_solve=before == "accepted" and after != "accepted"))
    return out


def history(db: Session, submission_id: int) -> list[RegradeResult]:
    """A submission's earlier results, oldest first (the current one is on the submission)."""
    return list(db.scalars(select(RegradeResult).join(Regrade, Regrade.id == RegradeResult.regrade_id).where(
        RegradeResult.submission_id == submission_id, Regrade.dry_run.is_(False), RegradeResult.status == "done")
        .order_by(RegradeResult.regrade_id)))


# --- starting one ---------------------------------------------------------------------------------

def start(db: Session, problem: ProblemRow, *, dry_run: bool, sample: int | None = None,
          requested_by: User | None = None) -> tuple[Regrade, list[int]]:
    """A regrade (or a preview) of the problem's outdated final submissions to its current version.
    Returns it and the submission ids to dispatch. One regrade at a time per problem: a second
    while one is unfinished is refused; jobs of a regrade to an older version are cancelled."""
    if sample is not None and sample < 1:
        raise RegradeRefused(422, "A preview's sample is at least one submission.")
    if not dry_run:
        _cancel_older(db, problem)
        if _unfinished(db, problem):
            raise RegradeRefused(409, f"A regrade of {problem.slug} is still running.")
    eligible = select(Submission.id).where(Submission.problem_id == problem.id, Submission.status.in_(REGRADABLE),
                                           Submission.problem_version != problem.version)
    if not db.scalar(select(func.count()).select_from(eligible.subquery())):
        raise RegradeRefused(409, f"Every submission of {problem.slug} was graded against version {problem.version}.")
    regrade = Regrade(problem_id=problem.id, version=problem.version, dry_run=dry_run, sample=sample,
                      requested_by=requested_by.id if requested_by else None, total=0)
    db.add(regrade)
    db.flush()
    chosen = eligible.order_by(func.random()).limit(sample) if sample else eligible
    picked = select(literal(regrade.id), Submission.id, literal("queued"), literal(0), Submission.problem_version,
                    Submission.status, Submission.verdict, Submission.score, Submission.mistake_id
                    ).where(Submission.id.in_(chosen))
    db.execute(insert(RegradeResult).from_select(
        ["regrade_id", "submission_id", "status", "attempts", "old_version", "old_status", "old_verdict",
         "old_score", "old_mistake_id"], picked))
    ids = list(db.scalars(select(RegradeResult.submission_id).where(RegradeResult.regrade_id == regrade.id)
                          .order_by(RegradeResult.submission_id)))
    regrade.total = len(ids)
    db.commit()
    return regrade, ids


def _unfinished(db: Session, problem: ProblemRow) -> bool:
    return db.scalar(select(func.count()).select_from(RegradeResult).join(Regrade).where(
        Regrade.problem_id == problem.id, Regrade.dry_run.is_(False), RegradeResult.status.in_(UNFINISHED))) > 0


def _cancel_older(db: Session, problem: ProblemRow) -> None:
    older = select(Regrade.id).where(Regrade.problem_id == problem.id, Regrade.version != problem.version)
    db.execute(update(RegradeResult).where(RegradeResult.regrade_id.in_(older), RegradeResult.status == "queued")
               .values(status="cancelled", finished_at=utcnow()))


# --- a worker's claim and record ------------------------------------------------------------------

def claim(db: Session, regrade_id: int, submission_id: int, lease_s: float) -> RegradeClaim | None:
    """Take a queued job, or None when another worker has it (or it is done)."""
    now = utcnow()
    key = and_(RegradeResult.regrade_id == regrade_id, RegradeResult.submission_id == submission_id)
    taken = db.execute(update(RegradeResult).where(key, RegradeResult.status == "queued").values(
        status="running", started_at=now, lease_expires_at=now + timedelta(seconds=lease_s),
        attempts=RegradeResult.attempts + 1)).rowcount
    db.commit()
    if not taken:
        return None
    attempt, dry_run, version, code, seed, old_version, uuid, slug = db.execute(
        select(RegradeResult.attempts, Regrade.dry_run, Regrade.version, Submission.code, Submission.seed,
               Submission.problem_version, ProblemRow.uuid, ProblemRow.slug)
        .join(Regrade, Regrade.id == RegradeResult.regrade_id)
        .join(Submission, Submission.id == RegradeResult.submission_id)
        .join(ProblemRow, ProblemRow.id == Submission.problem_id).where(key)).one()
    job = GradingJob(submission_id=submission_id, problem_uuid=uuid, problem_slug=slug, problem_version=old_version,
                     current_version=version, code=code, seed=seed)
    return RegradeClaim(regrade_id=regrade_id, dry_run=dry_run, attempt=attempt, job=job)


def _ours(claim: RegradeClaim):
    return and_(RegradeResult.regrade_id == claim.regrade_id, RegradeResult.submission_id == claim.job.submission_id,
                RegradeResult.status == "running", RegradeResult.attempts == claim.attempt)


def give_back(db: Session, claim: RegradeClaim) -> bool:
    """Back to the queue, the attempt not counted: this worker has another version of the problem."""
    written = db.execute(update(RegradeResult).where(_ours(claim)).values(
        status="queued", lease_expires_at=None, attempts=RegradeResult.attempts - 1)).rowcount
    db.commit()
    return bool(written)


def superseded(db: Session, claim: RegradeClaim) -> bool:
    """Whether the problem has moved on from the version this regrade grades against."""
    served = db.scalar(select(ProblemRow.version).where(ProblemRow.uuid == claim.job.problem_uuid))
    return served != claim.job.current_version


def cancel(db: Session, claim: RegradeClaim) -> bool:
    written = db.execute(update(RegradeResult).where(_ours(claim)).values(
        status="cancelled", lease_expires_at=None, finished_at=utcnow())).rowcount
    db.commit()
    return bool(written)


def record(db: Session, claim: RegradeClaim, result: GradingResult, max_attempts: int) -> bool:
    """Store a claimed job's result, once; a real regrade's goes onto its submission in the same
    transaction. A system error is tried again until max_attempts, then the job fails and the
    submission keeps its result. Returns False when the claim was no longer ours."""
    try:
        return _record(db, claim, result, max_attempts)
    except IntegrityError:  # a grading of the same learner and problem created their progress first
        db.rollback()
        return _record(db, claim, result, max_attempts)


def _record(db: Session, claim: RegradeClaim, result: GradingResult, max_attempts: int) -> bool:
    if result.outcome == "system_error":
        values = (dict(status="queued", lease_expires_at=None) if claim.attempt < max_attempts else
                  dict(status="failed", lease_expires_at=None, finished_at=utcnow(), new_status="system_error"))
        written = db.execute(update(RegradeResult).where(_ours(claim)).values(**values)).rowcount
        db.commit()
        return bool(written)
    if not claim.dry_run and superseded(db, claim):
        db.rollback()
        return cancel(db, claim)
    old = db.execute(select(RegradeResult.old_status, RegradeResult.old_verdict, RegradeResult.old_score)
                     .where(_ours(claim))).one_or_none()
    if old is None:
        db.rollback()
        return False
    changed = (old.old_status, old.old_verdict) != (result.outcome, result.verdict) or not _same_score(
        old.old_score, result.score)
    written = db.execute(update(RegradeResult).where(_ours(claim)).values(
        status="done", lease_expires_at=None, finished_at=utcnow(), new_status=result.outcome,
        new_verdict=result.verdict, new_score=result.score, new_mistake_id=result.mistake_id, changed=changed)).rowcount
    if not written:
        db.rollback()
        return False
    if not claim.dry_run:
        earlier = submissions.replace_result(db, claim.job.submission_id, result)
        db.execute(update(RegradeResult).where(RegradeResult.regrade_id == claim.regrade_id,
                                               RegradeResult.submission_id == claim.job.submission_id)
                   .values(old_result=earlier))
        lti_grades.on_result(db, claim.job.submission_id, claim.regrade_id)  # the LMS's score follows the regrade
    db.commit()
    return True


def _same_score(before: float | None, after: float | None) -> bool:
    if before is None or after is None:
        return before is after
    return abs(before - after) <= 1e-9


# --- the sweeper's part ---------------------------------------------------------------------------

def recover_lost(db: Session, max_attempts: int, stalled_after_s: float) -> list[tuple[int, int]]:
    """Requeue jobs whose lease ran out (a worker killed or restarted; failed after max_attempts),
    and return the (regrade, submission) pairs to send again: those, and the queued jobs of a
    regrade nothing has happened in for stalled_after_s (its messages were lost). A regrade
    merely slow to get through is not sent again."""
    now = utcnow()
    expired = and_(RegradeResult.status == "running", RegradeResult.lease_expires_at < now)
    db.execute(update(RegradeResult).where(expired, RegradeResult.attempts >= max_attempts).values(
        status="failed", lease_expires_at=None, finished_at=now, new_status="system_error"))
    requeued = db.execute(update(RegradeResult).where(expired, RegradeResult.attempts < max_attempts).values(
        status="queued", lease_expires_at=None).returning(RegradeResult.regrade_id, RegradeResult.submission_id)).all()
    resend = {(row[0], row[1]) for row in requeued}
    waiting = db.scalars(select(RegradeResult.regrade_id).where(RegradeResult.status == "queued").distinct()).all()
    for regrade_id in waiting:
        if _quiet_since(db, regrade_id) < now - timedelta(seconds=stalled_after_s):
            resend.update(db.execute(select(RegradeResult.regrade_id, RegradeResult.submission_id).where(
                RegradeResult.regrade_id == regrade_id, RegradeResult.status == "queued")).tuples())
    db.commit()
    return sorted(resend)


def _quiet_since(db: Session, regrade_id: int) -> datetime:
    """The last time one of the regrade's jobs was claimed (or it was started)."""
    last = db.scalar(select(func.max(RegradeResult.started_at)).where(RegradeResult.regrade_id == regrade_id))
    created = db.scalar(select(Regrade.created_at).where(Regrade.id == regrade_id))
    return max(as_utc(moment) for moment in (last, created) if moment is not None)


def pending(db: Session) -> list[tuple[int, int]]:
    """Every queued job, for a process starting up (what a previous run left)."""
    return [tuple(row) for row in db.execute(select(RegradeResult.regrade_id, RegradeResult.submission_id)
                                             .where(RegradeResult.status == "queued")
                                             .order_by(RegradeResult.regrade_id, RegradeResult.submission_id))]
