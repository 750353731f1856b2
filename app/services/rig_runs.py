"""Replays of stored submissions on a Pico test rig: the only writer of `rig_runs`.

The life of a row: queued --claim (a rig's worker)--> running --record--> done | failed.
`done`: the board ran the program (whatever the program did: its verdict says). `failed`: the
rig could not (it stopped answering, the platform restarted mid-run): our fault, said in message.
Transitions are conditional UPDATEs, as for submissions: one rig claims a run, and a run is
recorded once.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from app.authz import can_view_submission
from app.errors import ServiceError
from app.models import RigRun, Submission, User, utcnow

PENDING = ("queued", "running")
MAX_PENDING_PER_LEARNER = 2
MAX_ATTEMPTS = 2     # a run lost to a restart is tried once more, then failed


class Refused(ServiceError):
    def __init__(self, status: int, detail: Any):
        super().__init__(detail, status)


def request(db: Session, user: User, submission: Submission, kind: str, job: dict[str, Any]) -> RigRun:
    pending = db.scalar(select(func.count()).select_from(RigRun).where(
        RigRun.requested_by == user.id, RigRun.status.in_(PENDING)))
    if pending >= MAX_PENDING_PER_LEARNER:
        raise Refused(429, "You already have replays waiting for the rig; wait for them to finish.")
    run = RigRun(submission_id=submission.id, requested_by=user.id, kind=kind, status="queued", job=job,
                 message="", transcript="", attempts=0)
    db.add(run)
    db.commit()
    return run


def claim(db: Session, run_id: int, rig: str) -> RigRun | None:
    """Take a queued run for this rig, or None when another has it (or it is over)."""
    taken = db.execute(update(RigRun).where(RigRun.id == run_id, RigRun.status == "queued")
                       .values(status="running", rig=rig, started_at=utcnow(), attempts=RigRun.attempts + 1)).rowcount
    db.commit()
    if not taken:
        return None
    run = db.get(RigRun, run_id)
    db.refresh(run)
    return run


def record(db: Session, run_id: int, status: str, *, verdict: str | None = None, message: str = "",
           transcript: str = "", telemetry: dict | None = None, outputs: list | None = None,
           simulated: dict | None = None) -> bool:
    """The run's one result; False when it was not running (recorded already, or taken back)."""
    assert status in ("done", "failed")
    written = db.execute(update(RigRun).where(RigRun.id == run_id, RigRun.status == "running").values(
        status=status, verdict=verdict, message=message, transcript=transcript, telemetry=telemetry,
        outputs=outputs, simulated=simulated, finished_at=utcnow())).rowcount
    db.commit()
    return bool(written)


def recover(db: Session, rigs: list[str]) -> list[int]:
    """At start of the process driving these rigs: their runs a previous process left running were
    cut off: queued again (or failed after MAX_ATTEMPTS). Another process's rigs are left alone.
    Returns every queued id, oldest first, for the rigs' queue."""
    running = (RigRun.status == "running") & RigRun.rig.in_(rigs)
    db.execute(update(RigRun).where(running, RigRun.attempts >= MAX_ATTEMPTS).values(
        status="failed", finished_at=utcnow(),
        message="The platform restarted during this replay, twice; it was not finished. Ask for another."))
    db.execute(update(RigRun).where(running).values(status="queued"))
    db.commit()
    return list(db.scalars(select(RigRun.id).where(RigRun.status == "queued").order_by(RigRun.id)))


def queued_count(db: Session) -> int:
    return db.scalar(select(func.count()).select_from(RigRun).where(RigRun.status == "queued"))


def oldest_queued(db: Session) -> int | None:
    """For a rig with nothing in its queue: a run requested through another process, or one
    whose message was lost (the database, not the queue, says what is waiting)."""
    return db.scalar(select(RigRun.id).where(RigRun.status == "queued").order_by(RigRun.id).limit(1))


def get_for_user(db: Session, user: User, run_id: int) -> RigRun | None:
    """The run if this user may see its submission (owner, their teacher, an admin)."""
    run = db.get(RigRun, run_id)
    if run is None:
        return None
    submission = db.get(Submission, run.submission_id)
    return run if submission is not None and can_view_submission(db, user, submission) else None


def list_for_submission(db: Session, submission: Submission, limit: int = 20) -> list[RigRun]:
    return list(db.scalars(select(RigRun).where(RigRun.submission_id == submission.id)
                           .order_by(RigRun.id.desc()).limit(limit)))


def view(run: RigRun, with_transcript: bool = True) -> dict[str, Any]:
    job = run.job or {}
    return {
        "id": run.id, "submission": run.submission_id, "kind": run.kind, "status": run.status, "rig": run.rig,
        "verdict": run.verdict, "message": run.message or "",
        "transcript": (run.transcript or "") if with_transcript else None,
        "telemetry": run.telemetry, "outputs": run.outputs, "simulated": run.simulated,
        "scenario": job.get("scenario"), "example": job.get("example"),
        "created_at": run.created_at.isoformat() if run.created_at else None,
        "finished_at": run.finished_at.isoformat() if run.finished_at else None,
    }
