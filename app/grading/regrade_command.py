"""`python -m grader regrade <slug> [--dry-run] [--sample N]`: the author page's regrade from the
command line. The problems are synced from the files first (so the regrade grades against what is
on disk), the jobs go through the configured dispatcher (the local pool in this process, or the
Celery workers), and the command waits for them, printing the progress and then the counts."""

from __future__ import annotations

import sys
import time
from typing import Callable, TextIO

from app.config import Settings
from app.errors import ServiceError
from app.platform import Platform
from app.services import catalog, regrades
from app.services.problem_sync import sync_problems

POLL_S = 0.5


def run(settings: Settings, slug: str, *, dry_run: bool, sample: int | None = None, out: TextIO = sys.stdout,
        timeout_s: float | None = None) -> int:
    if settings.dispatcher == "none":  # nothing else would grade: this process does
        settings = settings.model_copy(update={"dispatcher": "local"})
    platform = Platform.build(settings)
    try:
        with platform.database.session() as db:
            sync_problems(db, platform.library)
            problem = catalog.find_problem(db, slug)
            if problem is None:
                print(f"No problem called {slug!r}.", file=sys.stderr)
                return 2
            regrade, ids = regrades.start(db, problem, dry_run=dry_run, sample=sample)
            regrade_id = regrade.id
        platform.dispatcher.start()
        for submission_id in ids:
            platform.dispatcher.enqueue_regrade(regrade_id, submission_id)
        what = "Preview" if dry_run else "Regrade"
        print(f"{what} {regrade_id} of {slug} to version {problem.version}: {len(ids)} submissions", file=out)
        final = _wait(platform, problem, regrade_id, lambda s: print(f"  {s.done}/{s.total} graded", file=out),
                      timeout_s)
        _report(final, out)
        return 0 if final.finished else 1
    except ServiceError as refused:
        print(refused.detail, file=sys.stderr)
        return 1
    finally:
        platform.stop()


def _wait(platform: Platform, problem, regrade_id: int, show: Callable[[regrades.RegradeOut], None],
          timeout_s: float | None) -> regrades.RegradeOut:
    deadline = None if timeout_s is None else time.monotonic() + timeout_s
    shown = -1
    while True:
        with platform.database.session() as db:
            now = regrades.summary(db, regrades.find(db, problem, regrade_id))
        if now.done != shown:
            show(now)
            shown = now.done
        if now.finished or (deadline is not None and time.monotonic() > deadline):
            return now
        time.sleep(POLL_S)


def _report(summary: regrades.RegradeOut, out: TextIO) -> None:
    would = "would change" if summary.dry_run else "changed"
    print(f"{summary.changed} of {summary.total} verdicts {would}: {summary.gained} newly accepted, "
          f"{summary.lost} no longer accepted, {summary.other} otherwise"
          + (f"; {summary.failed} could not be graded (kept as they were)" if summary.failed else ""), file=out)
    for move in summary.transitions:
        print(f"  {move.before} -> {move.after}: {move.count}", file=out)
    for changed in summary.whose:
        print(f"  #{changed.submission_id} {changed.username}: {changed.before} -> {changed.after}", file=out)
