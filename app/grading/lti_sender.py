"""Sends the LMS gradebooks their scores from the outbox (app/services/lti_grades.py), in a side
thread of each API process: at once when a commit queued some, and every `interval_s` for retries
and for rows queued by other processes (Celery workers record results too). The database is the
source of truth: rows are claimed with a lease, so processes share the work and a crash mid-send
only delays a score, and a restart resumes where it stopped."""

from __future__ import annotations

import logging
import threading

from sqlalchemy.exc import OperationalError

from app.config import Settings
from app.db import Database
from app.services import lti_grades

log = logging.getLogger(__name__)
LEASE_S = 60.0  # longer than a send's timeouts (token + score: 2 x 10 s)


def deliver_due(database: Database, policy: lti_grades.Policy, limit: int = 20) -> dict[str, int]:
    """One pass: every due score claimed and sent; how many ended in each state."""
    with database.session() as db:
        claimed = lti_grades.claim_due(db, LEASE_S, limit)
    outcomes: dict[str, int] = {}
    connectors: dict = {}  # one access token per platform and pass
    for send_id, attempt in claimed:
        with database.session() as db:
            outcome = lti_grades.send(db, send_id, attempt, policy, connectors)
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    return outcomes


class LtiSender:
    def __init__(self, database: Database, settings: Settings):
        self._database = database
        self._policy = lti_grades.Policy(retry_base_s=settings.lti_retry_base_s, max_sends=settings.lti_max_sends)
        self._interval_s = settings.sweep_interval_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="lti-sender", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        lti_grades.WAKE.set()
        self._thread.join(timeout=15)

    def _loop(self) -> None:
        while not self._stop.is_set():
            lti_grades.WAKE.wait(self._interval_s)
            lti_grades.WAKE.clear()
            if self._stop.is_set():
                return
            try:
                while sum(deliver_due(self._database, self._policy).values()):
                    pass  # a backlog goes out pass after pass
            except OperationalError as exc:
                log.warning("LTI scores not sent: the database is unreachable (%s)", type(exc.orig).__name__)
            except Exception:
                log.exception("LTI score sending failed; will try again")
