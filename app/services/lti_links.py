"""What a valid LTI launch means here: the only writer of `lti_users`, `lti_contexts`,
`lti_resource_links` and `lti_deep_links`.

- The person is found by (platform, `sub`) alone, never by name or email, so a second platform
  cannot claim someone else's account; a new one gets an account without a password.
- Course roles map to ours: Instructor -> a teacher, and the teacher of the course's class when the
  course is new; Learner -> a student enrolled in it. Institution and system roles count for nothing.
- The LMS course becomes a class once (linked by (platform, context id)); later launches find it.
- A resource link opens what deep linking placed there (its custom `problem`, `level` or
  `assignment`), and keeps the line item its scores go to.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import requests
from pylti1p3.deep_link import DeepLink
from pylti1p3.deep_link_resource import DeepLinkResource
from pylti1p3.exception import LtiException, LtiServiceException
from pylti1p3.lineitem import LineItem
from pylti1p3.names_roles import NamesRolesProvisioningService
from pylti1p3.service_connector import ServiceConnector
from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.models import (Assignment, Classroom, Enrolment, LtiContext, LtiDeepLinkRequest, LtiIdentity, LtiPlatform,
                        LtiResourceLink, User, utcnow)
from app.services import accounts, classes
from app.services.catalog import active_problems, find_problem
from app.services.lti_launch import LtiRefused, TimedSession, ValidLaunch, describe_service_error, registration_of
from app.timeutil import as_utc

log = logging.getLogger(__name__)

LTI = "https://purl.imsglobal.org/spec/lti/claim/"
NRPS = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice"
AGS = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint"
MEMBERSHIP = "http://purl.imsglobal.org/vocab/lis/v2/membership#"
RESOURCE_LAUNCH, DEEP_LINKING = "LtiResourceLinkRequest", "LtiDeepLinkingRequest"
TARGET_KINDS = ("problem", "level", "assignment")
SCORE_MAXIMUM = 100.0
DEEP_LINK_LIFETIME = timedelta(hours=1)


def course_role(roles: list[str]) -> str | None:
    """Our role for a person's course roles (context roles only: an institution's "Instructor"
    is no instructor of this course); an instructor who is also a learner teaches."""
    names = {role.removeprefix(MEMBERSHIP) for role in roles if isinstance(role, str)
             and (role.startswith(MEMBERSHIP) or "/" not in role)}
    if "Instructor" in names:
        return "teacher"
    if "Learner" in names:
        return "student"
    return None


@dataclass
class Arrival:
    user: User
    role: str
    classroom: Classroom
    context: LtiContext
    link: LtiResourceLink | None
    message_type: str


def arrive(db: Session, launch: ValidLaunch) -> Arrival:
    """Everything a valid launch may refuse is checked before anything is written."""
    claims, platform = launch.claims, launch.platform
    role = course_role(claims.get(LTI + "roles") or [])
    if role is None:
        raise LtiRefused("only a course's instructors and learners may launch the tool "
                         f"(roles given: {', '.join(map(str, claims.get(LTI + 'roles') or []))[:200] or 'none'}).", 403)
    course = claims.get(LTI + "context") or {}
    if not isinstance(course, dict) or not course.get("id"):
        raise LtiRefused("the launch names no course (context claim); add the tool to a course.")
    message = claims.get(LTI + "message_type")
    if message == DEEP_LINKING and role != "teacher":
        raise LtiRefused("only the course's instructors choose what the tool's links open.", 403)
    context = db.scalar(select(LtiContext).where(LtiContext.platform_id == platform.id,
                                                 LtiContext.context_id == str(course["id"])[:255]))
    if context is None and role != "teacher":
        raise LtiRefused("this course has no class here yet: its instructor opens the tool first.", 409)
    user = _person(db, platform, str(claims["sub"]), _name_of(claims), role)
    if context is None:
        context = _link_course(db, platform, claims, course, user)
    classroom = db.get(Classroom, context.class_id)
    if role == "student":
        classes.enrol(db, classroom, user)
    _remember_services(db, context, claims)
    link = _resource_link(db, context, claims) if message == RESOURCE_LAUNCH else None
    return Arrival(user=user, role=role, classroom=classroom, context=context, link=link, message_type=message)


def _name_of(claims: dict[str, Any]) -> str:
    given = " ".join(str(claims.get(key, "")) for key in ("given_name", "family_name")).strip()
    return str(claims.get("name") or given or "lms-user")[:200]


def _person(db: Session, platform: LtiPlatform, sub: str, name: str, role: str) -> User:
    if not 1 <= len(sub) <= 255:
        raise LtiRefused("the launch's sub must be 1 to 255 characters.")
    identity = db.get(LtiIdentity, (platform.id, sub))
    if identity is None:
        user = accounts.register_external(db, name, role)
        db.add(LtiIdentity(platform_id=platform.id, sub=sub, user_id=user.id, name=name))
        try:
            db.commit()
            return user
        except IntegrityError:  # the same person's first two launches at once: the other one won
            db.rollback()
            identity = db.get(LtiIdentity, (platform.id, sub))
    user = db.get(User, identity.user_id)
    if role == "teacher":
        accounts.make_teacher(db, user)
    return user


def _link_course(db: Session, platform: LtiPlatform, claims: dict, course: dict, teacher: User) -> LtiContext:
    title = str(course.get("title") or course.get("label") or "LMS course").strip()[:120] or "LMS course"
    classroom = classes.create_class(db, teacher, title)
    context = LtiContext(platform_id=platform.id, context_id=str(course["id"])[:255], class_id=classroom.id,
                         deployment_id=str(claims.get(LTI + "deployment_id"))[:255], title=title)
    db.add(context)
    try:
        db.commit()
    except IntegrityError:  # two instructors' first launches at once: theirs is the course's class
        db.rollback()
        context = db.scalar(select(LtiContext).where(LtiContext.platform_id == platform.id,
                                                     LtiContext.context_id == str(course["id"])[:255]))
    return context


def _remember_services(db: Session, context: LtiContext, claims: dict[str, Any]) -> None:
    """The course's roster and gradebook endpoints, as its latest launch gives them."""
    roster = claims.get(NRPS) or {}
    grades = claims.get(AGS) or {}
    values = {"memberships_url": _url(roster.get("context_memberships_url")) or context.memberships_url,
              "lineitems_url": _url(grades.get("lineitems")) or context.lineitems_url,
              "ags_scopes": list(grades.get("scope") or []) or context.ags_scopes}
    if any(getattr(context, key) != value for key, value in values.items()):
        for key, value in values.items():
            setattr(context, key, value)
        db.commit()


