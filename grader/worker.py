"""grade_submission(id): the task every dispatcher runs. Idempotent: claim, grade, record once."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from app.db import Database
from app.services import submissions
from grader.contract import GradingResult
from grader.grade import grade_code
from grader.library import ProblemLibrary

log = logging.getLogger(__name__)


@dataclass
class WorkerContext:
    database: Database
    library: ProblemLibrary
    lease_s: float = 60.0
    max_attempts: int = 3
    max_code_bytes: int = 64 * 1024


def grade_submission(context: WorkerContext, submission_id: int) -> str | None:
    """Grade one submission if it is still queued. Returns the recorded status, or None when
    another worker had it or it was already done (running twice records one result)."""
    with context.database.session() as db:
        claim = submissions.claim(db, submission_id, context.lease_s)
    if claim is None:
        return None
    result = _grade(context, claim.job)
    with context.database.session() as db:
        if not submissions.record_result(db, claim, result, context.max_attempts):
            log.warning("submission %s: result dropped, the claim was taken over", submission_id)
            return None
    log.info("submission %s: %s %s", submission_id, result.outcome, result.verdict or "")
    return result.outcome


def _grade(context: WorkerContext, job) -> GradingResult:
    problem = context.library.get(job.problem_slug)
    if problem is None:
        return GradingResult(outcome="system_error", message=f"Problem {job.problem_slug} is not loaded on this grader.")
    try:
        return grade_code(problem, job.code, job.seed, max_code_bytes=context.max_code_bytes)
    except Exception as exc:  # a bug of ours must not lose the submission: record, retry
        log.exception("submission %s: grading crashed", job.submission_id)
        return GradingResult(outcome="system_error", message=f"The grader failed: {type(exc).__name__}")
