"""Read-only views of problems and progress for the pages and the API."""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import ProblemRow, Progress, Submission, User
from app.services.statements import render_statement
from grader.library import ProblemLibrary

LEVEL_NAMES = {
    "2": "Level 2 · Motion",
    "3": "Level 3 · Reaching and Sensing",
    "4": "Level 4 · Belief and Optimisation",
    "5": "Level 5 · Planning and Mapping",
    "simulator": "The Simulator",
}


def active_problems(db: Session) -> list[ProblemRow]:
    return list(db.scalars(select(ProblemRow).where(ProblemRow.active).order_by(ProblemRow.position)))


def find_problem(db: Session, slug: str) -> ProblemRow | None:
    return db.scalar(select(ProblemRow).where(ProblemRow.slug == slug, ProblemRow.active))


def progress_by_problem(db: Session, user: User | None) -> dict[int, Progress]:
    if user is None:
        return {}
    return {p.problem_id: p for p in db.scalars(select(Progress).where(Progress.user_id == user.id))}


def is_solved(db: Session, user: User, problem: ProblemRow) -> bool:
    row = db.get(Progress, (user.id, problem.id))
    return bool(row and row.solved)


def problem_summaries(db: Session, user: User | None) -> list[dict[str, Any]]:
    progress = progress_by_problem(db, user)
    return [
        {"slug": row.slug, "title": row.title, "level": _level_value(row.level), "topic": row.topic,
         "required": row.required, "kind": row.kind,
         "solved": bool(progress.get(row.id) and progress[row.id].solved),
         "attempts": progress[row.id].attempts if row.id in progress else 0}
        for row in active_problems(db)
    ]


def levels_overview(db: Session, user: User | None, path_slugs: set[str] | None = None) -> list[dict[str, Any]]:
    """Problems grouped by level, then topic, in catalogue order. `path_slugs` marks the learner's
    path (without it, the required problems are the path)."""
    levels: dict[str, dict[str, list[dict[str, Any]]]] = defaultdict(lambda: defaultdict(list))
    for summary in problem_summaries(db, user):
        summary["in_path"] = summary["required"] if path_slugs is None else summary["slug"] in path_slugs
        levels[str(summary["level"])][summary["topic"]].append(summary)
    overview = []
    for level, topics in levels.items():
        on_path = [p for problems in topics.values() for p in problems if p["in_path"]]
        overview.append({"number": _level_value(level), "name": LEVEL_NAMES.get(level, f"Level {level}"),
                         "path_total": len(on_path), "path_done": sum(p["solved"] for p in on_path),
                         "topics": [{"name": topic, "problems": problems} for topic, problems in topics.items()]})
    return overview


def _level_value(level: str) -> int | str:
    return int(level) if level.isdigit() else level


def args_text(args: list[Any]) -> str:
    return ", ".join(json.dumps(a) for a in args)


def problem_detail(library: ProblemLibrary, row: ProblemRow) -> dict[str, Any] | None:
    problem = library.get(row.slug)
    if problem is None:
        return None
    spec = problem.spec
    answers = _example_answers(problem) if spec.kind == "function" else [None] * len(spec.examples)
    return {
        "slug": row.slug, "title": spec.title, "level": spec.level, "topic": spec.topic, "kind": spec.kind,
        "required": spec.required, "entry_point": spec.entry_point, "statement": problem.statement_md,
        "statement_html": render_statement(problem.statement_md), "starter": spec.starter,
        "examples": [{"args": e.args, "args_text": args_text(e.args), "note": e.note, "expected_text": answer}
                     for e, answer in zip(spec.examples, answers)],
    }


_ANSWERS: dict[tuple[str, str], list[str | None]] = {}
MAX_ANSWER_CHARS = 300  # a whole map is for Run to show; the statement's list shows its start


def _example_answers(problem) -> list[str | None]:
    """The visible examples' expected answers, as Python would print them (computed once per
    problem version by the trusted reference: they are visible anyway, on Run)."""
    from grader.cases import call_trusted, example_cases

    key = (problem.slug, problem.version)
    if key not in _ANSWERS:
        answers: list[str | None] = []
        for case in example_cases(problem):
            try:
                text = repr(call_trusted(problem.solve, case.args))
                answers.append(text if len(text) <= MAX_ANSWER_CHARS else text[:MAX_ANSWER_CHARS] + " …")
            except Exception:  # a broken reference shows no answer here; validate reports it
                answers.append(None)
        _ANSWERS[key] = answers
    return _ANSWERS[key]


def submission_view(submission: Submission, problem_slug: str) -> dict[str, Any]:
    result = submission.result or {}
    return {
        "id": submission.id, "problem": problem_slug, "status": submission.status,
        "verdict": submission.verdict, "score": submission.score, "message": submission.message or "",
        "hint": submission.hint, "mistake_id": submission.mistake_id,
        "created_at": submission.created_at.isoformat() if submission.created_at else None,
        "graded_at": submission.graded_at.isoformat() if submission.graded_at else None,
        "cases": result.get("cases", []), "plots": result.get("plots", []), "code": submission.code,
        "progress": ({"done": submission.progress_done, "total": submission.progress_total}
                     if submission.status == "running" and submission.progress_total else None),
    }
