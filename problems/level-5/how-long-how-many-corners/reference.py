"""How Long, How Many Corners: the reference is reference.wheel_commands.length_and_corners.

The length is judged within 1e-9 (absolute or relative), the number of corners exactly; each part
has its own message, so a learner knows which of the two is wrong.
"""

import math

from reference.wheel_commands import length_and_corners as length_and_corners_of
from reference.wheel_commands import steps_of

TOLERANCE = 1e-9
SIDE = 40  # random routes stay inside a 40 x 40 patch of the floor (the statement promises 100 x 100)
STEPS = [(0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1), (1, 0), (1, 1)]
CELL_SIZES = (0.05, 0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 1.0, 1.2, 1.5, 2.0)


def length_and_corners(route, cell_m):
    return length_and_corners_of(route, cell_m)


def generate(rng):
    """A route of 1 to 400 cells on a 40 x 40 patch: legs of 1 to 9 equal steps in any of the
    eight directions, now and then a U-turn or a zigzag of single steps; a cell size from 5 cm to
    2 m, or any value in between."""
    size = rng.random()
    cells = 1 if size < 0.05 else 2 if size < 0.1 else rng.randint(3, 40) if size < 0.8 else rng.randint(41, 400)
    cell_m = rng.choice(CELL_SIZES) if rng.random() < 0.7 else round(rng.uniform(0.05, 2.0), 3)
    return [random_route(rng, cells), cell_m]


def generate_edges(rng):
    """Routes that sit on the rules' edges: one cell, one step, all diagonal, a U-turn, a zigzag
    whose every step is a corner, a bend where only one of the two step numbers changes."""
    kind = rng.randrange(6)
    start = (rng.randrange(5, SIDE - 5), rng.randrange(5, SIDE - 5))
    step = rng.choice(STEPS)
    if kind == 0:
        route = [start]
    elif kind == 1:
        route = _walk(start, [step])
    elif kind == 2:
        route = _walk(start, [rng.choice([s for s in STEPS if s[0] and s[1]])] * rng.randint(1, 4))
    elif kind == 3:
        back = (-step[0], -step[1])
        route = _walk(start, [step] * rng.randint(1, 3) + [back] * rng.randint(1, 3))
    elif kind == 4:
        other = rng.choice([s for s in STEPS if s != step and s != (-step[0], -step[1])])
        route = _walk(start, [step, other] * rng.randint(1, 2))
    else:
        dr, dc = rng.choice([(1, 1), (-1, 1), (1, -1), (-1, -1)])
        route = _walk(start, [(dr, dc), rng.choice([(dr, 0), (0, dc)])] * rng.randint(1, 2))
    return [route, rng.choice(CELL_SIZES)]


def _walk(start, steps):
    route = [start]
    for dr, dc in steps:
        r, c = route[-1]
        route.append((r + dr, c + dc))
    return [list(cell) for cell in route]


def random_route(rng, cells):
    """A route of `cells` cells, each an 8-neighbour of the one before, inside the patch."""
    route = [(rng.randrange(SIDE), rng.randrange(SIDE))]
    step, left = None, 0
    while len(route) < cells:
        if left == 0:
            step = _next_step(rng, step)
            left = 1 if rng.random() < 0.25 else rng.randint(1, 9)
        r, c = route[-1][0] + step[0], route[-1][1] + step[1]
        if not (0 <= r < SIDE and 0 <= c < SIDE):
            left = 0
            continue
        route.append((r, c))
        left -= 1
    return [list(cell) for cell in route]


def _next_step(rng, step):
    if step is not None and rng.random() < 0.1:
        return (-step[0], -step[1])  # a U-turn
    return rng.choice(STEPS)


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages hold no digit, so a hidden case
    may show them."""
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (length_m, corners)"
    length_m, corners = got
    if isinstance(length_m, bool) or not isinstance(length_m, (int, float)) or not math.isfinite(length_m):
        return False, "length_m should be a number of metres"
    if abs(length_m - expected[0]) > TOLERANCE * max(1.0, abs(expected[0])):
        # From two places on: a whole or one-place number equal to ours rounded is too often just wrong.
        if any(length_m == round(expected[0], places) for places in range(2, 10)):
            return False, "your length is rounded: return it as computed, to the last digit"
        return False, ("your length is wrong: add up every step, a side step one cell long and a diagonal "
                       "one root two cells, times the cell size")
    if isinstance(corners, bool) or not isinstance(corners, int):
        return False, "corners should be a whole number"
    if corners != expected[1]:
        return False, ("your number of corners is wrong: count the places where a step differs from the "
                       "step before it, and nothing before the first step")
    return True, ""


def picture(args, expected, got):
    """The route over a blank patch of floor, with the cells where it turns marked."""
    route = [tuple(cell) for cell in args[0]]
    rows = max(r for r, _ in route) + 2
    cols = max(c for _, c in route) + 2
    floor = [[0.0] * cols for _ in range(rows)]
    for r, c in route:
        floor[r][c] = 0.15
    steps = steps_of(route)
    bends = [route[i] for i in range(1, len(steps)) if steps[i] != steps[i - 1]]
    plots = [
        {"kind": "grid", "cells": floor, "label": "the floor (route cells shaded)"},
        {"kind": "line", "xs": [c for _, c in route], "ys": [r for r, _ in route], "label": "the route",
         "xlabel": "column", "ylabel": "row"},
        {"kind": "scatter", "xs": [route[0][1]], "ys": [route[0][0]], "label": "start"},
    ]
    if bends:
        plots.append({"kind": "scatter", "xs": [c for _, c in bends], "ys": [r for r, _ in bends],
                      "label": "our corners"})
    return plots
