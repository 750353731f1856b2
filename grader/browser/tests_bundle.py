"""The bundle of a tests problem's Run in the browser (grader/browser/in_browser_tests.py runs
it): the learner's tests against the true simulator only, as the server's Run does
(grader/testsuite/kind.py, run_examples). It carries the course's simulator (reference/sim, the
package the learner's `import sim` finds, grader/browser/sim_bundle.py) and the grader's own
tests-kind modules (discover, the suite harness, execute's outcome reading, judge, grade's Run
result). Never in it: mutants.py (the broken versions wait for Submit), reference.py's SUITE,
mistakes.py.
"""

from __future__ import annotations

from typing import Any

from grader.browser.sim_bundle import grader_modules, sim_package, sim_requires_solved
from grader.problem import Problem

RUNNER_MODULE = "grader.browser.in_browser_tests"
SUITE_PACKAGE = "sim"   # the name the learner imports, as in the sandbox
TESTS_MODULES: tuple[tuple[str, str], ...] = (
    ("grader.browser.packages", "grader/browser/packages.py"),
    ("grader.testsuite.discover", "grader/testsuite/discover.py"),
    ("grader.testsuite.execute", "grader/testsuite/execute.py"),
    ("grader.testsuite.judge", "grader/testsuite/judge.py"),
    ("grader.testsuite.harness", "grader/testsuite/harness.py"),
    ("grader.testsuite.diagnosis", "grader/testsuite/diagnosis.py"),
    ("grader.testsuite.grade", "grader/testsuite/grade.py"),
    (RUNNER_MODULE, "grader/browser/in_browser_tests.py"),
)


def tests_bundle(problem: Problem, base: dict[str, Any], max_code_bytes: int) -> dict[str, Any]:
    limits = problem.spec.limits
    return {**base, "runs_in_browser": True, "runner": RUNNER_MODULE,
            "limits": {"time_s": limits.time_s, "memory_mib": limits.memory_mib, "wall_s": limits.wall_s},
            "checker": None, "keep_arguments": False, "max_code_bytes": max_code_bytes, "examples": [],
            "grader_modules": grader_modules(TESTS_MODULES), "packages": [], "modules": [],
            "suite_package": sim_package(SUITE_PACKAGE),
            "requires_solved": [list(group) for group in sim_requires_solved()],
            "check_module": None}
