"""The course's simulator (reference/sim, the lesson's sim.py) as a browser bundle carries it, and
the grader modules a simulator kind's Run needs there (controller, tests).

reference/sim is what learners program against; the simulator chapter's answers live in
reference/sim_practice, which never goes to the browser (tests/hostile/web/test_browser_run_bundle.py
reads every bundle for it). Two small functions of reference/sim.geometry are also the heart of
three level-3 answers (a ray against walls, a ray against a circle: grader/browser/extract.py's
`answer_owners` finds them), so a bundle carrying the simulator requires those problems solved,
the same rule as a checker that carries an answer (grader/browser/bundle.py, `for_learner`).
"""

from __future__ import annotations

import ast
import functools
from typing import Any

from grader.browser.extract import answer_owners
from grader.problem import PROJECT_ROOT

SIM_DIR = PROJECT_ROOT / "reference" / "sim"
SIM_MODULE = "reference.sim"


def _relative_imports(source: str) -> set[str]:
    return {node.module for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module}


@functools.cache
def _sim_modules() -> tuple[dict[str, str], ...]:
    """reference/sim's files, each after the submodules it imports, its __init__ last."""
    sources = {path.stem: path.read_text(encoding="utf-8") for path in sorted(SIM_DIR.glob("*.py"))}
    order: list[str] = []

    def visit(stem: str) -> None:
        if stem in order:
            return
        for used in sorted(_relative_imports(sources[stem])):
            if used in sources and used != stem:
                visit(used)
        order.append(stem)

    for stem in sorted(set(sources) - {"__init__"}):
        visit(stem)
    order.append("__init__")
    return tuple({"name": stem, "file": f"sim/{stem}.py", "source": sources[stem]} for stem in order)


def sim_package(name: str = SIM_MODULE) -> dict[str, Any]:
    """The package entry of a bundle (grader/browser/packages.py loads it under `name`)."""
    return {"name": name, "modules": [dict(module) for module in _sim_modules()]}


@functools.cache
def sim_requires_solved() -> tuple[tuple[str, ...], ...]:
    """For each reference/sim function that is also some problem's answer: the problems, one of
    which the learner must have solved before the simulator's code comes to their browser."""
    groups = {tuple(sorted(slugs)) for (module, _), slugs in answer_owners(PROJECT_ROOT).items()
              if module == SIM_MODULE or module.startswith(SIM_MODULE + ".")}
    return tuple(sorted(groups))


def grader_modules(paths: tuple[tuple[str, str], ...]) -> list[dict[str, str]]:
    """(module name, source under the project) pairs as a bundle's module entries."""
    return [{"name": name, "file": path, "source": _source(path)} for name, path in paths]


@functools.cache
def _source(path: str) -> str:
    return (PROJECT_ROOT / path).read_text(encoding="utf-8")


def merged_requirements(*requirements) -> list[list[str]]:
    """The union of requirement lists (each a list of groups of slugs), each group once."""
    return [list(group) for group in sorted({tuple(sorted(g)) for r in requirements for g in r})]
