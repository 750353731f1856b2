"""The bundle of a controller problem's Run in the browser (grader/browser/in_browser_controller.py
runs it): the course's simulator (reference/sim, grader/browser/sim_bundle.py), the grader's own
controller modules (the seam, drive, trace, metrics, the controller harness, grade), the visible
scenarios with the controller's dt_s, duration_s and pass budget, and the problem's trusted
scenario code cut out of its reference.py by AST: build(), judge(), metrics(), guides() and the
leaderboard's metric_*(), with what they reach. Never in it: the reference Robot (the entry
point), generate() (the hidden scenarios), the named scenarios, mistakes.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from grader.browser.extract import BROWSER_ROOT_NAME, Extractor, answers_reached, never_sent
from grader.browser.sim_bundle import SIM_MODULE, grader_modules, merged_requirements, sim_package, sim_requires_solved
from grader.cases import example_cases
from grader.problem import Problem, metric_function_name

RUNNER_MODULE = "grader.browser.in_browser_controller"
CONTROLLER_MODULES: tuple[tuple[str, str], ...] = (
    ("grader.browser.packages", "grader/browser/packages.py"),
    ("seam", "device/seam.py"),
    ("grader.controller.trace", "grader/controller/trace.py"),
    ("grader.controller.drive", "grader/controller/drive.py"),
    ("grader.controller.run_metrics", "grader/controller/run_metrics.py"),
    ("grader.controller.harness", "grader/controller/harness.py"),
    # the browser's Session and one_core stand in for the sandbox's before grade.py imports them
    (RUNNER_MODULE, "grader/browser/in_browser_controller.py"),
    ("grader.controller.grade", "grader/controller/grade.py"),
)
SCENARIO_ROOTS = ("build", "judge", "metrics", "guides")


class _WithSimulator(Extractor):
    """The extractor with reference/sim taken as shipped whole (the bundle carries the package)."""

    def need(self, module: str, name: str) -> None:
        if module == SIM_MODULE or module.startswith(SIM_MODULE + "."):
            self._done.add((module, name))
            return
        super().need(module, name)


def scenario_code(problem: Problem) -> tuple[dict[str, str], list[list[str]]]:
    """The cut-out modules (name -> source) and the problems they require solved."""
    reference_py = Path(problem.folder) / "reference.py"
    entry_point = problem.spec.entry_point
    extractor = _WithSimulator(forbidden=never_sent(reference_py, entry_point),
                               gated=answers_reached(reference_py, entry_point))
    extractor.source(BROWSER_ROOT_NAME, reference_py)
    roots = [name for name in SCENARIO_ROOTS if callable(getattr(problem.reference, name, None))]
    roots += [metric_function_name(metric.id) for metric in problem.spec.controller.metrics]
    for name in roots:
        extractor.need(BROWSER_ROOT_NAME, name)
    return extractor.modules(), [sorted(group) for group in extractor.requires]


def controller_bundle(problem: Problem, base: dict[str, Any], max_code_bytes: int) -> dict[str, Any]:
    """Raises NotExtractable (or SyntaxError, OSError) when the scenario code cannot go."""
    modules, requires = scenario_code(problem)
    spec, limits = problem.spec.controller, problem.spec.limits
    return {**base, "runs_in_browser": True, "runner": RUNNER_MODULE,
            "limits": {"time_s": limits.time_s, "memory_mib": limits.memory_mib, "wall_s": limits.wall_s},
            "checker": None, "keep_arguments": False, "max_code_bytes": max_code_bytes,
            "controller": {"dt_s": spec.dt_s, "duration_s": spec.duration_s, "pass_cpu_s": spec.pass_cpu_s,
                           "metrics": [metric.id for metric in spec.metrics]},
            "examples": [{"name": case.name, "args": case.args, "why": case.why or "", "expected": None}
                         for case in example_cases(problem)],
            "grader_modules": grader_modules(CONTROLLER_MODULES), "packages": [sim_package(SIM_MODULE)],
            "modules": [{"name": name, "file": f"{problem.slug}/{name}.py", "source": source}
                        for name, source in modules.items()],
            "requires_solved": merged_requirements(requires, sim_requires_solved()),
            "check_module": BROWSER_ROOT_NAME}
