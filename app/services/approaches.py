"""Approaches to a problem across a class, and teachers' comments on them: the only writer of
`approach_comments`.

An approach is the key of a submission's normal form (grader/approach.py), stored on the
submission with its result (the grading worker finds it), or when a page first needs it. A teacher's comment on (problem, approach) reaches every learner
enrolled in one of that teacher's classes whose submission has that approach: it is matched when
the result page is read, so it reaches learners who submit or join later too, and a learner who
leaves the class no longer sees it."""

from __future__ import annotations

from typing import Any

from sqlalchemy import case, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.models import ApproachComment, Classroom, Enrolment, ProblemRow, Submission, User, utcnow
from app.services import submissions
from app.services.classes import ClassError
from grader.approach import normal_source

LISTED = 60  # approaches listed on the page, the most common first
MAX_COMMENT_CHARS = 2000


def _class_work(classroom: Classroom, problem: ProblemRow):
    """The conditions for the class's learners' submissions to the problem."""
    learners = select(Enrolment.user_id).where(Enrolment.class_id == classroom.id)
    return (Submission.problem_id == problem.id, Submission.user_id.in_(learners))


def problem_approaches(db: Session, classroom: Classroom, problem: ProblemRow, entry_point: str) -> dict[str, Any]:
    """The class's approaches to the problem, the most learners first: how many submissions and
    learners took each, their verdicts, an example (the latest accepted, else the latest) and the
    class teacher's comment on it."""
    if submissions.fill_approaches(db, problem.id, entry_point):
        db.commit()
    work = _class_work(classroom, problem)
    accepted = Submission.verdict == "accepted"
    rows = db.execute(
        select(Submission.approach, func.count(), func.count(func.distinct(Submission.user_id)),
               func.count(case((accepted, 1))), func.count(case((Submission.status == "graded", 1))),
               func.max(case((accepted, Submission.id))), func.max(Submission.id))
        .where(*work, Submission.approach != "").group_by(Submission.approach)
        .order_by(func.count(func.distinct(Submission.user_id)).desc(), func.count().desc(), Submission.approach)
    ).all()
    unparsed = db.scalar(select(func.count()).select_from(Submission).where(*work, Submission.approach == ""))
    listed = rows[:LISTED]
    examples = _codes(db, [best or latest for *_, best, latest in listed])
    comments = _comments_by(db, classroom.teacher_id, problem.id, [row[0] for row in listed])
    return {
        "approaches": [{
            "key": key, "submissions": count, "learners": learners, "accepted": passed,
            "failed": graded - passed, "example_submission": best or latest,
            "example_code": examples[best or latest], "normal_form": normal_source(examples[best or latest], entry_point),
            "comment": comments.get(key)} for key, count, learners, passed, graded, best, latest in listed],
        "total_approaches": len(rows), "submissions": sum(row[1] for row in rows), "unparsed": unparsed or 0}


def _codes(db: Session, ids: list[int]) -> dict[int, str]:
    return dict(db.execute(select(Submission.id, Submission.code).where(Submission.id.in_(ids))).all()) if ids else {}


def _comments_by(db: Session, teacher_id: int, problem_id: int, keys: list[str]) -> dict[str, dict[str, Any]]:
    found = db.scalars(select(ApproachComment).where(
        ApproachComment.teacher_id == teacher_id, ApproachComment.problem_id == problem_id,
        ApproachComment.approach.in_(keys))) if keys else []
    return {c.approach: {"body": c.body, "updated_at": c.updated_at.isoformat()} for c in found}


def _check_commenter(db: Session, teacher: User, classroom: Classroom, problem: ProblemRow, key: str) -> None:
    if classroom.teacher_id != teacher.id:  # an admin may read the class, but the comment would reach no one
        raise ClassError(403, "Only the class's own teacher comments on its approaches.")
    seen = db.scalar(select(Submission.id).where(*_class_work(classroom, problem), Submission.approach == key).limit(1))
    if seen is None:
        raise ClassError(404, "No submission of this class to this problem has that approach.")


def save_comment(db: Session, teacher: User, classroom: Classroom, problem: ProblemRow, key: str,
                 body: str) -> ApproachComment:
    """The teacher's comment on the approach, made or replaced (one per teacher and approach)."""
    body = body.strip()
    if not 1 <= len(body) <= MAX_COMMENT_CHARS:
        raise ClassError(422, f"A comment needs 1 to {MAX_COMMENT_CHARS} characters.")
    _check_commenter(db, teacher, classroom, problem, key)
    for _ in range(2):  # a second tab saving the first comment at the same moment: update it instead
        comment = db.scalar(select(ApproachComment).where(
            ApproachComment.teacher_id == teacher.id, ApproachComment.problem_id == problem.id,
            ApproachComment.approach == key))
        if comment is None:
            comment = ApproachComment(teacher_id=teacher.id, problem_id=problem.id, approach=key, body=body)
            db.add(comment)
        comment.body, comment.updated_at = body, utcnow()
        try:
            db.commit()
            return comment
        except IntegrityError:
            db.rollback()
    raise ClassError(409, "The comment changed meanwhile; try again.")


def delete_comment(db: Session, teacher: User, classroom: Classroom, problem: ProblemRow, key: str) -> None:
    _check_commenter(db, teacher, classroom, problem, key)
    comment = db.scalar(select(ApproachComment).where(
        ApproachComment.teacher_id == teacher.id, ApproachComment.problem_id == problem.id,
        ApproachComment.approach == key))
    if comment is None:
        raise ClassError(404, "You have not commented on this approach.")
    db.delete(comment)
    db.commit()


def comments_for(db: Session, submission: Submission, entry_point: str | None) -> list[dict[str, Any]]:
    """The comments meant for the submission's learner: on its approach, by a teacher of a class
    the learner is in. Whoever may see the submission sees these (the learner, their teachers)."""
    if submission.approach is None and entry_point:
        submissions.fill_approaches(db, submission.problem_id, entry_point, ids=[submission.id])
        db.commit()
        db.refresh(submission)
    if not submission.approach:
        return []
    teachers = (select(Classroom.teacher_id).join(Enrolment, Enrolment.class_id == Classroom.id)
                .where(Enrolment.user_id == submission.user_id))
    rows = db.execute(select(ApproachComment.body, ApproachComment.updated_at, User.username)
                      .join(User, User.id == ApproachComment.teacher_id)
                      .where(ApproachComment.problem_id == submission.problem_id,
                             ApproachComment.approach == submission.approach,
                             ApproachComment.teacher_id.in_(teachers))
                      .order_by(ApproachComment.updated_at, ApproachComment.id)).all()
    return [{"teacher": username, "body": body, "updated_at": updated_at.isoformat()}
            for body, updated_at, username in rows]
