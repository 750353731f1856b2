"""The Celery app behind DISPATCHER=celery: Redis carries submission ids to worker processes that
run the same idempotent `grade_submission` as the embedded local pool, with the same single writer.

A message is acknowledged only after its grading was recorded (`task_acks_late`), a message whose
worker process died goes back to the queue (`task_reject_on_worker_lost`, and Redis' visibility
timeout when the whole worker died), and each process takes one message at a time (prefetch 1).
A message delivered twice costs one refused claim; a message lost with the broker is sent again by
the sweeper, because the database, not the broker, says what is still to grade.

Start a worker with `python -m grader worker` (or `celery -A app.grading.celery_app worker`); it reads
DATABASE_URL, REDIS_URL and PROBLEMS_DIR from the same settings as the API.
"""

from __future__ import annotations

import logging
import os

from celery import Celery, signals
from sqlalchemy.exc import OperationalError

from app.config import Settings, get_settings
from app.db import Database
from grader.contract import GradingResult
from grader.grade import run_examples
from grader.library import ProblemLibrary, load_library
from grader.library_reload import LibraryReloader
from grader.logs import set_current_submission
from app.grading.regrade_worker import regrade_submission
from app.grading.worker import WorkerContext, grade_submission

log = logging.getLogger(__name__)

TASK_NAME = "grader.grade_submission"
RUN_TASK_NAME = "grader.run_examples"
REGRADE_TASK_NAME = "grader.regrade_submission"
RUN_REPLY_TTL_S = 120  # a reply nobody took (the request gave up) is dropped from Redis by then
# While the database is unreachable a task waits and tries again, about a minute in all; then it
# gives up and the sweeper sends the submission again once the database is back.
DB_RETRY_MAX = 12
DB_RETRY_MAX_DELAY_S = 8.0


class WorkerState:
    """What a worker process needs: the problems, loaded once (before the pool forks, so every
    child shares them), and a database engine per process (created after the fork)."""

    def __init__(self, settings: Settings):
        self.settings = settings
        self._library: ProblemLibrary | None = None
        self._reloader: LibraryReloader | None = None
        self._database: Database | None = None
        self._replies = None
        self._pid: int | None = None

    @property
    def library(self) -> ProblemLibrary:
        if self._library is None:
            self._library = load_library(self.settings.problems_dir)
            for error in self._library.errors:
                log.error("problem not graded here: %s", error)
            if self.settings.app_env == "development":  # problem folders edited on disk, graded anew
                self._reloader = LibraryReloader(self._library)
        elif self._reloader is not None:
            self._reloader.check()
        return self._library

    def reply(self, key: str, result: GradingResult) -> None:
        """Hand a Run's result to the API process that waits on `key`."""
        if self._replies is None or self._replies[0] != os.getpid():  # never a forked connection
            import redis

            self._replies = (os.getpid(), redis.Redis.from_url(self.settings.redis_url, socket_timeout=2.0))
        pipe = self._replies[1].pipeline()
        pipe.rpush(key, result.model_dump_json())
        pipe.expire(key, RUN_REPLY_TTL_S)
        pipe.execute()

    def context(self) -> WorkerContext:
        if self._pid != os.getpid():  # first task in this process: never share a forked engine
            self._database = Database(self.settings.database_url)
            self._pid = os.getpid()
        return WorkerContext.from_settings(self.settings, self._database, self.library)


def regrade_queue(settings: Settings) -> str:
    """A regrade's jobs wait in a queue of their own, which workers read in turn with the gradings'
    (a regrade of thousands never holds a learner's grading up behind it)."""
    return f"{settings.celery_queue}.regrade"


