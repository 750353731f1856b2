"""All problems under a folder, loaded once. A broken problem is reported and skipped, never fatal."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from grader.problem import LEVELS, Problem, ProblemError, load_problem

log = logging.getLogger(__name__)


@dataclass
class ProblemLibrary:
    root: Path
    problems: dict[str, Problem] = field(default_factory=dict)
    errors: list[ProblemError] = field(default_factory=list)

    def get(self, slug: str) -> Problem | None:
        return self.problems.get(slug)

    def ordered(self) -> list[Problem]:
        return list(self.problems.values())


def problem_folders(root: Path) -> list[Path]:
    """Problem folders in catalogue order: by level folder, then by name."""
    folders = []
    for level_name in LEVELS:
        level_dir = root / level_name
        if level_dir.is_dir():
            folders += sorted(p for p in level_dir.iterdir() if p.is_dir() and not p.name.startswith((".", "_")))
    return folders


def load_library(root: Path) -> ProblemLibrary:
    library = ProblemLibrary(root=Path(root))
    for folder in problem_folders(Path(root)):
        try:
            problem = load_problem(folder)
        except ProblemError as error:
            log.error("problem skipped: %s", error)
            library.errors.append(error)
            continue
        if problem.slug in library.problems:
            library.errors.append(ProblemError(folder, "title", f"slug {problem.slug!r} is used twice"))
            continue
        library.problems[problem.slug] = problem
    _reject_duplicate_ids(library)
    return library


def _reject_duplicate_ids(library: ProblemLibrary) -> None:
    seen: dict[str, str] = {}
    for slug, problem in list(library.problems.items()):
        key = str(problem.spec.id)
        if key in seen:
            library.errors.append(ProblemError(problem.folder / "problem.yaml", "id",
                                               f"same uuid as {seen[key]}; give each problem its own"))
            del library.problems[slug]
        else:
            seen[key] = slug
