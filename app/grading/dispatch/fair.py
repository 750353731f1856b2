"""A pool of threads that serves its owners in turn: each owner (a learner) has a queue of its
own. An owner with nothing waiting who queues a job is served next (after any other such owner
before them); owners with a backlog are served round the circle, one job each. A learner who
queues forty jobs never delays another learner's first job: it waits only for the jobs already
running."""

from __future__ import annotations

import threading
from collections import deque
from concurrent.futures import Future
from typing import Any, Callable, Hashable

Job = Callable[[], Any]


class FairQueue:
    """First jobs first (FIFO among owners who had nothing waiting), then round robin over the
    owners with a backlog; FIFO within an owner."""

    def __init__(self) -> None:
        self._lanes: dict[Hashable, deque[Job]] = {}
        self._fresh: deque[Hashable] = deque()   # owners whose first waiting job is next for them
        self._cycle: deque[Hashable] = deque()   # owners served at least once since they queued
        self._ready = threading.Condition()
        self._closed = False

    def put(self, owner: Hashable, job: Job) -> None:
        with self._ready:
            if self._closed:
                raise RuntimeError("the pool is stopped")
            lane = self._lanes.get(owner)
            if lane is None:
                self._lanes[owner] = deque([job])
                self._fresh.append(owner)
            else:
                lane.append(job)
            self._ready.notify()

    def get(self) -> Job | None:
        """The next job, waiting for one; None once the queue is closed."""
        with self._ready:
            while not self._lanes and not self._closed:
                self._ready.wait()
            if not self._lanes:
                return None
            owner = self._fresh.popleft() if self._fresh else self._cycle.popleft()
            lane = self._lanes[owner]
            job = lane.popleft()
            if lane:
                self._cycle.append(owner)  # served: to the back of the circle
            else:
                del self._lanes[owner]
            return job

    def close(self) -> list[Job]:
        """Stop taking jobs; the ones still waiting are returned, not run."""
        with self._ready:
            self._closed = True
            left = [job for lane in self._lanes.values() for job in lane]
            self._lanes.clear()
            self._fresh.clear()
            self._cycle.clear()
            self._ready.notify_all()
            return left

    def __len__(self) -> int:
        with self._ready:
            return sum(len(lane) for lane in self._lanes.values())


class FairPool:
    """`workers` threads taking jobs from a FairQueue."""

    def __init__(self, workers: int, name: str = "grader"):
        self._queue = FairQueue()
        self._threads = [threading.Thread(target=self._serve, name=f"{name}-{i}", daemon=True) for i in range(workers)]

    def start(self) -> None:
        for thread in self._threads:
            thread.start()

    def stop(self, timeout_s: float | None = None) -> None:
        for job in self._queue.close():
            cancel = getattr(job, "cancel", None)
            if cancel:
                cancel()
        for thread in self._threads:
            if thread.is_alive():
                thread.join(timeout_s)

    def submit(self, owner: Hashable, function: Callable[[], Any]) -> Future:
        """Run `function` in turn with the other owners' jobs; its Future holds the outcome."""
        future: Future = Future()
        job = _FutureJob(future, function)
        self._queue.put(owner, job)
        return future

    def waiting(self) -> int:
        return len(self._queue)

    def _serve(self) -> None:
        while (job := self._queue.get()) is not None:
            job()


class _FutureJob:
    def __init__(self, future: Future, function: Callable[[], Any]):
        self.future, self.function = future, function

    def __call__(self) -> None:
        if not self.future.set_running_or_notify_cancel():
            return  # cancelled while it waited
        try:
            self.future.set_result(self.function())
        except BaseException as exc:  # noqa: BLE001 - handed to whoever waits on the future
            self.future.set_exception(exc)

    def cancel(self) -> None:
        self.future.cancel()
