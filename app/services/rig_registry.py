"""The connected Pico test rigs, as their workers report them: the only writer of `rigs`.

A rig is driven by one process (app/grading/rig_pool.py: the standalone `python -m grader rig-worker`,
or an API process started with RIG/RIGS), which reports every rig it drives every HEARTBEAT_S.
Any process reads the table: a rig not heard from for STALE_AFTER_S counts as disconnected (its
process died without saying so), and the API then refuses replays as it does with no rig at all.
"""

from __future__ import annotations

import os
import socket
from datetime import timedelta
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from app.models import RigHeartbeat, utcnow
from app.timeutil import as_utc

HEARTBEAT_S = 5.0
STALE_AFTER_S = 30.0


def this_process() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def report(db: Session, owner: str, statuses: list[dict[str, Any]]) -> None:
    """Each rig's state now, from the process that drives it (a row per rig, kept up to date)."""
    now = utcnow()
    for status in statuses:
        row = db.get(RigHeartbeat, status["name"]) or RigHeartbeat(name=status["name"])
        row.owner, row.in_service, row.reason = owner, bool(status["in_service"]), status.get("reason", "")
        row.busy_run_id, row.seen_at = status.get("busy_run_id"), now
        db.add(row)
    db.commit()


def withdraw(db: Session, owner: str) -> None:
    """A process stopping: its rigs are no longer connected."""
    db.execute(delete(RigHeartbeat).where(RigHeartbeat.owner == owner))
    db.commit()


def connected(db: Session, stale_after_s: float = STALE_AFTER_S) -> list[dict[str, Any]]:
    """The rigs heard from recently, by name: what the API shows and /metrics counts."""
    fresh_since = utcnow() - timedelta(seconds=stale_after_s)
    rows = db.scalars(select(RigHeartbeat).order_by(RigHeartbeat.name)).all()
    return [{"name": row.name, "in_service": row.in_service, "reason": row.reason,
             "busy": row.busy_run_id is not None}
            for row in rows if as_utc(row.seen_at) >= fresh_since]
