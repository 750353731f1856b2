from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Path
from pydantic import BaseModel

from app.deps import CurrentUser, DbDep
from app.models import ProblemRow
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
def get_submission(submission_id: Annotated[int, Path(ge=1, le=2**31 - 1)], db: DbDep, user: CurrentUser) -> dict[str, Any]:
    submission = submissions.get_for_user(db, user, submission_id)
    if submission is None:
        raise HTTPException(404, "No such submission.")
    return catalog.submission_view(submission, db.get(ProblemRow, submission.problem_id).slug)


@router.get("/me/progress", response_model=ProgressOut)
def my_progress(db: DbDep, user: CurrentUser) -> dict[str, Any]:
    return progress.progress_report(db, user)
