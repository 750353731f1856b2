"""DISPATCHER=celery: submission ids go to the grading queue on Redis; Celery workers grade them
(see grader/celery_app.py). A broker that is down never fails a request: the submission is in the
database already, and the sweeper sends it again."""

from __future__ import annotations

import logging

import redis

from app.config import Settings
from grader.celery_app import TASK_NAME, make_celery

log = logging.getLogger(__name__)


class CeleryDispatcher:
    name = "celery"

    def __init__(self, settings: Settings):
        self._app = make_celery(settings)
        self._queue = settings.celery_queue
        self._redis = redis.Redis.from_url(settings.redis_url, socket_timeout=1.0, socket_connect_timeout=1.0)

    def start(self) -> None:
        pass

    def stop(self) -> None:
        self._app.close()
        self._redis.close()

    def enqueue(self, submission_id: int) -> None:
        try:
            self._app.send_task(TASK_NAME, args=[submission_id], queue=self._queue)
        except Exception as exc:  # broker down or unreachable: the sweeper will send it again
            log.warning("submission %s: the broker is unreachable (%s); the sweeper will send it again",
                        submission_id, type(exc).__name__, extra={"submission_id": submission_id})

    def queue_depth(self) -> int:
        """Messages waiting in the broker's grading queue; -1 when the broker cannot say."""
        try:
            return int(self._redis.llen(self._queue))
        except redis.RedisError:
            return -1
