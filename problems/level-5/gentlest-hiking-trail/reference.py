"""Gentlest Hiking Trail: reference.cost_maps.gentlest_route (Dijkstra whose route price is its
largest step: relax with max(g, w), stop when the goal comes off the heap).

Any trail whose steepest step is the smallest possible is accepted: the checker measures the
learner's trail itself and holds the returned number to that trail's steepest step.
"""

import math

from reference.astar import as_cells, route_fault
from reference.cost_maps import gentlest_route, largest_step

MAX_SIDE = 80


def gentlest_trail(heights, start, goal):
    answer = gentlest_route(heights, tuple(start), tuple(goal))
    return None if answer is None else (answer[0], [list(cell) for cell in answer[1]])


# ---------------------------------------------------------------- the checker

def _cell_fault(heights):
    rows, cols = len(heights), len(heights[0])

    def fault(cell):
        r, c = cell
        if not (0 <= r < rows and 0 <= c < cols):
            return "your trail leaves the map"
        if heights[r][c] is None:
            return "your trail goes through water"
        return None

    return fault


def _is_infinite(got):
    values = got if isinstance(got, (list, tuple)) else [got]
    return any(isinstance(v, float) and math.isinf(v) for v in values)


def check(args, expected, got):
    heights, start, goal = args
    fault = _cell_fault(heights)
    if expected is None:
        if got is None:
            return True, ""
        if _is_infinite(got):
            return False, "there is no trail here: return None, not infinity"
        if fault(tuple(start)) or fault(tuple(goal)):
            return False, "the start or the goal is water, so there is no trail: return None"
        return False, "no dry cells join the start to the goal here: return None"
    if got is None:
        return False, "there is a trail here, and you returned None"
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (steepest, trail), or None when there is no trail"
    steepest, trail = got
    problem = route_fault(trail, start, goal, fault)
    if problem:
        return False, problem.replace("route", "trail")
    worst = largest_step(heights, as_cells(trail))
    if worst > expected[0]:
        return False, "your trail has a steeper step than it needs: a gentler trail exists"
    if isinstance(steepest, bool) or not isinstance(steepest, (int, float)) or steepest != worst:
        return False, ("your number is not the steepest step of your trail: the largest height difference "
                       "between two cells in a row, up or down")
    return True, ""


# ---------------------------------------------------------------- the picture

def picture(args, expected, got):
    """The height map as a grey image (higher darker, water unknown), our trail and yours."""
    heights, start, goal = args
    dry = [h for row in heights for h in row if h is not None]
    low, high = (min(dry), max(dry)) if dry else (0, 1)
    span = (high - low) or 1
    cells = [[None if h is None else 0.8 * (h - low) / span for h in row] for row in heights]
    parts = [{"kind": "grid", "cells": cells, "label": "higher ground darker, water pale blue"}]
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
    """A height map of 2 to 80 rows and columns (most below 16): smooth hills from a few bumps, or
    rough ground, whole metres from 0 to 900; now and then lakes of water (None); start and goal
    mostly dry and joined, sometimes apart or in the water."""
    rows, cols = _size(rng), _size(rng)
    heights = _hills(rng, rows, cols) if rng.random() < 0.7 else _rough(rng, rows, cols)
    if rng.random() < 0.4:
        _lakes(rng, heights)
    return [heights, *_ends(rng, heights)]


def _size(rng):
    roll = rng.random()
    if roll < 0.65:
        return rng.randint(2, 15)
    if roll < 0.9:
        return rng.randint(16, 40)
    return rng.randint(41, MAX_SIDE)


def _hills(rng, rows, cols):
    bumps = [(rng.uniform(0, rows), rng.uniform(0, cols), rng.uniform(50, 400), rng.uniform(2, 12))
             for _ in range(rng.randint(1, 6))]
    return [[int(sum(hgt * math.exp(-((r - br) ** 2 + (c - bc) ** 2) / (2 * s * s)) for br, bc, hgt, s in bumps)
                 + rng.randint(0, 8)) for c in range(cols)] for r in range(rows)]


def _rough(rng, rows, cols):
    top = rng.choice((5, 20, 100, 900))
    return [[rng.randint(0, top) for _ in range(cols)] for _ in range(rows)]


def _lakes(rng, heights):
    rows, cols = len(heights), len(heights[0])
    for _ in range(rng.randint(1, 4)):
        r0, c0 = rng.randrange(rows), rng.randrange(cols)
        size = rng.randint(1, max(1, min(rows, cols) // 2))
        for r in range(r0, min(rows, r0 + size)):
            for c in range(c0, min(cols, c0 + rng.randint(1, size + 1))):
                heights[r][c] = None


def _ends(rng, heights):
    rows, cols = len(heights), len(heights[0])
    dry = [(r, c) for r in range(rows) for c in range(cols) if heights[r][c] is not None]
    roll = rng.random()
    if not dry or roll < 0.08:
        return [[rng.randrange(rows), rng.randrange(cols)] for _ in range(2)]
    start = rng.choice(dry)
    if roll < 0.2:
        return [list(start), list(rng.choice(dry))]
    return [list(start), list(rng.choice(sorted(_region(heights, start))))]


def _region(heights, start):
    rows, cols = len(heights), len(heights[0])
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for nxt in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
            if 0 <= nxt[0] < rows and 0 <= nxt[1] < cols and heights[nxt[0]][nxt[1]] is not None and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen
