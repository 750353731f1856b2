"""regrade_submission(regrade, submission): a regrade's task, run by the same dispatchers as a
grading. Idempotent as grade_submission is: claim the (regrade, submission) job, grade, record once."""

from __future__ import annotations

import logging

from app.grading.worker import WorkerContext, grade_job, record_with_retries
from app.services import regrades
from grader.contract import GradingResult
from grader.logs import submission_context

log = logging.getLogger(__name__)


def regrade_submission(context: WorkerContext, regrade_id: int, submission_id: int) -> str | None:
    """Grade one submission again for a regrade if its job is still queued. Returns the outcome
    recorded, or None when there was nothing to do (another worker had it, it was done, or this
    worker's copy of the problem is not the version the regrade grades against)."""
    with submission_context(submission_id):
        with context.database.session() as db:
            claim = regrades.claim(db, regrade_id, submission_id, context.lease_s)
        if claim is None:
            return None
        problem = context.library.at_version(claim.job.problem_uuid, claim.job.current_version)
        if problem is not None and problem.version != claim.job.current_version:
            with context.database.session() as db:
                if regrades.superseded(db, claim):  # the problem changed again: this regrade is over
                    regrades.cancel(db, claim)
                else:  # a worker not yet updated in a rolling deploy: leave it to one that is
                    regrades.give_back(db, claim)
            log.info("regrade %s: submission %s left, this worker has version %s", regrade_id, submission_id,
                     problem.version)
            return None
        result = grade_job(context, claim.job, problem)
        if not _record(context, claim, result):
            log.warning("regrade %s: submission %s: result dropped, the claim was taken over", regrade_id,
                        submission_id)
            return None
        return result.outcome


def _record(context: WorkerContext, claim: regrades.RegradeClaim, result: GradingResult) -> bool:
    return record_with_retries(context, claim.job.submission_id,
                               lambda db: regrades.record(db, claim, result, context.max_attempts))
