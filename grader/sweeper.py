"""Periodically re-dispatches what a crash, a restart or a lost message left behind."""

from __future__ import annotations

import logging
import threading

from app.db import Database
from app.services import submissions
from grader.dispatch.base import Dispatcher

log = logging.getLogger(__name__)


def sweep_once(database: Database, dispatcher: Dispatcher, max_attempts: int, queued_older_than_s: float) -> list[int]:
    with database.session() as db:
        ids = submissions.recover_lost(db, max_attempts, queued_older_than_s)
    for submission_id in ids:
        dispatcher.enqueue(submission_id)
    if ids:
        log.info("sweeper re-dispatched %d submissions", len(ids))
    return ids


class Sweeper:
    def __init__(self, database: Database, dispatcher: Dispatcher, interval_s: float, max_attempts: int,
                 queued_older_than_s: float):
        self._args = (database, dispatcher, max_attempts, queued_older_than_s)
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
                sweep_once(*self._args)
            except Exception:
                log.exception("sweep failed; will try again")
