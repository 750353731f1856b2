"""Which known weak suite a failing submission resembles: the mistake whose runs end the same way.

A run's signature is (passes on the true simulator, the mutants that slipped through). A
mistake's signature is found by grading its suite (mistakes.py: one function per mistake id,
returning the suite's source) through the sandbox, once per problem version and process; it is
kept only when no run hit a time limit, which a busy machine could have caused.
"""

from __future__ import annotations

import hashlib
import threading

from grader.problem import Mistake, Problem
from grader.testsuite.discover import discover_tests
from grader.testsuite.execute import SuiteRun, run_against_all

Signature = tuple[bool, frozenset[str]]

_cache: dict[tuple[str, str, str, str], Signature] = {}
_lock = threading.Lock()


def signature(true_run: SuiteRun, mutant_runs: dict[str, SuiteRun | None]) -> Signature:
    true_ok = true_run.load_status == "ok" and all(t.passed for t in true_run.tests)
    slipped = frozenset(mutant for mutant, run in mutant_runs.items()
                        if run is None or (run.load_status == "ok" and all(t.passed for t in run.tests)))
    return true_ok, slipped


def mistake_source(problem: Problem, mistake_id: str) -> str:
    source = problem.mistake_functions[mistake_id]()
    if not isinstance(source, str):
        raise TypeError(f"mistakes.{mistake_id} must return the suite's source as a str")
    return source


def mistake_signature(problem: Problem, mistake_id: str, mutants: str, *, sandbox) -> Signature:
    key = (str(problem.folder), problem.version, hashlib.sha256(mutants.encode()).hexdigest(), mistake_id)
    with _lock:
        if key in _cache:
            return _cache[key]
    code = mistake_source(problem, mistake_id)
    tests = discover_tests(code, problem.spec.entry_point, max_bytes=1 << 20)
    true_run, mutant_runs = run_against_all(problem, code, tests, mutants, sandbox=sandbox)
    found = signature(true_run, mutant_runs)
    if not any(_timed_out(run) for run in [true_run, *mutant_runs.values()]):
        with _lock:
            _cache[key] = found
    return found


def _timed_out(run: SuiteRun | None) -> bool:
    return run is not None and (run.load_status == "time_limit" or any(t.status == "time_limit" for t in run.tests))


def diagnose(problem: Problem, found: Signature, mutants: str, *, sandbox) -> Mistake | None:
    """The first listed mistake with the same signature as the learner's runs, if any."""
    for mistake in problem.spec.mistakes:
        if mistake_signature(problem, mistake.id, mutants, sandbox=sandbox) == found:
            return mistake
    return None
