"""Controller runs from the real simulator, for the result page's tests and screenshots.

A learner's "stop before the wall" controller (proportional on the range reading, and the common
mistake of driving on when the sensor gives no reading) drives reference.sim for 14 s at 50 Hz in a
3 m x 2 m arena with a box, a post and a painted line; grader/controller/trace.py's TraceRecorder
records each run, and `grading_result()` wraps the runs as the cases of a GradingResult-like dict,
the way a controller problem's grading will.

    python -m tests.utils.controller_runs > result.json     # the dict, to look at
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any

from grader.controller.trace import TraceRecorder
from reference.sim import RobotParams, Simulator, World, clamp

DT_S = 0.02          # 50 Hz
SECONDS = 14.0
SENSOR_FORWARD_M = 0.07   # the front range sensor's mount, ahead of the centre (Simulator's default)
GAP_OK_M = (0.05, 0.25)   # where the body's front must come to rest


def arena() -> World:
    """3 m x 2 m: a box in the upper right, a post in the lower middle, a painted stop line."""
    world = World(3.0, 2.0)
    world.add_box(1.8, 1.25, 2.3, 1.75)
    world.add_circle(1.55, 0.42, 0.06)
    world.add_line([(2.55, 0.15), (2.55, 1.1)], 0.03)
    return world


class StopBeforeWall:
    """The learner's controller: duty proportional to (range - target), and full speed when the
    sensor reads nothing (the mistake: None is also what a sensor says when it is too close)."""

    def __init__(self, sim: Simulator, target_m: float = 0.2, gain: float = 1.5, cruise: float = 0.8):
        self.sim, self.target_m, self.gain, self.cruise = sim, target_m, gain, cruise
        self.last_range_m: float | None = None

    def update(self, dt_s: float) -> None:
        reading = self.sim.range_m()
        self.last_range_m = reading
        duty = self.cruise if reading is None else clamp(self.gain * (reading - self.target_m), -0.3, self.cruise)
        self.sim.set_duty(duty, duty)


@dataclass
class Scenario:
    name: str
    kind: str                       # "named" or "random"
    pose: tuple[float, float, float]
    target_m: float = 0.2
    gain: float = 1.5
    scale_left: float = 1.0         # a left tyre a little smaller or bigger: the path curves
    max_speed_mps: float = 0.40     # the wheels' top speed (weak batteries: less)
    sensor: dict[str, Any] = field(default_factory=dict)   # RangeSensor keyword arguments
    seed: int = 1


SCENARIOS = [
    Scenario("Box straight ahead", "named", (0.35, 1.5, 0.0)),
    Scenario("Wall at a slant", "named", (0.4, 0.75, 0.12), scale_left=1.01),
    # A sensor that answers late: the robot overshoots its target and meets the wall.
    Scenario("Slow sensor, fast approach", "named", (0.6, 1.05, 0.0), target_m=0.05, gain=3.0,
             sensor={"latency_s": 0.4, "period_s": 0.1}),
    # Weak batteries: the robot is still creeping towards the wall, far short of it, at the end.
    Scenario("Weak batteries", "named", (0.4, 0.95, 0.0), max_speed_mps=0.12),
    # The post is off the sensor's one ray: the range sees the far wall, the body clips the post.
    Scenario("Post beside the path", "random", (0.3, 0.3, 0.02), seed=7),
    # A short-range sensor (nothing beyond 0.8 m): gaps in the range until the wall is near.
    Scenario("Short-range sensor", "random", (0.5, 1.1, -0.05), sensor={"max_range_m": 0.8}, seed=11),
]


def drive(scenario: Scenario) -> tuple[dict[str, Any], bool, str]:
    """One run: (its trace, whether it passed, the case's message)."""
    params = RobotParams(scale_left=scenario.scale_left, max_speed_mps=scenario.max_speed_mps)
    sim = Simulator(arena(), params=params, seed=scenario.seed, pose=scenario.pose, **scenario.sensor)
    robot = StopBeforeWall(sim, scenario.target_m, scenario.gain)
    passes = int(round(SECONDS / DT_S))
    recorder = TraceRecorder(sim, DT_S, passes)
    recorder.sample(sim.range_m())          # the start, at t = 0
    first_contact_s = None
    moving_until_s = 0.0
    for _ in range(passes):
        sim.advance(DT_S)
        robot.update(DT_S)
        if sim.contact is not None and first_contact_s is None:
            first_contact_s = sim.now_s()
        if max(abs(v) for v in sim.model.true_speeds_mps()) > 0.005:
            moving_until_s = sim.now_s()
        recorder.sample(robot.last_range_m)
    true_range = sim.range_sensors["front"].true_range(sim.pose())
    gap_m = None if true_range is None else true_range + SENSOR_FORWARD_M - params.body_radius_m
    touched = sim.bumps > 0
    stopped = moving_until_s < SECONDS - 0.5
    passed = not touched and stopped and gap_m is not None and GAP_OK_M[0] <= gap_m <= GAP_OK_M[1]
    if touched:
        message = f"The robot touched an obstacle at t = {first_contact_s:.2f} s and pushed on for {sim.bumps} passes."
    elif not stopped:
        message = f"The robot was still moving at the end, {gap_m:.3f} m short of the obstacle."
    elif not passed:
        message = f"The robot came to rest {gap_m:.3f} m from the obstacle; it should be {GAP_OK_M[0]}–{GAP_OK_M[1]} m."
    else:
        message = f"Stopped {gap_m:.3f} m in front of the obstacle, without touching it."
    series = recorder.series
    speeds = series["left_mps"] + series["right_mps"]
    steps = zip(series["x_m"], series["y_m"], series["x_m"][1:], series["y_m"][1:])
    metrics = {
        "final_gap_m": None if gap_m is None else round(gap_m, 4),
        "touched": touched,
        "contact_passes": sim.bumps,
        "stopped_at_s": round(moving_until_s, 2),
        "top_speed_mps": round(max(abs(v) for v in speeds), 3),
        "distance_m": round(sum(math.hypot(x2 - x1, y2 - y1) for x1, y1, x2, y2 in steps), 3),
    }
    run = recorder.finish(metrics)
    # Not (yet) in trace.py's format: where the range must end up, drawn as dashed lines on its chart.
    run["guides"] = {"range_m": [{"y": gap + SENSOR_FORWARD_M - params.body_radius_m, "label": label}
                                 for gap, label in zip(GAP_OK_M, ("closest allowed", "furthest allowed"))]}
    return run, passed, message


def grading_result(scenarios: list[Scenario] | None = None) -> dict[str, Any]:
    """A graded result (GradingResult's fields) with one case per scenario, each carrying its run."""
    cases = []
    for scenario in scenarios or SCENARIOS:
        run, passed, message = drive(scenario)
        cases.append({"name": scenario.name, "kind": scenario.kind, "passed": passed,
                      "verdict": "accepted" if passed else "wrong_answer", "message": message,
                      "time_s": 0.05, "run": run})
    passed = sum(case["passed"] for case in cases)
    return {"outcome": "graded", "verdict": "accepted" if passed == len(cases) else "wrong_answer",
            "score": passed / len(cases), "message": f"{passed} of {len(cases)} cases passed",  # grade.py's words
            "cases": cases}


def many_scenarios(n: int = 20) -> list[Scenario]:
    """n scenarios from starts spread over the left of the arena, headings fanned out: a
    controller problem's full set, for the page's speed with many runs."""
    return [Scenario(f"Start {i + 1:02d}", "random", (0.3 + 0.25 * (i % 3), 0.25 + 1.5 * ((i * 7) % n) / n,
                                                      -0.35 + 0.7 * i / max(1, n - 1)), seed=i + 1)
            for i in range(n)]


if __name__ == "__main__":
    print(json.dumps(grading_result(), indent=1))
