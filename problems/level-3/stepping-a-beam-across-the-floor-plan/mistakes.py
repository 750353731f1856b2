"""Stepping a Beam Across the Floor Plan: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful march, `_march`, with one step done the wrong way."""

import math


def _cell(grid, res, px, py, to_index=math.floor, flip_rows=True):
    rows, cols = len(grid), len(grid[0])
    col, up = to_index(px / res), to_index(py / res)
    if not (0 <= col < cols and 0 <= up < rows):
        return None
    return (rows - 1 - up if flip_rows else up), col


def _samples(x, y, theta, step, max_steps):
    for k in range(1, max_steps + 1):
        yield k, x + k * step * math.cos(theta), y + k * step * math.sin(theta)


def _march(grid, res, x, y, theta, step, max_steps, cell=_cell, samples=_samples, report=lambda k, step: k * step):
    for k, px, py in samples(x, y, theta, step, max_steps):
        where = cell(grid, res, px, py)
        if where is None:
            return ["off map", report(k, step), None]
        row, col = where
        if grid[row][col] == 1:
            return ["hit", report(k, step), [row, col]]
    return ["nothing", report(max_steps, step), None]


def row_not_flipped(grid, res, x, y, theta, step, max_steps):
    return _march(grid, res, x, y, theta, step, max_steps,
                  cell=lambda g, r, px, py: _cell(g, r, px, py, flip_rows=False))  # row 0 at the bottom


def int_not_floor(grid, res, x, y, theta, step, max_steps):
    return _march(grid, res, x, y, theta, step, max_steps,
                  cell=lambda g, r, px, py: _cell(g, r, px, py, to_index=int))  # int(-0.4) is 0


def bounds_by_index_error(grid, res, x, y, theta, step, max_steps):
    def cell_or_none(grid, res, px, py):
        row, col = len(grid) - 1 - math.floor(py / res), math.floor(px / res)
        try:
            grid[row][col]  # a negative row or column is a valid Python index
        except IndexError:
            return None
        return row, col

    return _march(grid, res, x, y, theta, step, max_steps, cell=cell_or_none)


def running_total(grid, res, x, y, theta, step, max_steps):
    def added_up(x, y, theta, step, max_steps):
        px, py = x, y
        for k in range(1, max_steps + 1):
            px += step * math.cos(theta)
            py += step * math.sin(theta)
            yield k, px, py

    return _march(grid, res, x, y, theta, step, max_steps, samples=added_up)


def starts_at_step_zero(grid, res, x, y, theta, step, max_steps):
    def from_zero(x, y, theta, step, max_steps):
        for k in range(max_steps):  # the robot's own point, and never the last sample
            yield k, x + k * step * math.cos(theta), y + k * step * math.sin(theta)

    return _march(grid, res, x, y, theta, step, max_steps, samples=from_zero)


def steps_not_metres(grid, res, x, y, theta, step, max_steps):
    return _march(grid, res, x, y, theta, step, max_steps, report=lambda k, step: k)
