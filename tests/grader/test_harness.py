"""The harness that runs inside the sandbox: value encoding, print capture, plot(), error
messages (in-process), and its protocol end to end (run directly as a child process, no sandbox:
isolation is test_sandbox's and the hostile suite's business)."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import pytest

from grader import harness
from grader.contract import Plot
from grader.execute import compiled_harness, parse_channel
from grader.sandbox import SANDBOX_PYTHON
from grader.sandbox_program import BOOTSTRAP
from grader.harness import CappedText, OutputLimit, PlotRecorder, Rejected, describe, encode_value

CAP = 10_000


def encoded(value, cap=CAP):
    return json.loads(encode_value(value, cap))


# ---------------------------------------------------------------- return values

@pytest.mark.parametrize("value, expected", [
    (None, None), (True, True), (False, False), (0, 0), (-7, -7), (2.5, 2.5), ("héllo\n", "héllo\n"),
    ((1, 2.0), [1, 2.0]), ([1, [2, (3,)]], [1, [2, [3]]]), ({"a": [1, None]}, {"a": [1, None]}), ([], []),
])
def test_plain_values_round_trip(value, expected):
    assert encoded(value) == expected


def test_floats_keep_full_precision_and_special_values():
    assert encoded(0.1 + 0.2) == 0.1 + 0.2
    nan, inf, minus_inf = encoded([float("nan"), float("inf"), float("-inf")])
    assert math.isnan(nan) and inf == math.inf and minus_inf == -math.inf


class Liar:
    """Every method a careless grader might call raises, so the test fails if any runs."""

    def __eq__(self, other):
        raise AssertionError("__eq__ was called")

    def __iter__(self):
        raise AssertionError("__iter__ was called")

    def __len__(self):
        raise AssertionError("__len__ was called")

    def __repr__(self):
        raise AssertionError("__repr__ was called")

    __str__ = __hash__ = __repr__


class LyingInt(int):
    def __repr__(self):
        raise AssertionError("__repr__ was called")


class LyingList(list):
    def __iter__(self):
        raise AssertionError("__iter__ was called")


@pytest.mark.parametrize("value, name", [
    (Liar(), "a Liar"), ([1, Liar()], "a Liar"), (LyingInt(3), "a LyingInt"), (LyingList([1]), "a LyingList"),
    ({1, 2}, "a set"), (object(), "an object"), (b"bytes", "a bytes"), (1j, "a complex"),
], ids=lambda case: case if isinstance(case, str) else "")
def test_other_types_are_refused_without_running_their_code(value, name):
    with pytest.raises(Rejected) as refused:
        encode_value(value, CAP)
    assert refused.value.status == "error"
    assert refused.value.message == f"returned {name}; return numbers, tuples or lists"


def test_dict_keys_must_be_str():
    with pytest.raises(Rejected, match="with an int key"):
        encode_value({1: 2}, CAP)


def test_self_containing_list_is_refused_as_too_deep():
    loop: list = []
    loop.append(loop)
    with pytest.raises(Rejected, match="nested more than 64 levels"):
        encode_value(loop, CAP)


@pytest.mark.parametrize("value", [
    [0] * 10_000_000, "x" * 100_000, 10 ** 5000, {str(i): i for i in range(20_000)}, [[0] * 3000] * 3000,
], ids=["long list", "long str", "huge int", "big dict", "shared rows"])
def test_values_over_the_cap_are_output_limit_and_abandoned_early(value):
    with pytest.raises(Rejected) as refused:
        encode_value(value, CAP)
    assert refused.value.status == "output_limit"


def test_a_value_just_under_the_cap_passes():
    text = encode_value(list(range(100)), CAP)
    assert len(text) < CAP and json.loads(text) == list(range(100))


# ---------------------------------------------------------------- print capture

def test_capped_text_keeps_what_fits_then_raises():
    out = CappedText(10)
    out.write("hello ")
    with pytest.raises(OutputLimit):
        out.write("world, and more")
    assert out.getvalue() == "hello worl" and out.exceeded
    with pytest.raises(OutputLimit):
        out.write("x")


def test_capped_text_counts_bytes_and_refuses_non_text():
    out = CappedText(4)
    with pytest.raises(OutputLimit):
        out.write("ééé")  # 6 bytes
    assert out.getvalue() == "éé"
    with pytest.raises(TypeError):
        CappedText(10).write(42)


# ---------------------------------------------------------------- plot()

def record_plot(recorder, *args, **kwargs):
    harness.make_plot_builtin(recorder)(*args, **kwargs)
    return json.loads(recorder.encode())


def test_plot_records_a_valid_contract_plot():
    plots = record_plot(PlotRecorder(), [0, 1, 2], (1.5, None, float("nan")), kind="step", label="v",
                        xlabel="t (s)", ylabel="m/s", logy=True)
    assert plots == [{"xs": [0.0, 1.0, 2.0], "ys": [1.5, None, None], "kind": "step", "label": "v",
                      "xlabel": "t (s)", "ylabel": "m/s", "logy": True, "cells": None}]
    Plot.model_validate(plots[0])


def test_a_grid_is_recorded_as_grey_levels_row_0_first():
    plots = record_plot(PlotRecorder(), [[0, 1, 0.5], [True, None, float("nan")]], kind="grid", label="map")
    assert plots == [{"xs": [], "ys": [], "kind": "grid", "label": "map", "xlabel": None, "ylabel": None,
                      "logy": False, "cells": [[0, 255, 128], [255, None, None]]}]
    Plot.model_validate(plots[0])


def test_a_grid_outside_0_to_1_is_scaled_from_its_smallest_to_its_largest_value():
    distances = [[0, 2, 4], [6, 8, None]]
    [plot] = record_plot(PlotRecorder(), distances, kind="grid")
    assert plot["cells"] == [[0, 64, 128], [191, 255, None]]
    [flat] = record_plot(PlotRecorder(), [[3, 3], [3, 3]], kind="grid")
    assert flat["cells"] == [[0, 0], [0, 0]]


def test_grid_cells_count_against_the_runs_points():
    recorder = PlotRecorder()
    recorder.points_left = 5
    assert record_plot(recorder, [[0, 1, 0], [1, 0, 1]], kind="grid") == []
    assert len(record_plot(recorder, [[0, 1], [1, 0]], kind="grid")) == 1 and recorder.points_left == 1


@pytest.mark.parametrize("args, kwargs, error", [
    (([1, 2], [1]), {}, "xs has 2 values but ys has 1"),
    (([1], [1]), {"kind": "pie"}, "kind must be one of line, scatter, bar, step, grid"),
    (([1, 2],), {}, "ys is missing"),
    (([[0, 1]], [1]), {"kind": "grid"}, "a grid is plot"),
    (([],), {"kind": "grid"}, "non-empty list of rows"),
    (("01",), {"kind": "grid"}, "non-empty list of rows, not a str"),
    (([[0, 1], [1]],), {"kind": "grid"}, "same length"),
    (([[0, "x"]],), {"kind": "grid"}, "must contain numbers, found a str"),
    (([[0] * 201] * 201,), {"kind": "grid"}, "at most 40000 cells"),
    (("12", [1, 2]), {}, "xs must be a list of numbers, not a str"),
    (([1, "2"], [1, 2]), {}, "xs must contain numbers, found a str"),
    (([1], [1]), {"logy": 1}, "logy must be True or False"),
    (([1], [1]), {"label": 3}, "label must be a str"),
])
def test_plot_rejects_bad_calls_with_a_clear_error(args, kwargs, error):
    with pytest.raises((TypeError, ValueError), match=error):
        harness.make_plot_builtin(PlotRecorder())(*args, **kwargs)


def test_plot_thins_long_series_and_caps_the_number_of_plots():
    recorder = PlotRecorder()
    n = harness.MAX_POINTS_PER_PLOT * 3
    plots = record_plot(recorder, range(n), range(n))
    assert len(plots[0]["xs"]) == harness.MAX_POINTS_PER_PLOT
    assert plots[0]["xs"][0] == 0.0 and plots[0]["xs"][-1] == n - 1
    for _ in range(harness.MAX_PLOTS_PER_PHASE + 5):
        harness.make_plot_builtin(recorder)([1], [1])
    assert len(json.loads(recorder.encode())) == harness.MAX_PLOTS_PER_PHASE


# ---------------------------------------------------------------- error messages

def raised_in_solution(code: str) -> BaseException:
    namespace: dict = {}
    exec(compile(code, harness.SOLUTION_FILE, "exec"), namespace)
    try:
        namespace["f"]()
    except BaseException as exc:  # noqa: BLE001 - the point is to capture anything
        return exc
    raise AssertionError("nothing raised")


def test_describe_names_the_line_in_the_learners_code():
    exc = raised_in_solution("def f():\n    x = 1\n    return x / 0\n")
    assert describe(exc) == "ZeroDivisionError: division by zero (line 3)"


def test_describe_syntax_error_and_exit():
    try:
        compile("def f(:\n", harness.SOLUTION_FILE, "exec")
    except SyntaxError as exc:
        assert describe(exc).startswith("SyntaxError: ") and describe(exc).endswith("(line 1)")
    exc = raised_in_solution("import sys\ndef f():\n    sys.exit(3)\n")
    assert describe(exc) == "SystemExit: sys.exit() was called; return a value instead of exiting (line 3)"


def test_describe_survives_a_broken_str():
    exc = raised_in_solution(
        "class Odd(Exception):\n    def __str__(self):\n        raise ValueError\n"
        "def f():\n    raise Odd()\n")
    assert describe(exc) == "Odd (line 5)"


# ---------------------------------------------------------------- the protocol, end to end

def run_harness(code: str, cases: list, *, time_s: float = 1.0, stdout_cap: int = 1000,
                value_cap: int = 1000, entry_point: str = "f") -> list[dict]:
    """The harness as the sandbox runs it (same interpreter, flags, bootstrap and program on
    stdin), fd 3 to a pipe."""
    job = {"code": code, "entry_point": entry_point, "cases": cases, "case_time_s": time_s,
           "stdout_cap_bytes": stdout_cap, "value_cap_bytes": value_cap}
    read_end, write_end = os.pipe()
    try:
        process = subprocess.run(
            [SANDBOX_PYTHON, "-I", "-S", "-c", BOOTSTRAP], input=compiled_harness() + json.dumps(job).encode(),
            capture_output=True, timeout=20, pass_fds=(write_end, 3),
            preexec_fn=lambda: os.dup2(write_end, 3),
        )
    finally:
        os.close(write_end)
    with os.fdopen(read_end, "rb") as channel:
        data = channel.read()
    assert process.returncode == 0, process.stderr
    parsed = parse_channel(data, len(cases))
    assert parsed.started and not parsed.tainted, data
    return [parsed.records[slot] for slot in sorted(parsed.records)]


def test_protocol_reports_import_then_each_case_in_order():
    code = ("print('at import')\nplot([1], [2])\n"
            "def f(a, b):\n    print('case', a)\n    return (a + b, [a, b])\n")
    load, first, second = run_harness(code, [[1, 2], [3.5, -1]])
    assert load["status"] == "ok" and load["stdout"] == "at import\n" and len(load["plots"]) == 1
    assert (first["index"], first["status"], first["value"], first["stdout"]) == (0, "ok", [3, [1, 2]], "case 1\n")
    assert (second["index"], second["value"]) == (1, [2.5, [3.5, -1]])


@pytest.mark.parametrize("code, status, message", [
    ("def f(:\n", "error", "SyntaxError: "),
    ("x = 1 / 0\ndef f(): pass\n", "error", "ZeroDivisionError: division by zero (line 1)"),
    ("def g(): pass\n", "missing_entry_point", "define a function named f"),
    ("f = 3\n", "missing_entry_point", "f is an int, not a function"),
    ("while True: pass\n", "time_limit", ""),
    ("while True: print('x' * 100)\n", "output_limit", ""),
])
def test_load_failures(code, status, message):
    (load,) = run_harness(code, [[1]], time_s=0.3)
    assert load["status"] == status and load["message"].startswith(message)


def test_each_case_gets_its_own_status_and_the_run_goes_on():
    code = (
        "def f(kind):\n"
        "    if kind == 'loop':\n        while True: pass\n"
        "    if kind == 'print':\n        while True: print('spam')\n"
        "    if kind == 'raise':\n        return [1][2]\n"
        "    if kind == 'memory':\n        raise MemoryError\n"
        "    if kind == 'object':\n        return object()\n"
        "    return kind\n"
    )
    cases = [["loop"], ["print"], ["raise"], ["memory"], ["object"], ["fine"]]
    records = run_harness(code, cases, time_s=0.3)[1:]
    assert [r["status"] for r in records] == ["time_limit", "output_limit", "error", "memory_limit", "error", "ok"]
    assert 0.3 <= records[0]["time_s"] < 10  # wall time: a loaded machine stretches 0.3 s of CPU
    assert records[2]["message"] == "IndexError: list index out of range (line 7)"
    assert records[5]["value"] == "fine"


def test_swallowing_the_time_limit_does_not_pass_the_case():
    code = ("def f():\n    try:\n        while True: pass\n    except BaseException:\n        pass\n"
            "    return 'escaped'\n")
    (_, case) = run_harness(code, [[]], time_s=0.2)
    assert case["status"] == "time_limit" and case["value"] is None


def test_forked_children_never_report():
    code = ("import os\ndef f():\n    pid = os.fork()\n    return 'child' if pid == 0 else 'parent'\n")
    records = run_harness(code, [[], []])
    assert [r["value"] for r in records[1:]] == ["parent", "parent"]
