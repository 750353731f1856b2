"""Periodically re-dispatches what a crash, a restart or a lost message left behind."""

from __future__ import annotations

import logging
import threading
import time

from sqlalchemy.exc import OperationalError

from app.db import Database
from app.services import regrades, submissions
from app.grading.dispatch.base import Dispatcher

log = logging.getLogger(__name__)


def sweep_once(database: Database, dispatcher: Dispatcher, max_attempts: int, queued_older_than_s: float,
               sent: dict[int, float] | None = None, clock=time.monotonic) -> list[int]:
    """Requeue expired leases and send again what waited too long. `sent` (id -> when this
    sweeper last sent it) keeps a backlog that is merely slow from being sent again on every
    sweep: a queued submission goes out again at most once per `queued_older_than_s`."""
    with database.session() as db:
        ids = submissions.recover_lost(db, max_attempts, queued_older_than_s)
    if sent is not None:
        now = clock()
        for submission_id, when in list(sent.items()):
            if now - when >= queued_older_than_s:
                del sent[submission_id]
        ids = [submission_id for submission_id in ids if submission_id not in sent]
        sent.update((submission_id, now) for submission_id in ids)
    for submission_id in ids:
        dispatcher.enqueue(submission_id)
    if ids:
        log.info("sweeper re-dispatched %d submissions", len(ids))
    _sweep_regrades(database, dispatcher, max_attempts, queued_older_than_s)
    return ids


def _sweep_regrades(database: Database, dispatcher: Dispatcher, max_attempts: int, stalled_after_s: float) -> None:
    """A regrade's jobs left by a killed worker, or whose messages were lost, are sent again."""
    with database.session() as db:
        jobs = regrades.recover_lost(db, max_attempts, stalled_after_s)
    for regrade_id, submission_id in jobs:
        dispatcher.enqueue_regrade(regrade_id, submission_id)
    if jobs:
        log.info("sweeper re-dispatched %d regrade jobs", len(jobs))


class Sweeper:
    def __init__(self, database: Database, dispatcher: Dispatcher, interval_s: float, max_attempts: int,
                 queued_older_than_s: float):
        self._args = (database, dispatcher, max_attempts, queued_older_than_s)
        self._sent: dict[int, float] = {}
        self._interval_s = interval_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="sweeper", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _loop(self) -> None:
        while not self._stop.wait(self._interval_s):
            try:
                sweep_once(*self._args, sent=self._sent)
            except OperationalError as exc:  # the database is out of reach: nothing to sweep until it is back
                log.warning("sweep skipped: the database is unreachable (%s)", type(exc.orig).__name__)
            except Exception:
                log.exception("sweep failed; will try again")
