"""The sweeper sends a slow backlog again at most once per threshold, not on every sweep."""

import time

from app.db import Database
from app.services import submissions
from app.grading.sweeper import sweep_once
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.factories import make_user, sync_fixture_problems


class Recorder:
    name = "recorder"

    def __init__(self):
        self.sent: list[int] = []

    def enqueue(self, submission_id: int) -> None:
        self.sent.append(submission_id)


def test_a_queued_submission_is_sent_again_once_per_threshold(sqlite_url):
    database = Database(sqlite_url)
    with database.session() as db:
        problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
        submission_id = submissions.accept(db, make_user(db, "ada"), problem, "x = 1\n").id
    dispatcher, sent, clock = Recorder(), {}, [100.0]
    time.sleep(0.3)  # older than the threshold in the database
    assert sweep_once(database, dispatcher, 3, 0.25, sent, clock=lambda: clock[0]) == [submission_id]
    clock[0] += 0.1
    assert sweep_once(database, dispatcher, 3, 0.25, sent, clock=lambda: clock[0]) == []  # still in the broker, presumably
    clock[0] += 0.2
    assert sweep_once(database, dispatcher, 3, 0.25, sent, clock=lambda: clock[0]) == [submission_id]  # lost: again
    assert dispatcher.sent == [submission_id, submission_id]
    database.dispose()
