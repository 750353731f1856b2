"""Everything a running instance holds: settings, database, problems, dispatcher, sweeper."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from sqlalchemy.exc import IntegrityError

from app.config import Settings
from app.db import Database
from app.dev_reload import DevReload
from app.ratelimit import RateLimits
from app.services import regrades, submissions
from app.services.problem_sync import sync_problems
from app.grading.dispatch.base import Dispatcher
from app.grading.dispatch.fair import FairPool
from app.grading.dispatch.local import LocalDispatcher
from app.grading.dispatch.runs import LocalRunner, Runner
from grader.library import ProblemLibrary, load_library
from app.grading.rig_pool import RigPool, build_pool
from app.grading.sweeper import Sweeper
from app.grading.lti_sender import LtiSender
from app.grading.regrade_worker import regrade_submission
from app.grading.worker import WorkerContext, grade_submission

log = logging.getLogger(__name__)


class NoDispatcher:
    """For a web-only process: submissions wait in the database for workers elsewhere."""

    name = "none"

    def enqueue(self, submission_id: int, owner=None) -> None:
        pass

    def enqueue_regrade(self, regrade_id: int, submission_id: int) -> None:
        pass

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass

    def queue_depth(self) -> int:
        return 0


@dataclass
class Platform:
    settings: Settings
    database: Database
    library: ProblemLibrary
    dispatcher: Dispatcher = field(default_factory=NoDispatcher)
    rigs: RigPool | None = None  # the Pico test rigs, when settings name any (app/grading/rig_pool.py)
    sweeper: Sweeper | None = None
    lti_sender: LtiSender | None = None  # the LMS gradebooks' scores (app/grading/lti_sender.py)
    limits: RateLimits | None = None
    runner: Runner | None = None  # where Runs of the examples go (app/grading/dispatch/runs.py)
    dev_reload: DevReload | None = None  # APP_ENV=development: changed problem folders reloaded (app/dev_reload.py)

    @classmethod
    def build(cls, settings: Settings) -> "Platform":
        database = Database(settings.database_url)
        library = load_library(settings.problems_dir)
        for error in library.errors:
            log.error("problem not served: %s", error)
        platform = cls(settings=settings, database=database, library=library, limits=RateLimits.from_settings(settings))
        platform.dispatcher = platform._make_dispatcher()
        platform.runner = platform._make_runner()
        if settings.app_env == "development":
            platform.dev_reload = DevReload(library, database)
        return platform

    def worker_context(self) -> WorkerContext:
        return WorkerContext.from_settings(self.settings, self.database, self.library)

    def _make_dispatcher(self) -> Dispatcher:
        if self.settings.dispatcher == "none":
            return NoDispatcher()
        if self.settings.dispatcher == "celery":
            from app.grading.dispatch.celery import CeleryDispatcher

            return CeleryDispatcher(self.settings)
        context = self.worker_context()
        return LocalDispatcher(lambda submission_id: grade_submission(context, submission_id), self.settings.workers,
                               regrade=lambda regrade_id, submission_id: regrade_submission(context, regrade_id,
                                                                                            submission_id))

    def _make_runner(self) -> Runner:
        if self.settings.dispatcher == "celery":
            from app.grading.dispatch.celery import CeleryRunner

            return CeleryRunner(self.settings)
        if isinstance(self.dispatcher, LocalDispatcher):
            return LocalRunner(self.dispatcher.run, self.settings.max_code_bytes)
        pool = FairPool(self.settings.workers, name="runs")  # a web-only process still runs Run
        pool.start()
        return LocalRunner(pool.submit, self.settings.max_code_bytes, on_stop=pool.stop)

    def start(self) -> None:
        self._sync_problems()
        with self.database.session() as db:
            pending = submissions.pending_ids(db)
        self.dispatcher.start()
        for submission_id in pending:  # whatever a previous run left queued
            self.dispatcher.enqueue(submission_id)
        with self.database.session() as db:
            for regrade_id, submission_id in regrades.pending(db):
                self.dispatcher.enqueue_regrade(regrade_id, submission_id)
        self.sweeper = Sweeper(self.database, self.dispatcher, self.settings.sweep_interval_s,
                               self.settings.max_grading_attempts,
                               queued_older_than_s=self.settings.sweep_queued_after_s)
        self.sweeper.start()
        self.lti_sender = LtiSender(self.database, self.settings)
        self.lti_sender.start()
        self.rigs = self.rigs or build_pool(self.settings, self.database, self.library)
        if self.rigs:
            self.rigs.start()

    def _sync_problems(self, tries: int = 3) -> None:
        """Several processes (uvicorn workers, API replicas) may start at once on a fresh database:
        the one that loses the race to insert a problem syncs again and finds it there."""
        for attempt in range(1, tries + 1):
            try:
                with self.database.session() as db:
                    sync_problems(db, self.library)
                return
            except IntegrityError:
                if attempt == tries:
                    raise
                log.info("problems synced by another process meanwhile; syncing again")

    def stop(self) -> None:
        if self.sweeper:
            self.sweeper.stop()
        if self.lti_sender:
            self.lti_sender.stop()
        if self.rigs:
            self.rigs.stop()
        if self.runner:
            self.runner.stop()
        self.dispatcher.stop()
        self.database.dispose()
