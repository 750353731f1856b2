"""Fewest Moves Across the Warehouse: the reference inflates the shelves with
reference.grids.usable_cells (Euclidean, "at most" the radius forbids, the edge not a wall) and
counts moves with reference.grid_search.fewest_moves (4-connected BFS from the start; None when the
start or the goal is not usable or no route joins them).

The answer is one whole number or None, so the checker is exact.
"""

from reference.grid_cases import radius_of, random_plan, size_of_case
from reference.grid_search import fewest_moves as moves_between
from reference.grid_search import shortest_route
from reference.grids import c_space_rows, usable_cells

MOST = 60          # rows and columns, as the statement promises
MOST_RADIUS = 3


def fewest_moves(plan, radius, start, goal):
    free = usable_cells(plan, radius)
    return moves_between(free, tuple(start), tuple(goal))


def generate(rng):
    """A warehouse of 1 to 60 rows and columns (shelf walls with doorways, boxes, crates), a radius
    from 0 to 3; start and goal mostly usable cells, sometimes cells too close to a shelf, a shelf,
    or the same cell."""
    rows, cols = size_of_case(rng, MOST)
    plan = random_plan(rng, rows, cols)
    radius = radius_of(rng, MOST_RADIUS)
    return [plan, radius, _cell(rng, plan, radius), _cell(rng, plan, radius)]


def generate_edges(rng):
    """Small halls where a doorway is exactly 2r or 2r + 1 wide, so the radius rule decides the
    route."""
    radius = rng.choice([1, 1.5, 2, 2.5, 3])
    width = int(2 * radius) + rng.choice([0, 1, 2])
    rows, cols = rng.randint(7, 12), width + rng.randint(4, 10)
    wall = rows // 2
    door = rng.randrange(1, cols - width)
    plan = ["".join("#" if r == wall and not door <= c < door + width else "." for c in range(cols))
            for r in range(rows)]
    return [plan, radius, [0, rng.randrange(cols)], [rows - 1, rng.randrange(cols)]]


def _cell(rng, plan, radius):
    rows, cols = len(plan), len(plan[0])
    roll = rng.random()
    usable = sorted(usable_cells(plan, radius))
    if roll < 0.85 and usable:
        return list(rng.choice(usable))
    return [rng.randrange(rows), rng.randrange(cols)]


LEVEL = {"#": 1.0, "x": 0.4}


def picture(args, expected, got):
    """The warehouse's configuration space in grey (shelves black, forbidden cells grey), with one
    of our shortest routes and the start and goal."""
    plan, radius, start, goal = args
    space = c_space_rows(plan, radius)
    route = shortest_route(usable_cells(plan, radius), tuple(start), tuple(goal))
    plots = [{"kind": "grid", "cells": [[LEVEL.get(ch, 0.0) for ch in row] for row in space],
              "label": "shelves black, cells the centre must avoid grey", "xlabel": "column", "ylabel": "row"}]
    if route:
        plots.append({"kind": "line", "xs": [c for _, c in route], "ys": [r for r, _ in route],
                      "label": "our route (one of the shortest)"})
    plots.append({"kind": "scatter", "xs": [start[1]], "ys": [start[0]],
                  "label": "start" if route else "start (we find no route)"})
    plots.append({"kind": "scatter", "xs": [goal[1]], "ys": [goal[0]], "label": "goal"})
    return plots
