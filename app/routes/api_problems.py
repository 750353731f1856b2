from typing import Any

from fastapi import APIRouter, HTTPException
from fastapi.concurrency import run_in_threadpool
from pydantic import BaseModel

from app.deps import CurrentUser, DbDep, JsonOnly, OptionalUser, PlatformDep
from app.services import attempts, catalog, drafts, runs, submissions
from app.grading.dispatch.runs import RunUnavailable

router = APIRouter(prefix="/api/problems", tags=["problems"])

class CodeIn(BaseModel):
    code: str


class Accepted(BaseModel):
    id: int
    status: str


def _target(db, platform, slug):
    return attempts.find_target(db, platform.library, slug)


@router.get("")
def list_problems(db: DbDep, user: OptionalUser) -> list[dict[str, Any]]:
    return catalog.problem_summaries(db, user)


@router.get("/{slug}")
def get_problem(slug: str, db: DbDep, platform: PlatformDep) -> dict[str, Any]:
    target = _target(db, platform, slug)
    detail = catalog.problem_detail(platform.library, target.row)
    detail.pop("statement_html")
    return detail


@router.post("/{slug}/run", dependencies=[JsonOnly])
async def run(slug: str, body: CodeIn, db: DbDep, platform: PlatformDep, user: CurrentUser) -> dict[str, Any]:
    """Awaits the grading pool's answer without holding a thread (see app/services/runs.py)."""
    target = await run_in_threadpool(_target, db, platform, slug)
    attempts.check_code_size(body.code, platform.settings.max_code_bytes)
    try:
        result = await runs.run_examples(platform, user, target.problem, body.code)
    except RunUnavailable as exc:
        raise HTTPException(503, f"Your code could not be run just now ({exc}); try again in a moment.",
                            headers={"Retry-After": "5"}) from None
    data = result.model_dump(mode="json")
    return {"outcome": data["outcome"], "message": data["message"], "plots": data["plots"],
            "stdout": data["stdout"], "examples": data["cases"], "verdict": data["verdict"]}


@router.put("/{slug}/draft", status_code=204, dependencies=[JsonOnly])
def save_draft(slug: str, body: CodeIn, db: DbDep, platform: PlatformDep, user: CurrentUser) -> None:
    """The editor's code, saved as the learner types; the problem page opens with it."""
    target = _target(db, platform, slug)
    attempts.check_code_size(body.code, platform.settings.max_code_bytes)
    platform.limits.draft(user.id)
    drafts.save(db, user, target.row, body.code)


@router.post("/{slug}/submissions", status_code=202, response_model=Accepted, dependencies=[JsonOnly])
def submit(slug: str, body: CodeIn, db: DbDep, platform: PlatformDep, user: CurrentUser) -> Accepted:
    target = _target(db, platform, slug)
    submission = submissions.submit(db, user, target.row, body.code, max_code_bytes=platform.settings.max_code_bytes,
                                    max_pending=platform.settings.max_pending_submissions,
                                    before_insert=lambda: platform.limits.submission(user.id),
                                    dispatch=lambda submission_id: platform.dispatcher.enqueue(submission_id,
                                                                                               owner=user.id))
    return Accepted(id=submission.id, status=submission.status)
