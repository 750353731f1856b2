from typing import Any, Literal

from fastapi import APIRouter, HTTPException, Request, Response
from fastapi.concurrency import run_in_threadpool
from pydantic import BaseModel, Field

from app.db import json_bytes
from app.deps import CurrentUser, DbDep, JsonOnly, OptionalUser, PlatformDep, signed_in_work
from app.schemas import Accepted, CaseResultOut
from app.services import attempts, catalog, drafts, runs, submissions
from app.grading.dispatch.runs import RunUnavailable
from grader.contract import Outcome, Plot, Verdict

router = APIRouter(prefix="/api/problems", tags=["problems"])

class CodeIn(BaseModel):
    code: str


Kind = Literal["function", "controller", "tests"]
Level = int | str  # 2..5, or "simulator"


class ProblemSummary(BaseModel):
    slug: str
    title: str
    level: Level
    topic: str
    required: bool
    kind: Kind
    solved: bool  # by the signed-in learner; false when signed out
    attempts: int


class ExampleOut(BaseModel):
    args: list[Any]
    args_text: str = Field(description="the arguments as the statement writes them")
    note: str | None
    expected_text: str | None = Field(description="a function's answer as Python prints it; None otherwise")


class ProblemDetail(BaseModel):
    slug: str
    title: str
    level: Level
    topic: str
    kind: Kind
    required: bool
    entry_point: str
    statement: str = Field(description="Markdown")
    starter: str
    examples: list[ExampleOut]


class RunOut(BaseModel):
    """The visible examples run in the sandbox (nothing stored, no hidden cases)."""
    outcome: Outcome
    message: str
    plots: list[Plot]
    stdout: str
    examples: list[CaseResultOut]
    verdict: Verdict | None


def _target(db, platform, slug):
    return attempts.find_target(db, platform.library, slug)


@router.get("", response_model=list[ProblemSummary])
def list_problems(db: DbDep, user: OptionalUser) -> list[dict[str, Any]]:
    return catalog.problem_summaries(db, user)


@router.get("/{slug}", response_model=ProblemDetail)
def get_problem(slug: str, db: DbDep, platform: PlatformDep) -> dict[str, Any]:
    target = _target(db, platform, slug)
    detail = catalog.problem_detail(platform.library, target.row)
    detail.pop("statement_html")
    return detail


@router.post("/{slug}/run", response_model=RunOut, dependencies=[JsonOnly])
async def run(slug: str, body: CodeIn, platform: PlatformDep, request: Request) -> Response:
    """Awaits the grading pool's answer without holding a thread (see app/services/runs.py). The
    user and the problem are found in one trip to the threadpool; the answer, made from a result
    the grader's contract validated, is not validated again (schemathesis holds it to RunOut)."""
    user, target = await run_in_threadpool(signed_in_work, platform, request,
                                           lambda db, user: (user, _target(db, platform, slug)))
    attempts.check_code_size(body.code, platform.settings.max_code_bytes)
    try:
        result = await runs.run_examples(platform, user, target.problem, body.code)
    except RunUnavailable as exc:
        raise HTTPException(503, f"Your code could not be run just now ({exc}); try again in a moment.",
                            headers={"Retry-After": "5"}) from None
    data = result.model_dump(mode="json")
    return Response(json_bytes({"outcome": data["outcome"], "message": data["message"], "plots": data["plots"],
                                "stdout": data["stdout"], "examples": data["cases"], "verdict": data["verdict"]}),
                    media_type="application/json")


@router.put("/{slug}/draft", status_code=204, dependencies=[JsonOnly])
def save_draft(slug: str, body: CodeIn, db: DbDep, platform: PlatformDep, user: CurrentUser) -> None:
    """The editor's code, saved as the learner types; the problem page opens with it."""
    target = _target(db, platform, slug)
    attempts.check_code_size(body.code, platform.settings.max_code_bytes)
    platform.limits.draft(user.id)
    drafts.save(db, user, target.row, body.code)


@router.post("/{slug}/submissions", status_code=202, response_model=Accepted, dependencies=[JsonOnly])
async def submit(slug: str, body: CodeIn, platform: PlatformDep, request: Request) -> Accepted:
    """The session's user, the checks, the insert and the dispatch in one trip to the threadpool
    (app.deps.signed_in_work): this is the route a class's deadline rush hits."""
    def accept(db, user) -> Accepted:
        target = _target(db, platform, slug)
        submission = submissions.submit(
            db, user, target.row, body.code, max_code_bytes=platform.settings.max_code_bytes,
            max_pending=platform.settings.max_pending_submissions,
            before_insert=lambda: platform.limits.submission(user.id),
            dispatch=lambda submission_id: platform.dispatcher.enqueue(submission_id, owner=user.id))
        return Accepted(id=submission.id, status=submission.status)

    return await run_in_threadpool(signed_in_work, platform, request, accept)
