"""The tables. Each is written by one service module only (named on the class)."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, Float, ForeignKey, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Base(DeclarativeBase):
    type_annotation_map = {datetime: DateTime(timezone=True), dict[str, Any]: JSON}


class User(Base):
    """Written by app.services.accounts."""

    __tablename__ = "users"
    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(40), unique=True)
    password_hash: Mapped[str] = mapped_column(String(200))
    role: Mapped[str] = mapped_column(String(16), default="student")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class LoginSession(Base):
    """Written by app.services.accounts. Only a hash of the cookie's token is stored."""

    __tablename__ = "login_sessions"
    id: Mapped[int] = mapped_column(primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    expires_at: Mapped[datetime]


class ProblemRow(Base):
    """Written by app.services.problem_sync, from the problem files."""

    __tablename__ = "problems"
    id: Mapped[int] = mapped_column(primary_key=True)
    uuid: Mapped[str] = mapped_column(String(36), unique=True)
    slug: Mapped[str] = mapped_column(String(120), unique=True)
    title: Mapped[str] = mapped_column(String(200))
    level: Mapped[str] = mapped_column(String(16))
    topic: Mapped[str] = mapped_column(String(200))
    required: Mapped[bool] = mapped_column(Boolean, default=False)
    kind: Mapped[str] = mapped_column(String(16))
    version: Mapped[str] = mapped_column(String(32))
    position: Mapped[int] = mapped_column(Integer, default=0)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    synced_at: Mapped[datetime] = mapped_column(default=utcnow)


class Submission(Base):
    """Written by app.services.submissions only: accepted, claimed, then recorded once."""

    __tablename__ = "submissions"
    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    problem_id: Mapped[int] = mapped_column(ForeignKey("problems.id"))
    problem_version: Mapped[str] = mapped_column(String(32))
    code: Mapped[str] = mapped_column(Text)
    seed: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16), default="queued")
    verdict: Mapped[str | None] = mapped_column(String(16))
    score: Mapped[float | None] = mapped_column(Float)
    message: Mapped[str] = mapped_column(Text, default="")
    hint: Mapped[str | None] = mapped_column(Text)
    mistake_id: Mapped[str | None] = mapped_column(String(80))
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON)  # cases and plots, as GradingResult JSON
    grading_attempts: Mapped[int] = mapped_column(Integer, default=0)
    lease_expires_at: Mapped[datetime | None]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    started_at: Mapped[datetime | None]
    graded_at: Mapped[datetime | None]
    grading_time_s: Mapped[float | None] = mapped_column(Float)
    sandbox_time_s: Mapped[float | None] = mapped_column(Float)
    # While running: how many of the grading's cases (a controller's scenarios) are done.
    progress_done: Mapped[int | None] = mapped_column(Integer)
    progress_total: Mapped[int | None] = mapped_column(Integer)
    # The code's approach (grader/approach.py): its normal form's key; "" when the code does not
    # parse (no approach); None when not computed yet (filled on first need).
    approach: Mapped[str | None] = mapped_column(String(16))

    __table_args__ = (
        Index("ix_submissions_user_problem", "user_id", "problem_id", "id"),
        Index("ix_submissions_status", "status"),
        Index("ix_submissions_problem_approach", "problem_id", "approach"),
    )


class Draft(Base):
    """The code a learner last had in a problem's editor, saved as they type. Written by
    app.services.drafts only."""

    __tablename__ = "drafts"
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    problem_id: Mapped[int] = mapped_column(ForeignKey("problems.id"), primary_key=True)
    code: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class Progress(Base):
    """Written by app.services.submissions (record_result), nowhere else."""

    __tablename__ = "progress"
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    problem_id: Mapped[int] = mapped_column(ForeignKey("problems.id"), primary_key=True)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    solved: Mapped[bool] = mapped_column(Boolean, default=False)
    best_score: Mapped[float] = mapped_column(Float, default=0.0)
    first_solved_at: Mapped[datetime | None]
    last_submission_at: Mapped[datetime | None]
    first_submitted_at: Mapped[datetime | None]  # when the first graded attempt was made
    failed_in_a_row: Mapped[int] = mapped_column(Integer, default=0, server_default="0")  # since the last accepted


