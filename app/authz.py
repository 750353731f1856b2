"""Who may see what. Object-level checks live here, one function per kind of object, so every
route and page asks the same question the same way."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Classroom, Enrolment, Submission, User

STAFF_ROLES = ("teacher", "admin")
AUTHOR_ROLES = ("author", "admin")  # who may see hidden cases, expected values and item analysis


def can_author(user: User | None) -> bool:
    return user is not None and user.role in AUTHOR_ROLES


def can_manage_class(user: User, classroom: Classroom) -> bool:
    return user.role == "admin" or (user.role == "teacher" and classroom.teacher_id == user.id)


def teaches(db: Session, teacher: User, student_id: int) -> bool:
    """True when the student is enrolled in one of this teacher's classes."""
    if teacher.role != "teacher":
        return False
    return db.scalar(select(Enrolment.user_id).join(Classroom, Classroom.id == Enrolment.class_id).where(
        Classroom.teacher_id == teacher.id, Enrolment.user_id == student_id).limit(1)) is not None


def can_view_work_of(db: Session, viewer: User, student_id: int) -> bool:
    return viewer.id == student_id or viewer.role == "admin" or teaches(db, viewer, student_id)


def can_view_submission(db: Session, viewer: User, submission: Submission) -> bool:
    return can_view_work_of(db, viewer, submission.user_id)


def in_class(db: Session, user: User, classroom: Classroom) -> bool:
    """A member of the class: its teacher (or an admin), or a learner enrolled in it."""
    return can_manage_class(user, classroom) or db.get(Enrolment, (classroom.id, user.id)) is not None
