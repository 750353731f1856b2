"""grade_submission(id): the task every dispatcher runs. Idempotent: claim, grade, record once."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session

from app.db import Database
from app.services import submissions
from grader.contract import GradingResult
from grader.grade import grade_code
from grader.approach import stored_approach
from grader.library import ProblemLibrary
from grader.problem import Problem
from grader import metrics
from grader.logs import submission_context

log = logging.getLogger(__name__)


@dataclass
class WorkerContext:
    database: Database
    library: ProblemLibrary
    lease_s: float = 60.0
    max_attempts: int = 3
    max_code_bytes: int = 64 * 1024

    @classmethod
    def from_settings(cls, settings, database: Database, library: ProblemLibrary) -> "WorkerContext":
        return cls(database=database, library=library, lease_s=settings.grading_lease_s,
                   max_attempts=settings.max_grading_attempts, max_code_bytes=settings.max_code_bytes)


# Waits before trying again to store a result while the database is unreachable (a failover, a
# network blip): the grading is done, so it is worth keeping; after these the lease runs out and
# the sweeper has it graded again.
RECORD_RETRY_DELAYS_S = (0.5, 1.0, 2.0, 4.0)


def grade_submission(context: WorkerContext, submission_id: int) -> str | None:
    """Grade one submission if it is still queued. Returns the recorded status, or None when
    another worker had it or it was already done (running twice records one result)."""
    with submission_context(submission_id):
        with context.database.session() as db:
            claim = submissions.claim(db, submission_id, context.lease_s)
        if claim is None:
            log.info("submission %s: not queued any more, nothing to do", submission_id)
            return None
        log.info("submission %s: grading attempt %d (%s)", submission_id, claim.attempt, claim.job.problem_slug)
        # The version the platform served at the claim: kept by a development reload just after it.
        problem = context.library.at_version(claim.job.problem_uuid, claim.job.current_version)
        if _stale(problem, claim.job):
            with context.database.session() as db:
                submissions.give_back(db, claim)
            return None
        result = grade_job(context, claim.job, problem, _progress_reporter(context, claim))
        metrics.observe(result)
        if not _record(context, claim, result, _approach(claim.job.code, problem)):
            log.warning("submission %s: result dropped, the claim was taken over", submission_id)
            return None
        log.info("submission %s: %s %s in %.3f s", submission_id, result.outcome, result.verdict or "",
                 result.time_s, extra={"outcome": result.outcome, "verdict": result.verdict,
                                       "grading_s": round(result.time_s, 4)})
        return result.outcome


def _record(context: WorkerContext, claim: submissions.Claim, result: GradingResult, approach: str | None) -> bool:
    return record_with_retries(context, claim.job.submission_id,
                               lambda db: submissions.record_result(db, claim, result, context.max_attempts,
                                                                    approach=approach))


def _approach(code: str, problem: Problem | None) -> str | None:
    """The code's approach (grader/approach.py), found here rather than when the API accepts it:
    the web process's CPU per submission is the scarcer. "" for code that does not parse."""
    if problem is None:
        return None
    return stored_approach(code, problem.spec.entry_point)


def record_with_retries(context: WorkerContext, submission_id: int, store: Callable[[Session], bool]) -> bool:
    """`store` in a session of its own, tried again while the database is unreachable."""
    for delay_s in (*RECORD_RETRY_DELAYS_S, None):
        try:
            with context.database.session() as db:
                return store(db)
        except OperationalError as exc:
            if delay_s is None:
                raise
            log.warning("submission %s: the database is unreachable (%s); storing the result again in %.1f s",
                        submission_id, type(exc.orig).__name__, delay_s)
            time.sleep(delay_s)
    return False


PROGRESS_EVERY_S = 0.5  # at most this often a grading's progress is written to the database


def _progress_reporter(context: WorkerContext, claim: submissions.Claim):
    last = [0.0]

    def report(done: int, total: int) -> None:
        now = time.monotonic()
        if now - last[0] < PROGRESS_EVERY_S and done < total:
            return
        last[0] = now
        try:
            with context.database.session() as db:
                submissions.report_progress(db, claim, done, total)
        except OperationalError:
            pass  # progress is for the page; the grading itself must not wait on it

    return report


def _stale(problem: Problem | None, job) -> bool:
    """Whether this worker's copy of the problem is not the version the platform serves now (a
    worker not yet updated in a rolling deploy): it must not grade, and gives the job back."""
    if problem is None or problem.version == job.current_version:
        return False
    log.warning("submission %s: this worker has version %s of %s, the platform serves %s: left for an "
                "up-to-date worker", job.submission_id, problem.version, job.problem_slug, job.current_version)
    return True


def grade_job(context: WorkerContext, job, problem: Problem | None, progress=None) -> GradingResult:
    """The job graded against this worker's copy of its problem; our own failures become a system error."""
    if problem is None:
        return GradingResult(outcome="system_error", message=f"Problem {job.problem_slug} is not loaded on this grader.")
    if problem.version != job.problem_version:
        log.info("submission %s: accepted for version %s of %s, graded against %s (the problem changed since)",
                 job.submission_id, job.problem_version, job.problem_slug, problem.version)
    try:
        result = grade_code(problem, job.code, job.seed, max_code_bytes=context.max_code_bytes, progress=progress)
    except Exception as exc:  # a bug of ours must not lose the submission: record, retry
        log.exception("submission %s: grading crashed", job.submission_id)
        result = GradingResult(outcome="system_error", message=f"The grader failed: {type(exc).__name__}")
    result.problem_version = problem.version
    return result
