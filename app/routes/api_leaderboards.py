"""Class leaderboards of controller problems: a class's members read a board its teacher opened;
the teacher (or an admin) opens and closes it. Anyone not in the class gets the 404 of a class that
is not there; a learner of the class who tries to open or close a board, a 403."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, HTTPException, Path
from pydantic import BaseModel

from app.authz import in_class
from app.deps import CurrentUser, DbDep, JsonOnly, PlatformDep
from app.models import Classroom, ProblemRow
from app.routes.api_classes import ClassId
from app.services import leaderboards
from app.services.catalog import find_problem
from grader.problem import RunMetric

router = APIRouter(tags=["leaderboards"])
Slug = Annotated[str, Path(max_length=120)]


class MetricOut(BaseModel):
    id: str
    title: str
    unit: str
    better: Literal["lower", "higher"]


class EntryOut(BaseModel):
    rank: int  # learners whose medians are all equal share a rank
    name: str  # the learner's pseudonym in this class
    you: bool
    scenarios: int  # of the submission the medians are taken over
    medians: dict[str, float | None]  # by metric id, over the scenarios of the learner's best accepted submission
    username: str | None  # the class's teacher (and admins) only
    user_id: int | None  # likewise
    submission_id: int | None  # the teacher's, or the learner's own row's


class LeaderboardOut(BaseModel):
    class_id: int
    class_name: str
    slug: str
    title: str
    open: bool
    opened_at: str | None
    teacher_view: bool  # the viewer may open and close it, and sees real names
    metrics: list[MetricOut]  # the ranking's order: the first decides, the next breaks ties
    learners: int  # enrolled in the class
    entries: list[EntryOut]  # best first; none for a learner while the board is closed


class BoardState(BaseModel):
    open: bool


class OpenBoardOut(BaseModel):
    slug: str
    title: str


def member_class(db, user, class_id: int) -> Classroom:
    """The class if this user is in it (its teacher, an admin, or an enrolled learner); else 404."""
    classroom = db.get(Classroom, class_id)
    if classroom is None or not in_class(db, user, classroom):
        raise HTTPException(404, "No such class.")
    return classroom


def board_problem(db, platform, slug: str) -> tuple[ProblemRow, list[RunMetric]]:
    row = find_problem(db, slug)
    problem = platform.library.get(slug) if row else None
    if row is None or problem is None:
        raise HTTPException(404, "No such problem.")
    metrics = leaderboards.metrics_of(problem)
    if not metrics:
        raise HTTPException(404, "This problem has no leaderboard: it declares no metrics.")
    return row, metrics


@router.get("/api/classes/{class_id}/problems/{slug}/leaderboard", response_model=LeaderboardOut)
def leaderboard(class_id: ClassId, slug: Slug, db: DbDep, platform: PlatformDep, user: CurrentUser) -> dict[str, Any]:
    classroom = member_class(db, user, class_id)
    row, metrics = board_problem(db, platform, slug)
    return {"class_id": classroom.id, "class_name": classroom.name, "slug": row.slug, "title": row.title,
            **leaderboards.board(db, user, classroom, row, metrics)}


@router.put("/api/classes/{class_id}/problems/{slug}/leaderboard", response_model=BoardState,
            dependencies=[JsonOnly])
def open_or_close(class_id: ClassId, slug: Slug, body: BoardState, db: DbDep, platform: PlatformDep,
                  user: CurrentUser) -> BoardState:
    classroom = member_class(db, user, class_id)
    row, _ = board_problem(db, platform, slug)
    return BoardState(open=leaderboards.set_open(db, user, classroom, row, body.open))


@router.get("/api/classes/{class_id}/leaderboards", response_model=list[OpenBoardOut])
def open_leaderboards(class_id: ClassId, db: DbDep, user: CurrentUser) -> list[OpenBoardOut]:
    """The class's open boards, for its members."""
    classroom = member_class(db, user, class_id)
    return [OpenBoardOut(slug=row.slug, title=row.title)
            for row in leaderboards.open_boards(db, [classroom.id]).get(classroom.id, [])]
