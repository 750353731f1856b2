"""Teacher insight into one problem across a class: its approaches (with the teacher's comments on
them) and the similarity report. Only the class's teacher and admins reach these; anyone else
gets the 404 of a class that is not there. A learner reads the comments meant for them."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Path, Query, Response
from pydantic import BaseModel, Field

from app.deps import CurrentUser, DbDep, JsonOnly, PlatformDep
from app.models import ProblemRow
from app.routes.api_classes import ClassId, managed_class
from app.services import approaches, similarity, submissions
from app.services.catalog import find_problem
from grader.approach import KEY_LENGTH
from grader.problem import Problem

router = APIRouter(tags=["insight"])
Slug = Annotated[str, Path(max_length=120)]
ApproachKey = Annotated[str, Path(pattern=f"^[0-9a-f]{{{KEY_LENGTH}}}$", description="an approach's key")]


class CommentOut(BaseModel):
    body: str
    updated_at: str


class ApproachOut(BaseModel):
    key: str
    submissions: int
    learners: int
    accepted: int
    failed: int  # graded and not accepted
    example_submission: int
    example_code: str
    normal_form: str | None  # what every member of the approach looks like, names renamed in order
    comment: CommentOut | None  # the class teacher's


class ApproachesOut(BaseModel):
    approaches: list[ApproachOut]  # the most learners first, at most approaches.LISTED
    total_approaches: int
    submissions: int  # that parse, of the class's learners
    unparsed: int  # submissions that do not parse: no approach


class CommentIn(BaseModel):
    body: str = Field(max_length=approaches.MAX_COMMENT_CHARS * 2)  # the service counts what is left stripped


class LearnerComment(BaseModel):
    teacher: str
    body: str
    updated_at: str


class Segment(BaseModel):
    text: str
    shared: bool  # held by the other program of the pair too (beyond the boilerplate)


class PairSide(BaseModel):
    submission_id: int
    user_id: int
    username: str
    similarity: float  # the share of this program the other one holds too
    segments: list[Segment]


class PairOut(BaseModel):
    similarity: float  # the larger of the two sides' shares
    left: PairSide
    right: PairSide


class SimilarityOut(BaseModel):
    threshold: float
    learners_compared: int
    pairs_compared: int
    pairs_found: int
    complete: bool  # False: the time limit cut the comparison short
    boilerplate_from: int  # programs of the problem the shared boilerplate was found in (0: too few)
    starter_discounted: bool
    computed_at: str
    time_s: float
    pairs: list[PairOut]  # the most similar first, at most similarity.LISTED


def class_problem(db, platform, user, class_id: int, slug: str) -> tuple[Any, ProblemRow, Problem]:
    classroom = managed_class(db, user, class_id)
    row = find_problem(db, slug)
    problem = platform.library.get(slug) if row else None
    if row is None or problem is None:
        raise HTTPException(404, "No such problem.")
    return classroom, row, problem


@router.get("/api/classes/{class_id}/problems/{slug}/approaches", response_model=ApproachesOut)
def class_approaches(class_id: ClassId, slug: Slug, db: DbDep, platform: PlatformDep,
                     user: CurrentUser) -> dict[str, Any]:
    classroom, row, problem = class_problem(db, platform, user, class_id, slug)
    return approaches.problem_approaches(db, classroom, row, problem.spec.entry_point)


@router.put("/api/classes/{class_id}/problems/{slug}/approaches/{key}/comment", response_model=CommentOut,
            dependencies=[JsonOnly])
def comment_on_approach(class_id: ClassId, slug: Slug, key: ApproachKey, body: CommentIn, db: DbDep,
                        platform: PlatformDep, user: CurrentUser) -> CommentOut:
    classroom, row, _ = class_problem(db, platform, user, class_id, slug)
    comment = approaches.save_comment(db, user, classroom, row, key, body.body)
    return CommentOut(body=comment.body, updated_at=comment.updated_at.isoformat())


@router.delete("/api/classes/{class_id}/problems/{slug}/approaches/{key}/comment", status_code=204,
               response_class=Response)
def delete_approach_comment(class_id: ClassId, slug: Slug, key: ApproachKey, db: DbDep, platform: PlatformDep,
                            user: CurrentUser) -> Response:
    classroom, row, _ = class_problem(db, platform, user, class_id, slug)
    approaches.delete_comment(db, user, classroom, row, key)
    return Response(status_code=204)


@router.get("/api/classes/{class_id}/problems/{slug}/similarity", response_model=SimilarityOut)
def similarity_report(class_id: ClassId, slug: Slug, db: DbDep, platform: PlatformDep, user: CurrentUser,
                      threshold: Annotated[float, Query(ge=0.1, le=1.0, description="the least share of a "
                                                        "program the other one must hold")] = similarity.DEFAULT_THRESHOLD
                      ) -> dict[str, Any]:
    classroom, row, problem = class_problem(db, platform, user, class_id, slug)
    return similarity.report(db, classroom, row, problem.spec.entry_point, problem.spec.starter, threshold)


@router.get("/api/submissions/{submission_id}/comments", response_model=list[LearnerComment], tags=["submissions"])
def submission_comments(submission_id: Annotated[int, Path(ge=1, le=2**31 - 1)], db: DbDep, platform: PlatformDep,
                        user: CurrentUser) -> list[dict[str, Any]]:
    """Teachers' comments on this submission's approach, meant for its learner."""
    submission = submissions.get_for_user(db, user, submission_id)
    if submission is None:
        raise HTTPException(404, "No such submission.")
    row = db.get(ProblemRow, submission.problem_id)
    problem = platform.library.get(row.slug)
    return approaches.comments_for(db, submission, problem.spec.entry_point if problem else None)
