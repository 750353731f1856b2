"""Submissions from acceptance to their one recorded result: the only writer of `submissions` and
`progress`.

Making a submission final also counts it for /metrics (app.services.grading_counts), and a graded
controller submission's metrics go to app.services.run_metrics, in the same transaction.

The life of a row: queued --claim--> running --record_result--> graded | ungradable | system_error.
Every transition is a conditional UPDATE, so two workers can never both claim a submission, and a
worker whose lease was taken over can never write its (stale) result.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import timedelta

from sqlalchemy import and_, func, select, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, defer

from app.authz import can_view_submission
from app.db import Encoded
from app.services import attempts, grading_counts, lti_grades, run_metrics
from app.models import MistakeTally, ProblemRow, Progress, ScoreStep, Submission, User, utcnow
from app.timeutil import as_utc
from grader.approach import stored_approach
from grader.contract import GradingJob, GradingResult

PENDING = ("queued", "running")
FINAL = ("graded", "ungradable", "system_error")


@dataclass(frozen=True)
class Claim:
    job: GradingJob
    attempt: int


def submit(db: Session, user: User, problem: ProblemRow, code: str, *, max_code_bytes: int, max_pending: int,
           dispatch: Callable[[int], None], before_insert: Callable[[], None] = lambda: None) -> Submission:
    """A learner's submission, from the checks to the queue: the code's size, the learner's
    queue, then `before_insert` (the rate limit, which raises to refuse), the insert, and the
    dispatch. Refusals are ServiceErrors (attempts.Refused)."""
    attempts.check_code_size(code, max_code_bytes)
    attempts.check_pending(db, user, max_pending)
    before_insert()
    submission = accept(db, user, problem, code)
    dispatch(submission.id)
    return submission


def accept(db: Session, user: User, problem: ProblemRow, code: str) -> Submission:
    """A queued submission. Its approach is stored with its result (the grader finds it), or
    when a page first needs it (fill_approaches)."""
    submission = Submission(user_id=user.id, problem_id=problem.id, problem_version=problem.version,
                            code=code, seed=secrets.randbelow(2**31), status="queued")
    db.add(submission)
    db.commit()
    return submission


def fill_approaches(db: Session, problem_id: int, entry_point: str, limit: int = 5000,
                    ids: list[int] | None = None) -> int:
    """The approach of the problem's submissions (or of those `ids`) that have none yet (made
    before approaches were kept, or accepted without the entry point), at most `limit` of them.
    Returns how many. The caller commits."""
    query = select(Submission.id, Submission.code).where(Submission.problem_id == problem_id,
                                                         Submission.approach.is_(None))
    missing = db.execute((query.where(Submission.id.in_(ids)) if ids is not None else query).limit(limit)).all()
    for ident, code in missing:
        db.execute(update(Submission).where(Submission.id == ident, Submission.approach.is_(None))
                   .values(approach=stored_approach(code, entry_point)))
    return len(missing)


def claim(db: Session, submission_id: int, lease_s: float) -> Claim | None:
    """Take a queued submission for grading, or None if someone else has it (or it is done)."""
    now = utcnow()
    # The job's fields come back from the claim itself: one statement, no row loaded twice.
    row = db.execute(
        update(Submission)
        .where(Submission.id == submission_id, Submission.status == "queued")
        .values(status="running", started_at=now, lease_expires_at=now + timedelta(seconds=lease_s),
                grading_attempts=Submission.grading_attempts + 1)
        .returning(Submission.problem_id, Submission.problem_version, Submission.code, Submission.seed,
                   Submission.grading_attempts)
    ).first()
    db.commit()
    if row is None:
        return None
    problem = db.execute(select(ProblemRow.uuid, ProblemRow.slug, ProblemRow.version)
                         .where(ProblemRow.id == row.problem_id)).one()
    job = GradingJob(submission_id=submission_id, problem_uuid=problem.uuid, problem_slug=problem.slug,
                     problem_version=row.problem_version, current_version=problem.version, code=row.code, seed=row.seed)
    return Claim(job=job, attempt=row.grading_attempts)


def give_back(db: Session, claim: Claim) -> bool:
    """Put a claimed submission back in the queue without counting the attempt: a worker whose
    copy of the problem is not the platform's leaves it to one that has it (the sweeper re-sends it)."""
    written = db.execute(update(Submission).where(
        Submission.id == claim.job.submission_id, Submission.status == "running",
        Submission.grading_attempts == claim.attempt,
    ).values(status="queued", lease_expires_at=None, grading_attempts=Submission.grading_attempts - 1)).rowcount
    db.commit()
    return bool(written)