def _url(value: Any) -> str | None:
    return value[:500] if isinstance(value, str) and value.startswith(("https://", "http://")) else None


def _resource_link(db: Session, context: LtiContext, claims: dict[str, Any]) -> LtiResourceLink | None:
    resource = claims.get(LTI + "resource_link") or {}
    link_id = str(resource.get("id", ""))[:255]
    line_item = _url((claims.get(AGS) or {}).get("lineitem"))
    link = db.scalar(select(LtiResourceLink).where(LtiResourceLink.context_pk == context.id,
                                                   LtiResourceLink.resource_link_id == link_id))
    if link is None:
        target = _target(db, context, claims.get(LTI + "custom") or {})
        if target is None:
            return None
        link = LtiResourceLink(context_pk=context.id, resource_link_id=link_id, target_kind=target[0],
                               target=target[1], title=str(resource.get("title") or "")[:255], lineitem_url=line_item)
        db.add(link)
    elif line_item and link.lineitem_url != line_item:
        link.lineitem_url = line_item
    try:
        db.commit()
    except IntegrityError:  # the link's first two launches at once
        db.rollback()
        link = db.scalar(select(LtiResourceLink).where(LtiResourceLink.context_pk == context.id,
                                                       LtiResourceLink.resource_link_id == link_id))
    return link


def _target(db: Session, context: LtiContext, custom: dict[str, Any]) -> tuple[str, str] | None:
    """What the link's custom parameters (set by deep linking) name, if it exists here."""
    if not isinstance(custom, dict):
        return None
    slug, level, assignment = (str(custom.get(key, "")).strip() for key in TARGET_KINDS)
    if slug and find_problem(db, slug) is not None:
        return "problem", slug
    if level and any(row.level == level for row in active_problems(db)):
        return "level", level
    if assignment.isdigit():
        found = db.get(Assignment, int(assignment))
        if found is not None and found.class_id == context.class_id:
            return "assignment", assignment
    return None