class ScoreStep(Base):
    """Written by app.services.submissions (record_result): a graded submission whose score beat
    every earlier-made submission of the learner to the problem. The best score as of any moment
    (an assignment's due date) is the largest step made by then, read without the submissions."""

    __tablename__ = "score_steps"
    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    problem_id: Mapped[int] = mapped_column(ForeignKey("problems.id"))
    submitted_at: Mapped[datetime]
    score: Mapped[float] = mapped_column(Float)

    __table_args__ = (Index("ix_score_steps_user_problem", "user_id", "problem_id", "submitted_at"),)


class MistakeTally(Base):
    """Written by app.services.submissions (record_result): how often each diagnosed mistake was
    made, per learner and problem, so a class's mistakes are summed without the submissions."""

    __tablename__ = "mistake_tallies"
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    problem_id: Mapped[int] = mapped_column(ForeignKey("problems.id"), primary_key=True)
    mistake_id: Mapped[str] = mapped_column(String(80), primary_key=True)
    count: Mapped[int] = mapped_column(Integer, default=0)
    hint: Mapped[str | None] = mapped_column(Text)
    last_submission_id: Mapped[int | None] = mapped_column(Integer)  # an example to read


class GradingCount(Base):
    """Written by app.services.grading_counts, in the transaction of app.services.submissions that
    makes a submission final: how many results of each status and verdict were recorded, by the
    latency bucket they fell in, so /metrics reads a few rows instead of every submission (and
    every API process, on whichever machine, reads the same totals)."""

    __tablename__ = "grading_counts"
    status: Mapped[str] = mapped_column(String(16), primary_key=True)
    verdict: Mapped[str] = mapped_column(String(16), primary_key=True)  # "" for none (ungradable, system error)
    # The smallest histogram bound (seconds, as /metrics prints it: "0.025" ... "30.0", "+Inf") the
    # time from acceptance to the result fits under; "" when that time is not known.
    latency_le: Mapped[str] = mapped_column(String(16), primary_key=True)
    results: Mapped[int] = mapped_column(Integer, default=0)
    latency_sum_s: Mapped[float] = mapped_column(Float, default=0.0)
    retries: Mapped[int] = mapped_column(Integer, default=0)  # gradings beyond the first, of these results


class Regrade(Base):
    """Written by app.services.regrades: the submissions of a problem graded again against its
    current version, or a preview of that (a dry run, on a sample or all, that changes nothing)."""

    __tablename__ = "regrades"
    id: Mapped[int] = mapped_column(primary_key=True)
    problem_id: Mapped[int] = mapped_column(ForeignKey("problems.id"), index=True)
    version: Mapped[str] = mapped_column(String(32))  # the version graded against
    dry_run: Mapped[bool] = mapped_column(Boolean)
    sample: Mapped[int | None] = mapped_column(Integer)  # a preview of this many, at random; None: all
    total: Mapped[int] = mapped_column(Integer, default=0)
    requested_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))  # None: the CLI
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class RegradeResult(Base):
    """Written by app.services.regrades: one submission's grading within a regrade, claimed and
    recorded once (the key is the claim), with the result it had before and the one it got. A
    real regrade copies the submission's earlier result here before replacing it, so every
    result a submission ever had is kept: its earlier ones here, in order, the current one on it."""

    __tablename__ = "regrade_results"
    regrade_id: Mapped[int] = mapped_column(ForeignKey("regrades.id", ondelete="CASCADE"), primary_key=True)
    submission_id: Mapped[int] = mapped_column(ForeignKey("submissions.id", ondelete="CASCADE"), primary_key=True,
                                               index=True)
    status: Mapped[str] = mapped_column(String(16), default="queued")  # queued running done failed cancelled
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    lease_expires_at: Mapped[datetime | None]
    started_at: Mapped[datetime | None]
    finished_at: Mapped[datetime | None]
    old_version: Mapped[str] = mapped_column(String(32))
    old_status: Mapped[str] = mapped_column(String(16))
    old_verdict: Mapped[str | None] = mapped_column(String(16))
    old_score: Mapped[float | None] = mapped_column(Float)
    old_mistake_id: Mapped[str | None] = mapped_column(String(80))
    # The earlier result whole (message, hint, cases, graded_at), kept by a real regrade only.
    old_result: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    new_status: Mapped[str | None] = mapped_column(String(16))
    new_verdict: Mapped[str | None] = mapped_column(String(16))
    new_score: Mapped[float | None] = mapped_column(Float)
    new_mistake_id: Mapped[str | None] = mapped_column(String(80))
    changed: Mapped[bool | None] = mapped_column(Boolean)  # status, verdict or score differ

    __table_args__ = (Index("ix_regrade_results_regrade_status", "regrade_id", "status"),)


