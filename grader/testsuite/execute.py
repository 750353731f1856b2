"""Runs a learner's tests in ONE sandboxed process, against the true simulator or one mutant, and
says what each test did. One process per run: a suite cannot carry state (a counter, a file in
/tmp) from the true simulator's run into a mutant's, so it cannot tell the runs apart that way.

The sandbox, its limits, the channel parsing and the reading of how a run ended are the
grader's own (grader/execute.py); only the job, the bootstrap and the test outcomes are new.
"""

from __future__ import annotations

import ast
import atexit
import json
import shutil
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from grader.execute import (
    CHANNEL_MESSAGE, MAX_MESSAGE_CHARS, STDOUT_CAP_BYTES, VALUE_CAP_BYTES, CaseExecution, _text, run_harness,
)
from grader.problem import Limits, Problem, mistake_function_name as mutant_function_name
from grader.sandbox_program import BASE_HARNESS, CHANNEL, SandboxModule, harness_program

SIM_HOST_DIR = Path(__file__).resolve().parents[2] / "reference" / "sim"
_staged: dict[str, Path] = {}
_staging = threading.Lock()


def staged_sim_dir() -> Path:
    """A world-readable copy of reference/sim for the sandbox to mount: bwrap runs as the sandbox
    uid, which cannot reach a checkout inside a private home (e.g. /root, mode 0700)."""
    with _staging:
        staged = _staged.get("sim")
        if staged is None or not staged.is_dir():  # first use, or swept away by a /tmp cleaner
            root = Path(tempfile.mkdtemp(prefix="robot-practice-lib-"))
            root.chmod(0o755)
            staged = root / "sim"
            shutil.copytree(SIM_HOST_DIR, staged, ignore=shutil.ignore_patterns("__pycache__"))
            for path in [staged, *staged.rglob("*")]:
                path.chmod(0o755 if path.is_dir() else 0o644)
            atexit.register(shutil.rmtree, root, True)
            _staged["sim"] = staged
        return staged

LIB_INSIDE = "/opt/lib"  # on sys.path inside the sandbox; the sim package is mounted below it, read-only
# stdin: the channel, the grader's harness, this kind's harness (run as the program); then the
# job as one JSON line.
SUITE_HARNESS = SandboxModule("grader.testsuite.harness", Path(__file__).resolve().parent / "harness.py",
                              "/opt/grader/testsuite.py")

TestStatus = Literal["passed", "failed", "error", "time_limit", "memory_limit", "output_limit", "not_run"]
LoadStatus = Literal["ok", "error", "missing_entry_point", "time_limit", "memory_limit", "output_limit", "crashed"]


@dataclass
class TestOutcome:
    __test__ = False  # not a pytest class, whatever its name

    name: str
    status: TestStatus
    message: str = ""   # "AssertionError: gap 0.41 m (line 12)", "ZeroDivisionError: ...", a limit
    stdout: str = ""
    time_s: float = 0.0

    @property
    def passed(self) -> bool:
        return self.status == "passed"


@dataclass
class SuiteRun:
    """One run of the suite: on the true simulator (mutant None) or on one mutant."""

    mutant: str | None
    load_status: LoadStatus
    load_message: str = ""
    import_stdout: str = ""
    tests: list[TestOutcome] = field(default_factory=list)
    sandbox: str = ""
    wall_s: float = 0.0


def run_suite(code: str, tests: list[str], mutants_source: str, mutant: str | None, limits: Limits,
              *, sandbox) -> SuiteRun:
    """Run `tests` (names, in order) of `code` with `sim` broken by `mutant` (an id of mutants.py),
    or intact. Raises SandboxUnavailable if the sandbox, or the problem's sim or mutant, fails."""
    lib_dir, files = (LIB_INSIDE, {f"{LIB_INSIDE}/sim": staged_sim_dir()}) if sandbox.isolated \
        else (str(SIM_HOST_DIR.parent), None)  # development only: no mount namespace
    job = {
        "code": code, "entry_point": tests[0], "cases": tests,
        "case_time_s": limits.time_s, "stdout_cap_bytes": STDOUT_CAP_BYTES, "value_cap_bytes": VALUE_CAP_BYTES,
        "lib_dir": lib_dir, "mutants": mutants_source,
        "mutant": mutant_function_name(mutant) if mutant else None,
    }
    stdin = harness_program((CHANNEL, BASE_HARNESS), SUITE_HARNESS) + json.dumps(job).encode() + b"\n"
    execution = run_harness(sandbox, stdin, len(tests), limits, files)
    return SuiteRun(
        mutant=mutant, load_status=execution.load_status, load_message=execution.load_message,
        import_stdout=execution.import_stdout, sandbox=execution.sandbox, wall_s=execution.wall_s,
        tests=[_outcome(name, case) for name, case in zip(tests, execution.cases)],
    )


def _outcome(name: str, case: CaseExecution) -> TestOutcome:
    common = dict(name=name, stdout=case.stdout, time_s=case.time_s)
    if case.status != "ok":
        return TestOutcome(status=case.status, message=case.message, **common)
    value = case.value
    if value == {"outcome": "passed"}:
        return TestOutcome(status="passed", **common)
    if isinstance(value, dict) and set(value) == {"outcome", "message"} and value["outcome"] == "failed" \
            and isinstance(value["message"], str):
        return TestOutcome(status="failed", message=_text(value["message"], MAX_MESSAGE_CHARS), **common)
    return TestOutcome(status="error", message=CHANNEL_MESSAGE, **common)  # only a forger writes anything else


# ---------------------------------------------------------------- the true simulator, then each mutant

class MutantsMissing(Exception):
    """The problem's mutants.py is missing or lacks a mutant's function: the author's fault."""


def mutants_source(problem: Problem) -> str:
    """mutants.py's text, checked (without running it) to define a function per mutant id."""
    path = problem.folder / "mutants.py"
    try:
        source = path.read_text(encoding="utf-8")
        defined = {node.name for node in ast.parse(source).body if isinstance(node, ast.FunctionDef)}
    except (OSError, SyntaxError, ValueError) as exc:
        raise MutantsMissing(f"{path}: cannot be read: {type(exc).__name__}: {exc}") from None
    missing = [m.id for m in problem.spec.tests.mutants if mutant_function_name(m.id) not in defined]
    if missing:
        raise MutantsMissing(f"{path}: no function for {', '.join(missing)} "
                             f"(define {mutant_function_name(missing[0])}(sim))")
    return source


def run_against_all(problem: Problem, code: str, tests: list[str], source: str, *,
                    sandbox) -> tuple[SuiteRun, dict[str, SuiteRun | None]]:
    """The suite on the true simulator, then, per mutant of `source` (mutants.py), only the tests
    that passed there (a test that fails on the true simulator catches nothing). A mutant gets
    None when no test passed."""
    limits = problem.spec.limits
    true_run = run_suite(code, tests, source, None, limits, sandbox=sandbox)
    passing = [t.name for t in true_run.tests if t.passed] if true_run.load_status == "ok" else []
    mutant_runs = {m.id: run_suite(code, passing, source, m.id, limits, sandbox=sandbox) if passing else None
                   for m in problem.spec.tests.mutants}
    return true_run, mutant_runs
