"""Distance to the Nearest Charging Station: one BFS with every station in the queue at distance 0
(reference.grid_search.bfs_distances) over the usable cells of a plan that is already the
configuration space ('.' and 'C' usable; '#' and 'x' not); each robot reads its cell's label, None
when it has none.

The answer is a list of whole numbers and None, judged exactly, with a message that says which
kind of answer is wrong and never a value of ours.
"""

from reference.grid_cases import radius_of, random_plan, size_of_case
from reference.grid_search import bfs_distances
from reference.grids import c_space_rows, cells_with

MOST = 200          # rows and columns, as the statement promises
MOST_STATIONS = 1000
MOST_ROBOTS = 1000
STATION, USABLE = "C", "."


def nearest_station(plan, robots):
    free = {(r, c) for r, row in enumerate(plan) for c, ch in enumerate(row) if ch in (USABLE, STATION)}
    dist = bfs_distances(free, cells_with(plan, STATION))
    return [dist.get((r, c)) for r, c in robots]


def generate(rng):
    """A floor of 1 to 200 rows and columns (walls with doorways, boxes, crates) inflated by a
    radius from 0 to 2 (the 'x' cells), 0 to 1000 stations on usable cells and 1 to 1000 robots,
    mostly on usable cells, some on 'x' or '#' cells or on a station."""
    rows, cols = size_of_case(rng, MOST)
    plan = [list(row) for row in c_space_rows(random_plan(rng, rows, cols), radius_of(rng, 2))]
    usable = [(r, c) for r in range(rows) for c in range(cols) if plan[r][c] == USABLE]
    roll = rng.random()
    wanted = 0 if roll < 0.05 else rng.randint(1, 4) if roll < 0.6 else rng.randint(5, 60) if roll < 0.9 \
        else rng.randint(60, MOST_STATIONS)
    for r, c in rng.sample(usable, min(wanted, len(usable))):
        plan[r][c] = STATION
    plan = ["".join(row) for row in plan]
    count = rng.randint(1, 10) if rng.random() < 0.5 else rng.randint(1, MOST_ROBOTS)
    return [plan, [_robot(rng, plan) for _ in range(count)]]


def _robot(rng, plan):
    rows, cols = len(plan), len(plan[0])
    if rng.random() < 0.8:
        for _ in range(20):
            r, c = rng.randrange(rows), rng.randrange(cols)
            if plan[r][c] == USABLE:
                return [r, c]
    return [rng.randrange(rows), rng.randrange(cols)]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages hold no digit."""
    if not isinstance(got, (list, tuple)):
        return False, "return a list with one answer per robot"
    if len(got) != len(expected):
        return False, "return exactly one answer per robot, in the order of robots"
    for want, have in zip(expected, got):
        if have is not None and (isinstance(have, bool) or not isinstance(have, int)):
            return False, "each answer should be a whole number of moves, or None"
    for want, have in zip(expected, got):
        if want is None and have is not None:
            return False, ("a robot that cannot reach any station (or stands on a '#' or 'x' cell) should "
                           "get None")
        if want is not None and have is None:
            return False, "a robot that can reach a station got None"
    for want, have in zip(expected, got):
        if want is None:
            continue
        if have < want:
            return False, ("an answer is fewer moves than the robot needs: moves go to side neighbours, "
                           "through '.' and 'C' cells only, never off an edge of the map")
        if have > want:
            return False, "an answer is more moves than the robot needs to reach its nearest station"
    return True, ""


LEVEL = {"#": 1.0, "x": 0.45}


def picture(args, expected, got):
    """The floor (shelves black, 'x' cells grey), the stations, and the robots: where our answer and
    the learner's agree, and where they differ."""
    plan, robots = args
    plots = [{"kind": "grid", "cells": [[LEVEL.get(ch, 0.0) for ch in row] for row in plan],
              "label": "shelves black, cells the robot's centre must avoid grey", "xlabel": "column",
              "ylabel": "row"}]
    stations = cells_with(plan, STATION)
    if stations:
        plots.append({"kind": "scatter", "xs": [c for _, c in stations], "ys": [r for r, _ in stations],
                      "label": "stations"})
    answers = got if isinstance(got, (list, tuple)) and len(got) == len(expected) else None
    same, differ = [], []
    for i, (r, c) in enumerate(robots):
        (differ if answers is not None and answers[i] != expected[i] else same).append((r, c))
    if same:
        plots.append({"kind": "scatter", "xs": [c for _, c in same], "ys": [r for r, _ in same],
                      "label": "robots" if answers is None else "robots where your answer is ours"})
    if differ:
        plots.append({"kind": "scatter", "xs": [c for _, c in differ], "ys": [r for r, _ in differ],
                      "label": "robots where your answer differs from ours"})
    return plots