class ApproachComment(Base):
    """Written by app.services.approaches: a teacher's comment on one approach to a problem. It
    reaches every learner of that teacher's classes whose submission has the approach, now and
    later; one comment per teacher and approach."""

    __tablename__ = "approach_comments"
    id: Mapped[int] = mapped_column(primary_key=True)
    problem_id: Mapped[int] = mapped_column(ForeignKey("problems.id"))
    approach: Mapped[str] = mapped_column(String(16))
    teacher_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    body: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (UniqueConstraint("problem_id", "approach", "teacher_id", name="uq_approach_comments_teacher"),)


class RunMetricValue(Base):
    """Written by app.services.run_metrics, in record_result's transaction: one of a controller
    problem's declared metrics (controller.metrics) on one scenario of a graded submission, as its
    result recorded it, so the leaderboards never read results."""

    __tablename__ = "run_metrics"
    submission_id: Mapped[int] = mapped_column(ForeignKey("submissions.id", ondelete="CASCADE"), primary_key=True)
    case_index: Mapped[int] = mapped_column(Integer, primary_key=True)  # the scenario's place in the result
    metric_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[float | None] = mapped_column(Float)  # None: the problem could not measure it


class Leaderboard(Base):
    """Written by app.services.leaderboards: a class's leaderboard of one problem, open to the
    class's members while this row exists (its teacher opens and closes it)."""

    __tablename__ = "leaderboards"
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"), primary_key=True)
    problem_id: Mapped[int] = mapped_column(ForeignKey("problems.id", ondelete="CASCADE"), primary_key=True)
    opened_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    opened_at: Mapped[datetime] = mapped_column(default=utcnow)


class Pseudonym(Base):
    """Written by app.services.leaderboards: the name a learner goes by on their class's
    leaderboards, drawn at random (nothing of the username in it), the same on every board of the class."""

    __tablename__ = "class_pseudonyms"
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    name: Mapped[str] = mapped_column(String(40))

    __table_args__ = (UniqueConstraint("class_id", "name", name="uq_class_pseudonyms_name"),)


class Classroom(Base):
    """Written by app.services.classes."""

    __tablename__ = "classes"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    teacher_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    join_code: Mapped[str] = mapped_column(String(16), unique=True)
    # An IANA zone name: assignments' dates are set and shown in it.
    time_zone: Mapped[str] = mapped_column(String(64), default="UTC", server_default="UTC")
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Enrolment(Base):
    """Written by app.services.classes."""

    __tablename__ = "enrolments"
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True, index=True)
    joined_at: Mapped[datetime] = mapped_column(default=utcnow)


