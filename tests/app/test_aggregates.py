"""The aggregates kept as results are recorded (progress, score steps, mistake tallies) are the
ones the stored submissions imply: rebuilding them from the submissions alone changes nothing."""

from datetime import timedelta

from app.models import utcnow
from app.services.submissions import rebuild_aggregates
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.factories import make_user, sync_fixture_problems
from tests.utils.aggregates import snapshot as _snapshot
from tests.utils.grading import record


def test_rebuilding_from_the_submissions_gives_the_kept_aggregates(database_url, make_settings):
    from app.db import Database

    database = Database(database_url)
    try:
        with database.session() as db:
            problem = next(iter(sync_fixture_problems(db, FIXTURE_PROBLEMS).values()))
            ada, bo = make_user(db, "ada"), make_user(db, "bob")
            start = utcnow().replace(microsecond=0) - timedelta(hours=5)
            for minutes, who, verdict, score, mistake in [
                    (0, ada, "wrong_answer", 0.5, "adds-instead"), (10, ada, "wrong_answer", 0.25, "adds-instead"),
                    (50, ada, "accepted", 1.0, None), (20, ada, "wrong_answer", 0.75, "sign"),  # graded late
                    (70, ada, "wrong_answer", 0.0, None), (5, bo, "wrong_answer", 0.1, None),
                    (6, bo, "runtime_error", 0.0, None)]:
                record(db, who, problem, verdict, at=start + timedelta(minutes=minutes), score=score,
                       mistake_id=mistake, hint="a hint" if mistake else None)
            kept = _snapshot(db)
            rebuild_aggregates(db)
            assert _snapshot(db) == kept
        progress, steps, tallies = kept
        by_user = {row[0]: row for row in progress}
        assert by_user[ada.id][2:6] == (5, True, 1.0, 2)  # failures in the order graded and by_user[bo.id][2:6] == (2, False, 0.1, 2)
        assert [s[3] for s in steps if s[0] == ada.id] == [0.5, 0.75, 1.0]
        assert [(t[2], t[3]) for t in tallies] == [("adds-instead", 2), ("sign", 1)]
    finally:
        database.dispose()
