"""The embedded default: a pool of threads in the app process. Learner code runs in sandboxed
child processes, so threads are enough; the GIL only covers our own bookkeeping."""

from __future__ import annotations

import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Callable

log = logging.getLogger(__name__)


class LocalDispatcher:
    name = "local"

    def __init__(self, grade: Callable[[int], object], workers: int):
        self._grade = grade
        self._workers = workers
        self._pool: ThreadPoolExecutor | None = None
        self._in_flight: set[int] = set()
        self._lock = threading.Lock()

    def start(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=self._workers, thread_name_prefix="grader")

    def stop(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def enqueue(self, submission_id: int) -> None:
        with self._lock:
            if self._pool is None or submission_id in self._in_flight:
                return  # not started, or already waiting: the sweeper will bring it back if needed
            self._in_flight.add(submission_id)
        self._pool.submit(self._run, submission_id)

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
