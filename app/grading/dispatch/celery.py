"""DISPATCHER=celery: submission ids go to the grading queue on Redis; Celery workers grade them
(see app/grading/celery_app.py). A broker that is down never fails a request: the submission is in the
database already, and the sweeper sends it again."""

from __future__ import annotations

import asyncio
import logging
from typing import Hashable

import redis
import redis.asyncio

from app.config import Settings
from app.grading.celery_app import REGRADE_TASK_NAME, RUN_TASK_NAME, TASK_NAME, make_celery, regrade_queue
from grader.contract import GradingResult
from app.grading.dispatch.runs import RunUnavailable, reply_key
from grader.problem import Problem

log = logging.getLogger(__name__)


class CeleryDispatcher:
    name = "celery"

    def __init__(self, settings: Settings):
        self._app = make_celery(settings)
        self._queue = settings.celery_queue
        self._regrade_queue = regrade_queue(settings)
        self._redis = redis.Redis.from_url(settings.redis_url, socket_timeout=1.0, socket_connect_timeout=1.0)

    def start(self) -> None:
        pass

    def stop(self) -> None:
        self._app.close()
        self._redis.close()

    def enqueue(self, submission_id: int, owner: Hashable | None = None) -> None:
        try:
            self._app.send_task(TASK_NAME, args=[submission_id], queue=self._queue)
        except Exception as exc:  # broker down or unreachable: the sweeper will send it again
            log.warning("submission %s: the broker is unreachable (%s); the sweeper will send it again",
                        submission_id, type(exc).__name__, extra={"submission_id": submission_id})

    def enqueue_regrade(self, regrade_id: int, submission_id: int) -> None:
        try:
            self._app.send_task(REGRADE_TASK_NAME, args=[regrade_id, submission_id], queue=self._regrade_queue)
        except Exception as exc:  # the sweeper sends a stalled regrade's jobs again
            log.warning("regrade %s: submission %s: the broker is unreachable (%s)", regrade_id, submission_id,
                        type(exc).__name__)

    def queue_depth(self) -> int:
        """Messages waiting in the broker's grading queue; -1 when the broker cannot say."""
        try:
            return int(self._redis.llen(self._queue))
        except redis.RedisError:
            return -1


class CeleryRunner:
    """A Run goes to the workers' runs queue (apart from the gradings, so a backlog of gradings
    never holds Runs up); the worker pushes the result onto a Redis list of the Run's own that
    this process awaits, without a thread, up to the timeout."""

    def __init__(self, settings: Settings):
        self._app = make_celery(settings)
        self._queue = settings.celery_run_queue
        self._redis = redis.asyncio.Redis.from_url(settings.redis_url, socket_connect_timeout=1.0)

    async def run(self, owner: Hashable, problem: Problem, code: str, timeout_s: float) -> GradingResult:
        reply_to = reply_key()
        try:
            await asyncio.to_thread(self._app.send_task, RUN_TASK_NAME, queue=self._queue, expires=timeout_s,
                                    args=[problem.slug, code, reply_to])
            reply = await self._redis.blpop([reply_to], timeout=max(1, int(timeout_s)))
        except (redis.RedisError, OSError) as exc:
            raise RunUnavailable(f"the broker is unreachable ({type(exc).__name__})") from None
        except Exception as exc:  # kombu's own errors when the broker is down
            raise RunUnavailable(f"the broker is unreachable ({type(exc).__name__})") from None
        if reply is None:
            raise RunUnavailable("the graders are busy")
        return GradingResult.model_validate_json(reply[1])

    def stop(self) -> None:
        self._app.close()