class Assignment(Base):
    """Written by app.services.assignments: what a class should solve, from when, by when. The
    problems are listed in `assignment_problems`, except for a level's learning path (source
    "path"), which is each student's own path of `level`."""

    __tablename__ = "assignments"
    id: Mapped[int] = mapped_column(primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"), index=True)
    title: Mapped[str] = mapped_column(String(120))
    source: Mapped[str] = mapped_column(String(16))  # problems | level | path
    level: Mapped[str | None] = mapped_column(String(16))
    opens_at: Mapped[datetime]
    due_at: Mapped[datetime]
    late_rule: Mapped[str] = mapped_column(String(16), default="mark")  # accept | mark | reduce
    late_factor: Mapped[float] = mapped_column(Float, default=1.0)  # the share a late score counts for
    created_by: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class AssignmentProblem(Base):
    """Written by app.services.assignments."""

    __tablename__ = "assignment_problems"
    assignment_id: Mapped[int] = mapped_column(ForeignKey("assignments.id", ondelete="CASCADE"), primary_key=True)
    problem_id: Mapped[int] = mapped_column(ForeignKey("problems.id"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, default=0)


class AssignmentExtension(Base):
    """Written by app.services.assignments: one student's own due date."""

    __tablename__ = "assignment_extensions"
    assignment_id: Mapped[int] = mapped_column(ForeignKey("assignments.id", ondelete="CASCADE"), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    due_at: Mapped[datetime]
    granted_by: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    granted_at: Mapped[datetime] = mapped_column(default=utcnow)


class AssignmentChange(Base):
    """Written by app.services.assignments: the record of every change, never rewritten."""

    __tablename__ = "assignment_changes"
    id: Mapped[int] = mapped_column(primary_key=True)
    assignment_id: Mapped[int] = mapped_column(ForeignKey("assignments.id", ondelete="CASCADE"), index=True)
    changed_by: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    changed_at: Mapped[datetime] = mapped_column(default=utcnow)
    what: Mapped[str] = mapped_column(String(16))  # created | edited | extended
    changes: Mapped[dict[str, Any]] = mapped_column(JSON)  # field: [before, after]


class PathPick(Base):
    """Written by app.services.paths: the problem picked for a learner in each topic of a level,
    picked once at random and kept."""

    __tablename__ = "path_picks"
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    level: Mapped[str] = mapped_column(String(16), primary_key=True)
    topic: Mapped[str] = mapped_column(String(200), primary_key=True)
    problem_id: Mapped[int] = mapped_column(ForeignKey("problems.id"))
    picked_at: Mapped[datetime] = mapped_column(default=utcnow)


class RigRun(Base):
    """Written by app.services.rig_runs only: requested, claimed by a rig's worker, recorded once.
    A replay of a stored submission on a Pico test rig (grader/rig)."""

    __tablename__ = "rig_runs"
    id: Mapped[int] = mapped_column(primary_key=True)
    submission_id: Mapped[int] = mapped_column(ForeignKey("submissions.id", ondelete="CASCADE"), index=True)
    requested_by: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16), default="queued", index=True)  # queued running done failed
    rig: Mapped[str | None] = mapped_column(String(80))
    job: Mapped[dict[str, Any]] = mapped_column(JSON)  # what the board runs, and what judging needs
    verdict: Mapped[str | None] = mapped_column(String(16))
    message: Mapped[str] = mapped_column(Text, default="")
    transcript: Mapped[str] = mapped_column(Text, default="")
    telemetry: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    outputs: Mapped[list[Any] | None] = mapped_column(JSON)
    simulated: Mapped[dict[str, Any] | None] = mapped_column(JSON)  # the simulator's run to compare with
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    started_at: Mapped[datetime | None]
    finished_at: Mapped[datetime | None]


class RigHeartbeat(Base):
    """Written by app.services.rig_registry only: each connected rig as its worker last reported
    it, so that every API process (and /metrics) knows the rigs whichever process drives them."""

    __tablename__ = "rigs"
    name: Mapped[str] = mapped_column(String(80), primary_key=True)
    owner: Mapped[str] = mapped_column(String(200))      # the process driving it: host:pid
    in_service: Mapped[bool] = mapped_column(Boolean)
    reason: Mapped[str] = mapped_column(Text, default="")  # why it is out of service
    busy_run_id: Mapped[int | None] = mapped_column(Integer)
    seen_at: Mapped[datetime] = mapped_column(default=utcnow)


# --- LTI 1.3: the platform as a tool of the courses' LMSes (app/services/lti_*.py) ---------------------

class LtiPlatform(Base):
    """Written by app.services.lti_platforms: an LMS registered by an admin (its issuer and our
    client id there, the deployments it may launch from, its endpoints and key set)."""

    __tablename__ = "lti_platforms"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    issuer: Mapped[str] = mapped_column(String(255))
    client_id: Mapped[str] = mapped_column(String(255))
    deployment_ids: Mapped[list[Any]] = mapped_column(JSON)
    auth_login_url: Mapped[str] = mapped_column(String(500))
    auth_token_url: Mapped[str] = mapped_column(String(500))
    auth_audience: Mapped[str | None] = mapped_column(String(500))  # when the token endpoint wants another aud
    key_set_url: Mapped[str] = mapped_column(String(500))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (UniqueConstraint("issuer", "client_id", name="uq_lti_platforms_issuer_client"),)


class LtiToolKey(Base):
    """Written by app.services.lti_platforms: the tool's own RSA keys (its JWKS); the newest
    unretired one signs, retired ones stay published for a while so a platform's cache still works."""

    __tablename__ = "lti_tool_keys"
    kid: Mapped[str] = mapped_column(String(64), primary_key=True)
    private_pem: Mapped[str] = mapped_column(Text)
    public_jwk: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    retired_at: Mapped[datetime | None]


class LtiLogin(Base):
    """Written by app.services.lti_launch: an OIDC login under way, its state and nonce, consumed
    (deleted) by the one launch that may use them."""

    __tablename__ = "lti_logins"
    state: Mapped[str] = mapped_column(String(80), primary_key=True)
    nonce: Mapped[str] = mapped_column(String(80))
    platform_id: Mapped[int] = mapped_column(ForeignKey("lti_platforms.id", ondelete="CASCADE"))
    expires_at: Mapped[datetime]


class LtiIdentity(Base):
    """Written by app.services.lti_links: which of our users a platform's `sub` is (never matched
    by name or email, which a second platform could claim)."""

    __tablename__ = "lti_users"
    platform_id: Mapped[int] = mapped_column(ForeignKey("lti_platforms.id", ondelete="CASCADE"), primary_key=True)
    sub: Mapped[str] = mapped_column(String(255), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), unique=True)
    name: Mapped[str] = mapped_column(String(200), default="")


