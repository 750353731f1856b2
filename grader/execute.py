"""Runs learner code on case inputs inside the sandbox and reports what happened, case by case.

All cases run in ONE sandboxed process (`grader/harness.py`, speaking through `grader/channel.py`,
both sent in as grader/sandbox_program.py says): starting a sandbox costs ~13 ms, running a case
costs microseconds. The harness reports on fd 3, which this module parses
strictly: a record out of place, garbage, or a duplicate turns the affected cases into errors
("your program wrote to the grader's private channel"). Forging cannot make a case pass: only
inputs enter the sandbox, and the expected answers are compared outside.

Memory: limits.memory_mib is the address-space limit (RLIMIT_AS) of the learner's process.
Python with the harness loaded already maps 13.7 MiB (VmSize when the learner's code starts,
RSS 8.6 MiB; measured here with /usr/bin/python3 3.11), so a learner's data gets about
memory_mib - 14 MiB (1 MiB blocks until MemoryError: 10 of 32, 41 of 64, 105 of 128, 232 of 256).
Each thread reserves 8 MiB more for its stack. All processes of a run together are also bounded
by the run's memory cgroup, where the host allows one (see grader/sandbox/cgroups.py).
"""

from __future__ import annotations

import json
import math
import signal
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from grader import channel, harness
from grader.problem import Limits
from grader.sandbox import SANDBOX_PYTHON, RunResult, SandboxLimits, SandboxUnavailable, get_sandbox
from grader.sandbox_program import BASE_HARNESS, BOOTSTRAP, CHANNEL, harness_program

CaseStatus = Literal["ok", "error", "time_limit", "memory_limit", "output_limit", "not_run"]
LoadStatus = Literal["ok", "error", "missing_entry_point", "time_limit", "memory_limit", "output_limit", "crashed"]

STDOUT_CAP_BYTES = 16 * 1024      # what one case (or the import) may print
VALUE_CAP_BYTES = 64 * 1024       # one return value, as JSON
RAW_OUTPUT_CAP_BYTES = 64 * 1024  # os.write(1 or 2, ...) past print(): ends the run
MAX_MESSAGE_CHARS = 2000
CHANNEL_MESSAGE = "your program wrote to the grader's private channel"
NOT_RUN_MESSAGE = "not run: an earlier case ended the program"
SKIPPED_AFTER_TIME_LIMIT = "not run: an earlier example ran out of time, so Run stopped there"


@dataclass
class CaseExecution:
    status: CaseStatus
    value: Any = None          # JSON-decoded return value (tuples arrive as lists)
    message: str = ""          # for errors: "ZeroDivisionError: division by zero (line 4)"
    stdout: str = ""           # what the learner printed during this case (capped)
    time_s: float = 0.0
    plots: list[dict] = field(default_factory=list)
    mutated: bool = False      # the call changed its arguments in place (asked for with keep_arguments)


@dataclass
class Execution:
    load_status: LoadStatus
    load_message: str = ""
    cases: list[CaseExecution] = field(default_factory=list)  # one per input, in order
    import_stdout: str = ""
    import_plots: list[dict] = field(default_factory=list)
    sandbox: str = ""
    wall_s: float = 0.0
    load_exception: str = ""   # the exception type at import ("SyntaxError", "NameError", ...)
    cpu_s: float = 0.0         # of the whole sandboxed run
    stderr: str = ""           # raw fd 2 of the run (capped): for operators, not a verdict


def execute_function_cases(code: str, entry_point: str, cases_args: list[list], limits: Limits,
                           *, sandbox=None, keep_arguments: bool = False,
                           stop_at_time_limit: bool = False) -> Execution:
    """Import `code`, call `entry_point(*args)` for each case, in one sandboxed process; with
    `keep_arguments`, each case also says whether the call changed its arguments in place; with
    `stop_at_time_limit` (Run), the cases after the first that runs out of time are not run.
    Raises grader.sandbox.SandboxUnavailable if the sandbox itself cannot start."""
    sandbox = sandbox or get_sandbox()
    job = {
        "code": code, "entry_point": entry_point, "cases": cases_args,
        "case_time_s": limits.time_s, "stdout_cap_bytes": STDOUT_CAP_BYTES,
        "value_cap_bytes": VALUE_CAP_BYTES, "keep_arguments": keep_arguments,
        "stop_at_time_limit": stop_at_time_limit,
    }
    stdin = compiled_harness() + json.dumps(job).encode()
    execution = run_harness(sandbox, stdin, len(cases_args), limits)
    if stop_at_time_limit:
        _skip_after_first_time_limit(execution)
    return execution


