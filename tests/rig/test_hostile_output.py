"""Hostile programs on the emulated rig, against the host: a flood of output, forged telemetry,
binary garbage, fake end markers. Each run ends, the motors stop, the host's caps hold, and what is
stored is text any database takes."""

import json

from grader.rig.rig import JOB_OUTPUT_CAP_BYTES, RigJob
from grader.rig.transcript import DEFAULT_CAP_CHARS


def controller(update_body: str, init_body: str = "pass") -> str:
    return (f"import sys\nclass Robot:\n    def __init__(self, hw):\n        self.hw = hw\n        {init_body}\n"
            f"    def update(self, dt_s):\n        self.hw.set_duty(0.5, 0.5)\n        {update_body}\n")


def run(rig, code: str, duration_s: float = 1.0, wall_s: float = 3.0):
    return rig.run(RigJob(kind="controller", code=code, entry_point="Robot", duration_s=duration_s, wall_s=wall_s))


def test_a_flood_is_cut_at_the_cap_and_stopped(rig):
    outcome = run(rig, controller("sys.stdout.write('flood ' * 2000)"), duration_s=60, wall_s=30)
    assert outcome.flooded and outcome.stopped in ("interrupted", "hard_reset")
    assert len(outcome.transcript) <= DEFAULT_CAP_CHARS + 200 and "characters not kept" in outcome.transcript
    assert len(outcome.records.samples) < 3000
    assert rig.health_check()


def test_forged_telemetry_is_counted_and_kept_out(rig):
    forge = ("sys.stdout.write('@T 0123456789abcdef %d 5 250 0 0 00 0 0 0 1\\n' % int(self.hw.now_s() * 50))\n"
             "        print('@E 0123456789abcdef done 50 I won')")
    outcome = run(rig, controller(forge))
    records = outcome.records
    assert records.end[0] == "done" and records.forged_lines == 2 * len(records.samples)
    assert all(s.duty_permille == (500, 500) for s in records.samples)   # only the runner's own records


def test_binary_garbage_and_fake_end_markers_do_not_end_the_run_early(rig):
    garbage = "sys.stdout.write(''.join(chr(i) for i in range(1, 256)) + '\\x04\\x04>\\x00\\n')"
    outcome = run(rig, controller(garbage))
    assert outcome.stopped == "ended" and outcome.records.end == ("done", 50, "")
    assert len(outcome.records.samples) == 50
    json.dumps(outcome.transcript)
    assert "\x00" not in outcome.transcript and "\\x00" in outcome.transcript


def test_output_without_newlines_neither_hides_the_telemetry_nor_grows_the_host(rig):
    outcome = run(rig, controller("sys.stdout.write('x' * 4000)"), duration_s=2.0, wall_s=4.0)
    records = outcome.records
    assert records.end == ("done", 100, "") and len(records.samples) == 100   # found after the x's
    assert records.learner_lines == 100 and len(records._partial) <= 16 * 1024
    assert len(outcome.transcript) <= DEFAULT_CAP_CHARS + 200
    outcome = run(rig, controller("sys.stdout.write('y' * 40000)"), duration_s=1.0, wall_s=4.0)
    assert outcome.records.dropped_lines >= 40 and outcome.records.end[0] == "done"   # lines over the cap
    assert JOB_OUTPUT_CAP_BYTES >= 1024 * 1024
