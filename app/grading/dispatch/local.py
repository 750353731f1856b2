"""The embedded default: a pool of threads in the app process, serving learners in turn (see
fair.py), for gradings and Runs alike. Learner code runs in sandboxed child processes, so threads
are enough; the GIL only covers our own bookkeeping."""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future
from typing import Any, Callable, Hashable

from app.grading.dispatch.fair import FairPool

log = logging.getLogger(__name__)

# Submissions re-sent by the sweeper or left from a previous run have no owner at hand: they
# share one lane, served in turn with the learners'.
RECOVERY_LANE = "recovered"
# A regrade's thousands of jobs share one lane too: a learner's grading waits for one of them at most.
REGRADE_LANE = "regrade"


class LocalDispatcher:
    name = "local"

    def __init__(self, grade: Callable[[int], object], workers: int,
                 regrade: Callable[[int, int], object] | None = None):
        self._grade, self._regrade = grade, regrade
        self._workers = workers
        self._pool: FairPool | None = None
        self._in_flight: set[int] = set()
        self._regrades_in_flight: set[tuple[int, int]] = set()
        self._lock = threading.Lock()

    def start(self) -> None:
        self._pool = FairPool(self._workers)
        self._pool.start()

    def stop(self) -> None:
        if self._pool is not None:
            self._pool.stop()
            self._pool = None

    def enqueue(self, submission_id: int, owner: Hashable | None = None) -> None:
        with self._lock:
            if self._pool is None or submission_id in self._in_flight:
                return  # not started, or already waiting: the sweeper will bring it back if needed
            self._in_flight.add(submission_id)
        self._pool.submit(RECOVERY_LANE if owner is None else owner, lambda: self._run(submission_id))

    def enqueue_regrade(self, regrade_id: int, submission_id: int) -> None:
        key = (regrade_id, submission_id)
        with self._lock:
            if self._pool is None or self._regrade is None or key in self._regrades_in_flight:
                return
            self._regrades_in_flight.add(key)
        self._pool.submit(REGRADE_LANE, lambda: self._run_regrade(key))

    def run(self, owner: Hashable, function: Callable[[], Any]) -> Future:
        """Any other work for a learner (a Run of the examples), in turn with everyone's gradings."""
        if self._pool is None:
            raise RuntimeError("the grading pool is not running")
        return self._pool.submit(owner, function)

    def queue_depth(self) -> int:
        with self._lock:
            return len(self._in_flight)

    def _run(self, submission_id: int) -> None:
        try:
            self._grade(submission_id)
        except Exception:
            log.exception("submission %s: worker failed; the sweeper will retry it", submission_id)
        finally:
            with self._lock:
                self._in_flight.discard(submission_id)

    def _run_regrade(self, key: tuple[int, int]) -> None:
        try:
            self._regrade(*key)
        except Exception:
            log.exception("regrade %s: submission %s: worker failed; the sweeper will retry it", *key)
        finally:
            with self._lock:
                self._regrades_in_flight.discard(key)
