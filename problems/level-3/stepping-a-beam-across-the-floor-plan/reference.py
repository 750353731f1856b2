"""Stepping a Beam Across the Floor Plan: the reference is reference.beam_grid.march."""

import math

from reference.beam_grid import cell_of, closest_sample_to_a_cell_edge, march

RESOLUTIONS_M = (0.2, 0.25, 0.4, 0.5, 1.0)
EDGE_CLEARANCE_CELLS = 1e-6  # no generated sample this close to a cell edge (rounding decides nothing)


def march_beam(grid, res, x, y, theta, step, max_steps):
    return march(grid, res, x, y, theta, step, max_steps)


def generate(rng):
    """A plan of 3 to 8 rows and 3 to 10 columns, about a fifth of it occupied; the robot in a free
    cell; a step of 0.2 to 0.9 cells (now and then 1.1 to 1.6 cells: too long); 5 to 60 steps.
    Drawn again until no sample up to the stopping one lies within EDGE_CLEARANCE_CELLS of an edge."""
    while True:
        case = _draw(rng)
        grid, res, x, y, theta, step, max_steps = case
        stop_m = march(*case)[1]
        samples = round(stop_m / step)
        if closest_sample_to_a_cell_edge(res, x, y, theta, step, samples) > EDGE_CLEARANCE_CELLS:
            return case


def _draw(rng):
    rows, cols = rng.randint(3, 8), rng.randint(3, 10)
    density = rng.uniform(0.05, 0.35)
    grid = [[1 if rng.random() < density else 0 for _ in range(cols)] for _ in range(rows)]
    res = rng.choice(RESOLUTIONS_M)
    while True:
        x, y = round(rng.uniform(0.0, cols * res), 3), round(rng.uniform(0.0, rows * res), 3)
        cell = cell_of(grid, res, x, y)
        if cell is not None and grid[cell[0]][cell[1]] == 0:
            break
    cells_per_step = rng.uniform(1.1, 1.6) if rng.random() < 0.1 else rng.uniform(0.2, 0.9)
    step = round(cells_per_step * res, 3)
    theta = round(rng.uniform(-math.pi, math.pi), 4)
    return [grid, res, x, y, theta, step, rng.randint(5, 60)]
