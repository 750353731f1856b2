"""The grading worker's own rules (the submission's way through it is in tests/app and tests/grader/test_recovery.py)."""

import pytest
from sqlalchemy import update

from app.db import Database
from app.models import ProblemRow, Submission
from app.services import submissions
from grader.library import load_library
from app.grading.worker import WorkerContext, grade_submission
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.factories import make_user, sync_fixture_problems

pytestmark = pytest.mark.sandbox


@pytest.fixture
def world(sqlite_url):
    """A database with one wrong submission queued, and the worker's own copy of the problems."""
    database = Database(sqlite_url)
    with database.session() as db:
        problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
        submission_id = submissions.accept(db, make_user(db, "ada"), problem, "def scale(x, y, k):\n    return 0\n").id
    yield database, load_library(FIXTURE_PROBLEMS), problem.id, submission_id
    database.dispose()


def _change(database, table, row_id: int, **values) -> None:
    with database.session() as db:
        db.execute(update(table).where(table.id == row_id).values(**values))
        db.commit()


def test_a_submission_accepted_before_its_problem_changed_records_the_version_it_was_graded_against(world, caplog):
    database, library, _, submission_id = world
    _change(database, Submission, submission_id, problem_version="before-a-fix")
    with caplog.at_level("INFO", logger="app.grading.worker"):
        assert grade_submission(WorkerContext(database=database, library=library), submission_id) == "graded"
    with database.session() as db:
        stored = db.get(Submission, submission_id)
        assert stored.problem_version == library.get("scale-a-vector").version != "before-a-fix"
        assert stored.verdict == "wrong_answer"
    assert any("accepted for version before-a-fix" in record.getMessage() for record in caplog.records)


def test_a_worker_whose_copy_of_the_problem_is_not_the_platforms_gives_the_job_back(world, caplog):
    database, library, problem_id, submission_id = world
    # The platform now serves a newer version than this worker loaded (a rolling deploy).
    _change(database, ProblemRow, problem_id, version="served-now")
    with caplog.at_level("WARNING", logger="app.grading.worker"):
        assert grade_submission(WorkerContext(database=database, library=library), submission_id) is None
    with database.session() as db:
        stored = db.get(Submission, submission_id)
        assert (stored.status, stored.grading_attempts, stored.verdict) == ("queued", 0, None)
    assert any("left for an up-to-date worker" in record.getMessage() for record in caplog.records)
