"""What the browser needs to Run a problem's visible examples itself (Pyodide in a Web Worker):
the grader's own modules that run and judge them, and the problem's part: its visible examples
with their expected answers (the learner sees both on the page already), its checker settings
and limits, and its check() and picture() cut out of reference.py (grader/browser/extract.py).

Never in it: a hidden case (named or random), the generators, the reference solution, the
mistakes (tests/hostile/web/test_browser_run_bundle.py reads every published bundle for them).
A checker that needs some problem's answer (grader/browser/extract.py) names the problems in
`requires_solved`, and `for_learner` sends its code only to a learner who has solved one of each.
A controller or tests problem gets its kind's bundle (grader/browser/kinds.py). A problem the
browser cannot run (a checker that needs numpy) gets a bundle that says so and why, and Run goes
to the server.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from grader.browser.extract import BROWSER_ROOT_NAME, NotExtractable, extract_checker
from grader.browser.kinds import SIMULATOR_KINDS, simulator_kind_bundle
from grader.cases import call_trusted, example_cases
from grader.contract import VERDICT_SEVERITY
from grader.kind import DEFAULT_MAX_CODE_BYTES
from grader.problem import PROJECT_ROOT, Problem

GRADER_MODULES: tuple[tuple[str, str], ...] = (
    # (module name, source under the project); the shims first: the others import their names
    ("grader.browser.shims", "grader/browser/shims.py"),
    ("grader.channel", "grader/channel.py"),
    ("grader.harness", "grader/harness.py"),
    ("grader.browser.interrupt", "grader/browser/interrupt.py"),
    ("grader.checkers", "grader/checkers.py"),
    ("grader.precheck", "grader/precheck.py"),
    ("grader.execute", "grader/execute.py"),
    ("grader.function.pictures", "grader/function/pictures.py"),
    ("grader.function.judge", "grader/function/judge.py"),
    ("grader.browser.in_browser", "grader/browser/in_browser.py"),
)


@functools.cache
def grader_modules() -> list[dict[str, str]]:
    """The problem-independent part, the same for every problem: loaded once per worker."""
    return [{"name": name, "file": path, "source": (PROJECT_ROOT / path).read_text(encoding="utf-8")}
            for name, path in GRADER_MODULES]


def runtime() -> dict[str, Any]:
    return {"modules": grader_modules(), "verdict_severity": list(VERDICT_SEVERITY)}


def _why_not(problem: Problem) -> str | None:
    if problem.spec.kind != "function" and problem.spec.kind not in SIMULATOR_KINDS:
        return f"a {problem.spec.kind} problem runs on the server"
    return None


def _roots(problem: Problem) -> list[str]:
    roots = ["check"] if problem.spec.checker.kind == "custom" else []
    if callable(getattr(problem.reference, "picture", None)):
        roots.append("picture")
    return roots


_BUNDLES: dict[tuple[str, str, int], dict[str, Any]] = {}


def _bundle(problem: Problem, version: str, max_code_bytes: int) -> dict[str, Any]:
    key = (problem.slug, version, max_code_bytes)
    if key not in _BUNDLES:
        _BUNDLES[key] = _build(problem, version, max_code_bytes)
    return _BUNDLES[key]


def _build(problem: Problem, version: str, max_code_bytes: int) -> dict[str, Any]:
    base = {"slug": problem.slug, "version": version, "kind": problem.spec.kind,
            "entry_point": problem.spec.entry_point, "runs_in_browser": False, "reason": None}
    reason = _why_not(problem)
    if reason is None and problem.spec.kind in SIMULATOR_KINDS:  # grader/browser/kinds.py
        try:
            return simulator_kind_bundle(problem, base, max_code_bytes)
        except (NotExtractable, SyntaxError, OSError) as exc:
            return _on_the_server(base, f"its scenario code cannot run in the browser ({exc})", max_code_bytes)
    modules: list[dict[str, str]] = []
    requires_solved: list[list[str]] = []
    if reason is None:
        try:
            extracted = extract_checker(Path(problem.folder) / "reference.py", _roots(problem), problem.spec.entry_point)
            modules = [{"name": name, "file": f"{problem.slug}/{name}.py", "source": source}
                       for name, source in extracted.modules.items()]
            requires_solved = extracted.requires_solved
        except (NotExtractable, SyntaxError, OSError) as exc:
            reason = f"its checker cannot run in the browser ({exc})"
    if reason is not None:
        return _on_the_server(base, reason, max_code_bytes)
    cases = example_cases(problem)
    examples = [{"name": case.name, "args": case.args, "why": case.why or "",
                 "expected": call_trusted(problem.solve, case.args)} for case in cases]
    limits = problem.spec.limits
    checker = problem.spec.checker
    return {**base, "runs_in_browser": True,
            "limits": {"time_s": limits.time_s, "memory_mib": limits.memory_mib, "wall_s": limits.wall_s},
            "checker": {"kind": checker.kind, "abs": checker.abs, "rel": checker.rel},
            "keep_arguments": problem.spec.keep_arguments, "max_code_bytes": max_code_bytes,
            "examples": examples, "modules": modules, "requires_solved": requires_solved,
            "check_module": BROWSER_ROOT_NAME if modules else None}


def _on_the_server(base: dict[str, Any], reason: str, max_code_bytes: int) -> dict[str, Any]:
    return {**base, "runs_in_browser": False, "reason": reason, "limits": None, "checker": None,
            "keep_arguments": False, "max_code_bytes": max_code_bytes, "examples": [], "modules": [],
            "requires_solved": [], "check_module": None}


def for_learner(bundle: dict[str, Any], solved: set[str], title_of: dict[str, str]) -> dict[str, Any]:
    """The bundle as this learner may have it: a checker that carries some problem's answer only
    once they have solved one problem of each `requires_solved` list; else Run stays on the server
    and the reason names the problem to solve (the first of the list, the course's order)."""
    missing = [group for group in bundle.get("requires_solved", []) if not solved.intersection(group)]
    if not missing:
        return bundle
    course_order = list(title_of)
    group = sorted(missing[0], key=lambda slug: (slug == bundle["slug"], course_order.index(slug)
                                                 if slug in course_order else len(course_order)))
    if group == [bundle["slug"]]:
        reason = "its checker uses parts of this problem's answer; once you have solved it, Run checks in your browser"
    else:
        others = f" or one of {len(group) - 1} others" if len(group) > 1 else ""
        reason = (f"its checker uses the answer to {title_of.get(group[0], group[0])}; once you have solved that "
                  f"problem{others}, Run checks in your browser")
    base = {key: bundle[key] for key in ("slug", "version", "kind", "entry_point")}
    return _on_the_server(base, reason, bundle["max_code_bytes"])


def browser_bundle(problem: Problem, max_code_bytes: int = DEFAULT_MAX_CODE_BYTES) -> dict[str, Any]:
    """The problem's part of Run in the browser (cached per problem version). A reference that
    fails on an example is the problem's fault: the bundle then says Run goes to the server."""
    try:
        return _bundle(problem, problem.version, max_code_bytes)
    except Exception as exc:  # the author's reference raised on an example
        base = {"slug": problem.slug, "version": problem.version, "kind": problem.spec.kind,
                "entry_point": problem.spec.entry_point}
        return _on_the_server(base, f"its reference failed on an example ({type(exc).__name__})", max_code_bytes)