def make_celery(settings: Settings) -> Celery:
    app = Celery("robot_practice", broker=settings.redis_url, set_as_current=False)
    app.conf.update(
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_ignore_result=True,  # results live in the database
        task_serializer="json",
        accept_content=["json"],
        task_default_queue=settings.celery_queue,
        broker_transport_options={"visibility_timeout": settings.broker_visibility_timeout_s},
        broker_connection_retry_on_startup=True,
        broker_connection_timeout=2.0,
        # The API must not hang on a broker that is down: a few quick tries, then the sweeper.
        task_publish_retry_policy={"max_retries": 2, "interval_start": 0.0, "interval_step": 0.2,
                                   "interval_max": 0.4},
        # A grading in progress when the broker connection drops finishes and records its result.
        worker_cancel_long_running_tasks_on_connection_loss=False,
        worker_hijack_root_logger=False,
        worker_send_task_events=False,
        enable_utc=True,
    )
    state = WorkerState(settings)
    app.conf.worker_state = state  # reachable from the worker command, for preloading

    @app.task(name=TASK_NAME, bind=True, max_retries=DB_RETRY_MAX, shared=False)  # this app's own
    def grade(task, submission_id: int) -> str | None:
        return _retrying(task, submission_id, lambda: grade_submission(state.context(), int(submission_id)))

    @app.task(name=REGRADE_TASK_NAME, bind=True, max_retries=DB_RETRY_MAX, shared=False)
    def regrade(task, regrade_id: int, submission_id: int) -> str | None:
        return _retrying(task, submission_id,
                         lambda: regrade_submission(state.context(), int(regrade_id), int(submission_id)))

    @app.task(name=RUN_TASK_NAME, shared=False)
    def run(slug: str, code: str, reply_to: str) -> None:
        """A learner's Run of the visible examples (app/grading/dispatch/runs.py); nothing is stored."""
        problem = state.library.get(slug)
        result = (run_examples(problem, code, max_code_bytes=settings.max_code_bytes) if problem is not None
                  else GradingResult(outcome="system_error", message=f"Problem {slug} is not loaded on this grader."))
        state.reply(reply_to, result)

    return app


def _retrying(task, submission_id: int, work):
    """The task's work, tried again later while the database is unreachable."""
    try:
        return work()
    except OperationalError as exc:  # the database is unreachable: wait, then try again
        reason = type(exc.orig).__name__
        if task.request.retries >= DB_RETRY_MAX:
            log.error("submission %s: the database is still unreachable (%s); giving up, the sweeper "
                      "will send it again", submission_id, reason, extra={"submission_id": submission_id})
            raise
        delay_s = min(DB_RETRY_MAX_DELAY_S, 0.5 * 2 ** task.request.retries)
        log.warning("submission %s: the database is unreachable (%s); trying again in %.1f s",
                    submission_id, reason, delay_s, extra={"submission_id": submission_id})
        raise task.retry(exc=exc, countdown=delay_s) from None


def preload(app: Celery) -> None:
    """Load the problems in the worker's main process, before it forks its pool."""
    app.conf.worker_state.library  # noqa: B018 - loads and caches


@signals.task_prerun.connect
def _stamp_submission(task=None, args=None, **_kwargs) -> None:
    if task is not None and task.name in (TASK_NAME, REGRADE_TASK_NAME) and args:
        set_current_submission(args[-1])  # the submission (a regrade: the last argument); so Celery's own lines about the task carry it too


@signals.task_postrun.connect
def _unstamp_submission(task=None, **_kwargs) -> None:
    if task is not None and task.name in (TASK_NAME, REGRADE_TASK_NAME):
        set_current_submission(None)


def run_worker(settings: Settings, concurrency: int, hostname: str | None = None, loglevel: str = "INFO") -> None:
    """`python -m grader worker`: a Celery worker (prefork) consuming the grading queue."""
    app = make_celery(settings)
    preload(app)
    if settings.worker_metrics_port:
        _serve_metrics(settings.worker_metrics_port)
    logging.getLogger("celery.worker.strategy").setLevel(logging.WARNING)  # "received": no id yet
    argv = ["worker", f"--loglevel={loglevel}", f"--concurrency={concurrency}", "--pool=prefork",
            f"--queues={settings.celery_queue},{settings.celery_run_queue},{regrade_queue(settings)}", "--without-gossip", "--without-mingle", "--without-heartbeat"]
    if hostname:
        argv.append(f"--hostname={hostname}")
    app.worker_main(argv)


def _serve_metrics(port: int) -> None:
    """The worker's Prometheus metrics, summed over its pool's processes (multiprocess mode,
    enabled by `python -m grader worker` before anything imported prometheus_client)."""
    from prometheus_client import start_http_server

    from grader import metrics

    start_http_server(port, registry=metrics.process_registry())
    signals.worker_process_shutdown.connect(_process_gone, weak=False)


def _process_gone(pid=None, **_kwargs) -> None:
    from grader import metrics

    metrics.mark_process_dead(pid or os.getpid())


def __getattr__(name: str):
    """`celery -A app.grading.celery_app worker` finds `app` here: built on first use, for the
    settings of the environment (importing this module builds nothing)."""
    if name == "app":
        global app
        app = make_celery(get_settings())
        preload(app)
        return app
    raise AttributeError(name)
