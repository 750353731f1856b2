"""Cutting the Staircase Short: the reference is reference.line_of_sight.shortcut.

The statement fixes the rule (from each waypoint, the farthest route cell in plain sight), so the
waypoints must be ours exactly; the checker replays the learner's waypoints to say which rule the
first wrong one breaks: where they start and end, that they are route cells in the route's order,
that every leg is in plain sight by the cell rule, and that no waypoint stops short of the
farthest cell in sight. The messages hold no digit, so a hidden case may show them.
"""

from reference.grid_search import bfs_distances
from reference.line_of_sight import shortcut as shortcut_of, visible

MOST = 40  # the statement promises floors of up to 40 x 40
LONGEST = 400  # and routes of up to 400 cells (the named zigzag corridor has exactly that many)
SIDE_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))
CORNER_STEPS = ((-1, 1), (1, 1), (1, -1), (-1, -1))


def shortcut(plan, route):
    return [list(cell) for cell in shortcut_of(plan, route)]


# ---------------------------------------------------------------- random cases

def generate(rng):
    """A floor of 1 x 2 to 40 x 40: open floor with scattered crates, a hall with walls and
    doorways, blocks whose corners touch, or a zigzag corridor; a route between two free cells
    from a planner of side moves (three times in four) or of side and corner moves (some of which
    cut past a blocked corner), among the shortest ones, chosen at random, of at most LONGEST
    cells; now and then a route of one or two cells."""
    for _ in range(100):
        rows, cols = _size(rng)
        plan = _plan(rng, rows, cols)
        moves = 4 if rng.random() < 0.75 else 8
        route = _route(rng, plan, moves, short=rng.random() < 0.06, cut=moves == 8 and rng.random() < 0.4)
        if route is not None and len(route) <= LONGEST:
            return [plan, route]
    return [["..."], [[0, 0], [0, 1], [0, 2]]]


def generate_edges(rng):
    """Small floors full of blocks that touch at their corners (lines squeezing between them,
    lines through exact halves), and routes of one and two cells."""
    for _ in range(100):
        rows, cols = rng.randint(3, 9), rng.randint(3, 9)
        plan = _corner_blocks(rng, rows, cols)
        route = _route(rng, plan, rng.choice([4, 8]), short=rng.random() < 0.15, cut=rng.random() < 0.5)
        if route is not None:
            return [plan, route]
    return [["..."], [[0, 0]]]


def _size(rng):
    roll = rng.random()
    if roll < 0.05:
        return rng.randint(1, 3), rng.randint(2, 8)
    if roll < 0.6:
        return rng.randint(4, 20), rng.randint(4, 24)
    if roll < 0.9:
        return rng.randint(21, MOST), rng.randint(21, MOST)
    return MOST, MOST


def _plan(rng, rows, cols):
    style = rng.random()
    if style < 0.3:
        grid = [["#" if rng.random() < rng.choice([0.05, 0.1, 0.2, 0.3]) else "." for _ in range(cols)]
                for _ in range(rows)]
    elif style < 0.6:
        grid = _hall(rng, rows, cols)
    elif style < 0.8:
        return _corner_blocks(rng, rows, cols)
    else:
        grid = _zigzag(rng, rows, cols)
    return ["".join(row) for row in grid]