def ensure_line_item(db: Session, link: LtiResourceLink, context: LtiContext, platform: LtiPlatform) -> None:
    """A link placed without a line item gets one made through the course's line items service
    (when the LMS grants that scope), so its scores have somewhere to go."""
    scopes = context.ags_scopes or []
    if link.lineitem_url or not context.lineitems_url or not any(s.endswith("/lineitem") for s in scopes):
        return
    from pylti1p3.assignments_grades import AssignmentsGradesService

    service = AssignmentsGradesService(ServiceConnector(registration_of(db, platform), TimedSession()),
                                       {"scope": scopes, "lineitems": context.lineitems_url})
    wanted = (LineItem().set_tag(f"robot-practice:{link.target_kind}:{link.target}").set_score_maximum(SCORE_MAXIMUM)
              .set_label(link.title or f"{link.target_kind} {link.target}").set_resource_link_id(link.resource_link_id))
    try:
        made = service.find_or_create_lineitem(wanted, find_by="resource_link_id")  # this link's own, if it has one
    except (LtiException, LtiServiceException, requests.RequestException) as error:
        log.warning("LTI link %s: no line item made: %s", link.id, error)
        return
    link.lineitem_url = _url(made.get_id())
    db.commit()


def landing(arrival: Arrival) -> str:
    """Where a launch lands: the linked problem or level, the assignment, else the class."""
    link, class_id = arrival.link, arrival.classroom.id
    teacher = arrival.role == "teacher"
    if teacher and arrival.classroom.teacher_id != arrival.user.id and (link is None or link.target_kind != "problem"):
        return "/classes"  # another instructor of the course: the class is its first instructor's (one teacher a class)
    if link is None:
        return f"/classes/{class_id}" if teacher else "/"
    if link.target_kind == "problem":
        return f"/problems/{link.target}"
    if link.target_kind == "level":
        return f"/classes/{class_id}?level={link.target}" if teacher else f"/problems#level-{link.target}"
    return f"/classes/{class_id}/assignments/{link.target}" if teacher else "/"


# --- deep linking ------------------------------------------------------------------------------------

def start_deep_link(db: Session, launch: ValidLaunch, arrival: Arrival) -> str:
    """Keep the deep-linking request for the teacher's pick; its token names it in the picker's URL."""
    settings = launch.claims.get("https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings") or {}
    if not _url(settings.get("deep_link_return_url")):
        raise LtiRefused("the deep-linking request has no deep_link_return_url.")
    token = secrets.token_urlsafe(32)
    db.execute(delete(LtiDeepLinkRequest).where(LtiDeepLinkRequest.expires_at < utcnow()))
    db.add(LtiDeepLinkRequest(token=token, platform_id=launch.platform.id, settings=settings,
                              deployment_id=str(launch.claims.get(LTI + "deployment_id"))[:255],
                              user_id=arrival.user.id, class_id=arrival.classroom.id,
                              expires_at=utcnow() + DEEP_LINK_LIFETIME))
    db.commit()
    return token


def deep_link_request(db: Session, user: User, token: str) -> LtiDeepLinkRequest:
    request = db.get(LtiDeepLinkRequest, token[:64])
    if request is None or request.user_id != user.id or as_utc(request.expires_at) < utcnow():
        raise LtiRefused("this choice of links has expired or is not yours; open it again from the LMS.", 404)
    return request


def choices(db: Session, request: LtiDeepLinkRequest) -> dict[str, Any]:
    catalog = active_problems(db)
    listed = db.scalars(select(Assignment).where(Assignment.class_id == request.class_id)
                        .order_by(Assignment.due_at)) if request.class_id else []
    return {"problems": catalog, "levels": list(dict.fromkeys(row.level for row in catalog)),
            "assignments": list(listed), "multiple": str(request.settings.get("accept_multiple", True)).lower() != "false",
            "title": request.settings.get("title") or ""}


