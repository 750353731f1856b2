"""The LTI API: platforms (admins), and a linked class's roster sync and passback state (its teacher)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, HTTPException, Path
from pydantic import BaseModel, Field

from app.authz import can_manage_class
from app.deps import CurrentUser, DbDep, JsonOnly
from app.models import Classroom, LtiPlatform
from app.services import lti_grades, lti_links, lti_platforms

router = APIRouter(tags=["lti"])
ClassId = Annotated[int, Path(ge=1, le=2**31 - 1)]
Url = Annotated[str, Field(min_length=1, max_length=500)]


class PlatformIn(BaseModel):
    name: str = Field(min_length=1, max_length=120)
    issuer: Url
    client_id: str = Field(min_length=1, max_length=255)
    deployment_ids: list[Annotated[str, Field(min_length=1, max_length=255)]] = Field(min_length=1, max_length=50)
    auth_login_url: Url
    auth_token_url: Url
    key_set_url: Url
    auth_audience: str | None = Field(default=None, max_length=500)


class PlatformOut(BaseModel):
    id: int
    name: str
    issuer: str
    client_id: str
    deployment_ids: list[str]
    auth_login_url: str
    auth_token_url: str
    key_set_url: str
    auth_audience: str | None


class ScoreSendOut(BaseModel):
    id: int
    username: str
    link: str = Field(description="the link's title in the LMS")
    target: str = Field(description="what it opens: problem <slug>, level <level> or assignment <id>")
    score: float = Field(description="out of 100")
    late: bool
    status: Literal["pending", "sent", "failed"]
    attempts: int
    error: str
    at: str


class ClassLtiOut(BaseModel):
    course: str
    roster_synced_at: str | None
    roster_error: str
    pending: int
    sent: int
    failed: int
    rows: list[ScoreSendOut] = Field(description="the latest scores, newest first")


class RosterSyncOut(BaseModel):
    members: int
    enrolled: int = Field(description="learners newly enrolled by this sync")
    removed: int = Field(description="learners from this LMS its roster no longer lists, taken out of the class")
    error: str


def _admin(user) -> None:
    if user.role != "admin":
        raise HTTPException(403, "Only admins register LMS platforms.")


def _out(platform: LtiPlatform) -> PlatformOut:
    return PlatformOut.model_validate(platform, from_attributes=True)


@router.get("/api/lti/platforms", response_model=list[PlatformOut])
def list_platforms(db: DbDep, user: CurrentUser):
    _admin(user)
    return [_out(platform) for platform in lti_platforms.all_platforms(db)]


@router.post("/api/lti/platforms", response_model=PlatformOut, status_code=201, dependencies=[JsonOnly])
def register_platform(body: PlatformIn, db: DbDep, user: CurrentUser):
    _admin(user)
    return _out(lti_platforms.register(db, lti_platforms.PlatformSpec(**body.model_dump())))


def _linked(db, user, class_id: int):
    classroom = db.get(Classroom, class_id)
    if classroom is None or not can_manage_class(user, classroom):
        raise HTTPException(404, "No such class.")
    context = lti_links.context_of_class(db, class_id)
    if context is None:
        raise HTTPException(404, "This class is not linked to an LMS course.")
    return context


@router.get("/api/classes/{class_id}/lti", response_model=ClassLtiOut)
def class_lti(class_id: ClassId, db: DbDep, user: CurrentUser):
    context = _linked(db, user, class_id)
    synced = context.roster_synced_at
    return ClassLtiOut(course=context.title, roster_synced_at=synced.isoformat() if synced else None,
                       roster_error=context.roster_error, **lti_grades.class_state(db, class_id))


@router.post("/api/classes/{class_id}/lti/roster-sync", response_model=RosterSyncOut, dependencies=[JsonOnly])
def class_roster_sync(class_id: ClassId, db: DbDep, user: CurrentUser):
    result = lti_links.sync_roster(db, _linked(db, user, class_id))
    return RosterSyncOut(members=result.members, enrolled=result.enrolled, removed=result.removed, error=result.error)
