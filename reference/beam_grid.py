"""Marching a beam through an occupancy grid (Level 3, "Marching a beam through a grid").

grid[row][col] is 1 for an occupied cell and 0 for a free one, each cell `res` metres wide. Row 0 is
the TOP row of the printed plan, while the world's y grows upwards; the map's bottom-left corner is
the world origin. So the point (px, py) is in column floor(px / res) and in row
rows - 1 - floor(py / res), and off the map when either floor falls outside its range.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Grid = Sequence[Sequence[int]]

HIT, OFF_MAP, NOTHING = "hit", "off map", "nothing"


def cell_of(grid: Grid, res_m: float, px: float, py: float) -> tuple[int, int] | None:
    """(row, col) of the cell under (px, py), or None off the map. math.floor, never int():
    int(-0.2) is 0, which would put a point just left of the map into column 0."""
    rows, cols = len(grid), len(grid[0])
    col, up = math.floor(px / res_m), math.floor(py / res_m)
    if not (0 <= col < cols and 0 <= up < rows):
        return None
    return rows - 1 - up, col


def sample_point(x: float, y: float, heading_rad: float, step_m: float, k: int) -> tuple[float, float]:
    """The k-th sample, computed from the start as k * step (a running total collects rounding)."""
    distance_m = k * step_m
    return x + distance_m * math.cos(heading_rad), y + distance_m * math.sin(heading_rad)


def march(grid: Grid, res_m: float, x: float, y: float, heading_rad: float, step_m: float,
          max_steps: int) -> list:
    """Sample the beam at k * step for k = 1 .. max_steps and stop at the first sample that is off
    the map, [OFF_MAP, k * step, None], or in an occupied cell, [HIT, k * step, [row, col]];
    [NOTHING, max_steps * step, None] when every sample lies in a free cell."""
    for k in range(1, max_steps + 1):
        cell = cell_of(grid, res_m, *sample_point(x, y, heading_rad, step_m, k))
        if cell is None:
            return [OFF_MAP, k * step_m, None]
        row, col = cell
        if grid[row][col] == 1:
            return [HIT, k * step_m, [row, col]]
    return [NOTHING, max_steps * step_m, None]


def closest_sample_to_a_cell_edge(res_m: float, x: float, y: float, heading_rad: float, step_m: float,
                                  samples: int) -> float:
    """How close (in cells) any of the first `samples` samples comes to a cell edge: a generator keeps
    this well above rounding so every correct order of the arithmetic picks the same cells."""
    nearest = math.inf
    for k in range(1, samples + 1):
        for coordinate in sample_point(x, y, heading_rad, step_m, k):
            cells = coordinate / res_m
            nearest = min(nearest, abs(cells - round(cells)))
    return nearest