def _hall(rng, rows, cols):
    """Walls across or along the floor, each with one or two doorways, and a few boxes."""
    grid = [["."] * cols for _ in range(rows)]
    for _ in range(rng.randint(1, max(1, (rows + cols) // 8))):
        if rng.random() < 0.5 and rows > 2:
            r = rng.randrange(1, rows - 1)
            for c in range(cols):
                grid[r][c] = "#"
            for _ in range(rng.randint(1, 2)):
                grid[r][rng.randrange(cols)] = "."
        elif cols > 2:
            c = rng.randrange(1, cols - 1)
            for r in range(rows):
                grid[r][c] = "#"
            for _ in range(rng.randint(1, 2)):
                grid[rng.randrange(rows)][c] = "."
    for _ in range(rng.randint(0, max(1, rows * cols // 60))):
        r, c = rng.randrange(rows), rng.randrange(cols)
        for dr in range(rng.randint(1, 4)):
            for dc in range(rng.randint(1, 4)):
                if r + dr < rows and c + dc < cols:
                    grid[r + dr][c + dc] = "#"
    return grid


def _corner_blocks(rng, rows, cols):
    """Single blocked cells and pairs that meet at a corner (a '#' with another diagonally next
    to it), so that some lines pass exactly between two of them."""
    grid = [["."] * cols for _ in range(rows)]
    for _ in range(rng.randint(1, max(1, rows * cols // 8))):
        r, c = rng.randrange(rows), rng.randrange(cols)
        grid[r][c] = "#"
        if rng.random() < 0.6:
            dr, dc = rng.choice(CORNER_STEPS)
            if 0 <= r + dr < rows and 0 <= c + dc < cols:
                grid[r + dr][c + dc] = "#"
    return ["".join(row) for row in grid]


def _zigzag(rng, rows, cols):
    """Walls across the floor every few rows, each with a doorway at alternate ends: a long
    route that folds back and forth."""
    grid = [["."] * cols for _ in range(rows)]
    gap = rng.randint(2, 4)
    for i, r in enumerate(range(gap, rows - 1, gap + 1)):
        width = rng.randint(1, 3)
        for c in range(cols):
            grid[r][c] = "#"
        door = range(cols - width, cols) if i % 2 == 0 else range(width)
        for c in door:
            grid[r][c] = "."
    return grid


def _route(rng, plan, moves, short=False, cut=False):
    """A shortest route between two free cells (a random one among the shortest), or None when
    the cells drawn are not connected. Corner moves cut past a blocked side cell only if `cut`."""
    rows, cols = len(plan), len(plan[0])
    free = {(r, c) for r in range(rows) for c in range(cols) if plan[r][c] != "#"}
    if not free:
        return None
    start = rng.choice(sorted(free))
    if short:
        near = _neighbours(start, free, moves, cut)
        goal = rng.choice(near) if near and rng.random() < 0.6 else start
    else:
        goal = rng.choice(sorted(free))
    dist = bfs_distances(free, [goal], 4) if moves == 4 else _distances8(free, goal, cut)
    if start not in dist:
        return None
    route = [start]
    while route[-1] != goal:
        here = route[-1]
        downhill = [cell for cell in _neighbours(here, free, moves, cut) if dist.get(cell) == dist[here] - 1]
        route.append(rng.choice(downhill))
    return [list(cell) for cell in route]


def _neighbours(cell, free, moves, cut=False):
    r, c = cell
    out = [(r + dr, c + dc) for dr, dc in SIDE_STEPS if (r + dr, c + dc) in free]
    if moves == 8:
        out += [(r + dr, c + dc) for dr, dc in CORNER_STEPS
                if (r + dr, c + dc) in free and (cut or ((r + dr, c) in free and (r, c + dc) in free))]
    return out


def _distances8(free, goal, cut):
    dist, todo = {goal: 0}, [goal]
    for here in todo:
        for cell in _neighbours(here, free, 8, cut):
            if cell not in dist:
                dist[cell] = dist[here] + 1
                todo.append(cell)
    return dist


# ---------------------------------------------------------------- judging

def _cells(got):
    """The learner's waypoints as (row, col) int pairs, or None when they are not a list of them."""
    if not isinstance(got, (list, tuple)):
        return None
    cells = []
    for cell in got:
        if not isinstance(cell, (list, tuple)) or len(cell) != 2:
            return None
        if any(isinstance(v, bool) or not isinstance(v, int) for v in cell):
            return None
        cells.append((cell[0], cell[1]))
    return cells


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages hold no digit."""
    plan, route = args[0], [tuple(cell) for cell in args[1]]
    mine = _cells(got)
    if mine is None:
        return False, "return a list of waypoints, each a cell [row, col] of whole numbers"
    ours = [tuple(cell) for cell in expected]
    if mine == ours:
        return True, ""
    if not mine or mine[0] != route[0]:
        return False, "your waypoints do not start on the route's first cell"
    if mine[-1] != route[-1]:
        return False, "your waypoints do not end on the route's last cell"
    where = {cell: i for i, cell in enumerate(route)}
    if any(cell not in where for cell in mine):
        return False, "one of your waypoints is not a cell of the route"
    places = [where[cell] for cell in mine]
    if any(j <= i for i, j in zip(places, places[1:])):
        return False, "your waypoints are not in the route's order (or one is kept twice)"
    for p, q in zip(mine, mine[1:]):
        if not visible(plan, p, q):
            return False, ("one of your legs is not in plain sight: a cell of the line between two of your "
                           "waypoints, by the statement's rule, is blocked")
    return False, ("one of your waypoints stops short: from each waypoint the next one is the farthest cell "
                   "of the route in plain sight, and a cell farther along the route is in sight")


# ---------------------------------------------------------------- picture

def picture(args, expected, got):
    """The floor as a grey grid (blocked cells black, the route's cells shaded), the route, and
    our waypoints and the learner's (when they are a list of cells) joined by straight legs."""
    plan, route = args
    floor = [[1.0 if ch == "#" else 0.0 for ch in row] for row in plan]
    for r, c in route:
        if floor[r][c] == 0.0:
            floor[r][c] = 0.15
    plots = [{"kind": "grid", "cells": floor, "label": "the floor (blocked cells black)"},
             {"kind": "line", "xs": [c for _, c in route], "ys": [r for r, _ in route],
              "label": "the planner's route", "xlabel": "column", "ylabel": "row"},
             {"kind": "line", "xs": [c for _, c in expected], "ys": [r for r, _ in expected],
              "label": "our route"}]
    mine = _cells(got)
    if mine:
        plots.append({"kind": "line", "xs": [c for _, c in mine[:2000]], "ys": [r for r, _ in mine[:2000]],
                      "label": "your route"})
    return plots

