"""Drafts: a problem folder that `python -m grader new` wrote and its author has not finished.

A draft holds a `DRAFT` file, and the platform does not serve it (grader/library.py skips the
folder, reporting it as a draft). Its files carry to-do lines, `TODO(new) <field>: <what to do>`,
which `python -m grader validate` lists in file order as the first things to fix: an author
works down that list, deleting each line once done. `python -m grader publish <folder>` removes
`DRAFT` once the problem validates in full, and the platform serves it from then on (at its next
start, or at once in development, app/dev_reload.py).
"""

from __future__ import annotations

import re
from pathlib import Path

DRAFT_FILE = "DRAFT"
TODO_MARK = "TODO(new)"
# The files an author edits, in the order the to-do list walks them.
EDITED_FILES = ("statement.md", "reference.py", "mutants.py", "problem.yaml", "mistakes.py")
_TODO_LINE = re.compile(re.escape(TODO_MARK) + r"\s+(?P<field>[A-Za-z_][\w.]*):\s*(?P<todo>.+?)\s*(?:-->)?\s*$")

DRAFT_TEXT = """\
This problem is a draft: the platform does not serve it.

1. `python -m grader validate {folder}` lists what is left to do, file by file;
   delete each TODO(new) line once it is done.
2. When validate passes, `python -m grader publish {folder}` removes this file,
   and the platform serves the problem.
"""


def is_draft(folder: Path) -> bool:
    return (Path(folder) / DRAFT_FILE).exists()


def todo_list(folder: Path) -> list[str]:
    """Every to-do line left in the folder's files: file, line, field and what to do next."""
    items: list[tuple[str, int, str, str]] = []
    for name in EDITED_FILES:
        path = Path(folder) / name
        if not path.is_file():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if TODO_MARK not in line:
                continue
            found = _TODO_LINE.search(line)
            field, todo = (found.group("field"), found.group("todo")) if found else ("(line)", line.strip())
            items.append((name, number, field, todo))
    return [f"to do {place}/{len(items)}: {name} line {number}, {field}: {todo}"
            for place, (name, number, field, todo) in enumerate(items, 1)]


def write_draft_marker(folder: Path, shown_folder: str) -> None:
    (Path(folder) / DRAFT_FILE).write_text(DRAFT_TEXT.format(folder=shown_folder), encoding="utf-8")


def publish(folder: Path) -> None:
    """The folder is served from now on (the caller has validated it)."""
    (Path(folder) / DRAFT_FILE).unlink(missing_ok=True)
