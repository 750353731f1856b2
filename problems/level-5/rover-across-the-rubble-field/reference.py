"""Rover Across the Rubble Field: reference.astar.search with eight moves (10 straight, 14
diagonal), the octile heuristic, no corner cutting, ties to the larger g and then the smaller
(row, col), stale entries skipped and not counted.

The statement fixes the heap order, so the number of expanded cells is held to ours exactly; the
route itself may be any legal cheapest route (the checker prices it with its own code).
"""

import heapq
import math

from reference.astar import DIAGONAL, EIGHT_MOVES, STRAIGHT, as_cells, octile, route_fault, search
from reference.grids import free_cells

MAX_SIDE = 80


def rover_route(field, start, goal):
    run = search(free_cells(field), tuple(start), tuple(goal), EIGHT_MOVES, octile, deep=True, corners=False)
    if run.route is None:
        return None
    return run.cost, [list(cell) for cell in run.route], run.expanded


# ---------------------------------------------------------------- the checker

def _cell_fault(field):
    rows, cols = len(field), len(field[0])

    def fault(cell):
        r, c = cell
        if not (0 <= r < rows and 0 <= c < cols):
            return "your route leaves the field"
        if field[r][c] == "#":
            return "your route drives into rubble"
        return None

    return fault


def _route_cost(route):
    return sum(DIAGONAL if r0 != r1 and c0 != c1 else STRAIGHT for (r0, c0), (r1, c1) in zip(route, route[1:]))


def _whole(value):
    """A whole number (an int, or a float such as 114.0), else None."""
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def check(args, expected, got):
    field, start, goal = args
    fault = _cell_fault(field)
    if expected is None:
        if got is None:
            return True, ""
        if fault(tuple(start)) or fault(tuple(goal)):
            return False, "the start or the goal is rubble, so there is no route: return None"
        return False, "no route of clear cells joins the start to the goal here: return None"
    if got is None:
        return False, "there is a route here, and you returned None"
    if not isinstance(got, (list, tuple)) or len(got) != 3:
        return False, "return a triple (cost, route, expanded), or None when there is no route"
    cost, route, expanded = got
    problem = route_fault(route, start, goal, fault, diagonal=True, corners=False)
    if problem:
        return False, problem
    route_cost = _route_cost(as_cells(route))
    if route_cost > expected[0]:
        return False, "your route is not a cheapest one: it costs more than the best route"
    if _whole(cost) != route_cost:
        if isinstance(cost, float) and math.isfinite(cost) and not cost.is_integer():
            return False, ("your cost is not a whole number: a straight move costs ten and a diagonal one "
                           "fourteen, exactly")
        return False, ("your cost is not what your route costs: a straight move costs ten and a diagonal "
                       "one fourteen")
    if _whole(expanded) != expected[2]:
        return False, ("your number of expanded cells differs from ours: follow the heap order (f, then the "
                       "larger g, then the smaller cell), skip stale entries without counting them, and "
                       "count the goal")
    return True, ""


# ---------------------------------------------------------------- the picture

def picture(args, expected, got):
    field, start, goal = args
    cells = [[1.0 if ch == "#" else 0.0 for ch in row] for row in field]
    parts = [{"kind": "grid", "cells": cells, "label": "rubble black"}]
    if expected:
        parts.append(_line(expected[1], "our route"))
    yours = as_cells(got[1]) if isinstance(got, (list, tuple)) and len(got) == 3 else None
    if yours:
        parts.append(_line(yours, "your route"))
    return parts


def _line(route, label):
    return {"kind": "line", "xs": [c for _, c in route], "ys": [r for r, _ in route], "label": label}


# ---------------------------------------------------------------- random cases

EQUAL_WAYS_LIMIT = 50_000   # expansions of a search that also pushes on an equal g


