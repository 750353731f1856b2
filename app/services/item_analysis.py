"""Item analysis of one problem over its learners' work: how often each named hidden case is
failed, which listed mistakes were diagnosed and how often, the failed submissions nothing
diagnosed (the misconceptions not written yet), and how many attempts learners need.

Bounded on big tables: the case shares and the undiagnosed failures come from the latest
WINDOW graded submissions of the problem, summed by the database (JSON functions of SQLite and
PostgreSQL, so no stored result crosses to Python); the mistakes and the attempts come from the
aggregates kept as each result is recorded (mistake_tallies, progress), over all time."""

from __future__ import annotations

import statistics
from typing import Any

from pydantic import BaseModel
from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from app.models import MistakeTally, Progress, ProblemRow, Submission
from grader.problem import Problem

WINDOW = 2000  # latest graded submissions the case shares are read from (~0.25 s on PostgreSQL at 13 KB a result)
EXAMPLES = 8  # undiagnosed failures linked as examples


class CaseShareOut(BaseModel):
    name: str
    why: str
    failed: int  # submissions in the window that failed this case
    share: float  # of the graded submissions in the window
    listed: bool  # a named case of the current version (False: an older version's)


class MistakeCountOut(BaseModel):
    id: str
    hint: str
    times: int  # all time, from mistake_tallies
    learners: int
    example_submission: int | None
    listed: bool  # one of the problem's mistakes (False: a generic slip, or one since removed)


class ItemAnalysisOut(BaseModel):
    slug: str
    window: int
    graded_in_window: int
    failed_in_window: int
    cases: list[CaseShareOut]
    mistakes: list[MistakeCountOut]
    undiagnosed: int  # failed submissions in the window that no mistake or slip explained
    undiagnosed_examples: list[int]
    learners: int
    solvers: int
    median_attempts: float | None  # per learner who made a graded attempt
    median_attempts_of_solvers: float | None
    source: str  # what each part was read from, said on the page


SOURCE = (f"Case shares and undiagnosed failures: the latest {WINDOW:,} graded submissions. Mistakes and attempts: "
          "all time, from the aggregates kept as results are recorded (mistake_tallies, progress).")


def analyse(db: Session, row: ProblemRow | None, problem: Problem) -> ItemAnalysisOut:
    if row is None:  # loaded but not synced yet: nothing submitted
        return _empty(problem)
    window = _window(row.id)
    graded, failed, undiagnosed = db.execute(
        select(func.count(), func.count().filter(window.c.verdict != "accepted"),
               func.count().filter(window.c.verdict != "accepted", window.c.mistake_id.is_(None)))
        .select_from(window)).one()
    examples = list(db.scalars(select(window.c.id).where(window.c.verdict != "accepted", window.c.mistake_id.is_(None))
                               .order_by(window.c.id.desc()).limit(EXAMPLES)))
    attempts = db.execute(select(Progress.attempts, Progress.solved).where(Progress.problem_id == row.id)).all()
    return ItemAnalysisOut(
        slug=problem.slug, window=WINDOW, graded_in_window=graded, failed_in_window=failed,
        cases=_case_shares(db, row.id, problem, graded), mistakes=_mistakes(db, row.id, problem),
        undiagnosed=undiagnosed, undiagnosed_examples=examples, learners=len(attempts),
        solvers=sum(solved for _, solved in attempts),
        median_attempts=_median([a for a, _ in attempts]),
        median_attempts_of_solvers=_median([a for a, solved in attempts if solved]), source=SOURCE)


def _empty(problem: Problem) -> ItemAnalysisOut:
    return ItemAnalysisOut(slug=problem.slug, window=WINDOW, graded_in_window=0, failed_in_window=0,
                           cases=[_share(c.name, c.why or "", 0, 0, True) for c in problem.spec.cases.named],
                           mistakes=[], undiagnosed=0, undiagnosed_examples=[], learners=0, solvers=0,
                           median_attempts=None, median_attempts_of_solvers=None, source=SOURCE)


def _window(problem_id: int):
    return (select(Submission.id, Submission.verdict, Submission.mistake_id)
            .where(Submission.problem_id == problem_id, Submission.status == "graded")
            .order_by(Submission.id.desc()).limit(WINDOW).subquery())


