"""Write problem folders for tests: a valid one, then break it on purpose."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import yaml

from app.config import PROJECT_ROOT

SCALE_A_VECTOR = PROJECT_ROOT / "tests" / "utils" / "problems" / "level-2" / "scale-a-vector"


def copy_fixture(root: Path, level: str = "level-2") -> Path:
    """A copy of the Scale a Vector fixture under root/level/, ready to be edited."""
    target = root / level / SCALE_A_VECTOR.name
    shutil.copytree(SCALE_A_VECTOR, target)
    return target


def edit_yaml(folder: Path, **changes) -> None:
    path = folder / "problem.yaml"
    data = yaml.safe_load(path.read_text())
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    path.write_text(yaml.safe_dump(data, sort_keys=False))



def set_scale_mistakes(folder: Path, mistakes: dict[str, tuple[str, str]]) -> None:
    """The Scale a Vector copy's mistakes.py and their list in problem.yaml: per mistake id, the
    expression its scale(x, y, k) returns and its hint."""
    (folder / "mistakes.py").write_text("\n".join(
        f"def {mistake_id.replace('-', '_')}(x, y, k):\n    return {expression}\n"
        for mistake_id, (expression, _) in mistakes.items()))
    edit_yaml(folder, mistakes=[{"id": mistake_id, "hint": hint} for mistake_id, (_, hint) in mistakes.items()])

_KIND_LINE = re.compile(r"^kind:\s*['\"]?([a-z]+)", re.MULTILINE)


def problem_kind(folder: Path) -> str | None:
    """A problem's declared kind, read from its `kind:` line without parsing the YAML (collection
    must not parse every problem); None without a problem.yaml. A file without a readable kind line
    counts as a function problem, so it fails on its own, with the loader's file, field and fix."""
    path = folder / "problem.yaml"
    if not path.exists():
        return None
    found = _KIND_LINE.search(path.read_text(encoding="utf-8", errors="replace"))
    return found.group(1) if found else "function"
