"""Classes and enrolments: the only writer of `classes` and `enrolments`."""

from __future__ import annotations

import secrets
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.errors import ServiceError
from app.models import Classroom, Enrolment, User

# No 0/O or 1/I/L: codes are read aloud and copied from a projector.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8


class ClassError(ServiceError):
    def __init__(self, status: int, detail: str):
        super().__init__(detail, status)


def _new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def check_time_zone(name: str) -> str:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ClassError(422, f"Unknown time zone {name[:64]!r}: use a name like Europe/Berlin or America/New_York.") from None
    return name


def create_class(db: Session, teacher: User, name: str, time_zone: str = "UTC") -> Classroom:
    if teacher.role not in ("teacher", "admin"):
        raise ClassError(403, "Only teachers create classes.")
    name = name.strip()
    if not 1 <= len(name) <= 120:
        raise ClassError(422, "A class needs a name of 1 to 120 characters.")
    time_zone = check_time_zone(time_zone.strip() or "UTC")
    for _ in range(5):  # a clash among 31^8 codes is rare; try again if it happens
        classroom = Classroom(name=name, teacher_id=teacher.id, join_code=_new_code(), time_zone=time_zone)
        db.add(classroom)
        try:
            db.commit()
            return classroom
        except IntegrityError:
            db.rollback()
    raise ClassError(409, "Could not make a unique join code; try again.")


def normalise_code(code: str) -> str:
    return "".join(code.split()).upper().replace("-", "")


def join(db: Session, student: User, code: str) -> Classroom:
    classroom = db.scalar(select(Classroom).where(Classroom.join_code == normalise_code(code)))
    if classroom is None:
        raise ClassError(404, "No class has that join code; check it with your teacher.")
    enrol(db, classroom, student)
    return classroom


def enrol(db: Session, classroom: Classroom, student: User) -> bool:
    """Enrol without a join code (an LMS's roster or launch); True when newly enrolled."""
    if db.get(Enrolment, (classroom.id, student.id)) is not None:
        return False
    db.add(Enrolment(class_id=classroom.id, user_id=student.id))
    try:
        db.commit()
    except IntegrityError:  # enrolled twice at once: once is enough
        db.rollback()
        return False
    return True


def unenrol(db: Session, classroom: Classroom, student_ids: list[int]) -> int:
    """Take students out of a class (an LMS's roster no longer lists them); their work stays theirs."""
    if not student_ids:
        return 0
    gone = db.execute(delete(Enrolment).where(Enrolment.class_id == classroom.id,
                                              Enrolment.user_id.in_(student_ids))).rowcount
    db.commit()
    return gone


def classes_taught(db: Session, teacher: User) -> list[Classroom]:
    query = select(Classroom).order_by(Classroom.id)
    if teacher.role != "admin":
        query = query.where(Classroom.teacher_id == teacher.id)
    return list(db.scalars(query))


def classes_joined(db: Session, student: User) -> list[Classroom]:
    return list(db.scalars(select(Classroom).join(Enrolment, Enrolment.class_id == Classroom.id)
                           .where(Enrolment.user_id == student.id).order_by(Classroom.id)))


def students_of(db: Session, classroom: Classroom) -> list[User]:
    return list(db.scalars(select(User).join(Enrolment, Enrolment.user_id == User.id)
                           .where(Enrolment.class_id == classroom.id).order_by(User.username)))
