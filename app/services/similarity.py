"""The similarity report of one problem in one class, for its teacher: pairs of learners whose
latest programs share more than the starter code and what most solutions share. A lead for a
conversation, never a verdict: nothing here is shown to learners or changes a score (this module
writes nothing but the approaches it fills, through app.services.submissions).

Computed on demand, bounded in time (TIME_LIMIT_S; a report cut short says so), and cached per
process for CACHE_TTL_S, keyed by the exact submissions compared, so a new submission makes a
fresh report."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Classroom, Enrolment, ProblemRow, Submission, User, utcnow
from app.services import code_similarity, submissions

DEFAULT_THRESHOLD = 0.6
TIME_LIMIT_S = 20.0
POPULATION = 400  # the problem's latest learners whose programs tell what most solutions share
LISTED = 50  # pairs in a report, the most similar first
CACHE_TTL_S = 600.0
CACHE_SIZE = 32

_cache: OrderedDict[tuple, tuple[float, dict[str, Any]]] = OrderedDict()
_lock = threading.Lock()


def _latest_programs(db: Session, problem: ProblemRow, learners=None, limit: int | None = None) -> list[tuple]:
    """(submission id, user id) of each learner's latest submission that parses, newest first."""
    latest = (select(func.max(Submission.id).label("id")).where(Submission.problem_id == problem.id,
                                                               Submission.approach != "")
              .group_by(Submission.user_id))
    if learners is not None:
        latest = latest.where(Submission.user_id.in_(learners))
    query = (select(Submission.id, Submission.user_id).where(Submission.id.in_(latest.scalar_subquery()))
             .order_by(Submission.id.desc()))
    return db.execute(query.limit(limit) if limit else query).all()


def report(db: Session, classroom: Classroom, problem: ProblemRow, entry_point: str, starter: str,
           threshold: float = DEFAULT_THRESHOLD) -> dict[str, Any]:
    if submissions.fill_approaches(db, problem.id, entry_point):
        db.commit()
    learners = select(Enrolment.user_id).where(Enrolment.class_id == classroom.id)
    compared = _latest_programs(db, problem, learners)
    population = [ident for ident, _ in _latest_programs(db, problem, limit=POPULATION)]
    key = (classroom.id, problem.id, problem.version, round(threshold, 3), tuple(compared), tuple(population))
    with _lock:
        cached = _cache.get(key)
        if cached and time.monotonic() - cached[0] < CACHE_TTL_S:
            _cache.move_to_end(key)
            return cached[1]
    made = _compute(db, compared, population, starter, threshold)
    with _lock:
        _cache[key] = (time.monotonic(), made)
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    return made


def _compute(db: Session, compared: list[tuple], population: list[int], starter: str,
             threshold: float) -> dict[str, Any]:
    started = time.monotonic()
    codes = dict(db.execute(select(Submission.id, Submission.code)
                            .where(Submission.id.in_({i for i, _ in compared} | set(population)))).all())
    owners = dict(compared)
    names = dict(db.execute(select(User.id, User.username).where(User.id.in_(set(owners.values())))).all())
    discounted = code_similarity.boilerplate(starter, [codes[i] for i in population])
    comparison = code_similarity.compare({i: codes[i] for i in owners}, discounted, threshold,
                                         TIME_LIMIT_S - (time.monotonic() - started), marked=LISTED)

    def side(s: code_similarity.Side) -> dict[str, Any]:
        return {"submission_id": s.ident, "user_id": owners[s.ident], "username": names[owners[s.ident]],
                "similarity": round(s.similarity, 3),
                "segments": [{"text": text, "shared": shared}
                             for text, shared in code_similarity.segments(codes[s.ident], s.shared)]}

    return {"threshold": threshold, "learners_compared": len(compared), "pairs_compared": comparison.compared,
            "pairs_found": len(comparison.pairs), "complete": comparison.complete,
            "boilerplate_from": len(population) if len(population) >= code_similarity.MIN_POPULATION else 0,
            "starter_discounted": bool(starter.strip()), "computed_at": utcnow().isoformat(),
            "time_s": round(time.monotonic() - started, 3),
            "pairs": [{"similarity": round(p.similarity, 3), "left": side(p.left), "right": side(p.right)}
                      for p in comparison.pairs[:LISTED]]}


def forget_cache() -> None:
    with _lock:
        _cache.clear()