def _skip_after_first_time_limit(execution: Execution) -> None:
    first = next((i for i, case in enumerate(execution.cases) if case.status == "time_limit"), None)
    if first is not None:
        for index in range(first + 1, len(execution.cases)):
            execution.cases[index] = CaseExecution(status="not_run", message=SKIPPED_AFTER_TIME_LIMIT)


def run_harness(sandbox, stdin: bytes, n_cases: int, limits: Limits,
                files: dict[str, Path] | None = None) -> Execution:
    """Run a harness (its program and job in `stdin`) in one sandboxed process and read its
    load and `n_cases` case records off fd 3. Shared by every kind that speaks this protocol."""
    run = sandbox.run(
        [SANDBOX_PYTHON, "-I", "-S", "-c", BOOTSTRAP], sandbox_limits(limits, n_cases), stdin=stdin,
        files=files,
        waits_for_stdin=True,  # the harness reads the whole job before any learner code runs
    )
    parsed = parse_channel(run.channel, n_cases)
    if not parsed.started:
        detail = run.stderr.decode(errors="replace").strip()[-500:] or f"exit status {run.exit_code}"
        raise SandboxUnavailable(f"{sandbox.name}: the harness did not start: {detail}")
    execution = assemble(parsed, n_cases, describe_ending(run, limits), limits)
    execution.sandbox = sandbox.name
    execution.wall_s = run.wall_s
    execution.cpu_s = run.cpu_s
    execution.stderr = _text(run.stderr.decode(errors="replace"))
    return execution


def compiled_harness() -> bytes:
    """The function kind's program: the channel, then the base harness as the program."""
    return harness_program((CHANNEL,), BASE_HARNESS)


def sandbox_limits(limits: Limits, n_cases: int) -> SandboxLimits:
    # Every record can carry a full value, a full stdout (JSON escaping can make a byte six)
    # and its share of plots; the whole run's plots are capped by the harness.
    record_bytes = VALUE_CAP_BYTES + 6 * STDOUT_CAP_BYTES + 4096
    plot_bytes = harness.MAX_POINTS_PER_RUN * 2 * 26 + 64 * 1024
    return SandboxLimits(
        wall_s=limits.wall_s,
        memory_mib=limits.memory_mib,
        cpu_s=max(1, math.ceil(limits.wall_s)),
        stdout_cap_bytes=RAW_OUTPUT_CAP_BYTES,
        stderr_cap_bytes=RAW_OUTPUT_CAP_BYTES,
        channel_cap_bytes=(n_cases + 2) * record_bytes + plot_bytes,
    )


# ---------------------------------------------------------------- the channel, parsed strictly

@dataclass
class Parsed:
    started: bool = False
    records: dict[int, dict] = field(default_factory=dict)  # slot -> record; slot 0 is the load
    tainted: set[int] = field(default_factory=set)           # slots whose reports cannot be trusted


def parse_channel(data: bytes, n_cases: int) -> Parsed:
    """Records must come as start, load, case 0, case 1, ... one per line. Anything else taints:
    garbage or a record from the future taints the slot running when it was written (the next
    expected one); a second record for a finished slot taints that slot."""
    parsed = Parsed()
    lines = data.split(b"\n")
    complete, partial = lines[:-1], lines[-1]
    expected = 0
    for number, line in enumerate(complete):
        record = _decode(line)
        if number == 0:
            parsed.started = record == {"record": "start"}
            if parsed.started:
                continue
        slot = _slot_of(record, n_cases)
        if slot is not None and slot == expected:
            parsed.records[slot] = record
            expected += 1
        elif slot is not None and slot < expected:
            parsed.tainted.add(slot)
        else:
            parsed.tainted.add(expected)
    if partial:  # a line cut off: written by whatever was running when the program ended
        parsed.tainted.add(expected)
    return parsed


