"""Replays of stored submissions on the Pico test rigs (grader/rig). Thin: app.services.rig_runs
writes, grader.rig decides what runs and reads what came back."""

from typing import Annotated, Any, Literal

from fastapi import APIRouter, HTTPException, Path
from pydantic import BaseModel, Field

from app.deps import CurrentUser, DbDep, JsonOnly, PlatformDep
from app.models import ProblemRow, Submission
from app.schemas import Accepted, RunTrace
from app.services import rig_registry, rig_runs, submissions
from grader.contract import CaseKind, Verdict
from grader.rig.jobs import REPLAYED_KINDS, build_job
from grader.rig.precheck import micropython_findings

router = APIRouter(prefix="/api", tags=["rigs"])
Id = Annotated[int, Path(ge=1, le=2**31 - 1)]


NO_RIG = "No test rig is connected to this platform."


class RigMetrics(BaseModel):
    passes: int
    passes_planned: int
    late_passes: int  # whose update() took longer than a pass
    slowest_update_ms: float
    final_range_m: float | None
    max_wheel_mps: float
    bumps: int


class LineCounts(BaseModel):
    forged: int  # printed to look like telemetry, without the run's key: not counted
    dropped: int
    printed: int  # the learner's own lines


class RigTelemetry(BaseModel):
    """A controller's run on the board, as series (grader/rig/jobs.py: trace.py's names where
    they mean the same)."""
    dt_s: float
    t_s: list[float]
    range_m: list[float | None]
    left_mps: list[float | None]
    right_mps: list[float | None]
    duty_left: list[float]
    duty_right: list[float]
    ticks_left: list[int]
    ticks_right: list[int]
    bump: list[bool]
    metrics: RigMetrics
    line_counts: LineCounts


class RigOutput(BaseModel):
    """One case of a function replayed on the board: its answer against ours."""
    name: str
    kind: CaseKind
    args: list[Any]
    expected: Any
    got: Any
    passed: bool
    message: str


class RigRunOut(BaseModel):
    id: int
    submission: int
    kind: Literal["controller", "function"]
    status: Literal["queued", "running", "done", "failed"]
    rig: str | None
    verdict: Verdict | Literal["completed"] | None
    message: str
    transcript: str | None = Field(description="what went over the serial line; None in a list of runs")
    telemetry: RigTelemetry | None  # a controller's
    outputs: list[RigOutput] | None  # a function's
    simulated: RunTrace | None = Field(description="the same submission's run of the example in the simulator")
    scenario: dict[str, Any] | None  # the controller example replayed
    example: str | None
    created_at: str | None
    finished_at: str | None


class RigStatus(BaseModel):
    name: str
    in_service: bool
    reason: str
    busy: bool


class RigRunsOut(BaseModel):
    replayable: bool
    reason: str  # why not, when not
    rigs: list[RigStatus]
    runs: list[RigRunOut]  # newest first, without their transcripts


def _replayable(platform, db, submission: Submission) -> tuple[Any, str]:
    """The problem, or why this submission cannot be replayed ("" when it can). The rigs may be
    driven by another process (the rig worker): the registry, not this process, knows them."""
    row = db.get(ProblemRow, submission.problem_id)
    problem = platform.library.get(row.slug) if row else None
    if not rig_registry.connected(db):
        return problem, NO_RIG
    if problem is None or problem.spec.kind not in REPLAYED_KINDS:
        return problem, "Only controller and function problems are replayed on a rig."
    if submission.status != "graded":
        return problem, "Only a graded submission can be replayed on a rig."
    return problem, ""


@router.post("/submissions/{submission_id}/rig-runs", status_code=202, response_model=Accepted,
             dependencies=[JsonOnly])
def replay(submission_id: Id, db: DbDep, platform: PlatformDep, user: CurrentUser) -> dict[str, Any]:
    submission = submissions.get_for_user(db, user, submission_id)
    if submission is None:
        raise HTTPException(404, "No such submission.")
    problem, why_not = _replayable(platform, db, submission)
    if why_not:
        raise HTTPException(503 if why_not == NO_RIG else 409 if problem and problem.spec.kind in REPLAYED_KINDS
                            else 422, why_not)
    findings = micropython_findings(submission.code)
    if findings:
        raise HTTPException(422, [finding.as_detail() for finding in findings])
    job = build_job(problem, submission.code, submission.seed, platform.settings.rig_max_run_s)
    run = rig_runs.request(db, user, submission, problem.spec.kind, job)
    if platform.rigs is not None:   # a hint for the rigs in this process; others poll the database
        platform.rigs.enqueue(run.id)
    return {"id": run.id, "status": run.status}


@router.get("/rig-runs/{run_id}", response_model=RigRunOut)
def get_run(run_id: Id, db: DbDep, user: CurrentUser) -> dict[str, Any]:
    run = rig_runs.get_for_user(db, user, run_id)
    if run is None:
        raise HTTPException(404, "No such rig run.")
    return rig_runs.view(run)


@router.get("/submissions/{submission_id}/rig-runs", response_model=RigRunsOut)
def list_runs(submission_id: Id, db: DbDep, platform: PlatformDep, user: CurrentUser) -> dict[str, Any]:
    submission = submissions.get_for_user(db, user, submission_id)
    if submission is None:
        raise HTTPException(404, "No such submission.")
    _, why_not = _replayable(platform, db, submission)
    return {"replayable": not why_not, "reason": why_not, "rigs": rig_registry.connected(db),
            "runs": [rig_runs.view(run, with_transcript=False) for run in rig_runs.list_for_submission(db, submission)]}


@router.get("/rigs", response_model=list[RigStatus])
def rig_status(db: DbDep, user: CurrentUser) -> list[dict[str, Any]]:
    return rig_registry.connected(db)