def report_progress(db: Session, claim: Claim, done: int, total: int) -> None:
    """How far a grading has got, for the page to show; only while the claim is still ours."""
    db.execute(update(Submission).where(
        Submission.id == claim.job.submission_id, Submission.status == "running",
        Submission.grading_attempts == claim.attempt,
    ).values(progress_done=done, progress_total=total))
    db.commit()


def record_result(db: Session, claim: Claim, result: GradingResult, max_attempts: int,
                  approach: str | None = None) -> bool:
    """Store the result of a claimed grading, once, with the code's `approach` when the grader
    found it. A system error is retried (requeued) until max_attempts gradings have failed.
    Returns False when the claim was no longer ours."""
    try:
        return _record(db, claim, result, max_attempts, approach)
    except IntegrityError:  # another grading of the same learner and problem created progress first
        db.rollback()
        return _record(db, claim, result, max_attempts, approach)


def _record(db: Session, claim: Claim, result: GradingResult, max_attempts: int, approach: str | None) -> bool:
    submission_id = claim.job.submission_id
    if result.outcome == "system_error" and claim.attempt < max_attempts:
        values = dict(status="queued", lease_expires_at=None, message=result.message)
    else:
        values = dict(status=result.outcome, verdict=result.verdict, score=result.score,
                      message=result.message, hint=result.hint, mistake_id=result.mistake_id,
                      # encoded once, by pydantic, and stored as it is (a result is tens of kB)
                      result=Encoded(result.model_dump_json(include={"cases", "plots", "stdout", "sandbox"})),
                      graded_at=utcnow(), lease_expires_at=None, grading_time_s=result.time_s,
                      sandbox_time_s=result.sandbox_time_s)
        if result.problem_version:  # what it was graded against, which may be newer than at acceptance
            values["problem_version"] = result.problem_version
    if approach is not None:
        values["approach"] = approach
    made_at = db.scalar(
        update(Submission)
        .where(Submission.id == submission_id, Submission.status == "running",
               Submission.grading_attempts == claim.attempt)
        .values(**values).returning(Submission.created_at)
    )
    if made_at is None:  # not ours any more: nothing stored, nothing counted
        db.rollback()
        return False
    if values["status"] in FINAL:
        grading_counts.count(db, [grading_counts.FinalResult(
            status=result.outcome, verdict=result.verdict, created_at=made_at, graded_at=values["graded_at"],
            attempts=claim.attempt)])
    if result.outcome == "graded":
        # Without the code and the result just written: the aggregates need neither. Held here, so
        # the LMS hook finds it in the session (whose map of loaded rows holds them weakly).
        graded = db.get(Submission, submission_id, options=[defer(Submission.code), defer(Submission.result)])
        _count_attempt(db, graded, result)
        run_metrics.store(db, submission_id, result)  # a controller's metrics, for the leaderboards
        lti_grades.on_result(db, submission_id)  # the LMS gradebooks' scores, committed with the result
    db.commit()
    return True


def _count_attempt(db: Session, submission: Submission, result: GradingResult) -> None:
    """Only graded submissions are attempts; ungradable code and our own errors are not charged.
    Keeps the aggregates the dashboard and gradebook read: progress, score steps, mistake tallies."""
    progress = db.get(Progress, (submission.user_id, submission.problem_id), with_for_update=True)
    if progress is None:
        progress = Progress(user_id=submission.user_id, problem_id=submission.problem_id,
                            attempts=0, solved=False, best_score=0.0, failed_in_a_row=0)
        db.add(progress)
    made_at = as_utc(submission.created_at)
    progress.attempts += 1
    progress.best_score = max(progress.best_score or 0.0, result.score or 0.0)
    if progress.last_submission_at is None or made_at > as_utc(progress.last_submission_at):
        progress.last_submission_at = made_at
    if progress.first_submitted_at is None or made_at < as_utc(progress.first_submitted_at):
        progress.first_submitted_at = made_at
    progress.failed_in_a_row = 0 if result.verdict == "accepted" else (progress.failed_in_a_row or 0) + 1
    if result.verdict == "accepted" and (not progress.solved or made_at < as_utc(progress.first_solved_at)):
        progress.solved, progress.first_solved_at = True, made_at  # when the solution was made
    _step(db, submission, made_at, result.score or 0.0)
    if result.mistake_id:
        _tally(db, submission, result)


