"""One scenario, pass by pass: the world moves (advance), then the controller acts on the readings.

The same loop drives the learner's controller in the sandbox (a Session, one round trip per
pass) and trusted controllers in-process (the reference and the known mistakes, for diagnosis).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from grader.controller.trace import TraceRecorder


class ControllerFailed(Exception):
    """The controller raised, overran its time, or its process is gone: the run ends here."""

    def __init__(self, status: str, message: str):
        super().__init__(message)
        self.status, self.message = status, message


class Controller(Protocol):
    def start(self) -> None: ...

    def step(self, readings: dict[str, Any]) -> tuple[float, float]: ...

    def finish(self) -> str: ...  # what the controller printed in this scenario


@dataclass
class RunOutcome:
    """What happened in one scenario, for the problem's judge and for the result page."""

    sim: Any
    passes_done: int
    max_wheel_mps: float
    path_m: float
    failure: ControllerFailed | None = None
    stdout: str = ""
    trace: dict[str, Any] = field(default_factory=dict)


def readings_of(sim) -> dict[str, Any]:
    """One pass's readings, taken once: within a pass every call on the robot returns the same."""
    return {"r": sim.range_m(), "t": list(sim.ticks()), "l": list(sim.line()), "b": bool(sim.bump()),
            "s": sim.now_s()}


def drive(sim, controller: Controller, dt_s: float, duration_s: float,
          metrics: Callable[[RunOutcome], dict[str, Any]] | None = None) -> RunOutcome:
    passes = int(round(duration_s / dt_s))
    recorder = TraceRecorder(sim, dt_s, passes)
    outcome = RunOutcome(sim=sim, passes_done=0, max_wheel_mps=0.0, path_m=0.0)
    recorder.sample(sim.range_m())
    try:
        controller.start()
        last_xy = sim.pose()[:2]
        for _ in range(passes):
            sim.advance(dt_s)
            readings = readings_of(sim)
            left, right = controller.step(readings)
            sim.set_duty(left, right)
            outcome.passes_done += 1
            speeds = sim.model.true_speeds_mps()
            outcome.max_wheel_mps = max(outcome.max_wheel_mps, abs(speeds[0]), abs(speeds[1]))
            x, y = sim.pose()[:2]
            outcome.path_m += math.hypot(x - last_xy[0], y - last_xy[1])
            last_xy = (x, y)
            recorder.sample(readings["r"])
    except ControllerFailed as failed:
        outcome.failure = failed
    outcome.stdout = controller.finish()
    outcome.trace = recorder.finish(metrics(outcome) if metrics else {})
    return outcome


class TrustedController:
    """Our own controller classes (the reference, the mistakes), run in this process."""

    def __init__(self, robot_class, dt_s: float):
        self.robot_class = robot_class
        self.dt_s = dt_s
        self.hw = self.robot = None

    def start(self) -> None:
        self.hw = _LocalHardware()
        self.robot = self.robot_class(self.hw)

    def step(self, readings: dict[str, Any]) -> tuple[float, float]:
        self.hw.readings = readings
        try:
            self.robot.update(self.dt_s)
        except Exception as exc:
            raise ControllerFailed("error", f"{type(exc).__name__}: {exc}") from None
        return self.hw.duty

    def finish(self) -> str:
        return ""


class _LocalHardware:
    def __init__(self):
        self.readings: dict[str, Any] = {"r": None, "t": [0, 0], "l": [], "b": False, "s": 0.0}
        self.duty = (0.0, 0.0)

    def range_m(self):
        return self.readings["r"]

    def ticks(self):
        return tuple(self.readings["t"])

    def line(self):
        return tuple(self.readings["l"])

    def bump(self):
        return self.readings["b"]

    def now_s(self):
        return self.readings["s"]

    def set_duty(self, left, right):
        self.duty = (float(left), float(right))
