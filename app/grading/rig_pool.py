"""The rigs of a platform: one worker thread per rig, owning its port, serving the shared queue of
rig runs one at a time, and checking its rig's health (the known-good self test) every
`health_interval_s`, and before taking work again after a failure.

The database is the source of truth: a run's id in the queue is only a hint, claimed (or not)
there, and an idle rig also looks there for queued runs (requested through another process, or
left by a restart). A run a rig could not finish is recorded failed with the reason; the rig leaves service,
and the runs behind it wait, queued, for a rig in service.

The pool lives in the standalone `python -m grader rig-worker` (the scaled deployment) or in an
API process started with RIG/RIGS (one machine). Either way it reports its rigs to the database
(app/services/rig_registry.py) every few seconds, which is how every API process knows them.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.db import Database
from app.models import ProblemRow, Submission
from app.services import rig_registry, rig_runs
from grader.library import ProblemLibrary
from grader.rig import jobs
from grader.rig.emulator import Emulator
from grader.rig.rig import Rig, RigFailed, RigJob

log = logging.getLogger(__name__)
DATABASE_POLL_S = 1.0   # an idle rig looks in the database for queued runs this often


@dataclass
class RigContext:
    database: Database
    library: ProblemLibrary
    max_code_bytes: int = 64 * 1024
    compare_with_simulator: bool = True


def serve_run(context: RigContext, rig: Rig, run_id: int) -> str | None:
    """Claim one run for this rig, run it, record it. Returns the recorded status (or None)."""
    with context.database.session() as db:
        run = rig_runs.claim(db, run_id, rig.name)
        if run is None:
            return None
        stored = run.job
        submission = db.get(Submission, run.submission_id)
        code, slug = submission.code, db.get(ProblemRow, submission.problem_id).slug
    problem = context.library.get(slug)
    job = RigJob.model_validate(stored["job"])
    try:
        outcome = rig.run(job)
    except RigFailed as failed:
        with context.database.session() as db:
            rig_runs.record(db, run_id, "failed", message=failed.reason, transcript=failed.transcript)
        return "failed"
    try:
        result = jobs.judge(problem, stored, outcome) if problem else {
            "verdict": None, "message": f"The problem {slug} is no longer served; the transcript is all there is.",
            "telemetry": None, "outputs": None}
        simulated = None
        if problem and job.kind == "controller" and context.compare_with_simulator:
            simulated = jobs.simulated_run(problem, code, context.max_code_bytes)
    except Exception:  # a bug of ours: the run happened, keep its transcript
        log.exception("rig run %s: judging failed", run_id)
        result, simulated = {"verdict": None, "message": "The rig ran it, but reading the result failed on our side.",
                             "telemetry": None, "outputs": None}, None
    with context.database.session() as db:
        rig_runs.record(db, run_id, "done", transcript=outcome.transcript, simulated=simulated, **result)
    log.info("rig run %s on %s: %s", run_id, rig.name, result["verdict"])
    return "done"


class RigPool:
    def __init__(self, rigs: list[Rig], context: RigContext, health_interval_s: float = 300.0,
                 emulators: list[Emulator] | None = None):
        self.rigs = rigs
        self.context = context
        self.health_interval_s = health_interval_s
        self.emulators = emulators or []
        self._queue: queue.Queue[int] = queue.Queue()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self.busy: dict[str, int | None] = {rig.name: None for rig in rigs}
        self._polled_at = time.monotonic()
        self.owner = rig_registry.this_process()

    def start(self) -> None:
        with self.context.database.session() as db:
            for run_id in rig_runs.recover(db, [rig.name for rig in self.rigs]):
                self._queue.put(run_id)
        self._report()
        for rig in self.rigs:
            rig.on_change = self._report_quietly
            self._spawn(self._serve, rig, name=f"rig-{rig.name}")
        self._spawn(self._heartbeat, name="rig-heartbeat")

    def _spawn(self, target, *args, name: str) -> None:
        thread = threading.Thread(target=target, args=args, name=name, daemon=True)
        thread.start()
        self._threads.append(thread)

    def stop(self) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=30)
        for rig in self.rigs:
            rig.close()
        for emulator in self.emulators:
            emulator.stop()
        try:
            with self.context.database.session() as db:
                rig_registry.withdraw(db, self.owner)
        except Exception:  # the rows go stale by themselves
            log.exception("rigs: could not withdraw from the registry")

    def _report(self) -> None:
        statuses = [{**rig.status(), "busy_run_id": self.busy.get(rig.name)} for rig in self.rigs]
        with self.context.database.session() as db:
            rig_registry.report(db, self.owner, statuses)

    def _report_quietly(self) -> None:
        try:
            self._report()
        except Exception:  # the heartbeat tries again
            log.exception("rigs: could not report to the registry; will try again")

    def _heartbeat(self) -> None:
        while not self._stop.wait(rig_registry.HEARTBEAT_S):
            self._report_quietly()

    def enqueue(self, run_id: int) -> None:
        self._queue.put(run_id)

    def queue_depth(self) -> int:
        return self._queue.qsize()

    def status(self) -> list[dict[str, Any]]:
        return [{**rig.status(), "busy": self.busy.get(rig.name) is not None} for rig in self.rigs]

    @property
    def any_in_service(self) -> bool:
        return any(rig.in_service for rig in self.rigs)

    def _from_database(self) -> int | None:
        if time.monotonic() - self._polled_at < DATABASE_POLL_S:
            return None
        self._polled_at = time.monotonic()
        try:
            with self.context.database.session() as db:
                return rig_runs.oldest_queued(db)
        except Exception:
            log.exception("rigs: could not look for queued runs; will try again")
            return None

    def _serve(self, rig: Rig) -> None:
        rig.health_check()
        while not self._stop.is_set():
            due = rig.checked_at is None or time.monotonic() - rig.checked_at >= self.health_interval_s
            if not rig.in_service:
                if due or self._stop.wait(min(self.health_interval_s, 5.0)):
                    rig.health_check()
                continue
            if due:
                rig.health_check()
                continue
            try:
                run_id = self._queue.get(timeout=0.2)
            except queue.Empty:
                run_id = self._from_database()
                if run_id is None:
                    continue
            self.busy[rig.name] = run_id
            self._report_quietly()
            try:
                serve_run(self.context, rig, run_id)
            except Exception:
                log.exception("rig %s: run %s failed on our side; it stays in the database", rig.name, run_id)
            finally:
                self.busy[rig.name] = None
                self._report_quietly()


def build_pool(settings, database: Database, library: ProblemLibrary) -> RigPool | None:
    """The platform's rigs from its settings (`rigs`, and `rig=emulated` for one emulated rig)."""
    rigs, emulators = [Rig(r.name, r.port, r.hard_reset_cmd) for r in settings.rigs], []
    if settings.rig == "emulated":
        home = Path(settings.rig_dir) / "emulated"
        emulator = Emulator(home / "flash", home / "tty")
        try:
            emulator.start()
        except RuntimeError as exc:
            log.error("no emulated rig: %s", exc)
        else:
            emulators.append(emulator)
            rigs.append(Rig("emulated", str(emulator.link), emulator.hard_reset_cmd))
    if not rigs:
        return None
    context = RigContext(database=database, library=library, max_code_bytes=settings.max_code_bytes)
    return RigPool(rigs, context, settings.rig_health_interval_s, emulators)
