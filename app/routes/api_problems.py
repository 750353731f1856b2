from typing import Any

from fastapi import APIRouter, HTTPException
from fastapi.concurrency import run_in_threadpool
from pydantic import BaseModel

from app.deps import CurrentUser, DbDep, JsonOnly, OptionalUser, PlatformDep
from app.services import attempts, catalog, submissions
from grader.grade import run_examples

router = APIRouter(prefix="/api/problems", tags=["problems"])

class CodeIn(BaseModel):
    code: str


class Accepted(BaseModel):
    id: int
    status: str


def _target(db, platform, slug):
    try:
        return attempts.find_target(db, platform.library, slug)
    except attempts.Refused as refused:
        raise HTTPException(refused.status, refused.detail) from None


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
    target = _target(db, platform, slug)
    try:
        attempts.check_code_size(body.code, platform.settings.max_code_bytes)
    except attempts.Refused as refused:
        raise HTTPException(refused.status, refused.detail) from None
    result = await run_in_threadpool(run_examples, target.problem, body.code,
                                     max_code_bytes=platform.settings.max_code_bytes)
    data = result.model_dump(mode="json")
    return {"outcome": data["outcome"], "message": data["message"], "plots": data["plots"],
            "stdout": data["stdout"], "examples": data["cases"], "verdict": data["verdict"]}


@router.post("/{slug}/submissions", status_code=202, response_model=Accepted, dependencies=[JsonOnly])
def submit(slug: str, body: CodeIn, db: DbDep, platform: PlatformDep, user: CurrentUser) -> Accepted:
    target = _target(db, platform, slug)
    try:
        attempts.check_code_size(body.code, platform.settings.max_code_bytes)
        attempts.check_pending(db, user)
    except attempts.Refused as refused:
        raise HTTPException(refused.status, refused.detail) from None
    platform.limits.submission(user.id)
    submission = submissions.accept(db, user, target.row, body.code)
    platform.dispatcher.enqueue(submission.id)
    return Accepted(id=submission.id, status=submission.status)
