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


class LocalDispatcher:
    name = "local"

    def __init__(self, grade: Callable[[int], object], workers: int):
        self._grade = grade
        self._workers = workers
        self._pool: FairPool | None = None
        self._in_flight: set[int] = set()
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
