"""Occupancy grids (Level 5: "Where the echoes land", "Log-odds: evidence that adds up",
"A beam frees its path and marks its end").

Conventions shared by the mapping problems:
- a pose is (x, y, theta): metres in the world, theta in radians counter-clockwise from +x; a
  reading (a, r) left the sensor at angle a from the heading, so it points along theta + a;
- a reading of the maximum range or more is no echo: the beam met nothing;
- the map's bottom-left corner is the world origin and row 0 is its TOP row (Level 3's grid
  formula, reference.beam_grid.cell_of): col = floor(px / res), row = rows - 1 - floor(py / res);
- log-odds are natural logarithms, l = ln(p / (1 - p)), and back p = 1 - 1 / (1 + e^l); a clamp
  into [lo, hi] follows every single change of a cell, never only the last.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from reference.beam_grid import cell_of

Pose = Sequence[float]          # (x, y, theta)
Reading = Sequence[float]       # (a, r)
Cell = tuple[int, int]          # (row, col)


# ---------------------------------------------------------------- where the echoes land

def echo_point(pose: Pose, a: float, r: float) -> tuple[float, float]:
    """The point a reading (a, r) from `pose` lands on: the beam turns with the robot."""
    x, y, theta = pose
    return x + r * math.cos(theta + a), y + r * math.sin(theta + a)


def echo_cell(grid: Sequence[Sequence[float]], res: float, max_range: float, pose: Pose, a: float,
              r: float) -> Cell | None:
    """The cell of `grid` (only its size matters) holding the reading's echo, or None: no echo
    (r at or past the maximum range), or an echo off the map."""
    if r >= max_range:
        return None
    return cell_of(grid, res, *echo_point(pose, a, r))


def echo_counts(rows: int, cols: int, res: float, max_range: float, pose: Pose,
                scan: Sequence[Reading]) -> list[list[int]]:
    """How many echoes of `scan` landed in each cell: rows lists of cols whole numbers."""
    counts = [[0] * cols for _ in range(rows)]
    for a, r in scan:
        cell = echo_cell(counts, res, max_range, pose, a, r)
        if cell is not None:
            row, col = cell
            counts[row][col] += 1
    return counts


def closest_to_a_cell_edge(res: float, points: Sequence[tuple[float, float]]) -> float:
    """How close (in cells) any coordinate of `points` comes to a cell edge: generators keep this
    well above rounding, so every correct order of the arithmetic finds the same cells."""
    nearest = math.inf
    for point in points:
        for coordinate in point:
            cells = coordinate / res
            nearest = min(nearest, abs(cells - round(cells)))
    return nearest


# ---------------------------------------------------------------- log-odds

def logit(p: float) -> float:
    """The log-odds ln(p / (1 - p)) of a probability strictly between 0 and 1."""
    return math.log(p / (1 - p))


def prob(l: float) -> float:
    """The probability of OCCUPIED back from log-odds (1 / (1 + e^l) would be that of free)."""
    return 1 - 1 / (1 + math.exp(l))


def clamp(value: float, lo: float, hi: float) -> float:
    return min(hi, max(lo, value))


def tile_beliefs(p0: float, p_given: dict[str, float], lo: float, hi: float,
                 readings: Sequence[str]) -> list[float]:
    """One cell's P(occupied) after each reading: start at l0 = logit(p0), add each reading's
    evidence logit(P(occ | z)) - l0 (the inverse model holds the prior: take it out again) and
    clamp into [lo, hi] after every reading."""
    l0 = logit(p0)
    l = l0
    after = []
    for z in readings:
        l = clamp(l + logit(p_given[z]) - l0, lo, hi)
        after.append(prob(l))
    return after


def flip_after(p0: float, p_free: float, p_occ: float, free_readings: int, lo: float, hi: float) -> int:
    """A cell seen free `free_readings` times, then echoing: how many echoes until P(occ) > 1/2."""
    l0 = logit(p0)
    l = l0
    for _ in range(free_readings):
        l = clamp(l + logit(p_free) - l0, lo, hi)
    hits = 0
    while prob(l) <= 0.5:
        l = clamp(l + logit(p_occ) - l0, lo, hi)
        hits += 1
    return hits


# ---------------------------------------------------------------- judging and drawing answers

def grid_answer(answer, rows: int, cols: int) -> list[list[float]] | None:
    """`answer` as rows lists of cols finite numbers, or None for any other shape (never raises)."""
    if not isinstance(answer, (list, tuple)) or len(answer) != rows:
        return None
    grid = []
    for row in answer:
        if not isinstance(row, (list, tuple)) or len(row) != cols:
            return None
        values = []
        for value in row:
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                return None
            values.append(float(value))
        grid.append(values)
    return grid


def robot_marker(rows: int, res: float, pose: Pose, label: str = "robot") -> dict:
    """The robot's position drawn over a grid picture, in the picture's (col, row) coordinates:
    cell (row, col) is centred on x = col, y = row."""
    x, y = pose[0], pose[1]
    return {"kind": "scatter", "xs": [x / res - 0.5], "ys": [rows - y / res - 0.5], "label": label}
