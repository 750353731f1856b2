"""One Beam Clears a Path: the reference is reference.occupancy.one_beam.

The checker holds every cell to 1e-9 and names the kind of cell that is wrong (one the beam
never touches, one it crosses, its end), judged against the cells our beam walks.
"""

import math

from reference.occupancy import (
    beam_cells, beam_overlay, closest_to_a_cell_edge, echo_point, grid_answer, log_odds_picture, one_beam as beam_of,
    robot_marker,
)

TOLERANCE = 1e-9
RESOLUTIONS_M = (0.1, 0.2, 0.25, 0.4, 0.5, 1.0)
EDGE_CLEARANCE_CELLS = 1e-6  # no robot and no beam end this close to a cell edge
MAX_CELLS = 50  # a returned map of 50 x 50 floats stays well inside the 64 KB a return value may take


def one_beam(L, res, sensor, pose, a, r):
    return beam_of(L, res, sensor, pose, a, r)


def generate(rng):
    """A map of 1 to 50 rows and columns (mostly 2 to 15) holding log-odds between the clamps
    (many cells 0, some on a clamp); a sensor with a maximum range of a third of the map to past
    it; the robot on the map, the beam anywhere; the range below, at or past the maximum. Drawn
    again until neither the robot nor the beam's end lies within EDGE_CLEARANCE_CELLS of an edge."""
    while True:
        case = _draw(rng)
        L, res, sensor, pose, a, r = case
        end = echo_point(pose, a, min(r, sensor["max_range"]))
        if closest_to_a_cell_edge(res, [tuple(pose[:2]), end]) > EDGE_CLEARANCE_CELLS:
            return case


def _sensor(rng, rows, cols, res):
    lo, hi = -round(rng.uniform(0.5, 3.0), 1), round(rng.uniform(0.5, 4.0), 1)
    return {"max_range": round(rng.uniform(0.3, 1.3) * max(rows, cols) * res, 2),
            "l_occ": round(rng.uniform(0.3, 1.5), 2), "l_free": -round(rng.uniform(0.1, 1.0), 2),
            "lo": lo, "hi": hi}


def _log_odds_map(rng, rows, cols, lo, hi):
    def cell():
        kind = rng.random()
        if kind < 0.55:
            return 0.0
        if kind < 0.7:
            return rng.choice((lo, hi))
        return round(rng.uniform(lo, hi), 2)
    return [[cell() for _ in range(cols)] for _ in range(rows)]


def _draw(rng):
    big = rng.random() < 0.1
    rows = rng.randint(1, MAX_CELLS) if big else rng.randint(2, 15)
    cols = rng.randint(1, MAX_CELLS) if big else rng.randint(2, 15)
    if rng.random() < 0.03:
        rows = cols = MAX_CELLS
    res = rng.choice(RESOLUTIONS_M)
    sensor = _sensor(rng, rows, cols, res)
    L = _log_odds_map(rng, rows, cols, sensor["lo"], sensor["hi"])
    pose = [round(rng.uniform(0.0, cols * res), 3), round(rng.uniform(0.0, rows * res), 3),
            round(rng.uniform(-math.pi, math.pi), 3)]
    a = round(rng.uniform(-math.pi, math.pi), 3)
    kind = rng.random()
    if kind < 0.15:
        r = sensor["max_range"]
    elif kind < 0.25:
        r = round(sensor["max_range"] * rng.uniform(1.01, 1.5), 3)
    elif kind < 0.3:
        r = round(rng.uniform(0.01, 0.5) * res, 3)  # an echo in or next to the robot's own cell
    else:
        r = round(rng.uniform(0.05, 1.0) * sensor["max_range"], 3)
    return [L, res, sensor, [pose[0], pose[1], pose[2]], a, max(r, 0.001)]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages hold no number."""
    L, res, sensor, pose, a, r = args
    rows, cols = len(L), len(L[0])
    yours = grid_answer(got, rows, cols)
    if yours is None:
        return False, "return the map as a list of rows lists, each holding cols log-odds"
    crossed, end, hit = beam_cells(rows, res, sensor["max_range"], pose, a, r)
    crossed = set(crossed)
    wrong = {(row, col) for row in range(rows) for col in range(cols)
             if abs(yours[row][col] - expected[row][col]) > TOLERANCE}
    if not wrong:
        return True, ""
    if end in wrong and not hit:
        return False, "your map changes the end cell of a beam that had no echo: nothing was seen there"
    if wrong - crossed - {end}:
        return False, "your map changes a cell that the beam neither crosses nor ends in"
    for row, col in sorted(wrong & crossed):
        if yours[row][col] == L[row][col]:
            return False, "your map leaves a cell the beam crosses as it was: every crossed cell is freed"
        if yours[row][col] > L[row][col]:
            return False, "your map raises a cell the beam crosses: crossed cells are freed, never marked"
    if end in wrong and yours[end[0]][end[1]] == L[end[0]][end[1]]:
        return False, "your map leaves the end cell of an echo as it was: the cell where the beam stopped is marked"
    # What is left: a crossed cell lowered, or the end cell of an echo changed, by another amount than ours.
    if any(yours[row][col] < sensor["lo"] - TOLERANCE or yours[row][col] > sensor["hi"] + TOLERANCE
           for row, col in wrong):
        return False, "your map takes a cell past the clamp: every change is clamped into [lo, hi] at once"
    if end in wrong:
        if yours[end[0]][end[1]] < L[end[0]][end[1]]:
            return False, "your map lowers the end cell of an echo: the cell where the beam stopped is marked, not freed"
        return False, "your map marks the end cell of an echo by another amount than one l_occ, clamped into [lo, hi]"
    return False, "your map lowers a cell the beam crosses by another amount than one l_free, clamped into [lo, hi]"


def picture(args, expected, got):
    """Our map after the beam and the learner's, as P(occupied) in grey (unknown grey, freed
    lighter, marked darker), with the robot and the beam drawn over each."""
    L, res, sensor, pose, a, r = args
    rows, cols = len(L), len(L[0])
    over = [robot_marker(rows, res, pose), beam_overlay(rows, res, sensor["max_range"], pose, a, r)]
    parts = [{"kind": "grid", "cells": log_odds_picture(expected), "label": "our map after the beam"}, *over]
    yours = grid_answer(got, rows, cols)
    if yours is not None:
        parts += [{"kind": "grid", "cells": log_odds_picture(yours), "label": "your map after the beam"},
                  *[dict(part) for part in over]]
    return parts