def _step(db: Session, submission: Submission, made_at, score: float) -> None:
    """A step when this score beats everything made before it (gradings may finish out of order)."""
    best_before = db.scalar(select(func.max(ScoreStep.score)).where(
        ScoreStep.user_id == submission.user_id, ScoreStep.problem_id == submission.problem_id,
        ScoreStep.submitted_at <= made_at))
    if best_before is None or score > best_before:
        db.add(ScoreStep(user_id=submission.user_id, problem_id=submission.problem_id, submitted_at=made_at,
                         score=score))


def _tally(db: Session, submission: Submission, result: GradingResult) -> None:
    key = (submission.user_id, submission.problem_id, result.mistake_id)
    tally = db.get(MistakeTally, key, with_for_update=True)
    if tally is None:
        tally = MistakeTally(user_id=key[0], problem_id=key[1], mistake_id=key[2], count=0)
        db.add(tally)
    tally.count += 1
    tally.hint, tally.last_submission_id = result.hint, submission.id


# The aggregates derived from the graded submissions by the rules record_result follows one result
# at a time; {pair} narrows each statement to one learner and problem (or to none: every pair).
_PROGRESS = """
    INSERT INTO progress (user_id, problem_id, attempts, solved, best_score, first_solved_at, last_submission_at,
                          first_submitted_at, failed_in_a_row)
    SELECT user_id, problem_id, COUNT(*), COUNT(CASE WHEN verdict = 'accepted' THEN 1 END) > 0,
           COALESCE(MAX(score), 0), MIN(CASE WHEN verdict = 'accepted' THEN created_at END), MAX(created_at),
           MIN(created_at), 0
    FROM submissions WHERE status = 'graded' {pair} GROUP BY user_id, problem_id"""
_FAILED_IN_A_ROW = """
    UPDATE progress SET failed_in_a_row = (
      SELECT COUNT(*) FROM submissions s WHERE s.user_id = progress.user_id AND s.problem_id = progress.problem_id
      AND s.status = 'graded' AND (progress.first_solved_at IS NULL OR s.graded_at > (
        SELECT MAX(a.graded_at) FROM submissions a WHERE a.user_id = progress.user_id
        AND a.problem_id = progress.problem_id AND a.verdict = 'accepted'))) WHERE 1 = 1 {pair}"""  # in the order graded, as kept
_STEPS = """
    INSERT INTO score_steps (user_id, problem_id, submitted_at, score)
    SELECT user_id, problem_id, created_at, score FROM (
      SELECT user_id, problem_id, created_at, score,
             MAX(score) OVER (PARTITION BY user_id, problem_id ORDER BY created_at, id
                              ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS best_before
      FROM submissions WHERE status = 'graded' AND score IS NOT NULL {pair}) AS graded
    WHERE best_before IS NULL OR score > best_before"""
_TALLIES = """
    INSERT INTO mistake_tallies (user_id, problem_id, mistake_id, count, hint, last_submission_id)
    SELECT user_id, problem_id, mistake_id, COUNT(*), MAX(hint), MAX(id) FROM submissions
    WHERE status = 'graded' AND mistake_id IS NOT NULL {pair} GROUP BY user_id, problem_id, mistake_id"""
_AGGREGATES = ("DELETE FROM score_steps WHERE 1 = 1 {pair}", "DELETE FROM mistake_tallies WHERE 1 = 1 {pair}",
               "DELETE FROM progress WHERE 1 = 1 {pair}", _PROGRESS, _FAILED_IN_A_ROW, _STEPS, _TALLIES)
_ONE_PAIR = "AND user_id = :user_id AND problem_id = :problem_id"


def rebuild_aggregates(db: Session) -> None:
    """Derive progress, score steps, mistake tallies and the grading counts from the stored
    submissions alone, by the rules record_result follows one result at a time (after a bulk
    import, or to check them)."""
    for statement in _AGGREGATES:
        db.execute(text(statement.format(pair="")))
    grading_counts.rebuild(db)
    db.commit()


def rebuild_pair(db: Session, user_id: int, problem_id: int) -> None:
    """One learner's aggregates for one problem derived again from their submissions' current
    results (after a regrade changed one). The progress row is locked first, as record_result
    locks it, so a grading recorded meanwhile waits and then counts on top. The caller commits."""
    db.get(Progress, (user_id, problem_id), with_for_update=True)
    for statement in _AGGREGATES:
        db.execute(text(statement.format(pair=_ONE_PAIR)), {"user_id": user_id, "problem_id": problem_id})
    db.expire_all()  # the rows just rewritten, if this session holds any