class LtiContext(Base):
    """Written by app.services.lti_links: an LMS course and the class it is linked to, with the
    course's service endpoints from its last launch."""

    __tablename__ = "lti_contexts"
    id: Mapped[int] = mapped_column(primary_key=True)
    platform_id: Mapped[int] = mapped_column(ForeignKey("lti_platforms.id", ondelete="CASCADE"))
    context_id: Mapped[str] = mapped_column(String(255))
    deployment_id: Mapped[str] = mapped_column(String(255))
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"), unique=True)
    title: Mapped[str] = mapped_column(String(255), default="")
    memberships_url: Mapped[str | None] = mapped_column(String(500))
    lineitems_url: Mapped[str | None] = mapped_column(String(500))
    ags_scopes: Mapped[list[Any] | None] = mapped_column(JSON)
    roster_synced_at: Mapped[datetime | None]
    roster_error: Mapped[str] = mapped_column(Text, default="")

    __table_args__ = (UniqueConstraint("platform_id", "context_id", name="uq_lti_contexts_platform_context"),)


class LtiResourceLink(Base):
    """Written by app.services.lti_links: a link placed in a course (by deep linking) and what it
    opens: a problem (its slug), a level, or an assignment (its id); with the line item its scores go to."""

    __tablename__ = "lti_resource_links"
    id: Mapped[int] = mapped_column(primary_key=True)
    context_pk: Mapped[int] = mapped_column(ForeignKey("lti_contexts.id", ondelete="CASCADE"))
    resource_link_id: Mapped[str] = mapped_column(String(255))
    title: Mapped[str] = mapped_column(String(255), default="")
    target_kind: Mapped[str] = mapped_column(String(16))  # problem | level | assignment
    target: Mapped[str] = mapped_column(String(120))
    lineitem_url: Mapped[str | None] = mapped_column(String(500))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (UniqueConstraint("context_pk", "resource_link_id", name="uq_lti_links_context_link"),)


class LtiDeepLinkRequest(Base):
    """Written by app.services.lti_links: a deep-linking launch waiting for the teacher's pick."""

    __tablename__ = "lti_deep_links"
    token: Mapped[str] = mapped_column(String(64), primary_key=True)
    platform_id: Mapped[int] = mapped_column(ForeignKey("lti_platforms.id", ondelete="CASCADE"))
    deployment_id: Mapped[str] = mapped_column(String(255))
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    class_id: Mapped[int | None] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"))
    expires_at: Mapped[datetime]


class LtiGradeSend(Base):
    """Written by app.services.lti_grades: a score to send to a line item, put in this outbox in
    the transaction that records the result (or the regrade's result) it comes from, then sent by
    a background sender with retries. One row per (link, submission, regrade): a result is sent once."""

    __tablename__ = "lti_grade_outbox"
    id: Mapped[int] = mapped_column(primary_key=True)
    link_id: Mapped[int] = mapped_column(ForeignKey("lti_resource_links.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    submission_id: Mapped[int] = mapped_column(ForeignKey("submissions.id", ondelete="CASCADE"))
    regrade_id: Mapped[int] = mapped_column(Integer, default=0)  # 0: the submission's first grading
    score_given: Mapped[float] = mapped_column(Float)
    score_maximum: Mapped[float] = mapped_column(Float)
    late: Mapped[bool] = mapped_column(Boolean, default=False)
    status: Mapped[str] = mapped_column(String(16), default="pending")  # pending sending sent failed superseded
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(default=utcnow)
    lease_expires_at: Mapped[datetime | None]
    last_error: Mapped[str] = mapped_column(Text, default="")
    scored_at: Mapped[datetime] = mapped_column(default=utcnow)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    sent_at: Mapped[datetime | None]

    __table_args__ = (
        UniqueConstraint("link_id", "submission_id", "regrade_id", name="uq_lti_outbox_result"),
        Index("ix_lti_outbox_status_due", "status", "next_attempt_at"),
        Index("ix_lti_outbox_link_user", "link_id", "user_id"),
    )
