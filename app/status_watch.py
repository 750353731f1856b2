"""Waiting for submissions to change, for the event streams of app/routes/api_events.py.

Why this design: a result is recorded by whichever process grades it (a thread of the embedded
pool, a pool subprocess, a Celery worker on another machine), and the browser's stream may be
held by any API process. The database is the one place all of them share, in both deployments.
So each API process runs one checker (an asyncio task, alive only while someone waits) that reads
the status of every submission its clients wait for in ONE primary-key query every
CHECK_INTERVAL_S, and wakes the waiters of the ones that changed. A waiting client is an asyncio
task and an entry in a dict: no thread, no connection and no query of its own. The cost per process
is a few small queries a second however many clients wait; the delay to the page is at most one
interval (the 300 ms polls it replaces averaged half of theirs).

PostgreSQL LISTEN/NOTIFY or Redis pub/sub would wake sooner, but they need a second path for
SQLite, a NOTIFY in the writer and a listener connection per process, and a lost notification
would still need this check as its safety net; the check alone is correct everywhere.

Bounds: a process holds at most `streams_per_process` open streams and a user at most
`streams_per_user` (more: 429, and the page polls instead); each stream ends after `max_s`
(the page opens another), so none is held forever.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterable
from dataclasses import dataclass, field

from sqlalchemy import select

from app.db import Database
from app.models import Submission

log = logging.getLogger(__name__)

CHECK_INTERVAL_S = 0.2
RETRY_AFTER_TROUBLE_S = 2.0  # the database failed a check: wait this long before the next
PENDING = ("queued", "running")


@dataclass(frozen=True)
class SubmissionState:
    """What the page shows while it waits: the status and, while running, how far it got."""

    status: str
    progress_done: int | None = None
    progress_total: int | None = None

    @property
    def final(self) -> bool:
        return self.status not in PENDING

    def as_json(self, submission_id: int) -> dict:
        running = self.status == "running" and self.progress_total
        return {"id": submission_id, "status": self.status,
                "progress": {"done": self.progress_done or 0, "total": self.progress_total} if running else None}


GONE = SubmissionState("gone")  # deleted while watched (its learner's account removed)
STATE_COLUMNS = (Submission.id, Submission.status, Submission.progress_done, Submission.progress_total)


def read_states(database: Database, submission_ids: Iterable[int]) -> dict[int, SubmissionState]:
    """One indexed query for many submissions: their states by id (missing ids are absent)."""
    with database.engine.connect() as connection:
        rows = connection.execute(select(*STATE_COLUMNS).where(Submission.id.in_(list(submission_ids))))
        return {row.id: SubmissionState(row.status, row.progress_done, row.progress_total) for row in rows}


class TooManyStreams(Exception):
    """The user or the process already holds as many streams as allowed."""


@dataclass
class _Watched:
    state: SubmissionState
    waiters: int = 0
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    def update(self, state: SubmissionState) -> None:
        if state != self.state:
            self.state = state
            woken, self.changed = self.changed, asyncio.Event()
            woken.set()


class StatusWatch:
    """The waiters of one event loop (one per API process under uvicorn) and their checker."""

    def __init__(self, read: Callable[[list[int]], dict[int, SubmissionState]], *, streams_per_user: int,
                 streams_per_process: int, interval_s: float = CHECK_INTERVAL_S):
        self.read, self.interval_s = read, interval_s
        self.streams_per_user, self.streams_per_process = streams_per_user, streams_per_process
        self.watched: dict[int, _Watched] = {}
        self.streams: Counter[int] = Counter()  # open streams per user id
        self.checker: asyncio.Task | None = None

    @property
    def open_streams(self) -> int:
        return sum(self.streams.values())

    def open_stream(self, user_id: int) -> Callable[[], None]:
        """Counts a stream against the bounds; returns the function that ends it (call it once)."""
        if self.streams[user_id] >= self.streams_per_user or self.open_streams >= self.streams_per_process:
            raise TooManyStreams
        self.streams[user_id] += 1

        def close() -> None:
            self.streams[user_id] -= 1
            if self.streams[user_id] <= 0:
                del self.streams[user_id]
        return close

    async def changes(self, submission_id: int, seen: SubmissionState, max_s: float,
                      heartbeat_s: float) -> AsyncIterator[SubmissionState | None]:
        """Each new state of the submission until it is final (or gone), or `max_s` passed; None
        when `heartbeat_s` passed with no change (so the stream can show it is alive)."""
        watched = self.watched.setdefault(submission_id, _Watched(seen))
        watched.waiters += 1
        self._ensure_checker()
        deadline = asyncio.get_running_loop().time() + max_s
        try:
            while True:
                if watched.state != seen:
                    seen = watched.state
                    yield seen
                    if seen.final:
                        return
                remaining_s = deadline - asyncio.get_running_loop().time()
                if remaining_s <= 0:
                    return
                try:
                    await asyncio.wait_for(watched.changed.wait(), min(remaining_s, heartbeat_s))
                except TimeoutError:
                    if remaining_s > heartbeat_s:
                        yield None
        finally:
            watched.waiters -= 1
            if watched.waiters == 0:
                del self.watched[submission_id]

    def _ensure_checker(self) -> None:
        if self.checker is None or self.checker.done():
            self.checker = asyncio.get_running_loop().create_task(self._check_while_watched())

    async def _check_while_watched(self) -> None:
        while self.watched:
            await asyncio.sleep(self.interval_s)
            ids = list(self.watched)
            if not ids:
                break
            try:
                states = await asyncio.to_thread(self.read, ids)
            except Exception:  # the database is away: the waiters wait on, their streams time out
                log.warning("checking %d watched submissions failed; trying again", len(ids), exc_info=True)
                await asyncio.sleep(RETRY_AFTER_TROUBLE_S)
                continue
            for submission_id in ids:
                watched = self.watched.get(submission_id)
                if watched is not None:
                    watched.update(states.get(submission_id, GONE))
        self.checker = None