def replace_result(db: Session, submission_id: int, result: GradingResult) -> dict:
    """A regrade's result in place of a final submission's current one (app.services.regrades
    keeps the earlier one first). Returns the earlier result whole, for that history. The learner's
    aggregates follow when the outcome changed, and the grading counts move the submission from
    its old verdict to its new one (a submission counts once, as what it is now). The caller commits."""
    row = db.get(Submission, submission_id, with_for_update=True)
    earlier = dict(status=row.status, verdict=row.verdict, score=row.score, message=row.message, hint=row.hint,
                   mistake_id=row.mistake_id, result=row.result, problem_version=row.problem_version,
                   graded_at=row.graded_at.isoformat() if row.graded_at else None)
    before = grading_counts.FinalResult(status=row.status, verdict=row.verdict, created_at=row.created_at,
                                        graded_at=row.graded_at, attempts=row.grading_attempts)
    outcome_changed = (row.status, row.verdict, row.score, row.mistake_id) != (
        result.outcome, result.verdict, result.score, result.mistake_id)
    row.status, row.verdict, row.score, row.mistake_id = result.outcome, result.verdict, result.score, result.mistake_id
    row.message, row.hint = result.message, result.hint
    row.result = result.model_dump(mode="json", include={"cases", "plots", "stdout", "sandbox"})
    row.problem_version = result.problem_version or row.problem_version
    run_metrics.store(db, submission_id, result, replacing=True)
    db.flush()
    if outcome_changed:
        grading_counts.move(db, before, replace(before, status=result.outcome, verdict=result.verdict))
        rebuild_pair(db, row.user_id, row.problem_id)
    return earlier


def recover_lost(db: Session, max_attempts: int, queued_older_than_s: float) -> list[int]:
    """The sweeper's query. Running rows whose lease ran out were lost by a crashed or restarted
    worker: requeue them (or give up after max_attempts). Returns the ids to dispatch: those
    requeued, plus queued rows older than the threshold (a lost message, a restart)."""
    now = utcnow()
    expired = and_(Submission.status == "running", Submission.lease_expires_at < now)
    given_up = db.execute(update(Submission).where(expired, Submission.grading_attempts >= max_attempts)
                          .values(status="system_error", lease_expires_at=None, graded_at=now,
                                  message="Grading failed repeatedly; this is our fault, not your code's.")
                          .returning(Submission.created_at, Submission.grading_attempts)).all()
    grading_counts.count(db, [grading_counts.FinalResult(status="system_error", verdict=None, created_at=made_at,
                                                         graded_at=now, attempts=attempts)
                              for made_at, attempts in given_up])
    requeued = db.scalars(
        update(Submission).where(expired, Submission.grading_attempts < max_attempts)
        .values(status="queued", lease_expires_at=None).returning(Submission.id)
    ).all()
    stale = db.scalars(select(Submission.id).where(
        Submission.status == "queued", Submission.created_at < now - timedelta(seconds=queued_older_than_s),
    )).all()
    db.commit()
    return sorted(set(requeued) | set(stale))


def pending_ids(db: Session) -> list[int]:
    return list(db.scalars(select(Submission.id).where(Submission.status == "queued").order_by(Submission.id)))


def get_for_user(db: Session, user: User, submission_id: int) -> Submission | None:
    """The submission if this user may see it: their own, their students', or any for an admin."""
    submission = db.get(Submission, submission_id)
    if submission is None or not can_view_submission(db, user, submission):
        return None  # someone else's submission does not exist, as far as this user can tell
    return submission


def list_for_problem(db: Session, user: User, problem: ProblemRow, limit: int = 50) -> list[Submission]:
    return list(db.scalars(
        select(Submission).where(Submission.user_id == user.id, Submission.problem_id == problem.id)
        .order_by(Submission.id.desc()).limit(limit)
    ))


def recent_for_user(db: Session, user: User, limit: int = 6) -> list[dict]:
    """The learner's latest submissions, newest first, with their problem, for the home page."""
    rows = db.execute(select(Submission.id, Submission.status, Submission.verdict, Submission.created_at,
                             ProblemRow.slug, ProblemRow.title)
                      .join(ProblemRow, ProblemRow.id == Submission.problem_id)
                      .where(Submission.user_id == user.id).order_by(Submission.id.desc()).limit(limit)).all()
    return [row._asdict() for row in rows]


def recent_count(db: Session, user: User, since_s: float) -> int:
    rows = db.scalars(select(Submission.id).where(
        Submission.user_id == user.id, Submission.created_at > utcnow() - timedelta(seconds=since_s),
    )).all()
    return len(rows)

