"""Development reload (APP_ENV=development only): a problem folder changed on disk is served at
its new content version on the next request, without a restart.

Each request's platform dependency (app/deps.py) asks `check()`: a few ms of file stats over the
catalogue (grader/library_reload.py). When something changed, the library is swapped in place
first, so the web routes and the embedded worker pool, which share it, see the new version
together, and then the problems table is synced (its version is what a job is claimed for; a job
claimed in between is graded against the version it was claimed for, kept by the library). The
problem page says when its problem was last reloaded.

Celery workers reload on their own (app/grading/celery_app.py) when they run in development.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from datetime import datetime

from app.db import Database
from app.services.problem_sync import sync_problems
from grader.library import ProblemLibrary
from grader.library_reload import LibraryReloader

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ReloadNotice:
    """What the problem page says: when its problem was reloaded from disk, and as which version."""

    at: str  # HH:MM:SS, the server's local time (the author's own machine)
    version: str


class DevReload:
    def __init__(self, library: ProblemLibrary, database: Database):
        self.reloader = LibraryReloader(library)
        self.database = database
        self.notices: dict[str, ReloadNotice] = {}
        self._lock = threading.Lock()

    def check(self) -> None:
        with self._lock:  # a request arriving meanwhile waits, then sees the new version
            reloaded = self.reloader.check()
            if reloaded is None:
                return
            at = datetime.now().strftime("%H:%M:%S")
            for problem in reloaded.problems:
                self.notices[problem.slug] = ReloadNotice(at=at, version=problem.version)
                log.info("problem %s reloaded from disk: version %s", problem.slug, problem.version)
            for error in self.reloader.library.errors:
                if any(error.path.startswith(str(folder)) for folder in reloaded.folders):
                    log.warning("problem not served after the change on disk: %s", error)
            self._sync()

    def _sync(self) -> None:
        try:
            with self.database.session() as db:
                sync_problems(db, self.reloader.library)
        except Exception:  # a page must still load; the next change syncs again
            log.exception("problems reloaded from disk but not synced to the database")

    def notice(self, slug: str) -> ReloadNotice | None:
        return self.notices.get(slug)
