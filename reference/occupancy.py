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
from reference.line_of_sight import line_cells


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


# ---------------------------------------------------------------- a beam frees its path and marks its end

def grid_pair(rows: int, res: float, px: float, py: float) -> Cell:
    """Level 3's grid formula without the bounds: (row, col) even off the map, so a beam whose end
    leaves the map still has a line of cells to walk (its off-map cells are skipped when used)."""
    return rows - 1 - math.floor(py / res), math.floor(px / res)


def beam_cells(rows: int, res: float, max_range: float, pose: Pose, a: float,
               r: float) -> tuple[list[Cell], Cell, bool]:
    """(the cells the beam flies through, its end cell, whether it hit). A reading below the
    maximum range hit something at r; otherwise the beam is followed to max_range and saw nothing
    there. The walk is the line-of-sight cell rule from the robot's cell A to the end cell B: its
    cells k = 0 .. n - 1 (A included) are crossed, B at k = n is the end; A == B crosses nothing."""
    hit = r < max_range
    distance = r if hit else max_range
    start = grid_pair(rows, res, pose[0], pose[1])
    end = grid_pair(rows, res, *echo_point(pose, a, distance))
    walk = line_cells(start, end)
    return walk[:-1], end, hit


def add_evidence(L: list[list[float]], row: int, col: int, change: float, lo: float, hi: float) -> None:
    """One change of one cell, clamped at once; a cell off the map is skipped BEFORE indexing
    (a negative index would quietly write into the opposite edge)."""
    if 0 <= row < len(L) and 0 <= col < len(L[0]):
        L[row][col] = clamp(L[row][col] + change, lo, hi)


def apply_beam(L: list[list[float]], res: float, sensor: dict, pose: Pose, a: float,
               r: float) -> tuple[list[Cell], Cell, bool]:
    """Free the cells the beam crossed and, if it hit, mark its end: L changed in place."""
    crossed, end, hit = beam_cells(len(L), res, sensor["max_range"], pose, a, r)
    for row, col in crossed:
        add_evidence(L, row, col, sensor["l_free"], sensor["lo"], sensor["hi"])
    if hit:
        add_evidence(L, end[0], end[1], sensor["l_occ"], sensor["lo"], sensor["hi"])
    return crossed, end, hit


def one_beam(L: Sequence[Sequence[float]], res: float, sensor: dict, pose: Pose, a: float,
             r: float) -> list[list[float]]:
    """A copy of the log-odds map L after one beam."""
    new = [list(row) for row in L]
    apply_beam(new, res, sensor, pose, a, r)
    return new


def map_scans(rows: int, cols: int, res: float, sensor: dict,
              scans: Sequence[tuple[Pose, Sequence[Reading]]]) -> list[list[float]]:
    """The log-odds map after every beam of every scan, in order, from all zeros (p = 1/2)."""
    L = [[0.0] * cols for _ in range(rows)]
    for pose, readings in scans:
        for a, r in readings:
            apply_beam(L, res, sensor, pose, a, r)
    return L


def probability_map(L: Sequence[Sequence[float]]) -> list[list[float]]:
    """P(occupied) of every cell: 1/2 where no beam has changed it."""
    return [[prob(l) for l in row] for row in L]


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


def picture_point(rows: int, res: float, px: float, py: float) -> tuple[float, float]:
    """A world point in a grid picture's coordinates, where cell (row, col) is centred on
    x = col, y = row (row 0 at the top)."""
    return px / res - 0.5, rows - py / res - 0.5


def beam_overlay(rows: int, res: float, max_range: float, pose: Pose, a: float, r: float,
                 label: str = "the beam") -> dict:
    """The beam as a line from the robot to where it ends (at r, or at max_range with no echo)."""
    end = echo_point(pose, a, r if r < max_range else max_range)
    (x0, y0), (x1, y1) = picture_point(rows, res, pose[0], pose[1]), picture_point(rows, res, *end)
    return {"kind": "line", "xs": [x0, x1], "ys": [y0, y1], "label": label}


def log_odds_picture(L: Sequence[Sequence[float]]) -> list[list[float]]:
    """A log-odds map drawn as P(occupied): unknown (0) grey, freed lighter, marked darker, on the
    same scale for ours and the learner's (log-odds themselves would be scaled map by map)."""
    return [[prob(clamp(l, -700.0, 700.0)) for l in row] for row in L]
