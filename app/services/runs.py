"""Run, the button: the visible examples of a problem, carried out by the grading pool (never on a
web thread), limited per learner (per minute, and a few in flight at once). Nothing is stored."""

from __future__ import annotations

from app.models import User
from app.platform import Platform
from grader.contract import GradingResult
from app.grading.dispatch.runs import RunUnavailable
from grader.problem import Problem

# How long a Run may wait for a free grader, on top of its own time limit, before it is given up.
QUEUE_WAIT_S = 30.0


def time_budget_s(problem: Problem) -> float:
    return problem.spec.limits.wall_s + QUEUE_WAIT_S


async def run_examples(platform: Platform, user: User, problem: Problem, code: str) -> GradingResult:
    """RateLimited (429) past the learner's limits; RunUnavailable when no grader took it in time."""
    platform.limits.run(user.id)
    budget_s = time_budget_s(problem)
    with platform.limits.run_slot(user.id, ttl_s=int(budget_s) + 5):
        if platform.runner is None:
            raise RunUnavailable("this process runs no code")
        return await platform.runner.run(user.id, problem, code, budget_s)
