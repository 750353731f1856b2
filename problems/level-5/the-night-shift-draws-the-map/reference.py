"""The Night Shift Draws the Map: the reference is reference.occupancy.map_scans, drawn back
as probabilities by reference.occupancy.probability_map.

The checker holds every cell to 1e-9 and names the kind of cell that is wrong (one no beam
touches, one on the wrong side of one half, one left unknown), judged against the cells our beams
walk, without giving a value away.
"""

import math

from reference.occupancy import (
    beam_cells, closest_to_a_cell_edge, echo_point, grid_answer, map_scans, picture_point, prob, probability_map,
)

TOLERANCE = 1e-9
RESOLUTIONS_M = (0.1, 0.2, 0.25, 0.4, 0.5, 1.0)
EDGE_CLEARANCE_CELLS = 1e-6  # no robot and no beam end this close to a cell edge
MAX_CELLS = 50  # a returned map of 50 x 50 floats stays well inside the 64 KB a return value may take
MAX_SCANS = 10
MAX_READINGS = 90


def night_shift_map(rows, cols, res, sensor, scans):
    return probability_map(map_scans(rows, cols, res, sensor, scans))


def generate(rng):
    """A map of 1 to 50 rows and columns (mostly 3 to 15), 0.1 to 1 m cells; a sensor whose
    maximum range is a third of the map to past it, with small steps and tight clamps (so clamps
    are reached); 0 to 10 scans (mostly 1 to 4) from poses on the map, each of 0 to 90 readings
    (mostly up to 12), below, at or past the maximum range. A reading whose end, or a pose that,
    lies within EDGE_CLEARANCE_CELLS of a cell edge is drawn again."""
    big = rng.random() < 0.1
    rows = rng.randint(1, MAX_CELLS) if big else rng.randint(3, 15)
    cols = rng.randint(1, MAX_CELLS) if big else rng.randint(3, 15)
    if rng.random() < 0.03:
        rows = cols = MAX_CELLS
    res = rng.choice(RESOLUTIONS_M)
    sensor = {"max_range": round(rng.uniform(0.3, 1.2) * max(rows, cols) * res, 2),
              "l_occ": round(rng.uniform(0.3, 1.5), 2), "l_free": -round(rng.uniform(0.1, 0.8), 2),
              "lo": -round(rng.uniform(0.5, 2.5), 1), "hi": round(rng.uniform(0.5, 3.0), 1)}
    count = rng.randint(0, MAX_SCANS) if big else rng.choice((0, 1, 1, 2, 2, 3, 4))
    scans = []
    for _ in range(count):
        pose = _pose(rng, rows, cols, res)
        readings = rng.randint(0, MAX_READINGS) if big else rng.randint(0, 12)
        scans.append([pose, [_reading(rng, res, sensor["max_range"], pose) for _ in range(readings)]])
    return [rows, cols, res, sensor, scans]


def _pose(rng, rows, cols, res):
    while True:
        pose = [round(rng.uniform(0.0, cols * res), 3), round(rng.uniform(0.0, rows * res), 3),
                round(rng.uniform(-math.pi, math.pi), 3)]
        if closest_to_a_cell_edge(res, [pose[:2]]) > EDGE_CLEARANCE_CELLS:
            return pose


def _reading(rng, res, max_range, pose):
    while True:
        a = round(rng.uniform(-math.pi, math.pi), 3)
        kind = rng.random()
        if kind < 0.12:
            r = max_range
        elif kind < 0.2:
            r = round(max_range * rng.uniform(1.01, 1.5), 3)
        elif kind < 0.25:
            r = round(rng.uniform(0.01, 0.5) * res, 3) or 0.001  # an echo in or next to the robot's cell
        else:
            r = round(rng.uniform(0.05, 1.0) * max_range, 3) or 0.001
        end = echo_point(pose, a, min(r, max_range))
        if closest_to_a_cell_edge(res, [end]) > EDGE_CLEARANCE_CELLS:
            return [a, r]


def _touched(rows, res, sensor, scans):
    """(cells some beam crosses or marks, end cells of beams with no echo)."""
    touched, silent_ends = set(), set()
    for pose, readings in scans:
        for a, r in readings:
            crossed, end, hit = beam_cells(rows, res, sensor["max_range"], pose, a, r)
            touched.update(crossed)
            (touched if hit else silent_ends).add(end)
    return touched, silent_ends - touched


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages hold no number."""
    rows, cols, res, sensor, scans = args
    yours = grid_answer(got, rows, cols)
    if yours is None:
        return False, "return the map as a list of rows lists, each holding cols probabilities"
    if any(not 0 <= p <= 1 for row in yours for p in row):
        return False, "every cell should hold a probability between zero and one: is one still a log-odds?"
    wrong = [(row, col) for row in range(rows) for col in range(cols)
             if abs(yours[row][col] - expected[row][col]) > TOLERANCE]
    if not wrong:
        return True, ""
    touched, silent_ends = _touched(rows, res, sensor, scans)
    if any(cell in silent_ends for cell in wrong):
        return False, "your map changes the end cell of a beam that had no echo, which no other beam touches"
    if any(cell not in touched for cell in wrong):
        return False, "your map changes a cell that no beam crosses or ends in: it should stay at one half"
    for row, col in wrong:
        ours, mine = expected[row][col] - 0.5, yours[row][col] - 0.5
        if ours * mine < 0:
            return False, "your map calls a cell free that ours calls occupied, or the other way round"
    lowest, highest = prob(sensor["lo"]), prob(sensor["hi"])
    if any(not lowest - TOLERANCE <= yours[row][col] <= highest + TOLERANCE for row, col in wrong):
        return False, "a cell of your map lies past the clamp: every change is clamped into [lo, hi] at once"
    if any(yours[row][col] == 0.5 for row, col in wrong):
        return False, "your map leaves a cell at one half that a beam changes"
    return False, "a cell of your map is on the same side of one half as ours, but holds another probability"


def picture(args, expected, got):
    """Our map and the learner's as grey grids (P(occupied): unknown grey, freed lighter, marked
    darker), with the robot's poses over each."""
    rows, cols, res, sensor, scans = args
    points = [picture_point(rows, res, pose[0], pose[1]) for pose, _ in scans]
    poses = {"kind": "scatter", "xs": [p[0] for p in points], "ys": [p[1] for p in points], "label": "robot poses"}
    parts = [{"kind": "grid", "cells": expected, "label": "our map"}, poses]
    yours = grid_answer(got, rows, cols)
    if yours is not None:
        parts += [{"kind": "grid", "cells": yours, "label": "your map"}, dict(poses)]
    return parts
