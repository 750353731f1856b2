"""Straightforward correct solutions, one file per problem slug, written from the statement alone
as a learner would. Shared by the problem tests, the benchmarks and the browser test."""

from pathlib import Path

FOLDER = Path(__file__).resolve().parent


def solution_for(slug: str) -> str | None:
    path = FOLDER / f"{slug}.py"
    return path.read_text() if path.exists() else None


EXEMPLARS = ("where-the-gripper-lands", "elbow-up-or-elbow-down", "lost-on-the-ring-corridor")
EXEMPLAR_SOLUTIONS = {slug: solution_for(slug) for slug in EXEMPLARS}
