"""execute_function_cases: the strict reading of fd 3, how a run's end maps onto cases (with a
fake sandbox), and real runs of the fixture problem in bwrap."""

from __future__ import annotations

import json
import random
import signal
from pathlib import Path

import pytest

from grader.execute import (
    CHANNEL_MESSAGE, NOT_RUN_MESSAGE, VALUE_CAP_BYTES, compiled_harness, execute_function_cases,
    parse_channel,
)
from grader.problem import Limits, load_problem
from grader.sandbox import RunResult, SandboxUnavailable
from tests.utils.sandbox_program import split_program

FIXTURE = Path(__file__).resolve().parents[1] / "utils" / "problems" / "level-2" / "scale-a-vector"
LIMITS = Limits(time_s=1, memory_mib=128, wall_s=5)
CORRECT = "def scale(x, y, k):\n    return (k * x, k * y)\n"


def line(record: dict) -> bytes:
    return json.dumps(record).encode() + b"\n"


START = line({"record": "start"})


def load(status="ok", **fields) -> bytes:
    return line({"record": "load", "status": status, "message": "", "exception": "", "stdout": "",
                 "time_s": 0.001, "plots": [], **fields})


def case(index: int, value=None, status="ok", **fields) -> bytes:
    return line({"record": "case", "index": index, "status": status, "value": value, "message": "",
                 "stdout": "", "time_s": 0.001, "plots": [], **fields})


# ---------------------------------------------------------------- parsing fd 3

def test_a_clean_stream_is_taken_in_order():
    parsed = parse_channel(START + load() + case(0, [1]) + case(1, [2]), 2)
    assert parsed.started and not parsed.tainted
    assert [parsed.records[s]["record"] for s in (0, 1, 2)] == ["load", "case", "case"]


@pytest.mark.parametrize("stream, tainted", [
    (START + load() + b"garbage\n" + case(0, 1), {1}),               # written while case 0 ran
    (START + load() + case(0, 1) + case(0, 1) + case(1, 2), {1}),    # a second report of case 0
    (START + load() + case(1, 1) + case(0, 1), {1}),                 # a report from the future
    (START + load() + load(), {0}),                                  # a second load record
    (START + load() + case(0, 1, extra="field"), {1}),               # not the exact shape
    (START + load() + case(0, 1, status="passed"), {1}),             # no such status
    (START + load() + case(5, 1), {1}),                              # no such case
    (START + load() + case(0, 1) + b'{"record": "ca', {2}),          # cut off mid-line
    (START + load() + line({"record": "start"}), {1}),               # start only comes first
    (START + load() + b"\xff\xfe\n", {1}),
])
def test_anything_out_of_place_taints_the_slot_it_belongs_to(stream, tainted):
    assert parse_channel(stream, 2).tainted == tainted


def test_no_start_record_means_the_harness_never_ran():
    assert not parse_channel(load() + case(0, 1), 1).started
    assert not parse_channel(b"", 1).started


PLOT = {"xs": [], "ys": [], "kind": "line", "label": None, "xlabel": None, "ylabel": None,
        "logy": False, "cells": None}


@pytest.mark.parametrize("changes", [
    {"xs": [1.0], "ys": [1.0, 2.0]},
    {"kind": "grid"},                                       # a grid without cells
    {"kind": "grid", "cells": [[0, 1], [1]]},               # ragged
    {"kind": "grid", "cells": [[0, 256]]},                  # past the darkest level
    {"kind": "grid", "cells": [[0, 0.5]]},                  # levels are whole numbers
    {"kind": "grid", "cells": [[0]] * 40_001},              # over the cell cap
    {"kind": "line", "cells": [[0]]},                       # cells on a series
])
def test_a_plot_of_the_wrong_shape_taints_its_case(changes):
    bad_plot = {**PLOT, **changes}
    assert parse_channel(START + load() + case(0, 1, plots=[bad_plot]), 1).tainted == {1}


def test_a_grid_plot_of_the_right_shape_is_kept():
    grid = {**PLOT, "kind": "grid", "cells": [[0, 255, None], [1, 2, 3]]}
    channel = parse_channel(START + load() + case(0, 1, plots=[grid]), 1)
    assert channel.tainted == set()


# ---------------------------------------------------------------- fake sandbox: ends of runs

