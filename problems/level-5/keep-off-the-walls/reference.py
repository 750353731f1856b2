"""Keep Off the Walls: reference.cost_maps.cheapest_past_the_walls (a price of 1 + w / d ** 2 for
entering a cell whose centre is d from the nearest obstacle's centre; Dijkstra on the price so far).

Any cheapest route is accepted: the checker prices the learner's route itself (its own code, not
the search's), and holds the returned price to that route's price.
"""

import math

from reference.astar import as_cells, route_fault
from reference.cost_maps import cheapest_past_the_walls, priced_route, wall_prices

PRICE_TOLERANCE = 1e-6
WEIGHTS = (0, 0.5, 1, 2, 3, 4, 4, 6, 8, 10, 2.5, 1.5)
MAX_SIDE = 50


def safest_route(plan, w, start, goal):
    answer = cheapest_past_the_walls(plan, w, tuple(start), tuple(goal))
    return None if answer is None else (answer[0], [list(cell) for cell in answer[1]])


# ---------------------------------------------------------------- the checker

def _number(value):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def _is_infinite(got):
    values = got if isinstance(got, (list, tuple)) else [got]
    return any(isinstance(v, float) and math.isinf(v) for v in values)


def _cell_fault(plan):
    rows, cols = len(plan), len(plan[0])

    def fault(cell):
        r, c = cell
        if not (0 <= r < rows and 0 <= c < cols):
            return "your route leaves the plan"
        if plan[r][c] == "#":
            return "your route passes through an obstacle"
        return None

    return fault


def _close(a, b):
    return abs(a - b) <= PRICE_TOLERANCE + 1e-9 * abs(b)


def check(args, expected, got):
    plan, w, start, goal = args
    fault = _cell_fault(plan)
    if expected is None:
        if got is None:
            return True, ""
        if _is_infinite(got):
            return False, "there is no route here: return None, not infinity"
        if fault(tuple(start)) or fault(tuple(goal)):
            return False, "the start or the goal is an obstacle, so there is no route: return None"
        return False, "no route of free cells joins the start to the goal here: return None"
    if got is None:
        return False, "there is a route here, and you returned None"
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (price, route), or None when there is no route"
    price, route = _number(got[0]), got[1]
    if price is None:
        return False, "the price should be a finite number"
    problem = route_fault(route, start, goal, fault)
    if problem:
        return False, problem
    cost = priced_route(plan, w, as_cells(route))
    if not _close(cost, expected[0]) and cost > expected[0]:
        return False, "your route is not a cheapest one: it costs more than the best route"
    if not _close(price, cost):
        return False, _price_fault(plan, w, as_cells(route), price, cost)
    return True, ""


def _price_fault(plan, w, cells, price, cost):
    """What a price that is not its route's price got wrong, where that shows (no digits)."""
    def of(cell):
        return priced_route(plan, w, [None, cell])

    if _close(price, cost + of(cells[0])):
        return "your price charges the start cell too: the robot already stands there"
    if _close(price, cost - of(cells[-1])):
        return "your price leaves out the goal cell: the robot enters it too"
    if len(cells) > 1 and _close(price, priced_route(plan, w, [None] + cells[:-1])):
        return "your price charges each cell your route leaves instead of each cell it enters"
    if any(abs(price - round(cost, places)) < 1e-12 for places in range(7)):
        return "your price is rounded: return it as computed, it is checked to within a millionth"
    return ("your price is not what your route costs: each cell it enters costs one plus w over the square "
            "of its straight-line distance to the nearest obstacle")


# ---------------------------------------------------------------- the picture

def picture(args, expected, got):
    """The cost map as a grey image (obstacles black, dearer cells darker), our route and yours."""
    plan, w, start, goal = args
    prices = wall_prices(plan, w)
    top = max(prices.values(), default=1.0)
    span = (top - 1.0) or 1.0
    cells = [[1.0 if ch == "#" else 0.7 * (prices[(r, c)] - 1.0) / span for c, ch in enumerate(row)]
             for r, row in enumerate(plan)]
    parts = [{"kind": "grid", "cells": cells, "label": "obstacles black, dearer cells darker"}]
    if expected:
        parts.append(_line(expected[1], "our route"))
    yours = as_cells(got[1]) if isinstance(got, (list, tuple)) and len(got) == 2 else None
    if yours:
        parts.append(_line(yours, "your route"))
    return parts


def _line(route, label):
    return {"kind": "line", "xs": [c for _, c in route], "ys": [r for r, _ in route], "label": label}


# ---------------------------------------------------------------- random cases

def generate(rng):
    """A ward of 2 to 50 rows and columns (most below 16), obstacles as short runs and blocks over
    up to a quarter of it (now and then none); w from 0 to 10; start and goal mostly free and
    joined, sometimes apart or on an obstacle."""
    rows, cols = _size(rng), _size(rng)
    plan = _ward(rng, rows, cols, 0.0 if rng.random() < 0.05 else rng.uniform(0.02, 0.25))
    return [plan, rng.choice(WEIGHTS), *_ends(rng, plan)]


def _size(rng):
    roll = rng.random()
    if roll < 0.65:
        return rng.randint(2, 15)
    if roll < 0.9:
        return rng.randint(16, 30)
    return rng.randint(31, MAX_SIDE)


def _ward(rng, rows, cols, density):
    grid = [["."] * cols for _ in range(rows)]
    target = int(density * rows * cols)
    placed = 0
    while placed < target:
        r, c = rng.randrange(rows), rng.randrange(cols)
        shape = rng.random()
        if shape < 0.35:
            cells = [(r, c + i) for i in range(rng.randint(1, 6))]
        elif shape < 0.7:
            cells = [(r + i, c) for i in range(rng.randint(1, 6))]
        elif shape < 0.85:
            cells = [(r, c)]                                               # a pillar
        else:
            cells = [(r + i, c + j) for i in range(2) for j in range(rng.randint(1, 3))]   # a bed
        for rr, cc in cells:
            if rr < rows and cc < cols and grid[rr][cc] == ".":
                grid[rr][cc] = "#"
                placed += 1
    return ["".join(row) for row in grid]


def _ends(rng, plan):
    rows, cols = len(plan), len(plan[0])
    free = [(r, c) for r in range(rows) for c in range(cols) if plan[r][c] != "#"]
    roll = rng.random()
    if not free or roll < 0.08:
        return [[rng.randrange(rows), rng.randrange(cols)] for _ in range(2)]
    start = rng.choice(free)
    if roll < 0.2:
        return [list(start), list(rng.choice(free))]
    region = sorted(_region(plan, start))
    return [list(start), list(rng.choice(region))]


def _region(plan, start):
    rows, cols = len(plan), len(plan[0])
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for nxt in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
            if 0 <= nxt[0] < rows and 0 <= nxt[1] < cols and plan[nxt[0]][nxt[1]] != "#" and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen
