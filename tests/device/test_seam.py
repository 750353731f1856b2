"""device/seam.py, the robot's one hardware interface, on both interpreters that run it: the real
MicroPython (as on the rig) and the sandbox's CPython under the controller harness, run as the
sandbox runs it (bootstrap, program on stdin, fd 3), so the duty rule and what the learner's `hw`
offers are checked where they are used, against one table."""

from __future__ import annotations

import json
import math
import os
import re
import subprocess

from grader.controller.session import CONTROLLER_HARNESS
from grader.sandbox import SANDBOX_PYTHON
from grader.sandbox_program import BASE_HARNESS, BOOTSTRAP, CHANNEL, SEAM, harness_program
from tests.utils.micropython import needs_micropython, run_micropython

NOT_FINITE = "ValueError: set_duty() takes finite numbers from -1 to 1"
# A duty as the learner writes it -> the duty in force, or the error set_duty() raises.
DUTY_RULE = [
    ("0.5", 0.5), ("-0.25", -0.25), ("1", 1.0), ("0", 0.0), ("2.0", 1.0), ("-3", -1.0),
    ("10 ** 400", 1.0),            # float() of it fails in CPython and is inf in MicroPython
    ("-(10 ** 400)", -1.0),
    ("float('nan')", NOT_FINITE), ("float('inf')", NOT_FINITE), ("-float('inf')", NOT_FINITE),
    ("1e308 * 10", NOT_FINITE),
    ("'0.5'", "TypeError: set_duty() takes numbers from -1 to 1, not a str"),
    ("True", "TypeError: set_duty() takes numbers from -1 to 1, not a bool"),
    ("None", "TypeError: set_duty() takes numbers from -1 to 1, not a NoneType"),
    ("[0.1]", "TypeError: set_duty() takes numbers from -1 to 1, not a list"),
    ("{}", "TypeError: set_duty() takes numbers from -1 to 1, not a dict"),
]
SEAM_METHODS = ["bump", "line", "now_s", "range_m", "set_duty", "ticks"]
READINGS = {"r": 0.5, "t": [3, 4], "l": [0, 1], "b": True, "s": 0.02}


def expected_duties() -> list[object]:
    return [outcome for _, outcome in DUTY_RULE]


def same(got: list[object], expected: list[object]) -> bool:
    """Floats compared as numbers (each interpreter writes its own repr), messages as text."""
    return len(got) == len(expected) and all(
        (isinstance(e, float) and isinstance(g, float) and g == e and math.copysign(1, g) == math.copysign(1, e))
        or g == e for g, e in zip(got, expected))


# ---------------------------------------------------------------- on MicroPython, as on the rig

@needs_micropython
def test_the_duty_rule_on_micropython(tmp_path):
    script = "import seam\nhw = seam.Seam()\nview = seam.learner_view(hw)\n" + "".join(
        f"try:\n    view.set_duty({duty}, 0)\n    print('D', repr(hw.duties()[0]))\n"
        f"except Exception as e:\n    print('D', type(e).__name__ + ': ' + str(e))\n" for duty, _ in DUTY_RULE)
    lines = [line[2:] for line in run_micropython(script, tmp_path).splitlines() if line.startswith("D ")]
    got = [line if ":" in line else float(line) for line in lines]
    assert same(got, expected_duties()), got


@needs_micropython
def test_a_failed_set_duty_keeps_the_duties_in_force_on_micropython(tmp_path):
    out = run_micropython("""
        import seam
        hw = seam.Seam()
        hw.set_duty(0.5, -2)
        try:
            hw.set_duty(0.1, float('nan'))
        except ValueError:
            pass
        print('KEPT', hw.duties())
    """, tmp_path)
    assert "KEPT (0.5, -1.0)" in out


# ---------------------------------------------------------------- in the sandbox's harness (CPython)

def run_controller_harness(code: str, passes: int) -> list[dict]:
    """The controller harness on the sandbox's interpreter, as the sandbox runs it, for one
    scenario of `passes` passes; the records it wrote on fd 3, after start and load."""
    job = {"code": code, "entry_point": "Robot", "cases": [], "case_time_s": 1.0, "stdout_cap_bytes": 10_000,
           "value_cap_bytes": 10_000, "dt_s": 0.02, "pass_cpu_s": 0.5}
    messages = [job, {"start": 1}] + [READINGS] * passes + [{"end": 1}]
    stdin = harness_program((CHANNEL, BASE_HARNESS, SEAM), CONTROLLER_HARNESS) + b"".join(
        json.dumps(message).encode() + b"\n" for message in messages)
    read_end, write_end = os.pipe()
    try:
        process = subprocess.run([SANDBOX_PYTHON, "-I", "-S", "-c", BOOTSTRAP], input=stdin, capture_output=True,
                                 timeout=20, pass_fds=(write_end, 3), preexec_fn=lambda: os.dup2(write_end, 3))
    finally:
        os.close(write_end)
    with os.fdopen(read_end, "rb") as channel:
        records = [json.loads(line) for line in channel.read().splitlines()]
    assert process.returncode == 0, process.stderr
    assert [r["record"] for r in records[:3]] == ["start", "load", "started"], records
    assert records[1]["status"] == "ok" and records[2]["status"] == "ok", records
    return records[3:]


def test_the_duty_rule_in_the_sandbox_harness():
    duties = ", ".join(duty for duty, _ in DUTY_RULE)
    code = (f"DUTIES = [{duties}]\n"
            "class Robot:\n"
            "    def __init__(self, hw):\n        self.hw, self.n = hw, 0\n"
            "    def update(self, dt_s):\n"
            "        self.hw.set_duty(0.0, 0.0)\n"
            "        self.n += 1\n"
            "        self.hw.set_duty(DUTIES[self.n - 1], 0)\n")
    passes = run_controller_harness(code, len(DUTY_RULE))[:-1]
    got = [p["d"][0] if p["status"] == "ok" else re.sub(r" \(line \d+\)$", "", p["message"]) for p in passes]
    assert same(got, expected_duties()), got
    assert all(p["status"] in ("ok", "error") for p in passes)


def test_the_learner_gets_the_same_hw_in_the_sandbox_as_on_the_rig():
    """The six methods and nothing else (test_the_learner_gets_only_the_seam says the same of the
    device), each pass's readings as the grader sent them, the duties clamped."""
    code = ("class Robot:\n"
            "    def __init__(self, hw):\n"
            "        print('SEAM', sorted(n for n in dir(hw) if not n.startswith('__')))\n"
            "        self.hw = hw\n"
            "    def update(self, dt_s):\n"
            "        hw = self.hw\n"
            "        print('READ', hw.range_m(), hw.ticks(), hw.line(), hw.bump(), hw.now_s())\n"
            "        hw.set_duty(0.25, 5)\n")
    *passes, end = run_controller_harness(code, 2)
    assert [p["d"] for p in passes] == [[0.25, 1.0], [0.25, 1.0]]
    assert f"SEAM {SEAM_METHODS}" in end["stdout"]
    assert "READ 0.5 (3, 4) (0, 1) True 0.02" in end["stdout"]


@needs_micropython
def test_the_seam_lists_the_same_methods_on_micropython(tmp_path):
    out = run_micropython("import seam\nv = seam.learner_view(seam.Seam())\n"
                          "print('SEAM', sorted([n for n in dir(v) if not n.startswith('__')]))\n", tmp_path)
    assert f"SEAM {SEAM_METHODS}" in out