class FakeSandbox:
    name = "fake"

    def __init__(self, channel: bytes, **ending):
        self.channel = channel
        self.ending = ending
        self.calls: list[dict] = []

    def run(self, argv, limits, *, stdin=b"", files=None, waits_for_stdin=False):
        modules, job = split_program(stdin)
        self.calls.append({"argv": argv, "limits": limits, "job": json.loads(job), "modules": modules,
                           "waits_for_stdin": waits_for_stdin})
        fields = dict(exit_code=0, signal=None, timed_out=False, output_exceeded=None, oom_killed=False,
                      pids_exhausted=False, stdout=b"", stderr=b"", channel=self.channel, wall_s=0.01,
                      cpu_s=0.01, cpu_limit_s=5)
        fields.update(self.ending)
        return RunResult(**fields)


def fake_execute(channel: bytes, n_cases: int = 3, **ending):
    sandbox = FakeSandbox(channel, **ending)
    execution = execute_function_cases(CORRECT, "scale", [[1, 2, 3]] * n_cases, LIMITS, sandbox=sandbox)
    return execution, sandbox


def statuses(execution) -> list[str]:
    return [c.status for c in execution.cases]


def test_the_job_carries_only_inputs_and_the_problems_limits():
    execution, sandbox = fake_execute(START + load() + case(0, [3, 6]) + case(1, [3, 6]) + case(2, [3, 6]))
    (call,) = sandbox.calls
    assert call["job"] == {"code": CORRECT, "entry_point": "scale", "cases": [[1, 2, 3]] * 3,
                           "case_time_s": 1, "stdout_cap_bytes": 16384, "value_cap_bytes": VALUE_CAP_BYTES,
                           "keep_arguments": False, "stop_at_time_limit": False}
    assert call["limits"].memory_mib == 128 and call["limits"].wall_s == 5
    assert call["argv"][:4] == ["/usr/bin/python3", "-I", "-S", "-c"] and call["waits_for_stdin"]
    assert [name for name, _ in call["modules"]] == ["grader.channel", "__main__"]  # nothing else goes in
    assert b"".join(b"%s %d\n%s" % (name.encode(), len(code), code) for name, code in call["modules"]) \
        == compiled_harness()
    assert [c.value for c in execution.cases] == [[3, 6]] * 3 and execution.sandbox == "fake"


@pytest.mark.parametrize("ending, status, message", [
    ({"timed_out": True, "signal": 9, "exit_code": None}, "time_limit", "wall-clock"),
    ({"output_exceeded": "stdout", "signal": 9, "exit_code": None}, "output_limit", "stdout"),
    ({"output_exceeded": "channel", "signal": 9, "exit_code": None}, "error", CHANNEL_MESSAGE),
    ({"oom_killed": True, "signal": 9, "exit_code": 137}, "memory_limit", "128 MiB"),
    ({"exit_code": 71}, "memory_limit", "128 MiB"),
    ({"signal": signal.SIGKILL, "exit_code": 137, "cpu_s": 5.2}, "time_limit", "CPU time"),
    ({"signal": signal.SIGSEGV, "exit_code": 139}, "error", "segmentation fault"),
    ({"signal": signal.SIGKILL, "exit_code": 137, "cpu_s": 0.1}, "error", "killed by SIGKILL"),
    ({"exit_code": 0}, "error", "ended (exit status 0) before this case finished"),
    ({"exit_code": 70}, "error", CHANNEL_MESSAGE),
])
def test_how_the_run_ended_falls_on_the_first_unfinished_case(ending, status, message):
    execution, _ = fake_execute(START + load() + case(0, [3, 6]), **ending)
    assert statuses(execution) == ["ok", status, "not_run"]
    assert message in execution.cases[1].message
    assert execution.cases[2].message == NOT_RUN_MESSAGE


def test_an_end_before_the_load_record_is_a_load_failure():
    execution, _ = fake_execute(START, timed_out=True, signal=9, exit_code=None)
    assert execution.load_status == "time_limit" and statuses(execution) == ["not_run"] * 3
    execution, _ = fake_execute(START, exit_code=0)
    assert execution.load_status == "crashed"


def test_a_failed_load_runs_no_case():
    execution, _ = fake_execute(START + load("error", message="NameError: name 'q' is not defined (line 2)",
                                             exception="NameError"))
    assert execution.load_status == "error" and execution.load_exception == "NameError"
    assert statuses(execution) == ["not_run"] * 3


