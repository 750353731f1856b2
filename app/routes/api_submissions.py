from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Path, Request, Response
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from app.db import json_bytes
from app.deps import CurrentUser, DbDep, signed_in_work
from app.models import ProblemRow, Submission, User
from app.schemas import CaseResultOut, SubmissionStatus
from app.services import catalog, progress, submissions
from grader.contract import Plot, Verdict

router = APIRouter(prefix="/api", tags=["submissions"])


class GradingProgress(BaseModel):
    done: int
    total: int


class SubmissionOut(BaseModel):
    id: int
    problem: str  # its slug
    status: SubmissionStatus
    verdict: Verdict | None
    score: float | None  # fraction of cases passed, once graded
    message: str
    hint: str | None
    mistake_id: str | None
    created_at: str | None
    graded_at: str | None
    cases: list[CaseResultOut]
    plots: list[Plot]  # made at import time
    code: str
    progress: GradingProgress | None  # cases graded so far, while running


class ProblemProgress(BaseModel):
    slug: str
    attempts: int
    solved: bool
    best_score: float


class LevelProgress(BaseModel):
    level: int | str
    name: str
    path: list[str]  # the slugs of the learner's path in this level
    path_done: int
    solved: int
    total: int


class ProgressOut(BaseModel):
    problems: list[ProblemProgress]
    levels: list[LevelProgress]


@router.get("/submissions/{submission_id}", response_model=SubmissionOut)
async def get_submission(submission_id: Annotated[int, Path(ge=1, le=2**31 - 1)], request: Request) -> Response:
    """The whole result, fetched once by a page that polled (the event stream's `done` carries
    it). Encoded as stored, in one trip to the threadpool: re-validating a result the grader's
    contract already validated, dependency by dependency in trips of their own, was most of this
    route's CPU. tests/app/test_schemathesis.py holds the answers to SubmissionOut."""
    def encoded(db: Session, user: User) -> bytes:
        submission = submissions.get_for_user(db, user, submission_id)
        if submission is None:
            raise HTTPException(404, "No such submission.")
        return whole_result(db, submission)

    body = await run_in_threadpool(signed_in_work, request.app.state.platform, request, encoded)
    return Response(body, media_type="application/json")


def whole_result(db: Session, submission: Submission, slug: str | None = None) -> bytes:
    """GET /api/submissions/{id}'s answer as JSON on one line (it is also the `done` event's data)."""
    slug = slug or db.get(ProblemRow, submission.problem_id).slug
    return json_bytes(catalog.submission_view(submission, slug))


def whole_result_by_id(db: Session, submission_id: int) -> bytes:
    """The same, the submission and its problem's slug read in one query."""
    submission, slug = db.execute(select(Submission, ProblemRow.slug).join(ProblemRow, ProblemRow.id == Submission.problem_id)
                                  .where(Submission.id == submission_id)).one()
    return whole_result(db, submission, slug)


@router.get("/me/progress", response_model=ProgressOut)
def my_progress(db: DbDep, user: CurrentUser) -> dict[str, Any]:
    return progress.progress_report(db, user)
