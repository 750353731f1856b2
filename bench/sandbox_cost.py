"""What the sandbox costs per run on this machine, measured side by side.

Each round runs every contender once, in turn, so load from anything else on the machine falls on
all of them alike: bare `/usr/bin/python3 -I -S -c pass`, the same inside the default sandbox
(rlimits, uid drop, bwrap, per-run cgroups; joined before exec, and joined while Python starts),
and a whole `execute_function_cases` of the fixture problem with 12 cases (sandbox + harness +
parsing), of which the learner's own code is a few µs.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from pathlib import Path
from typing import Callable

from grader.execute import execute_function_cases
from grader.problem import load_problem
from grader.sandbox import SANDBOX_PYTHON, SandboxLimits, get_sandbox

FIXTURE = Path(__file__).resolve().parents[1] / "tests" / "utils" / "problems" / "level-2" / "scale-a-vector"
CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"
PASS = [SANDBOX_PYTHON, "-I", "-S", "-c", "pass"]
WARM_UP_ROUNDS = 3


def measure(n: int) -> dict[str, dict[str, float]]:
    """Median and p95 wall milliseconds of each contender over `n` interleaved rounds, plus the
    overhead of a 12-case execution beyond the learner's own case time."""
    sandbox = get_sandbox()
    problem = load_problem(FIXTURE)
    rng = random.Random(0)
    cases = [c.args for c in problem.spec.cases.named] + [problem.reference.generate(rng) for _ in range(10)]
    learner_s: list[float] = []

    def execute() -> None:
        execution = execute_function_cases(CORRECT, problem.spec.entry_point, cases, problem.spec.limits,
                                           sandbox=sandbox)
        assert all(case.status == "ok" for case in execution.cases)
        learner_s.append(sum(case.time_s for case in execution.cases))

    contenders: dict[str, Callable[[], None]] = {
        "bare python3 -I -S -c pass": _bare,
        f"{sandbox.name} python3 -I -S -c pass": lambda: _sandboxed(sandbox, waits_for_stdin=False),
        f"{sandbox.name} ..., cgroup joined during startup": lambda: _sandboxed(sandbox, waits_for_stdin=True),
        "execute_function_cases, 12 cases": execute,
    }
    samples = _interleaved(contenders, n)
    overhead_s = [total - learner for total, learner in zip(samples["execute_function_cases, 12 cases"],
                                                            learner_s[-n:])]
    report = {name: _summary(values) for name, values in samples.items()}
    report["execute overhead beyond learner code"] = _summary(overhead_s)
    return report


def _interleaved(contenders: dict[str, Callable[[], None]], n: int) -> dict[str, list[float]]:
    samples: dict[str, list[float]] = {name: [] for name in contenders}
    for round_number in range(WARM_UP_ROUNDS + n):
        for name, run in contenders.items():
            started = time.perf_counter()
            run()
            if round_number >= WARM_UP_ROUNDS:
                samples[name].append(time.perf_counter() - started)
    return samples


def _bare() -> None:
    pid = os.posix_spawn(PASS[0], PASS, {})
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0


def _sandboxed(sandbox, waits_for_stdin: bool) -> None:
    """`waits_for_stdin` is true of `pass` (it runs nothing untrusted at all), which allows the
    faster cgroup join that execute_function_cases uses; see grader/sandbox/process.py."""
    result = sandbox.run(PASS, SandboxLimits(wall_s=5, memory_mib=128), waits_for_stdin=waits_for_stdin)
    assert result.exit_code == 0, result.stderr


def _summary(seconds: list[float]) -> dict[str, float]:
    ordered = sorted(seconds)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"median_ms": 1000 * statistics.median(ordered), "p95_ms": 1000 * p95, "runs": len(ordered)}


if __name__ == "__main__":
    for name, row in measure(60).items():
        print(f"{name:<40} median {row['median_ms']:6.1f} ms   p95 {row['p95_ms']:6.1f} ms")