def test_tampering_at_import_fails_every_case():
    execution, _ = fake_execute(START + load() + load() + case(0, [3, 6]) + case(1, [3, 6]) + case(2, [3, 6]))
    assert statuses(execution) == ["error"] * 3
    assert {c.message for c in execution.cases} == {CHANNEL_MESSAGE}


def test_a_forged_record_never_passes_a_case_with_the_forgers_value():
    """The learner writes case 0's record (claiming ok) before the harness does: the harness's own
    record then arrives as a duplicate, so case 0 is an error, whatever value was claimed."""
    forged_then_real = START + load() + case(0, [3, 6]) + case(0, [0, 0]) + case(1, [3, 6]) + case(2, [3, 6])
    execution, _ = fake_execute(forged_then_real)
    assert statuses(execution) == ["error", "ok", "ok"]
    assert execution.cases[0].value is None


def test_harness_limit_statuses_get_a_message():
    stream = START + load() + case(0, status="time_limit") + case(1, status="output_limit") + case(2, status="memory_limit")
    execution, _ = fake_execute(stream)
    assert [c.message for c in execution.cases] == [
        "took more than 1 s of CPU time", "printed more than 16 KiB", "used more than 128 MiB of memory"]


def test_untrusted_text_is_made_safe():
    execution, _ = fake_execute(START + load(stdout="\ud800 lone") + case(0, [1], stdout="ok\udcff"))
    assert execution.import_stdout == "? lone" and execution.cases[0].stdout == "ok?"


def test_a_sandbox_that_never_started_the_harness_is_unavailable():
    with pytest.raises(SandboxUnavailable, match="the harness did not start: bwrap: oops"):
        fake_execute(b"", exit_code=1, stderr=b"bwrap: oops")


# ---------------------------------------------------------------- real runs

def fixture_cases(n_random: int = 10, seed: int = 1) -> tuple[object, list[list]]:
    problem = load_problem(FIXTURE)
    rng = random.Random(seed)
    named = [c.args for c in problem.spec.cases.named]
    return problem, named + [problem.reference.generate(rng) for _ in range(n_random)]


def test_the_harness_is_compiled_by_the_sandboxes_own_python():
    import subprocess
    from grader.sandbox import SANDBOX_PYTHON
    check = "import marshal,sys; print(type(marshal.loads(sys.stdin.buffer.read())).__name__)"
    for _, code in split_program(compiled_harness())[0]:
        done = subprocess.run([SANDBOX_PYTHON, "-I", "-S", "-c", check], input=code, capture_output=True, check=True)
        assert done.stdout == b"code\n"


@pytest.mark.sandbox
def test_fixture_problem_runs_all_cases_in_one_sandbox():
    problem, cases = fixture_cases()
    execution = execute_function_cases(CORRECT, "scale", cases, problem.spec.limits)
    assert execution.load_status == "ok" and execution.sandbox == "bwrap"
    assert [c.value for c in execution.cases] == [list(problem.solve(*args)) for args in cases]
    assert execution.wall_s < 1.0  # ~20 ms on an idle machine; generous for a loaded CI box


@pytest.mark.sandbox
def test_real_run_reports_per_case_output_plots_and_failures():
    code = (
        "print('loaded')\n"
        "def scale(x, y, k):\n"
        "    print('k is', k)\n"
        "    plot([0, 1], [0, k])\n"
        "    if k == 0:\n"
        "        return 1 / k\n"
        "    if k < 0:\n"
        "        while True: pass\n"
        "    return (k * x, k * y)\n"
    )
    execution = execute_function_cases(code, "scale", [[1, 2, 3], [1, 2, 0], [1, 2, -1], [1, 2, 2]],
                                       Limits(time_s=0.3, memory_mib=128, wall_s=5))
    assert execution.import_stdout == "loaded\n"
    assert statuses(execution) == ["ok", "error", "time_limit", "ok"]
    assert execution.cases[0].stdout == "k is 3\n" and execution.cases[0].plots[0]["ys"] == [0.0, 3.0]
    assert execution.cases[1].message == "ZeroDivisionError: division by zero (line 6)"
    assert execution.cases[3].value == [2, 4]


@pytest.mark.sandbox
def test_memory_limit_is_the_problems():
    code = "def scale(x, y, k):\n    return len(bytearray(int(k) * 1024 * 1024))\n"
    execution = execute_function_cases(code, "scale", [[0, 0, 40], [0, 0, 200]],
                                       Limits(time_s=1, memory_mib=128, wall_s=5))
    assert statuses(execution) == ["ok", "memory_limit"]
