"""`make bench SECTIONS=lab_run`: the server's grading work for a simulated lab, with Run on the
server (as before issue #22) and with Run in the browser, side by side.

Each learner of the lab presses Run RUNS_PER_LEARNER times on the visible examples, then Submits
once. On the server every Run is a sandboxed run of the examples; in the browser a Run costs the
server nothing but, once per learner, the problem's bundle (GET /api/problems/{slug}/browser-run,
built once per problem version and cached). Submit is graded on the server either way. The work
is done for real here (the sandbox, the bundle) and its CPU time measured, this process's and its
children's (the sandboxes), so the two columns are the same kind of seconds.
"""

from __future__ import annotations

import os
import resource
import time
from pathlib import Path

from grader.browser import bundle as bundles
from grader.grade import grade_code, run_examples
from grader.library import load_library
from grader.problem import PROJECT_ROOT
from tests.utils.solutions import EXEMPLAR_SOLUTIONS

RUNS_PER_LEARNER = int(os.environ.get("LAB_RUNS", "8"))
LEARNERS = int(os.environ.get("LAB_LEARNERS", "12"))
LAB_SIZE = 300  # the lab, projected from the learners measured


def _cpu_s() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _timed(work) -> tuple[float, float]:
    cpu, wall = _cpu_s(), time.perf_counter()
    work()
    return _cpu_s() - cpu, time.perf_counter() - wall


def measure(learners: int = LEARNERS, runs: int = RUNS_PER_LEARNER) -> dict:
    library = load_library(Path(PROJECT_ROOT / "problems"))
    problems = [(library.get(slug), code) for slug, code in EXEMPLAR_SOLUTIONS.items()
                if library.get(slug) and library.get(slug).spec.kind == "function"]
    lab = [problems[i % len(problems)] for i in range(learners)]

    def submits():
        for seed, (problem, code) in enumerate(lab):
            grade_code(problem, code, seed=seed)

    def server_runs():
        for problem, code in lab:
            for _ in range(runs):
                run_examples(problem, code)

    def bundles_built():
        # once per server process and problem version, whatever the lab's size (the first build
        # also reads the whole library for the answers checkers may carry)
        bundles._BUNDLES.clear()
        for problem, _ in problems:
            bundles.browser_bundle(problem)

    def bundles_fetched():  # each learner's, from the cache
        for problem, _ in lab:
            bundles.browser_bundle(problem)

    submit_cpu, _ = _timed(submits)
    run_cpu, run_wall = _timed(server_runs)
    build_cpu, _ = _timed(bundles_built)
    bundle_cpu, _ = _timed(bundles_fetched)
    scale = LAB_SIZE / learners
    return {"learners": learners, "runs_per_learner": runs, "problems": len(problems),
            "submit_cpu_s": submit_cpu, "run_cpu_s": run_cpu, "bundle_build_cpu_s": build_cpu,
            "bundle_cpu_s": bundle_cpu, "run_ms": run_wall / (learners * runs) * 1000,
            "server_run_lab_cpu_s": (submit_cpu + run_cpu) * scale,
            "browser_run_lab_cpu_s": (submit_cpu + bundle_cpu) * scale + build_cpu}
