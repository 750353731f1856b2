"""All problems under a folder, loaded once. A broken problem is reported and skipped, never fatal;
so is a draft (grader/drafts.py), which is not served until it is published."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from grader.drafts import DRAFT_FILE, is_draft
from grader.problem import LEVELS, Problem, ProblemError, level_topics, load_problem

log = logging.getLogger(__name__)


@dataclass
class ProblemLibrary:
    root: Path
    problems: dict[str, Problem] = field(default_factory=dict)
    errors: list[ProblemError] = field(default_factory=list)
    # Versions replaced by a reload in development (grader/library_reload.py), by (uuid, version):
    # a job claimed just before the reload is still graded against the version it was claimed for.
    earlier: dict[tuple[str, str], Problem] = field(default_factory=dict)

    def get(self, slug: str) -> Problem | None:
        return self.problems.get(slug)

    def by_uuid(self, problem_uuid: str) -> Problem | None:
        return next((p for p in self.problems.values() if str(p.spec.id) == problem_uuid), None)

    def at_version(self, problem_uuid: str, version: str) -> Problem | None:
        """The problem as it was at `version` if this library has that copy, else its current one."""
        current = self.by_uuid(problem_uuid)
        if current is not None and current.version == version:
            return current
        return self.earlier.get((problem_uuid, version), current)

    def ordered(self) -> list[Problem]:
        """Catalogue order: level, then the topic's place in the lesson, required first, title."""
        levels = list(LEVELS)
        topic_order: dict[str, list[str]] = {}
        for level_name in levels:
            try:
                topic_order[level_name] = level_topics(self.root / level_name) or []
            except ProblemError:
                topic_order[level_name] = []

        def key(problem: Problem):
            level_name, topics = problem.level_folder, topic_order.get(problem.level_folder, [])
            topic_index = topics.index(problem.spec.topic) if problem.spec.topic in topics else len(topics)
            return (levels.index(level_name) if level_name in levels else len(levels), topic_index,
                    not problem.spec.required, problem.spec.title)

        return sorted(self.problems.values(), key=key)


def problem_folders(root: Path) -> list[Path]:
    """Problem folders in catalogue order: by level folder, then by name."""
    folders = []
    for level_name in LEVELS:
        level_dir = root / level_name
        if level_dir.is_dir():
            folders += sorted(p for p in level_dir.iterdir() if p.is_dir() and not p.name.startswith((".", "_")))
    return folders


def load_folder(folder: Path) -> Problem | ProblemError:
    """One folder's problem, or why it is not served (broken, or a draft)."""
    if is_draft(folder):
        return ProblemError(folder / DRAFT_FILE, "DRAFT", "a draft, not served; `python -m grader publish "
                            f"{folder}` serves it once `python -m grader validate` passes")
    try:
        return load_problem(folder)
    except ProblemError as error:
        log.error("problem skipped: %s", error)
        return error


def load_library(root: Path) -> ProblemLibrary:
    return assemble(Path(root), {folder: load_folder(folder) for folder in problem_folders(Path(root))})


def assemble(root: Path, loaded: dict[Path, Problem | ProblemError]) -> ProblemLibrary:
    """A library of the folders' problems in catalogue order, refusing a slug or uuid used twice."""
    library = ProblemLibrary(root=root)
    for folder, problem in loaded.items():
        if isinstance(problem, ProblemError):
            library.errors.append(problem)
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
