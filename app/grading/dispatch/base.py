"""How a submission id reaches a worker. The database stays the source of truth: a dispatcher may
lose a message (a crash, a restart) and the sweeper sends it again."""

from __future__ import annotations

from typing import Hashable, Protocol


class Dispatcher(Protocol):
    name: str

    def enqueue(self, submission_id: int, owner: Hashable | None = None) -> None:
        """Grade it soon; `owner` (the learner) lets a pool serve learners in turn."""

    def enqueue_regrade(self, regrade_id: int, submission_id: int) -> None:
        """Grade it again for a regrade (app/grading/regrade_worker.py), in turn with the gradings."""

    def start(self) -> None: ...

    def stop(self) -> None: ...

    def queue_depth(self) -> int: ...
