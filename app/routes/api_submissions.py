from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Path

from app.deps import CurrentUser, DbDep
from app.models import ProblemRow
from app.services import catalog, progress, submissions

router = APIRouter(prefix="/api", tags=["submissions"])


@router.get("/submissions/{submission_id}")
def get_submission(submission_id: Annotated[int, Path(ge=1, le=2**31 - 1)], db: DbDep, user: CurrentUser) -> dict[str, Any]:
    submission = submissions.get_for_user(db, user, submission_id)
    if submission is None:
        raise HTTPException(404, "No such submission.")
    return catalog.submission_view(submission, db.get(ProblemRow, submission.problem_id).slug)


@router.get("/me/progress")
def my_progress(db: DbDep, user: CurrentUser) -> dict[str, Any]:
    return progress.progress_report(db, user)
