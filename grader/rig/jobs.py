"""From a stored submission to a rig job, and from what the board sent back to a result.

What a rig replays, so that nothing hidden leaks through the transcript (which shows what was sent):
- a controller: the problem's first example scenario (the lesson's robot at its start), for the
  problem's duration capped by the platform's `rig_max_run_s`; the simulated run it is compared
  with is the same submission's run of that example in the grader's simulator;
- a function: the problem's examples and the submission's random cases (the seed's), never the
  named hidden cases; each answer is compared with the reference's at tolerances that fit the
  Pico's single-precision floats.
"""

from __future__ import annotations

import math
from typing import Any

from grader.cases import call_trusted, example_cases, hidden_cases
from grader.checkers import compare_tolerant
from grader.problem import Problem
from grader.rig.device_program import device_config
from grader.rig.records import Records, finite_or_none
from grader.rig.rig import RigJob, RigOutcome

# float32 carries about 7 significant digits; a few operations lose a few more.
SINGLE_ABS, SINGLE_REL = 1e-4, 1e-4
WALL_SLACK_S = 5.0
REPLAYED_KINDS = ("controller", "function")


def build_job(problem: Problem, code: str, seed: int, max_run_s: float) -> dict[str, Any]:
    """The stored form of a rig run's job: the job the board runs, and what judging needs."""
    spec = problem.spec
    if spec.kind == "controller":
        scenario = dict(spec.examples[0].args[0])
        duration_s = min(spec.controller.duration_s, max_run_s)
        job = RigJob(kind="controller", code=code, entry_point=spec.entry_point, duration_s=duration_s,
                     dt_s=spec.controller.dt_s, world=scenario, wall_s=duration_s * 1.5 + WALL_SLACK_S)
        return {"job": job.model_dump(), "scenario": scenario, "example": spec.examples[0].note or "Example 1"}
    cases = example_cases(problem) + [c for c in hidden_cases(problem, seed) if c.kind == "random"]
    job = RigJob(kind="function", code=code, entry_point=spec.entry_point, cases=[c.args for c in cases],
                 wall_s=WALL_SLACK_S + 0.2 * len(cases))
    return {"job": job.model_dump(), "cases": [{"name": c.name, "kind": c.kind} for c in cases]}


def telemetry(records: Records, job: RigJob) -> dict[str, Any]:
    """The samples as series for the charts (trace.py's names where they mean the same), wheel
    speeds from the encoder ticks, and the run's numbers."""
    config = device_config()
    metres_per_tick = 2 * math.pi * float(config["WHEEL_RADIUS_M"]) / float(config["TICKS_PER_TURN"])
    samples = records.samples
    t_s = [s.t_ms / 1000 for s in samples]
    speeds: list[list[float | None]] = [[], []]
    for i, sample in enumerate(samples):
        for wheel in (0, 1):
            if i == 0 or t_s[i] <= t_s[i - 1]:
                speeds[wheel].append(0.0 if i == 0 else speeds[wheel][-1])
            else:
                moved = (sample.ticks[wheel] - samples[i - 1].ticks[wheel]) * metres_per_tick
                speeds[wheel].append(round(moved / (t_s[i] - t_s[i - 1]), 4))
    dt_us = job.dt_s * 1e6
    bumps = sum(1 for i, s in enumerate(samples) if s.bump and (i == 0 or not samples[i - 1].bump))
    ranges = [None if s.range_mm is None else s.range_mm / 1000 for s in samples]
    wheel_speeds = [abs(v) for v in speeds[0] + speeds[1] if v is not None]
    return {
        "dt_s": job.dt_s, "t_s": t_s, "range_m": ranges,
        "left_mps": speeds[0], "right_mps": speeds[1],
        "duty_left": [s.duty_permille[0] / 1000 for s in samples],
        "duty_right": [s.duty_permille[1] / 1000 for s in samples],
        "ticks_left": [s.ticks[0] for s in samples], "ticks_right": [s.ticks[1] for s in samples],
        "bump": [s.bump for s in samples],
        "metrics": {
            "passes": len(samples), "passes_planned": job.passes,
            "late_passes": sum(1 for s in samples if s.update_us > dt_us),
            "slowest_update_ms": round(max((s.update_us for s in samples), default=0) / 1000, 3),
            "final_range_m": next((r for r in reversed(ranges) if r is not None), None),
            "max_wheel_mps": round(max(wheel_speeds, default=0.0), 4),
            "bumps": bumps,
        },
        "line_counts": {"forged": records.forged_lines, "dropped": records.dropped_lines,
                        "printed": records.learner_lines},
    }