def finish_deep_link(db: Session, user: User, token: str, picks: list[str], launch_url: str) -> tuple[str, str]:
    """The signed deep-linking response for the teacher's picks ("problem:slug", "level:3",
    "assignment:7"), and where to post it; the request is used once."""
    request = deep_link_request(db, user, token)
    resources = [_resource(db, request, pick, launch_url) for pick in dict.fromkeys(picks)]
    if not resources:
        raise LtiRefused("choose at least one problem, level or assignment.", 422)
    if len(resources) > 1 and str(request.settings.get("accept_multiple", True)).lower() == "false":
        raise LtiRefused("this LMS takes one link at a time: choose one.", 422)
    platform = db.get(LtiPlatform, request.platform_id)
    deep_link = DeepLink(registration_of(db, platform), request.deployment_id, request.settings)
    response_jwt = deep_link.get_response_jwt(resources)
    db.delete(request)
    db.commit()
    return request.settings["deep_link_return_url"], response_jwt


def _resource(db: Session, request: LtiDeepLinkRequest, pick: str, launch_url: str) -> DeepLinkResource:
    kind, _, value = pick.partition(":")
    context = LtiContext(class_id=request.class_id)
    if kind not in TARGET_KINDS or _target(db, context, {kind: value}) is None:
        raise LtiRefused(f"{pick[:80]!r} is not a problem, level or assignment of this class.", 422)
    title = _title(db, kind, value)
    line_item = LineItem().set_score_maximum(SCORE_MAXIMUM).set_label(title).set_tag(f"robot-practice:{kind}:{value}")
    return (DeepLinkResource().set_url(launch_url).set_title(title).set_custom_params({kind: value})
            .set_lineitem(line_item))


def _title(db: Session, kind: str, value: str) -> str:
    if kind == "problem":
        return find_problem(db, value).title
    if kind == "level":
        return f"Robot Practice: level {value}"
    return db.get(Assignment, int(value)).title


# --- names and roles ---------------------------------------------------------------------------------

@dataclass
class RosterSync:
    members: int = 0
    enrolled: int = 0  # newly
    removed: int = 0  # learners from this LMS it no longer lists as active learners of the course
    error: str = ""


def sync_roster(db: Session, context: LtiContext) -> RosterSync:
    """The course's learners, from the LMS's Names and Roles service, enrolled in its class (new
    ones get their account now, found again by `sub` when they launch)."""
    if not context.memberships_url:
        return _roster_failed(db, context, "The LMS gave no roster service for this course (Names and Roles).")
    platform = db.get(LtiPlatform, context.platform_id)
    service = NamesRolesProvisioningService(ServiceConnector(registration_of(db, platform), TimedSession()),
                                            {"context_memberships_url": context.memberships_url,
                                             "service_versions": ["2.0"]})
    try:
        members = service.get_members()
    except (LtiException, LtiServiceException, requests.RequestException, ValueError) as error:
        return _roster_failed(db, context, f"The LMS's roster could not be read: {describe_service_error(error)}")
    classroom = db.get(Classroom, context.class_id)
    result = RosterSync(members=len(members))
    listed = set()
    for member in members:
        if not isinstance(member, dict) or member.get("status", "Active") != "Active" \
                or course_role(member.get("roles") or []) != "student":
            continue
        name = str(member.get("name") or " ".join(filter(None, (member.get("given_name"), member.get("family_name"))))
                   or "lms-user")
        learner = _person(db, platform, str(member.get("user_id", "")), name[:200], "student")
        listed.add(learner.id)
        result.enrolled += classes.enrol(db, classroom, learner)
    result.removed = classes.unenrol(db, classroom, _dropped(db, context, listed))
    context.roster_synced_at, context.roster_error = utcnow(), ""
    db.commit()
    return result


def _dropped(db: Session, context: LtiContext, listed: set[int]) -> list[int]:
    """The class's students who came from this LMS and are not on its roster now (students who
    joined with the code, or came from another LMS, are not the roster's to remove)."""
    from_lms = select(Enrolment.user_id).join(LtiIdentity, LtiIdentity.user_id == Enrolment.user_id).where(
        Enrolment.class_id == context.class_id, LtiIdentity.platform_id == context.platform_id)
    return [user_id for user_id in db.scalars(from_lms) if user_id not in listed]


def _roster_failed(db: Session, context: LtiContext, reason: str) -> RosterSync:
    context.roster_error = reason
    db.commit()
    return RosterSync(error=reason)


def context_of_class(db: Session, class_id: int) -> LtiContext | None:
    return db.scalar(select(LtiContext).where(LtiContext.class_id == class_id))
