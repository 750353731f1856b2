"""`python -m grader validate [paths]`: check problems end to end, as an author needs before publishing.

For each problem: the schema loads, then its kind checks the rest (grader/kinds.py): the
reference passes its own cases; every mistake in mistakes.py is caught by a named hidden case
(named in the report) and, graded for real through the sandbox, rejected and diagnosed as itself;
and for a function problem (unless `--no-mutation`) every small change of the reference that some
generated input tells apart is told apart by the hidden cases too (grader/function/validate.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from grader import drafts
from grader.kind import Findings
from grader.kinds import kind_of
from grader.library import problem_folders
from grader.problem import LEVELS, ProblemError, load_problem


@dataclass
class Report(Findings):
    """What validating one problem folder found (a kind's findings, or why it did not load)."""

    path: str = ""
    slug: str = ""


def expand(paths: list[str], default_root: Path) -> list[Path]:
    """Paths may be problem folders, level folders or the problems root."""
    folders: list[Path] = []
    for raw in paths or [str(default_root)]:
        path = Path(raw)
        if (path / "problem.yaml").exists():
            folders.append(path)
        elif path.name in LEVELS:
            folders += sorted(p for p in path.iterdir() if (p / "problem.yaml").exists())
        else:
            folders += problem_folders(path)
    return folders


def validate_folder(folder: Path, mutation: bool = True) -> Report:
    report = Report(path=str(folder))
    _check_draft(folder, report)
    try:
        problem = load_problem(folder)
        report.slug = problem.slug
        kind = kind_of(problem)
    except ProblemError as error:  # a broken file, or a kind no package grades
        report.errors.append(f"{error.field}: {error.message} ({error.path})")
        return report
    found = kind.validate(problem, mutation=mutation)
    report.errors += found.errors
    report.notes += found.notes
    return report


def _check_draft(folder: Path, report: Report) -> None:
    """A scaffold's to-do lines come first, in file order: they read as what to do next."""
    todo = drafts.todo_list(folder)
    report.errors += todo
    if todo:
        report.notes.append(f"{len(todo)} to-do lines left: work down the list, deleting each TODO(new) "
                            "line once it is done; validate again after each")
    if drafts.is_draft(folder):
        report.notes.append(f"a draft: not served until `python -m grader publish {folder}`, "
                            "which validates it in full first")


def error_line(error: str) -> str:
    """How the report prints an error; a draft's to-do lines read as a list, not as errors."""
    return "      " + ("" if error.startswith("to do ") else "error: ") + error


def main(paths: list[str], default_root: Path, mutation: bool = True, record: bool = False) -> int:
    folders = expand(paths, default_root)
    if not folders:
        print("no problems found under", ", ".join(paths) or str(default_root))
        return 1
    reports = [validate_folder(folder, mutation) for folder in folders]
    if record and mutation:
        from grader import mutation_record

        mutation_record.write([folder for folder, report in zip(folders, reports) if report.ok])
    for report in reports:
        print(("ok    " if report.ok else "FAIL  ") + (report.slug or report.path))
        for note in report.notes:
            print("      " + note)
        for error in report.errors:
            print(error_line(error))
    failed = sum(not r.ok for r in reports)
    print(f"{len(reports) - failed} passed, {failed} failed")
    return 1 if failed else 0