def _stopped_verdict(outcome: RigOutcome) -> tuple[str, str] | None:
    if outcome.flooded:
        return "output_limit", "Your program wrote more than the serial line can carry; it was stopped."
    if outcome.stopped == "hard_reset":
        return "time_limit", ("Your program did not stop when interrupted (does it catch KeyboardInterrupt?): "
                              "the rig had to be hard reset.")
    end = outcome.records.end
    if end is None or end[0] == "interrupted":
        return "time_limit", "Your program was still running at the rig's time limit; it was interrupted."
    if end[0] == "too_slow":
        return "time_limit", f"update() took longer than a pass again and again: {end[2]}."
    if end[0] == "load_error":
        return "runtime_error", f"Your code failed to load on the Pico: {end[2]}"
    return None


def judge_controller(stored: dict[str, Any], outcome: RigOutcome) -> dict[str, Any]:
    job = RigJob.model_validate(stored["job"])
    result = {"telemetry": telemetry(outcome.records, job), "outputs": None}
    stopped = _stopped_verdict(outcome)
    end = outcome.records.end
    if stopped:
        verdict, message = stopped
    elif end[0] == "error":
        verdict, message = "runtime_error", f"Your controller raised on the Pico after {end[1]} passes: {end[2]}"
    else:
        verdict, message = "completed", f"Your controller drove {end[1]} passes ({end[1] * job.dt_s:g} s) on the rig."
    return {**result, "verdict": verdict, "message": message}


def judge_function(problem: Problem, stored: dict[str, Any], outcome: RigOutcome) -> dict[str, Any]:
    job = RigJob.model_validate(stored["job"])
    records = outcome.records
    outputs = []
    for index, (case, args) in enumerate(zip(stored["cases"], job.cases)):
        expected = call_trusted(problem.solve, args)
        row = {**case, "args": args, "expected": finite_or_none(expected), "got": None, "passed": False, "message": ""}
        if index in records.outputs:
            got = records.outputs[index]
            problem_text = compare_tolerant(expected, got, max(problem.spec.checker.abs, SINGLE_ABS),
                                            max(problem.spec.checker.rel, SINGLE_REL))
            row.update(got=finite_or_none(got), passed=problem_text is None, message=problem_text or "")
        elif index in records.errors:
            row["message"] = records.errors[index]
        else:
            row["message"] = "no answer came back"
        outputs.append(row)
    stopped = _stopped_verdict(outcome)
    if stopped:
        verdict, message = stopped
    elif any(index in records.errors or index not in records.outputs for index in range(len(outputs))):
        verdict, message = "runtime_error", "Your function raised on the Pico on some cases."
    else:
        passed = sum(row["passed"] for row in outputs)
        verdict = "accepted" if passed == len(outputs) else "wrong_answer"
        message = f"{passed} of {len(outputs)} answers on the Pico match ours (to single precision)."
    return {"telemetry": None, "outputs": outputs, "verdict": verdict, "message": message}


def judge(problem: Problem, stored: dict[str, Any], outcome: RigOutcome) -> dict[str, Any]:
    if stored["job"]["kind"] == "controller":
        return judge_controller(stored, outcome)
    return judge_function(problem, stored, outcome)


def simulated_run(problem: Problem, code: str, max_code_bytes: int) -> dict[str, Any] | None:
    """The same submission's run of the replayed example in the grader's simulator (sandboxed)."""
    from grader.grade import run_examples

    result = run_examples(problem, code, max_code_bytes=max_code_bytes)
    if result.outcome != "graded" or not result.cases or not result.cases[0].run:
        return None
    return result.cases[0].run
