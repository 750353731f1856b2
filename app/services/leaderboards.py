"""Class leaderboards of controller problems: the only writer of `leaderboards` and
`class_pseudonyms`.

A board ranks the class's learners by the medians, over the named scenarios (the same for every
submission), of the metrics the problem declares (controller.metrics), as app.services.run_metrics
stored them with each result. A
learner's entry is their best accepted submission: the lowest (or highest, as the metric says)
median of the first metric, then of the next on a tie, then the earliest. Only accepted
submissions count: a robot that never moved has a fine peak speed.

A board is off until the class's teacher opens it. Its members see it (the learners under a
pseudonym drawn at random per class, their own row marked); the teacher (or an admin) sees the
real names too, and the board while it is closed. No one sees anyone's code here."""

from __future__ import annotations

import secrets
import statistics
from collections import defaultdict
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app.authz import can_manage_class
from app.models import Classroom, Enrolment, Leaderboard, ProblemRow, Pseudonym, RunMetricValue, Submission, User
from app.services.classes import ClassError
from grader.problem import Problem, RunMetric

ADJECTIVES = ("Amber", "Brisk", "Calm", "Clever", "Copper", "Daring", "Deft", "Eager", "Fleet", "Gentle", "Golden",
              "Hardy", "Jolly", "Keen", "Lucky", "Mellow", "Nimble", "Patient", "Plucky", "Quick", "Quiet",
              "Rapid", "Silver", "Steady", "Sunny", "Swift", "Tidy", "Trusty", "Velvet", "Vivid", "Witty", "Zesty")
NOUNS = ("Badger", "Beacon", "Comet", "Crane", "Falcon", "Ferret", "Gecko", "Gyro", "Heron", "Hopper", "Kestrel",
         "Lynx", "Marmot", "Motor", "Otter", "Owl", "Piston", "Puffin", "Quokka", "Rover", "Servo", "Sprocket",
         "Stoat", "Swallow", "Tern", "Tortoise", "Walrus", "Wheel", "Widget", "Wombat", "Wren", "Yak")


def metrics_of(problem: Problem | None) -> list[RunMetric]:
    """The metrics a board of this problem ranks by; none: the problem has no leaderboard."""
    spec = problem.spec.controller if problem else None
    return list(spec.metrics) if spec else []


def is_open(db: Session, classroom: Classroom, problem: ProblemRow) -> bool:
    return db.get(Leaderboard, (classroom.id, problem.id)) is not None


def open_boards(db: Session, class_ids: list[int]) -> dict[int, list[ProblemRow]]:
    """The problems whose board is open, per class (for the members' list of classes)."""
    found: dict[int, list[ProblemRow]] = defaultdict(list)
    if class_ids:
        for class_id, row in db.execute(select(Leaderboard.class_id, ProblemRow)
                                        .join(ProblemRow, ProblemRow.id == Leaderboard.problem_id)
                                        .where(Leaderboard.class_id.in_(class_ids), ProblemRow.active)
                                        .order_by(ProblemRow.position, ProblemRow.id)):
            found[class_id].append(row)
    return found


def set_open(db: Session, user: User, classroom: Classroom, problem: ProblemRow, want_open: bool) -> bool:
    """Open or close the class's board of the problem (idempotent); only its teacher or an admin."""
    if not can_manage_class(user, classroom):
        raise ClassError(403, "Only the class's teacher opens or closes its leaderboards.")
    board = db.get(Leaderboard, (classroom.id, problem.id))
    if want_open and board is None:
        db.add(Leaderboard(class_id=classroom.id, problem_id=problem.id, opened_by=user.id))
    elif not want_open and board is not None:
        db.delete(board)
    try:
        db.commit()
    except IntegrityError:  # opened in another tab at the same moment: it is open
        db.rollback()
    return is_open(db, classroom, problem)


