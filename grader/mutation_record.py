"""The record of problems whose hidden cases passed the mutation analysis, keyed by a fingerprint
of everything the analysis depends on: the problem's own files, the reference/ modules its
reference imports (directly or through each other) and the analysis itself. `python -m grader
validate --record` writes it after a passing run; the suite re-runs the analysis only for the
problems whose fingerprint is not in it, so an unchanged problem is not analysed again on every
run, and any change to a problem, to a module it imports or to the analysis brings its analysis back.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from grader.problem import files_version, problem_modules

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "problems" / "mutation-record.json"
# What the mutation analysis itself reads (validate's other checks run in the suite every time).
ANALYSIS_FILES = ("grader/mutation.py", "grader/cases.py", "grader/checkers.py", "grader/problem.py")


def _shared_digest(folder: Path, root: Path) -> str:
    digest = hashlib.sha256()
    for path in problem_modules(folder, root) + [root / name for name in ANALYSIS_FILES]:
        digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def fingerprint(folder: Path, root: Path = ROOT) -> str:
    return hashlib.sha256(f"{files_version(folder)}:{_shared_digest(folder, root)}".encode()).hexdigest()[:24]


def read(record: Path = RECORD) -> dict[str, str]:
    try:
        return json.loads(record.read_text())
    except (FileNotFoundError, json.JSONDecodeError):
        return {}


def is_recorded(folder: Path, record: Path = RECORD, root: Path = ROOT) -> bool:
    return read(record).get(folder.name) == fingerprint(folder, root)


def write(passed: list[Path], record: Path | None = None, root: Path | None = None) -> None:
    """Record these folders as passing now; entries of problems that no longer exist are dropped."""
    record, root = record or RECORD, root or ROOT
    entries = read(record)
    entries.update({folder.name: fingerprint(folder, root) for folder in passed})
    existing = {path.parent.name for path in (root / "problems").rglob("problem.yaml")}
    entries = {slug: value for slug, value in sorted(entries.items()) if slug in existing}
    record.write_text(json.dumps(entries, indent=1, sort_keys=True) + "\n")
