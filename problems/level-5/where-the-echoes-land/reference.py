"""Where the Echoes Land: the reference is reference.occupancy.echo_counts.

The checker compares the counts exactly and says what kind of cell is wrong (an echo where ours
has none, an echo missing, a count that differs) without giving a value away.
"""

import math

from reference.occupancy import closest_to_a_cell_edge, echo_counts as counts_of, echo_point, grid_answer, robot_marker

RESOLUTIONS_M = (0.1, 0.2, 0.25, 0.4, 0.5, 1.0)
EDGE_CLEARANCE_CELLS = 1e-6  # no generated echo this close to a cell edge (rounding decides nothing)
MAX_CELLS = 100
MAX_READINGS = 360


def echo_counts(rows, cols, res, max_range, pose, scan):
    return counts_of(rows, cols, res, max_range, pose, scan)


def generate(rng):
    """A map of 1 to 100 rows and columns (mostly 2 to 12), 0.1 to 1 m cells; the robot somewhere
    on it, facing anywhere; a maximum range of half to one and a half times the map's size; 0 to
    360 readings (mostly up to 30), now and then exactly at or past the maximum range, reaching
    off the map at times. A reading whose echo lies within EDGE_CLEARANCE_CELLS of a cell edge is
    drawn again."""
    big = rng.random() < 0.1
    rows = rng.randint(1, MAX_CELLS) if big else rng.randint(2, 12)
    cols = rng.randint(1, MAX_CELLS) if big else rng.randint(2, 12)
    if rng.random() < 0.03:
        rows = cols = MAX_CELLS
    res = rng.choice(RESOLUTIONS_M)
    pose = [round(rng.uniform(0.02, 0.98) * cols * res, 3), round(rng.uniform(0.02, 0.98) * rows * res, 3),
            round(rng.uniform(-math.pi, math.pi), 3)]
    max_range = round(rng.uniform(0.5, 1.5) * max(rows, cols) * res, 2)
    count = rng.randint(0, MAX_READINGS) if big else rng.randint(0, 30)
    scan = [_reading(rng, res, max_range, pose) for _ in range(count)]
    return [rows, cols, res, max_range, pose, scan]


def _reading(rng, res, max_range, pose):
    while True:
        a = round(rng.uniform(-math.pi, math.pi), 3)
        kind = rng.random()
        if kind < 0.08:
            return [a, max_range]
        if kind < 0.12:
            return [a, round(max_range + rng.uniform(0.01, 1.0), 3)]
        r = round(rng.uniform(0.05, max_range), 3)
        if r < max_range and closest_to_a_cell_edge(res, [echo_point(pose, a, r)]) > EDGE_CLEARANCE_CELLS:
            return [a, r]


def generate_edges(rng):
    """Echoes exactly on cell edges (heading and angle 0, so the sums are exact), a hair either
    side of the map's four edges, and readings exactly at the maximum range."""
    rows, cols = rng.randint(1, 8), rng.randint(1, 8)
    res = rng.choice((0.25, 0.5, 1.0))
    col, up = rng.randrange(cols), rng.randrange(rows)
    pose = [col * res + res / 2, up * res + res / 2, 0.0]
    max_range = float(max(rows, cols) * res + res)
    scan = []
    for _ in range(rng.randint(1, 8)):
        kind = rng.randrange(4)
        if kind == 0:  # straight ahead onto a cell edge (the map's right edge too): x + r is exact
            scan.append([0.0, rng.randint(col + 1, cols) * res - pose[0]])
        elif kind == 1:
            scan.append([0.0, max_range])
        elif kind == 2:  # just past an edge of the map
            angle = rng.choice((0.0, math.pi / 2, math.pi, -math.pi / 2))
            to_edge = {0.0: cols * res - pose[0], math.pi / 2: rows * res - pose[1],
                       math.pi: pose[0], -math.pi / 2: pose[1]}[angle]
            scan.append([angle, round(to_edge + rng.choice((-1, 1)) * rng.uniform(0.01, 0.4) * res, 4)])
        else:
            scan.append([round(rng.uniform(-math.pi, math.pi), 3), round(rng.uniform(0.05, max_range), 3)])
    return [rows, cols, res, max_range, pose, scan]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages hold no number."""
    rows, cols = args[0], args[1]
    counts = grid_answer(got, rows, cols)
    if counts is None:
        return False, "return the map as a list of rows lists, each holding cols whole numbers"
    ours = [cell for row in expected for cell in row]
    yours = [cell for row in counts for cell in row]
    if any(value != int(value) or value < 0 for value in yours):
        return False, "every cell of your map should hold a whole number of echoes, zero or more"
    if any(mine > 0 and their == 0 for mine, their in zip(yours, ours)):
        return False, "your map counts an echo in a cell where no echo of ours lands"
    if any(mine == 0 and their > 0 for mine, their in zip(yours, ours)):
        return False, "your map misses an echo: a cell holding an echo of ours is empty in yours"
    if yours != ours:
        return False, "a cell of your map holds a different number of echoes than ours"
    return True, ""


def picture(args, expected, got):
    """Our counts and the learner's as grey grids (more echoes darker), the robot marked on each."""
    rows, cols, res, max_range, pose, scan = args
    robot = robot_marker(rows, res, pose)
    parts = [{"kind": "grid", "cells": expected, "label": "our echoes per cell"}, robot]
    yours = grid_answer(got, rows, cols)
    if yours is not None:
        parts += [{"kind": "grid", "cells": yours, "label": "your echoes per cell"}, dict(robot)]
    return parts
