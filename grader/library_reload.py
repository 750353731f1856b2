"""A problem library kept in step with its folders while an author edits them (development only).

`check()` looks at every problem folder's files (name, size, modification time: a few ms over the
catalogue), reloads the folders that changed, appeared or went, and swaps the library's problems
in place, so everything holding the library (the web routes, the embedded worker pool, the rigs)
sees the new versions at once. A replaced version is kept in `library.earlier` for a while: a job
claimed just before the swap is graded against the version it was claimed for, never stranded.

Not watched: the shared reference/ modules a problem imports (Python keeps them imported; restart
after changing one).
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from pathlib import Path

from grader.library import LEVELS, ProblemLibrary, assemble, load_folder, problem_folders
from grader.problem import Problem, ProblemError

EARLIER_VERSIONS_KEPT = 50
Stamp = tuple[tuple[str, int, int], ...]


@dataclass(frozen=True)
class Reloaded:
    """What one check found: the folders that changed on disk, and the problems now served at a
    new version (a folder that broke or became a draft is among the first, not the second)."""

    folders: frozenset[Path]
    problems: tuple[Problem, ...]


def folder_stamp(folder: Path) -> Stamp:
    """What changes when any file directly in the folder is written, added or removed."""
    try:
        entries = [entry for entry in os.scandir(folder) if entry.is_file()]
    except OSError:
        return ()
    return tuple(sorted((entry.name, entry.stat().st_mtime_ns, entry.stat().st_size) for entry in entries))


@dataclass
class LibraryReloader:
    library: ProblemLibrary
    _stamps: dict[Path, Stamp] = field(default_factory=dict)
    _loaded: dict[Path, Problem | ProblemError] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self._stamps = self._scan()
        served = {problem.folder: problem for problem in self.library.problems.values()}
        for folder in self._stamps:
            if folder in served:
                self._loaded[folder] = served[folder]
            elif folder.name != "topics.yaml":
                self._loaded[folder] = load_folder(folder)

    def _scan(self) -> dict[Path, Stamp]:
        """Each level's topics.yaml (a change reloads its level), then each problem folder."""
        root = self.library.root
        stamps = {(root / level / "topics.yaml").resolve(): folder_stamp(root / level) for level in LEVELS
                  if (root / level / "topics.yaml").exists()}
        for folder in problem_folders(root):
            stamps[folder.resolve()] = folder_stamp(folder)
        return stamps

    def check(self) -> Reloaded | None:
        """Reload what changed on disk; None when nothing did."""
        with self._lock:
            stamps = self._scan()
            changed = {path for path in stamps.keys() | self._stamps.keys()
                       if stamps.get(path) != self._stamps.get(path)}
            if not changed:
                return None
            changed |= {folder for folder in stamps for topics in changed
                        if topics.name == "topics.yaml" and folder.parent == topics.parent}
            for folder in changed:
                if folder.name == "topics.yaml":
                    continue
                if folder in stamps:
                    self._loaded[folder] = load_folder(folder)
                else:
                    self._loaded.pop(folder, None)
            self._stamps = stamps
            fresh = assemble(self.library.root, {folder: self._loaded[folder] for folder in stamps
                                                 if folder in self._loaded})
            return Reloaded(frozenset(changed), tuple(self._swap(fresh)))

    def _swap(self, fresh: ProblemLibrary) -> list[Problem]:
        library = self.library
        before = {str(problem.spec.id): problem for problem in library.problems.values()}
        after = {str(problem.spec.id): problem for problem in fresh.problems.values()}
        for key, problem in before.items():
            if key not in after or after[key].version != problem.version:
                library.earlier[(key, problem.version)] = problem
        while len(library.earlier) > EARLIER_VERSIONS_KEPT:
            library.earlier.pop(next(iter(library.earlier)))
        # Two assignments, each atomic: a reader sees the old catalogue or the new, never a mix.
        library.problems, library.errors = fresh.problems, fresh.errors
        return [problem for key, problem in after.items()
                if key not in before or before[key].version != problem.version]
