"""What a controller run leaves for the result page: the world from above and the run over time.

A trace is plain JSON (it is stored with the submission and drawn by app/static/js/runs.js):

    {"world": {"width_m", "height_m",
               "segments": [[x1, y1, x2, y2], ...],      # walls and box sides
               "circles": [[cx, cy, r], ...],
               "lines": [[[x, y], ...], width_m], ...]}, # painted lines
     "body_radius_m": 0.09,
     "dt_s": 0.02,                                        # between samples below
     "t_s": [...], "x_m": [...], "y_m": [...], "theta_rad": [...],
     "range_m": [... or null],                            # what the robot's range sensor read
     "left_mps": [...], "right_mps": [...],               # true wheel ground speeds
     "contacts": [[t_s, x_m, y_m], ...],                  # where the body touched something
     "metrics": {name: number or bool}}                   # what the problem judged on
"""

from __future__ import annotations

import math
from typing import Any

MAX_SAMPLES = 240  # per series: enough for a smooth chart, small enough to store per scenario


def _r(value: float | None, digits: int = 4) -> float | None:
    if value is None or not math.isfinite(value):
        return None
    return round(value, digits)


def world_shape(world) -> dict[str, Any]:
    return {
        "width_m": world.width_m, "height_m": world.height_m,
        "segments": [[_r(v) for v in segment] for segment in world.segments],
        "circles": [[_r(v) for v in circle] for circle in world.circles],
        "lines": [[[[_r(x), _r(y)] for x, y in points], width_m] for points, width_m in world.lines],
    }


class TraceRecorder:
    """Samples the simulator after every pass; keeps at most MAX_SAMPLES evenly spaced."""

    def __init__(self, sim, dt_s: float, passes: int):
        self.sim = sim
        self.every = max(1, math.ceil((passes + 1) / MAX_SAMPLES))
        self.series: dict[str, list] = {key: [] for key in
                                        ("t_s", "x_m", "y_m", "theta_rad", "range_m", "left_mps", "right_mps")}
        self.contacts: list[list[float]] = []
        self.dt_s = dt_s * self.every
        self._count = 0

    def sample(self, range_m: float | None) -> None:
        sim = self.sim
        if sim.contact is not None:
            x, y, _ = sim.pose()
            self.contacts.append([_r(sim.now_s(), 3), _r(x), _r(y)])
        if self._count % self.every == 0:
            x, y, theta = sim.pose()
            left, right = sim.model.true_speeds_mps()
            for key, value in (("t_s", sim.now_s()), ("x_m", x), ("y_m", y), ("theta_rad", theta),
                               ("range_m", range_m), ("left_mps", left), ("right_mps", right)):
                self.series[key].append(_r(value))
        self._count += 1

    def finish(self, metrics: dict[str, Any]) -> dict[str, Any]:
        return {"world": world_shape(self.sim.world), "body_radius_m": self.sim.params.body_radius_m,
                "dt_s": self.dt_s, **self.series, "contacts": self.contacts[:200], "metrics": metrics}