def generate(rng):
    """A field of 2 to 80 rows and columns (most below 16), rubble as scattered stones, heaps and
    ridges over up to a third of it; start and goal mostly clear and joined, sometimes apart or on
    rubble.

    Ends are drawn again (and after a few tries the field) where a search that pushes a
    neighbour on an EQUAL g, not only a smaller one, would expand more than EQUAL_WAYS_LIMIT
    entries: there every equally cheap way is expanded once more, the ways multiply
    exponentially, and that mistake would run out of time instead of being told it counts wrong
    (the named "a large maze" keeps a heavy search for correct solutions)."""
    while True:
        field = _field(rng, _size(rng), _size(rng), rng.uniform(0.0, 0.33))
        for _ in range(4):
            ends = _ends(rng, field)
            if _equal_ways_expansions(field, *ends) <= EQUAL_WAYS_LIMIT:
                return [field, *ends]


def _equal_ways_expansions(field, start, goal):
    """About how many entries A* would expand if it also pushed a neighbour whose new g EQUALS its
    best (the `<=` mistake); 0 when an end is rubble.

    That search expands each cell once for every equally cheap way to it through the cells
    expanded before the goal, so rather than run it (it can take hours) this runs the right A*
    and counts those ways: ways(start) = 1, ways(cell) = the sum of ways(p) over the expanded
    cells p from which one move gives the cell its best g."""
    rows, cols = len(field), len(field[0])
    start, goal = tuple(start), tuple(goal)

    def clear(r, c):
        return 0 <= r < rows and 0 <= c < cols and field[r][c] != "#"

    def moves(cell):
        r, c = cell
        for dr, dc, cost in EIGHT_MOVES:
            if clear(r + dr, c + dc) and (not (dr and dc) or (clear(r + dr, c) and clear(r, c + dc))):
                yield (r + dr, c + dc), cost

    if not (clear(*start) and clear(*goal)):
        return 0
    best, heap, expanded = {start: 0}, [(octile(start, goal), 0, start)], []
    while heap:
        _, key, cell = heapq.heappop(heap)
        if -key > best[cell]:
            continue
        expanded.append(cell)
        if cell == goal:
            break
        for nxt, cost in moves(cell):
            if -key + cost < best.get(nxt, math.inf):
                best[nxt] = -key + cost
                heapq.heappush(heap, (best[nxt] + octile(nxt, goal), -best[nxt], nxt))
    done = set(expanded)
    ways = {start: 1}
    for cell in sorted(expanded, key=best.get)[1:]:
        ways[cell] = sum(ways.get(p, 0) for p, cost in moves(cell) if p in done and best[p] + cost == best[cell])
    return sum(ways.values())


def _size(rng):
    roll = rng.random()
    if roll < 0.65:
        return rng.randint(2, 15)
    if roll < 0.92:
        return rng.randint(16, 40)
    return rng.randint(41, MAX_SIDE)


def _field(rng, rows, cols, density):
    grid = [["."] * cols for _ in range(rows)]
    target = int(density * rows * cols)
    placed = 0
    while placed < target:
        r, c = rng.randrange(rows), rng.randrange(cols)
        shape = rng.random()
        if shape < 0.4:
            cells = [(r, c)]                                                   # a stone
        elif shape < 0.7:
            dr, dc = rng.choice(((0, 1), (1, 0), (1, 1), (1, -1)))             # a ridge, maybe diagonal
            cells = [(r + i * dr, c + i * dc) for i in range(rng.randint(2, 8))]
        else:
            cells = [(r + i, c + j) for i in range(rng.randint(1, 3)) for j in range(rng.randint(1, 3))]
        for rr, cc in cells:
            if 0 <= rr < rows and 0 <= cc < cols and grid[rr][cc] == ".":
                grid[rr][cc] = "#"
                placed += 1
    return ["".join(row) for row in grid]


def _ends(rng, field):
    rows, cols = len(field), len(field[0])
    clear = sorted(free_cells(field))
    roll = rng.random()
    if not clear or roll < 0.08:
        return [[rng.randrange(rows), rng.randrange(cols)] for _ in range(2)]
    start = rng.choice(clear)
    if roll < 0.18:
        return [list(start), list(rng.choice(clear))]
    return [list(start), list(rng.choice(sorted(_region(set(clear), start))))]


def _region(clear, start):
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for dr, dc, _ in EIGHT_MOVES:
            nxt = (r + dr, c + dc)
            if nxt in clear and nxt not in seen and (not (dr and dc) or ((r + dr, c) in clear and (r, c + dc) in clear)):
                seen.add(nxt)
                todo.append(nxt)
    return seen
