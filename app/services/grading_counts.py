"""The grading totals /metrics serves, kept as results are recorded (app.models.GradingCount): one
row per status, verdict and latency bucket, so a scrape reads a few dozen rows whatever the number
of submissions, and every API process, on whichever machine, reads the same totals.

Called by app.services.submissions only, in the transaction that makes a submission final: a
result is counted when, and only when, it is stored, so a grading repeated or taken over (whose
conditional UPDATE writes nothing) counts nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import get_args

from sqlalchemy import Integer, case, cast, delete, extract, func, insert, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from app.models import GradingCount, Submission
from app.timeutil import as_utc
from grader.contract import Outcome
from grader.metrics import SECONDS_BUCKETS

FINAL = get_args(Outcome)  # a submission is final when its status is one of the outcomes
_KEY = ("status", "verdict", "latency_le")
_INSERTS = {"postgresql": postgresql.insert, "sqlite": sqlite.insert}


@dataclass(frozen=True)
class FinalResult:
    """A submission just made final, as its counters need it."""

    status: str
    verdict: str | None
    created_at: datetime
    graded_at: datetime | None
    attempts: int


@dataclass
class Totals:
    results: dict[tuple[str, str], int] = field(default_factory=dict)  # (status, verdict or "") -> count
    retries: int = 0
    latency_buckets: list[tuple[str, int]] = field(default_factory=list)  # cumulative, as Prometheus has them
    latency_count: int = 0
    latency_sum_s: float = 0.0


def latency_le(elapsed_s: float) -> str:
    """The smallest histogram bound the latency fits under, written as /metrics writes it."""
    return next((str(bound) for bound in SECONDS_BUCKETS if elapsed_s <= bound), "+Inf")


def count(db: Session, finals: Iterable[FinalResult]) -> None:
    """Add these results to the totals; the caller commits (with the results themselves)."""
    rows: dict[tuple[str, str, str], dict] = {}
    for final in finals:
        one = _row(final)
        row = rows.setdefault(_key(one), dict(one, results=0, latency_sum_s=0.0, retries=0))
        row["results"] += 1
        row["latency_sum_s"] += one["latency_sum_s"]
        row["retries"] += one["retries"]
    if rows:
        _add(db, [rows[key] for key in sorted(rows)])  # in key order: concurrent sweeps lock rows alike


def move(db: Session, before: FinalResult, after: FinalResult) -> None:
    """A submission whose result a regrade replaced counts once still, as what it is now: taken off
    its old status and verdict, added to the new (a regrade is no new result; its own counts are
    the regrade's, app.services.regrades). The caller commits."""
    taken, added = _row(before), _row(after)
    if _key(taken) == _key(added):
        return
    taken.update(results=-1, latency_sum_s=-taken["latency_sum_s"], retries=-taken["retries"])
    _add(db, sorted([taken, added], key=_key))  # in key order, as count() locks them


def _key(row: dict) -> tuple[str, ...]:
    return tuple(row[name] for name in _KEY)


def _row(final: FinalResult) -> dict:
    elapsed_s = None
    if final.graded_at is not None:
        elapsed_s = (as_utc(final.graded_at) - as_utc(final.created_at)).total_seconds()
    key = (final.status, final.verdict or "", "" if elapsed_s is None else latency_le(elapsed_s))
    return dict(zip(_KEY, key), results=1, latency_sum_s=elapsed_s or 0.0, retries=max(0, final.attempts - 1))


def _add(db: Session, rows: list[dict]) -> None:
    upsert = _INSERTS[db.get_bind().dialect.name](GradingCount).values(rows)
    db.execute(upsert.on_conflict_do_update(index_elements=list(_KEY), set_={
        "results": GradingCount.results + upsert.excluded.results,
        "latency_sum_s": GradingCount.latency_sum_s + upsert.excluded.latency_sum_s,
        "retries": GradingCount.retries + upsert.excluded.retries,
    }))


def read(db: Session) -> Totals:
    totals = Totals()
    timed: list[tuple[float, int]] = []
    for row in db.scalars(select(GradingCount)):
        key = (row.status, row.verdict)
        totals.results[key] = totals.results.get(key, 0) + row.results
        totals.retries += row.retries
        if row.latency_le:
            timed.append((float(row.latency_le), row.results))
            totals.latency_sum_s += row.latency_sum_s
    totals.latency_count = sum(results for _, results in timed)
    # A bound stored under buckets since changed falls in the first current bucket that holds it.
    totals.latency_buckets = [(str(bound), sum(results for le, results in timed if le <= bound))
                              for bound in SECONDS_BUCKETS] + [("+Inf", totals.latency_count)]
    return totals


def rebuild(db: Session) -> None:
    """The totals derived from the stored submissions alone, by the rules count() follows one result
    at a time (after a bulk import; revision 0009 back-fills them the same way). The caller commits."""
    elapsed_s = _elapsed_s(db.get_bind().dialect.name)
    latency = case((Submission.graded_at.is_(None), ""), *[(elapsed_s <= bound, str(bound)) for bound in SECONDS_BUCKETS],
                   else_="+Inf")
    final = select(Submission.status, func.coalesce(Submission.verdict, "").label("verdict"),
                   latency.label("latency_le"), elapsed_s.label("elapsed_s"),
                   case((Submission.grading_attempts > 1, Submission.grading_attempts - 1), else_=0).label("retries"),
                   ).where(Submission.status.in_(FINAL)).subquery()
    key = (final.c.status, final.c.verdict, final.c.latency_le)
    db.execute(delete(GradingCount))
    db.execute(insert(GradingCount).from_select(
        [*_KEY, "results", "latency_sum_s", "retries"],
        select(*key, func.count(), func.coalesce(func.sum(final.c.elapsed_s), 0.0), func.sum(final.c.retries))
        .group_by(*key)))


def _elapsed_s(dialect: str):
    """Seconds from acceptance to result, in SQL."""
    if dialect == "sqlite":
        # Whole seconds and microseconds from the stored text ("YYYY-MM-DD HH:MM:SS.ffffff"), as one
        # integer of microseconds over 1e6: exactly Python's timedelta.total_seconds(), so a latency
        # on a bucket's bound falls in the bucket count() put it in (julianday keeps milliseconds).
        def micros(moment):
            return (cast(func.strftime("%s", moment), Integer) * 1_000_000
                    + cast(func.substr(moment, 21, 6), Integer))
        return (micros(Submission.graded_at) - micros(Submission.created_at)) / 1_000_000.0
    return extract("epoch", Submission.graded_at - Submission.created_at)
