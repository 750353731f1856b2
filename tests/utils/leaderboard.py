"""The insight tests' small school (tests/utils/insight.py) with Stop Before the Wall in its
catalog, and graded controller submissions recorded as the worker records them: results made
by hand (metric values of the test's choosing), or by driving our own controllers through the
real simulator on the submission's own scenarios with the problem measuring each run."""

from __future__ import annotations

import pytest

from app.config import PROJECT_ROOT
from app.models import Submission
from app.services import submissions
from grader.cases import hidden_cases
from grader.contract import CaseResult, GradingResult
from grader.controller import run_metrics
from grader.controller.drive import TrustedController
from grader.controller.grade import run_scenario
from tests.utils import insight

SLUG = "stop-before-the-wall"
FOLDER = PROJECT_ROOT / "problems" / "simulator" / SLUG
METRICS = ("final-gap-error", "time-to-settle", "peak-wheel-speed")
CODE = "class Robot:\n    def __init__(self, hw):\n        self.hw = hw\n\n    def update(self, dt_s):\n" \
       "        self.hw.set_duty(0.1, 0.1)  # {who}'s code\n"


def school(tmp_path, database_url, make_settings):
    yield from insight.school(tmp_path, database_url, make_settings, extra_problems=(FOLDER,))


@pytest.fixture
def world(tmp_path, make_settings):
    yield from school(tmp_path, insight.fresh_sqlite(tmp_path), make_settings)


@pytest.fixture
def world_on_both(tmp_path, database_url, make_settings):
    yield from school(tmp_path, database_url, make_settings)


def hand_made(scenarios: list[dict[str, float]], verdict: str = "accepted") -> GradingResult:
    """A graded result whose scenarios measured these metrics."""
    cases = [CaseResult(name=f"scenario {i}", kind="named", passed=verdict == "accepted", verdict=verdict,
                        metrics=metrics) for i, metrics in enumerate(scenarios)]
    cases.append(CaseResult(name="a drawn scenario", kind="random", passed=verdict == "accepted", verdict=verdict,
                            metrics=dict.fromkeys(scenarios[0], 0.0)))  # never on a board: the seed draws it
    return GradingResult(outcome="graded", verdict=verdict, score=1.0 if verdict == "accepted" else 0.5, cases=cases)


def driven(world, submission_id: int, controller_class) -> GradingResult:
    """What grading would record for this controller: each of the submission's scenarios driven in
    the simulator (in process, not in the sandbox), judged, and measured by the problem."""
    problem = world["app"].state.platform.library.get(SLUG)
    with world["db"].session() as db:
        seed = db.get(Submission, submission_id).seed
    cases = []
    for case in hidden_cases(problem, seed):
        outcome, verdict = run_scenario(problem, case.args[0], TrustedController(controller_class, 0.02))
        cases.append(CaseResult(name=case.name, kind=case.kind, passed=verdict.passed,
                                verdict="accepted" if verdict.passed else "wrong_answer", run=outcome.trace,
                                metrics=run_metrics.measure(problem, outcome.trace, case.args[0])))
    passed = all(c.passed for c in cases)
    return GradingResult(outcome="graded", verdict="accepted" if passed else "wrong_answer",
                         score=sum(c.passed for c in cases) / len(cases), cases=cases)


def submit(world, who: str, result: GradingResult | None = None) -> int:
    """A submission made through the API, recorded with `result` when one is given."""
    ident = insight.submit(world, who, SLUG, CODE.format(who=who))
    if result is not None:
        with world["db"].session() as db:
            claim = submissions.claim(db, ident, lease_s=60)
            assert submissions.record_result(db, claim, result, max_attempts=3)
    return ident


def scenarios(*rows: tuple[float, float, float]) -> list[dict[str, float]]:
    return [dict(zip(METRICS, row)) for row in rows]


def board(world, who: str, slug: str = SLUG):
    return world["clients"][who].get(f"/api/classes/{world['class']}/problems/{slug}/leaderboard")


def set_open(world, who: str, want_open: bool, which: str = "class"):
    return world["clients"][who].put(f"/api/classes/{world[which]}/problems/{SLUG}/leaderboard",
                                     json={"open": want_open})
