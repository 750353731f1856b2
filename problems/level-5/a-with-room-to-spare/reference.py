"""A* With Room to Spare: the configuration space from reference.grids (Euclidean inflation, a
bench exactly `radius` away touches), then reference.astar.search with four moves of cost 1.

Any shortest route over usable cells is accepted: the checker judges the route (its moves, its
cells, its length), never compares it with ours. It tests each cell of the learner's route against
the benches itself (a window of floor(radius) rows and columns), sharing no code with the search.
"""

import math
from collections import deque

from reference.astar import SIDE_MOVES, as_cells, manhattan, route_fault, search
from reference.grids import inflate, usable_cells

RADII = (0, 0.5, 1, 1, 1, 1.5, 1.5, 2, 2, 2.5, 3)
MAX_SIDE = 60


def plan_route(plan, radius, start, goal):
    free = usable_cells(plan, radius)
    run = search(free, tuple(start), tuple(goal), SIDE_MOVES, manhattan, deep=True)
    return None if run.route is None else [list(cell) for cell in run.route]


# ---------------------------------------------------------------- the checker

def _cell_fault(plan, radius):
    rows, cols = len(plan), len(plan[0])
    k = math.floor(radius)

    def fault(cell):
        r, c = cell
        if not (0 <= r < rows and 0 <= c < cols):
            return "your route leaves the plan"
        if plan[r][c] == "#":
            return "your route passes through a bench"
        for dr in range(-k, k + 1):
            for dc in range(-k, k + 1):
                rr, cc = r + dr, c + dc
                if (0 <= rr < rows and 0 <= cc < cols and plan[rr][cc] == "#"
                        and dr * dr + dc * dc <= radius * radius):
                    return "your route passes a cell too close to a bench for the robot's body"
        return None

    return fault


def check(args, expected, got):
    plan, radius, start, goal = args
    fault = _cell_fault(plan, radius)
    if expected is None:
        if got is None:
            return True, ""
        if fault(tuple(start)):
            return False, "the robot cannot stand at the start (on a bench or too close to one): return None"
        if fault(tuple(goal)):
            return False, "the robot cannot stand at the goal (on a bench or too close to one): return None"
        return False, "no route of usable cells joins the start to the goal here: return None"
    if got is None:
        return False, "there is a route here, and you returned None"
    problem = route_fault(got, start, goal, fault)
    if problem:
        return False, problem
    if len(got) > len(expected):
        return False, "your route is longer than the shortest"
    return True, ""


# ---------------------------------------------------------------- the picture

def picture(args, expected, got):
    """The lab as a grid (benches black, cells too close to one grey), our route and the learner's."""
    plan, radius, start, goal = args
    bad = inflate(plan, radius)
    cells = [[1.0 if ch == "#" else 0.3 if (r, c) in bad else 0.0 for c, ch in enumerate(row)]
             for r, row in enumerate(plan)]
    parts = [{"kind": "grid", "cells": cells, "label": "benches black, too close to a bench grey"}]
    if expected:
        parts.append(_line(expected, "our route"))
    yours = as_cells(got)
    if yours:
        parts.append(_line(yours, "your route"))
    return parts


def _line(route, label):
    return {"kind": "line", "xs": [c for _, c in route], "ys": [r for r, _ in route], "label": label}


# ---------------------------------------------------------------- random cases

def generate(rng):
    """A lab of 3 to 60 rows and columns (most below 21), benches as short straight runs and
    blocks covering up to a fifth of it; a radius from 0 to 3 in halves; start and goal mostly
    usable and joined, now and then apart, too close to a bench or on one."""
    plan = _lab(rng, _size(rng), _size(rng), rng.uniform(0.03, 0.2))
    radius = rng.choice(RADII)
    return [plan, radius, *_ends(rng, plan, radius)]


def generate_edges(rng):
    """A corridor between two walls, as wide as the robot or one cell wider, with a door or two;
    an integer radius, so some cells are exactly one radius from a bench."""
    radius = rng.choice((1, 1, 2, 2, 3, 1.5, 2.5))
    width = math.floor(2 * radius) + rng.choice((0, 1, 1, 2))
    cols = rng.randint(6, 30)
    margin = rng.randint(0, 3)
    rows = width + 2 + 2 * margin
    grid = [["."] * cols for _ in range(rows)]
    for c in range(cols):
        grid[margin][c] = grid[margin + width + 1][c] = "#"
    for _ in range(rng.randint(0, 2)):
        door = rng.randrange(cols)
        for c in range(door, min(cols, door + rng.randint(1, 2 * math.ceil(radius) + 2))):
            grid[rng.choice((margin, margin + width + 1))][c] = "."
    plan = ["".join(row) for row in grid]
    return [plan, radius, *_ends(rng, plan, radius)]


def _size(rng):
    roll = rng.random()
    if roll < 0.6:
        return rng.randint(3, 20)
    if roll < 0.9:
        return rng.randint(21, 40)
    return rng.randint(41, MAX_SIDE)


def _lab(rng, rows, cols, density):
    grid = [["."] * cols for _ in range(rows)]
    target = int(density * rows * cols)
    placed = 0
    while placed < target:
        r, c = rng.randrange(rows), rng.randrange(cols)
        shape = rng.random()
        if shape < 0.45:
            cells = [(r, c + i) for i in range(rng.randint(1, 7))]          # a bench along a row
        elif shape < 0.9:
            cells = [(r + i, c) for i in range(rng.randint(1, 7))]          # along a column
        else:
            cells = [(r + i, c + j) for i in range(2) for j in range(rng.randint(2, 4))]
        for rr, cc in cells:
            if rr < rows and cc < cols and grid[rr][cc] == ".":
                grid[rr][cc] = "#"
                placed += 1
    return ["".join(row) for row in grid]


def _ends(rng, plan, radius):
    """[start, goal]: mostly usable and joined (the goal as far as chance puts it), sometimes two
    usable cells that may be apart, sometimes any two cells of the plan."""
    rows, cols = len(plan), len(plan[0])
    free = sorted(usable_cells(plan, radius))
    roll = rng.random()
    if not free or roll < 0.12:
        return [[rng.randrange(rows), rng.randrange(cols)] for _ in range(2)]
    start = rng.choice(free)
    if roll < 0.27:
        return [list(start), list(rng.choice(free))]
    region = sorted(_reachable(set(free), start))
    return [list(start), list(rng.choice(region))]


def _reachable(free, start):
    seen, todo = {start}, deque([start])
    while todo:
        r, c = todo.popleft()
        for dr, dc, _ in SIDE_MOVES:
            nxt = (r + dr, c + dc)
            if nxt in free and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen
