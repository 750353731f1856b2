"""The Celery dispatcher and task, without a worker process (the deployment's fault tests run real ones)."""

import logging
import time

import pytest
from sqlalchemy.exc import OperationalError

from app.config import Settings
from app.db import Database
from app.models import Submission
from app.services import submissions
from app.grading.celery_app import DB_RETRY_MAX, TASK_NAME, make_celery
from app.grading.dispatch.celery import CeleryDispatcher
from tests.conftest import FIXTURE_PROBLEMS
from tests.utils.cluster import RedisServer, free_port
from tests.utils.factories import make_user, sync_fixture_problems

CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"


def test_messages_are_acknowledged_after_grading_and_taken_one_at_a_time(make_settings, sqlite_url):
    conf = make_celery(make_settings(sqlite_url, dispatcher="celery")).conf
    assert conf.task_acks_late and conf.task_reject_on_worker_lost
    assert conf.worker_prefetch_multiplier == 1
    assert conf.task_serializer == "json" and conf.accept_content == ["json"]


def test_a_broker_that_is_down_never_fails_or_hangs_a_submission(make_settings, sqlite_url, caplog):
    settings = make_settings(sqlite_url, dispatcher="celery", redis_url=f"redis://127.0.0.1:{free_port()}/0")
    dispatcher = CeleryDispatcher(settings)
    started = time.monotonic()
    with caplog.at_level(logging.WARNING):
        dispatcher.enqueue(7)
    assert time.monotonic() - started < 3
    assert "submission 7: the broker is unreachable" in caplog.text
    assert dispatcher.queue_depth() == -1
    dispatcher.stop()


def test_enqueued_ids_wait_in_the_redis_queue(make_settings, sqlite_url, tmp_path):
    redis_server = RedisServer(tmp_path / "redis").start()
    try:
        dispatcher = CeleryDispatcher(make_settings(sqlite_url, dispatcher="celery", redis_url=redis_server.url))
        for submission_id in (1, 2, 3):
            dispatcher.enqueue(submission_id)
        assert dispatcher.queue_depth() == 3
        dispatcher.stop()
    finally:
        redis_server.stop()


def _queued(url: str) -> int:
    database = Database(url)
    with database.session() as db:
        problem = sync_fixture_problems(db, FIXTURE_PROBLEMS)["scale-a-vector"]
        submission_id = submissions.accept(db, make_user(db, "ada"), problem, CORRECT).id
    database.dispose()
    return submission_id


@pytest.mark.sandbox
def test_the_task_grades_once_however_often_it_is_delivered(make_settings, sqlite_url):
    submission_id = _queued(sqlite_url)
    task = make_celery(make_settings(sqlite_url, dispatcher="celery")).tasks[TASK_NAME]
    assert task.apply(args=[submission_id]).get() == "graded"
    assert task.apply(args=[submission_id]).get() is None  # delivered again: nothing recorded twice
    database = Database(sqlite_url)
    with database.session() as db:
        row = db.get(Submission, submission_id)
        assert (row.status, row.verdict, row.grading_attempts) == ("graded", "accepted", 1)
    database.dispose()


def test_the_task_tries_again_later_while_the_database_is_unreachable(make_settings, caplog):
    unreachable = f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/nothing"
    task = make_celery(make_settings(unreachable, dispatcher="celery")).tasks[TASK_NAME]
    with caplog.at_level(logging.WARNING):
        result = task.apply(args=[1])  # eagerly: each retry runs at once instead of after its delay
    assert caplog.text.count("submission 1: the database is unreachable") == DB_RETRY_MAX
    assert "submission 1: the database is still unreachable (OperationalError); giving up" in caplog.text
    assert isinstance(result.result, OperationalError)  # then it gives up: the sweeper has it later


def test_the_celery_command_line_finds_the_app(monkeypatch, tmp_path):
    """`celery -A app.grading.celery_app worker` reads `app`: built on first use from the environment."""
    import app.grading.celery_app as module

    monkeypatch.delattr(module, "app", raising=False)
    monkeypatch.setattr(module, "get_settings", lambda: Settings(problems_dir=FIXTURE_PROBLEMS, dispatcher="celery"))
    try:
        app = module.app
        assert TASK_NAME in app.tasks and app.conf.task_acks_late
        assert app.conf.worker_state.library.get("scale-a-vector") is not None  # loaded before the pool forks
    finally:
        del module.app
