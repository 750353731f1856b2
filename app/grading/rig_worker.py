"""`python -m grader rig-worker`: the process that drives the Pico test rigs of the scaled
deployment, apart from the API. It owns the serial ports named by RIGS (or RIG=emulated), takes
the replays any API process queued in the database, records them there, and reports its rigs to
the registry (app/services/rig_registry.py) so that every API process can show them.

`python -m grader rig-status` prints the registry and exits 0 only when every rig this process's
settings name has reported recently: the container's health check.
"""

from __future__ import annotations

import logging
import signal
import threading

from app.db import Database
from app.services import rig_registry
from grader.library import load_library
from app.grading.rig_pool import build_pool

log = logging.getLogger(__name__)


def run(settings, stop: threading.Event | None = None) -> int:
    """Serve until SIGTERM/SIGINT (or `stop`). Returns the exit status."""
    names = configured_rig_names(settings)
    if not names:
        log.error("no rig to drive: set RIGS (the boards' serial ports) or RIG=emulated")
        return 2
    stop = stop or _stop_on_signals()
    database = Database(settings.database_url)
    library = load_library(settings.problems_dir)
    for error in library.errors:
        log.error("problem not served: %s", error)
    pool = build_pool(settings, database, library)
    if pool is None:
        log.error("no rig could be started (see above)")
        database.dispose()
        return 1
    pool.start()
    log.info("rig worker %s drives %s", pool.owner, ", ".join(rig.name for rig in pool.rigs))
    try:
        stop.wait()
    finally:
        pool.stop()
        database.dispose()
        log.info("rig worker stopped")
    return 0


def configured_rig_names(settings) -> list[str]:
    return [rig.name for rig in settings.rigs] + (["emulated"] if settings.rig == "emulated" else [])


def status(settings) -> int:
    database = Database(settings.database_url)
    try:
        with database.session() as db:
            connected = rig_registry.connected(db)
    finally:
        database.dispose()
    for rig in connected:
        state = "in service" if rig["in_service"] else f"out of service: {rig['reason']}"
        print(f"{rig['name']}: {state}{', busy' if rig['busy'] else ''}")
    missing = sorted(set(configured_rig_names(settings)) - {rig["name"] for rig in connected})
    for name in missing:
        print(f"{name}: not connected (no report for {rig_registry.STALE_AFTER_S:g} s)")
    return 1 if missing or not connected else 0


def _stop_on_signals() -> threading.Event:
    stop = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda *_: stop.set())
    return stop