def _decode(line: bytes) -> Any:
    try:
        return json.loads(line)
    except (ValueError, RecursionError):
        return None


def _slot_of(record: Any, n_cases: int) -> int | None:
    """0 for a well-formed load record, index + 1 for a well-formed case record, else None."""
    if not isinstance(record, dict):
        return None
    if record.get("record") == "load" and _valid_load(record):
        return 0
    if record.get("record") == "case" and _valid_case(record, n_cases):
        return record["index"] + 1
    return None


LOAD_KEYS = {"record", "status", "message", "exception", "stdout", "time_s", "plots"}
CASE_KEYS = {"record", "index", "status", "value", "message", "stdout", "time_s", "plots"}
LOAD_STATUSES = {"ok", "error", "missing_entry_point", "time_limit", "memory_limit", "output_limit"}
CASE_STATUSES = {"ok", "error", "time_limit", "memory_limit", "output_limit"}


def _valid_load(record: dict) -> bool:
    return (set(record) == LOAD_KEYS and record["status"] in LOAD_STATUSES
            and isinstance(record["exception"], str) and _valid_common(record))


def _valid_case(record: dict, n_cases: int) -> bool:
    index = record.get("index")
    keys = set(record)
    return ((keys == CASE_KEYS or (keys == CASE_KEYS | {"mutated"} and type(record["mutated"]) is bool))
            and type(index) is int and 0 <= index < n_cases
            and record["status"] in CASE_STATUSES and _valid_common(record))


def _valid_common(record: dict) -> bool:
    time_s = record["time_s"]
    return (isinstance(record["message"], str) and isinstance(record["stdout"], str)
            and type(time_s) in (int, float) and 0 <= time_s < 1e6
            and isinstance(record["plots"], list) and all(_valid_plot(p) for p in record["plots"]))


PLOT_KEYS = {"xs", "ys", "kind", "label", "xlabel", "ylabel", "logy", "cells"}


def _valid_plot(plot: Any) -> bool:
    if not isinstance(plot, dict) or set(plot) != PLOT_KEYS:
        return False
    xs, ys = plot["xs"], plot["ys"]
    shape_ok = _valid_cells(plot["cells"]) if plot["kind"] == "grid" else plot["cells"] is None
    return (shape_ok and isinstance(xs, list) and isinstance(ys, list) and len(xs) == len(ys)
            and len(xs) <= harness.MAX_POINTS_PER_PLOT
            and all(_plot_number(v) for v in xs) and all(_plot_number(v) for v in ys)
            and plot["kind"] in harness.PLOT_KINDS and type(plot["logy"]) is bool
            and all(plot[k] is None or isinstance(plot[k], str) for k in ("label", "xlabel", "ylabel")))


def _valid_cells(cells: Any) -> bool:
    """A grid: equal non-empty rows of grey levels 0..GRID_LEVELS or None, within the cell cap."""
    if not isinstance(cells, list) or not cells or not all(isinstance(row, list) and row for row in cells):
        return False
    width = len(cells[0])
    return (all(len(row) == width for row in cells) and width * len(cells) <= harness.MAX_GRID_CELLS
            and all(v is None or (type(v) is int and 0 <= v <= harness.GRID_LEVELS) for row in cells for v in row))


def _plot_number(value: Any) -> bool:
    return value is None or (type(value) is float and math.isfinite(value))


# ---------------------------------------------------------------- how the run ended

@dataclass
class Ending:
    """What the first slot without a record gets, from how the process ended."""

    status: str
    message: str


def describe_ending(run: RunResult, limits: Limits) -> Ending:
    if run.timed_out:
        return Ending("time_limit", f"took longer than {limits.wall_s:g} s of wall-clock time "
                                    "(waiting and sleeping count too)")
    if run.output_exceeded == "channel":
        return Ending("error", CHANNEL_MESSAGE)
    if run.output_exceeded:
        return Ending("output_limit", f"wrote more than {RAW_OUTPUT_CAP_BYTES} bytes straight to "
                                      f"{run.output_exceeded}")
    if run.oom_killed or run.exit_code == harness.EXIT_OUT_OF_MEMORY:
        return Ending("memory_limit", _limit_message("memory_limit", limits))
    return _ending_by_status(run)