def _medians(db: Session, classroom: Classroom, problem: ProblemRow) -> dict[int, dict[int, dict[str, Any]]]:
    """{learner: {accepted submission: {metric: median over its scenarios, "scenarios": n}}}."""
    learners = select(Enrolment.user_id).where(Enrolment.class_id == classroom.id)
    values: dict[tuple[int, int], dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    scenarios: dict[tuple[int, int], set[int]] = defaultdict(set)
    for user_id, submission_id, index, metric_id, value in db.execute(
            select(Submission.user_id, Submission.id, RunMetricValue.case_index, RunMetricValue.metric_id,
                   RunMetricValue.value)
            .join(RunMetricValue, RunMetricValue.submission_id == Submission.id)
            .where(Submission.problem_id == problem.id, Submission.status == "graded",
                   Submission.verdict == "accepted", Submission.user_id.in_(learners))):
        scenarios[user_id, submission_id].add(index)
        if value is not None:
            values[user_id, submission_id][metric_id].append(value)
    found: dict[int, dict[int, dict[str, Any]]] = defaultdict(dict)
    for (user_id, submission_id), seen in scenarios.items():
        by_metric = values[user_id, submission_id]
        found[user_id][submission_id] = {"scenarios": len(seen), **{
            metric_id: statistics.median(got) for metric_id, got in by_metric.items() if got}}
    return found


def _order(metrics: list[RunMetric]):
    """The sort key of (submission id, medians): better first, metric by metric; unmeasured last."""
    def key(item: tuple[int, dict[str, Any]]) -> tuple:
        submission_id, medians = item
        ranks = []
        for metric in metrics:
            value = medians.get(metric.id)
            ranks.append((value is None, 0.0 if value is None else (value if metric.better == "lower" else -value)))
        return (*ranks, submission_id)
    return key


def pseudonyms(db: Session, classroom: Classroom, user_ids: set[int]) -> dict[int, str]:
    """Each learner's name on the class's boards, drawn (and kept) the first time one is needed."""
    for _ in range(3):  # two pages drawing the same learner's name at once: read the one that won
        named = dict(db.execute(select(Pseudonym.user_id, Pseudonym.name)
                                .where(Pseudonym.class_id == classroom.id)).all())
        missing = sorted(user_ids - named.keys())
        if not missing:
            break
        taken = set(named.values())
        for user_id in missing:
            name = _draw(taken)
            taken.add(name)
            db.add(Pseudonym(class_id=classroom.id, user_id=user_id, name=name))
        try:
            db.commit()
        except IntegrityError:
            db.rollback()
    return {user_id: named[user_id] for user_id in user_ids if user_id in named}


def _draw(taken: set[str]) -> str:
    for _ in range(40):
        name = f"{secrets.choice(ADJECTIVES)} {secrets.choice(NOUNS)}"
        if name not in taken:
            return name
    while True:  # a class of more than a thousand: a number to tell them apart
        name = f"{secrets.choice(ADJECTIVES)} {secrets.choice(NOUNS)} {secrets.randbelow(1000)}"
        if name not in taken:
            return name


def board(db: Session, viewer: User, classroom: Classroom, problem: ProblemRow,
          metrics: list[RunMetric]) -> dict[str, Any]:
    """The class's board of the problem as this member may see it (the caller checked membership).
    A learner sees nothing of a closed board."""
    teacher_view = can_manage_class(viewer, classroom)
    opened = db.get(Leaderboard, (classroom.id, problem.id))
    made = {"open": opened is not None, "opened_at": opened.opened_at.isoformat() if opened else None,
            "teacher_view": teacher_view, "metrics": [m.model_dump() for m in metrics], "entries": [],
            "learners": 0}
    if opened is None and not teacher_view:
        return made
    order = _order(metrics)
    best = {user_id: min(by_submission.items(), key=order) for user_id, by_submission in
            _medians(db, classroom, problem).items()}
    ranked = sorted(best.items(), key=lambda item: order(item[1]))
    names = pseudonyms(db, classroom, set(best))
    usernames = (dict(db.execute(select(User.id, User.username).where(User.id.in_(list(best)))).all())
                 if teacher_view else {})
    entries, previous, rank = [], None, 0
    for place, (user_id, (submission_id, medians)) in enumerate(ranked, start=1):
        tied = order((0, medians))[:-1]
        rank = rank if tied == previous else place
        previous, yours = tied, user_id == viewer.id
        entries.append({"rank": rank, "name": names.get(user_id, "A learner"), "you": yours,
                        "scenarios": medians["scenarios"],
                        "medians": {m.id: medians.get(m.id) for m in metrics},
                        "username": usernames.get(user_id), "user_id": user_id if teacher_view else None,
                        "submission_id": submission_id if teacher_view or yours else None})
    made["entries"] = entries
    made["learners"] = db.scalar(select(func.count()).select_from(Enrolment)
                                 .where(Enrolment.class_id == classroom.id)) or 0
    return made
