"""The submissions service on SQLite and PostgreSQL: claimed once, recorded once, never lost."""

from datetime import timedelta

import pytest
from sqlalchemy import update

from app.models import ProblemRow, Progress, Submission, User, utcnow
from app.services import submissions
from grader.contract import GradingResult
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.factories import make_user, sync_fixture_problems

ACCEPTED = GradingResult(outcome="graded", verdict="accepted", score=1.0, message="12 of 12 cases passed")
WRONG = GradingResult(outcome="graded", verdict="wrong_answer", score=0.5, hint="h", mistake_id="m")
OUR_FAULT = GradingResult(outcome="system_error", message="sandbox down")


@pytest.fixture
def queued(db):
    user = make_user(db)
    problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
    return submissions.accept(db, user, problem, "def scale(x, y, k): ...")


def test_a_submission_is_claimed_once(db, queued):
    first = submissions.claim(db, queued.id, lease_s=60)
    assert first is not None and first.attempt == 1 and first.job.problem_slug == "scale-a-vector"
    assert first.job.seed == queued.seed and first.job.code == queued.code
    assert submissions.claim(db, queued.id, lease_s=60) is None


def test_a_result_is_recorded_once_and_counts_one_attempt(db, queued):
    claim = submissions.claim(db, queued.id, lease_s=60)
    assert submissions.record_result(db, claim, WRONG, max_attempts=3)
    assert not submissions.record_result(db, claim, ACCEPTED, max_attempts=3)
    db.expire_all()
    row = db.get(Submission, queued.id)
    assert (row.status, row.verdict, row.hint, row.mistake_id) == ("graded", "wrong_answer", "h", "m")
    progress = db.get(Progress, (queued.user_id, queued.problem_id))
    assert (progress.attempts, progress.solved, progress.best_score) == (1, False, 0.5)


def test_solving_marks_progress_and_keeps_the_best_score(db, queued):
    for result in (ACCEPTED, WRONG):
        again = submissions.accept(db, db.get(User, queued.user_id), db.get(ProblemRow, queued.problem_id), "code")
        claim = submissions.claim(db, again.id, lease_s=60)
        submissions.record_result(db, claim, result, max_attempts=3)
    db.expire_all()
    progress = db.get(Progress, (queued.user_id, queued.problem_id))
    assert (progress.attempts, progress.solved, progress.best_score) == (2, True, 1.0)
    assert progress.first_solved_at is not None


def test_ungradable_code_is_not_an_attempt(db, queued):
    claim = submissions.claim(db, queued.id, lease_s=60)
    submissions.record_result(db, claim, GradingResult(outcome="ungradable", message="SyntaxError on line 1"), 3)
    assert db.get(Progress, (queued.user_id, queued.problem_id)) is None


def test_a_system_error_is_retried_then_reported(db, queued):
    for attempt in (1, 2, 3):
        claim = submissions.claim(db, queued.id, lease_s=60)
        assert claim.attempt == attempt
        submissions.record_result(db, claim, OUR_FAULT, max_attempts=3)
        db.expire_all()
    row = db.get(Submission, queued.id)
    assert row.status == "system_error" and row.grading_attempts == 3


def test_the_sweeper_recovers_a_grading_lost_in_a_crash(db, queued):
    lost = submissions.claim(db, queued.id, lease_s=60)
    _expire_lease(db, queued.id)
    assert submissions.recover_lost(db, max_attempts=3, queued_older_than_s=3600) == [queued.id]
    retry = submissions.claim(db, queued.id, lease_s=60)
    assert retry.attempt == 2
    assert not submissions.record_result(db, lost, ACCEPTED, 3), "the crashed worker's late result must be dropped"
    assert submissions.record_result(db, retry, WRONG, 3)
    db.expire_all()
    assert db.get(Progress, (queued.user_id, queued.problem_id)).attempts == 1


def test_the_sweeper_gives_up_after_the_last_attempt(db, queued):
    for _ in range(3):
        submissions.claim(db, queued.id, lease_s=60)
        _expire_lease(db, queued.id)
        submissions.recover_lost(db, max_attempts=3, queued_older_than_s=3600)
    db.expire_all()
    assert db.get(Submission, queued.id).status == "system_error"


def test_old_queued_submissions_are_dispatched_again(db, queued):
    assert submissions.recover_lost(db, 3, queued_older_than_s=3600) == []
    db.execute(update(Submission).where(Submission.id == queued.id).values(created_at=utcnow() - timedelta(hours=2)))
    db.commit()
    assert submissions.recover_lost(db, 3, queued_older_than_s=3600) == [queued.id]


def _expire_lease(db, submission_id):
    db.execute(update(Submission).where(Submission.id == submission_id)
               .values(lease_expires_at=utcnow() - timedelta(seconds=1)))
    db.commit()


def test_progress_is_reported_while_running_and_only_by_the_claims_holder(db, queued):
    from app.services.catalog import submission_view

    claim = submissions.claim(db, queued.id, lease_s=60)
    submissions.report_progress(db, claim, 3, 22)
    db.refresh(queued)
    assert submission_view(queued, "scale-a-vector")["progress"] == {"done": 3, "total": 22}
    stale = submissions.Claim(job=claim.job, attempt=claim.attempt - 1)
    submissions.report_progress(db, stale, 20, 22)  # a worker whose lease was taken over
    db.refresh(queued)
    assert queued.progress_done == 3
    assert submissions.record_result(db, claim, ACCEPTED, max_attempts=3)
    db.refresh(queued)
    assert submission_view(queued, "scale-a-vector")["progress"] is None


def test_submit_checks_then_inserts_then_dispatches_and_a_refusal_stores_nothing(db):
    from app.errors import ServiceError

    user = make_user(db)
    problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
    sent = []
    with pytest.raises(ServiceError) as refused:
        submissions.submit(db, user, problem, "x" * 2000, max_code_bytes=1024, max_pending=3, dispatch=sent.append)
    assert refused.value.status == 413 and "KiB" in refused.value.detail
    assert sent == [] and db.query(Submission).count() == 0
    made = submissions.submit(db, user, problem, "def scale(x, y, k): ...", max_code_bytes=1024, max_pending=1,
                              dispatch=sent.append)
    assert sent == [made.id] and made.status == "queued"
    with pytest.raises(ServiceError) as refused:  # one waiting already: the learner's queue is full
        submissions.submit(db, user, problem, "def scale(x, y, k): ...", max_code_bytes=1024, max_pending=1,
                           dispatch=sent.append)
    assert refused.value.status == 429 and sent == [made.id]