def _ending_by_status(run: RunResult) -> Ending:
    sig = run.signal
    if sig in (signal.SIGXCPU, signal.SIGKILL) and run.cpu_s >= run.cpu_limit_s - 0.05:
        return Ending("time_limit", f"used more than {run.cpu_s:.0f} s of CPU time in total")
    if sig == signal.SIGSEGV:
        return Ending("error", "crashed (segmentation fault): usually recursion far deeper than "
                               "Python allows, after sys.setrecursionlimit")
    if sig is not None:
        return Ending("error", f"was killed by {signal.Signals(sig).name}" if sig in _SIGNALS
                      else f"was killed by signal {sig}")
    if run.exit_code == channel.EXIT_CHANNEL_LOST:
        return Ending("error", CHANNEL_MESSAGE + " (it closed or replaced fd 3)")
    return Ending("error", f"the program ended (exit status {run.exit_code}) before this case finished: "
                           "do not call exit() or os._exit(), and leave file descriptor 3 alone")


_SIGNALS = {s.value for s in signal.Signals}


# ---------------------------------------------------------------- records -> Execution

def assemble(parsed: Parsed, n_cases: int, ending: Ending, limits: Limits) -> Execution:
    load = parsed.records.get(0)
    if load is None:
        status = ending.status if ending.status != "error" else "crashed"
        message = CHANNEL_MESSAGE if 0 in parsed.tainted else ending.message
        return Execution(load_status=status, load_message=message,
                         cases=[_not_run() for _ in range(n_cases)])
    execution = Execution(
        load_status=load["status"], load_exception=load["exception"],
        load_message=_text(load["message"], MAX_MESSAGE_CHARS) or _limit_message(load["status"], limits),
        import_stdout=_text(load["stdout"]), import_plots=_plots(load["plots"]),
    )
    if load["status"] != "ok":
        execution.cases = [_not_run() for _ in range(n_cases)]
        return execution
    first_missing = next((i for i in range(n_cases) if i + 1 not in parsed.records), None)
    for index in range(n_cases):
        if 0 in parsed.tainted or index + 1 in parsed.tainted:
            case = CaseExecution(status="error", message=CHANNEL_MESSAGE)
        elif index + 1 in parsed.records:
            case = _case(parsed.records[index + 1], limits)
        elif index == first_missing:
            case = CaseExecution(status=ending.status, message=ending.message)
        else:
            case = _not_run()
        execution.cases.append(case)
    return execution


def _case(record: dict, limits: Limits) -> CaseExecution:
    status = record["status"]
    return CaseExecution(
        status=status, value=record["value"] if status == "ok" else None,
        message=_text(record["message"], MAX_MESSAGE_CHARS) or _limit_message(status, limits),
        stdout=_text(record["stdout"]), time_s=float(record["time_s"]), plots=_plots(record["plots"]),
        mutated=record.get("mutated") is True,
    )


def _limit_message(status: str, limits: Limits) -> str:
    if status == "time_limit":
        return f"took more than {limits.time_s:g} s of CPU time"
    if status == "memory_limit":
        return f"used more than {limits.memory_mib} MiB of memory"
    if status == "output_limit":
        return f"printed more than {STDOUT_CAP_BYTES // 1024} KiB"
    return ""


def _not_run() -> CaseExecution:
    return CaseExecution(status="not_run", message=NOT_RUN_MESSAGE)


def _text(text: str, limit: int | None = None) -> str:
    """Untrusted text made safe to store and show: no lone surrogates, bounded length."""
    text = text.encode("utf-8", "replace").decode("utf-8")
    return text[:limit] if limit else text


def _plots(plots: list[dict]) -> list[dict]:
    return [{**plot, **{k: _text(plot[k]) for k in ("label", "xlabel", "ylabel") if plot[k] is not None}}
            for plot in plots]
