"""Everything a running instance holds: settings, database, problems, dispatcher, sweeper."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from app.config import Settings
from app.db import Database
from app.services import submissions
from app.services.problem_sync import sync_problems
from grader.dispatch.base import Dispatcher
from grader.dispatch.local import LocalDispatcher
from grader.library import ProblemLibrary, load_library
from grader.sweeper import Sweeper
from grader.worker import WorkerContext, grade_submission

log = logging.getLogger(__name__)


class NoDispatcher:
    """For a web-only process: submissions wait in the database for workers elsewhere."""

    name = "none"

    def enqueue(self, submission_id: int) -> None:
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
    sweeper: Sweeper | None = None

    @classmethod
    def build(cls, settings: Settings) -> "Platform":
        database = Database(settings.database_url)
        library = load_library(settings.problems_dir)
        for error in library.errors:
            log.error("problem not served: %s", error)
        platform = cls(settings=settings, database=database, library=library)
        platform.dispatcher = platform._make_dispatcher()
        return platform

    def worker_context(self) -> WorkerContext:
        return WorkerContext(database=self.database, library=self.library, lease_s=self.settings.grading_lease_s,
                             max_attempts=self.settings.max_grading_attempts,
                             max_code_bytes=self.settings.max_code_bytes)

    def _make_dispatcher(self) -> Dispatcher:
        if self.settings.dispatcher == "none":
            return NoDispatcher()
        context = self.worker_context()
        return LocalDispatcher(lambda submission_id: grade_submission(context, submission_id), self.settings.workers)

    def start(self) -> None:
        with self.database.session() as db:
            sync_problems(db, self.library)
            pending = submissions.pending_ids(db)
        self.dispatcher.start()
        for submission_id in pending:  # whatever a previous run left queued
            self.dispatcher.enqueue(submission_id)
        self.sweeper = Sweeper(self.database, self.dispatcher, self.settings.sweep_interval_s,
                               self.settings.max_grading_attempts, queued_older_than_s=30.0)
        self.sweeper.start()

    def stop(self) -> None:
        if self.sweeper:
            self.sweeper.stop()
        self.dispatcher.stop()
        self.database.dispose()