# Named cases failed, per name, over the window's failed submissions (an accepted one failed none).
_FAILED_CASES_SQL = {
    "sqlite": """
        SELECT json_extract(c.value, '$.name') AS name, count(*) AS failed
        FROM (SELECT result FROM submissions WHERE problem_id = :problem_id AND status = 'graded'
              ORDER BY id DESC LIMIT :window) AS s, json_each(s.result, '$.cases') AS c
        WHERE json_extract(c.value, '$.kind') = 'named' AND json_extract(c.value, '$.passed') = 0
        GROUP BY name""",
    "postgresql": """
        SELECT c ->> 'name' AS name, count(*) AS failed
        FROM (SELECT result FROM submissions WHERE problem_id = :problem_id AND status = 'graded'
              ORDER BY id DESC LIMIT :window) AS s, json_array_elements(s.result -> 'cases') AS c
        WHERE c ->> 'kind' = 'named' AND c ->> 'passed' = 'false'
        GROUP BY name""",
}


def _case_shares(db: Session, problem_id: int, problem: Problem, graded: int) -> list[CaseShareOut]:
    sql = _FAILED_CASES_SQL[db.get_bind().dialect.name]
    failed = {str(name): count for name, count in db.execute(text(sql), {"problem_id": problem_id, "window": WINDOW})}
    shares = [_share(c.name, c.why or "", failed.pop(c.name, 0), graded, True) for c in problem.spec.cases.named]
    return shares + [_share(name, "", count, graded, False) for name, count in sorted(failed.items())]


def _share(name: str, why: str, failed: int, graded: int, listed: bool) -> CaseShareOut:
    return CaseShareOut(name=name, why=why, failed=failed, share=round(failed / graded, 4) if graded else 0.0,
                        listed=listed)


def _mistakes(db: Session, problem_id: int, problem: Problem) -> list[MistakeCountOut]:
    hints = {m.id: m.hint for m in problem.spec.mistakes}
    rows = db.execute(select(MistakeTally.mistake_id, func.sum(MistakeTally.count), func.count(),
                             func.max(MistakeTally.last_submission_id), func.max(MistakeTally.hint))
                      .where(MistakeTally.problem_id == problem_id).group_by(MistakeTally.mistake_id)).all()
    counted = [MistakeCountOut(id=mistake_id, hint=hints.get(mistake_id) or hint or "", times=int(times),
                               learners=learners, example_submission=example, listed=mistake_id in hints)
               for mistake_id, times, learners, example, hint in rows]
    never = [MistakeCountOut(id=m.id, hint=m.hint, times=0, learners=0, example_submission=None, listed=True)
             for m in problem.spec.mistakes if m.id not in {c.id for c in counted}]
    return sorted(counted, key=lambda m: (-m.times, m.id)) + never


def _median(values: list[int]) -> float | None:
    return float(statistics.median(values)) if values else None


CSV_COLUMNS = ("section", "name", "count", "share", "detail")


def csv_rows(analysis: ItemAnalysisOut) -> list[tuple[Any, ...]]:
    """One table for a spreadsheet: a row per named case, per mistake, and the summary figures."""
    rows: list[tuple[Any, ...]] = [
        ("summary", "graded submissions in window", analysis.graded_in_window, "", f"latest {analysis.window}"),
        ("summary", "failed submissions in window", analysis.failed_in_window, "", ""),
        ("summary", "undiagnosed failures in window", analysis.undiagnosed, "",
         " ".join(f"/submissions/{i}" for i in analysis.undiagnosed_examples)),
        ("summary", "learners", analysis.learners, "", ""),
        ("summary", "solvers", analysis.solvers, "", ""),
        ("summary", "median attempts", _blank(analysis.median_attempts), "", ""),
        ("summary", "median attempts of solvers", _blank(analysis.median_attempts_of_solvers), "", ""),
    ]
    rows += [("case", c.name, c.failed, c.share, c.why if c.listed else "(not a case of this version)")
             for c in analysis.cases]
    rows += [("mistake", m.id, m.times, "", m.hint) for m in analysis.mistakes]
    return rows


def _blank(value: float | None) -> Any:
    return "" if value is None else value
