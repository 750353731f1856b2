"""Grading speed: one submission of each exemplar end to end, and the local pool's throughput."""

from __future__ import annotations

import statistics
import tempfile
import time
from contextlib import contextmanager, nullcontext
from pathlib import Path

from app.config import PROJECT_ROOT, Settings
from app.platform import Platform
from app.services import submissions
from grader.cases import hidden_cases
from grader.controller import grade as controller_grade
from grader.controller.drive import TrustedController
from grader.controller.grade import run_scenario
from grader.grade import grade_code
from grader.library import load_library
from tests.utils.db import migrate_to_head
from tests.utils.factories import make_user
from tests.utils.solutions import EXEMPLAR_SOLUTIONS, solution_for


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def grade_times(rounds: int) -> dict[str, dict[str, float]]:
    """Per exemplar, interleaved: wall ms of grade_code, and the overhead beyond the learner's
    own case time (everything that is not their code running)."""
    library = load_library(PROJECT_ROOT / "problems")
    totals: dict[str, list[float]] = {slug: [] for slug in EXEMPLAR_SOLUTIONS}
    overheads: dict[str, list[float]] = {slug: [] for slug in EXEMPLAR_SOLUTIONS}
    cases: dict[str, int] = {}
    for seed in range(rounds):
        for slug, code in EXEMPLAR_SOLUTIONS.items():
            started = time.perf_counter()
            result = grade_code(library.get(slug), code, seed)
            total_s = time.perf_counter() - started
            assert result.verdict == "accepted", (slug, result.message)
            totals[slug].append(total_s)
            overheads[slug].append(total_s - sum(case.time_s for case in result.cases))
            cases[slug] = len(result.cases)
    return {slug: {"cases": cases[slug], "median_ms": 1000 * statistics.median(totals[slug]),
                   "p95_ms": 1000 * _percentile(totals[slug], 0.95),
                   "overhead_median_ms": 1000 * statistics.median(overheads[slug])}
            for slug in EXEMPLAR_SOLUTIONS}


def pool_throughput(count: int, workers: int) -> dict[str, float]:
    """Submissions graded per second by the embedded local pool, through the database."""
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'bench.db'}"
        migrate_to_head(url)
        settings = Settings(database_url=url, grader_workers=workers, sweep_interval_s=60)
        platform = Platform.build(settings)
        platform.start()
        try:
            ids = _accept_many(platform, count)
            started = time.perf_counter()
            for submission_id in ids:
                platform.dispatcher.enqueue(submission_id)
            _wait_all_final(platform, ids)
            elapsed_s = time.perf_counter() - started
        finally:
            platform.stop()
    return {"submissions": count, "workers": workers, "graded_per_s": count / elapsed_s}


def _accept_many(platform: Platform, count: int) -> list[int]:
    from app.services.catalog import find_problem

    slugs = list(EXEMPLAR_SOLUTIONS)
    with platform.database.session() as db:
        user = make_user(db, "bench")
        rows = {slug: find_problem(db, slug) for slug in slugs}
        return [submissions.accept(db, user, rows[slugs[i % len(slugs)]], EXEMPLAR_SOLUTIONS[slugs[i % len(slugs)]]).id
                for i in range(count)]


def _wait_all_final(platform: Platform, ids: list[int], timeout_s: float = 300) -> None:
    from sqlalchemy import func, select

    from app.models import Submission

    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        with platform.database.session() as db:
            pending = db.scalar(select(func.count()).select_from(Submission)
                                .where(Submission.id.in_(ids), Submission.status.in_(submissions.PENDING)))
        if not pending:
            return
        time.sleep(0.02)
    raise RuntimeError("the pool did not finish in time")


def controller_times(rounds: int) -> dict[str, float]:
    """One Stop Before the Wall submission (20+ scenarios of 700 passes), interleaved round by round:
    graded end to end as a worker does it; the same without pinning the session to one core; and the
    floor, the same scenarios with the same controller run in this process, without a sandbox."""
    library = load_library(PROJECT_ROOT / "problems")
    problem = library.get("stop-before-the-wall")
    code = solution_for("stop-before-the-wall")
    graded, unpinned, floor = [], [], []
    for seed in range(rounds):
        graded.append(_timed(lambda: _graded(problem, code, seed)))
        with _unpinned():
            unpinned.append(_timed(lambda: _graded(problem, code, seed)))
        floor.append(_timed(lambda: _in_process(problem, code, seed)))
    scenarios = len(hidden_cases(problem, 0))
    passes = scenarios * round(problem.spec.controller.duration_s / problem.spec.controller.dt_s)
    return {"scenarios": scenarios, "passes": passes,
            "median_s": statistics.median(graded), "max_s": max(graded),
            "unpinned_median_s": statistics.median(unpinned), "floor_median_s": statistics.median(floor)}


def _timed(work) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def _graded(problem, code: str, seed: int) -> None:
    result = grade_code(problem, code, seed)
    assert result.verdict == "accepted", result.message


def _in_process(problem, code: str, seed: int) -> None:
    namespace: dict = {}
    exec(compile(code, "solution.py", "exec"), namespace)
    robot_class = namespace[problem.spec.entry_point]
    for case in hidden_cases(problem, seed):
        verdict = run_scenario(problem, case.args[0], TrustedController(robot_class, problem.spec.controller.dt_s))[1]
        assert verdict.passed, verdict.message


@contextmanager
def _unpinned():
    pinned = controller_grade.on_one_core
    controller_grade.on_one_core = nullcontext
    try:
        yield
    finally:
        controller_grade.on_one_core = pinned
