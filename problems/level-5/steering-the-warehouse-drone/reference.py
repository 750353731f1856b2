"""Steering the Warehouse Drone: the reference is reference.heading_search.fewest_commands (0-1 BFS).

Many routes often need the same fewest commands, so a route is judged, not compared: it must run
from the start to the goal through free cells, each a neighbour of the one before (a repeated cell
is a turn on the spot), the count must be the commands that route needs from the starting
heading (with the turns on the goal to face `arrive`, when it asks for a heading), and the count
must be the fewest.
"""

from reference.heading_search import HEADINGS, route_commands
from reference.heading_search import fewest_commands as fewest_commands_of

FLIPPED = {"N": "S", "E": "E", "S": "N", "W": "W"}   # a drone whose "N" flies down the plan
SIZES = ((1, 4), (3, 10), (8, 25), (15, 30), (30, 40))


def fewest_commands(plan, start, heading, goal, arrive):
    return fewest_commands_of(plan, start, heading, goal, arrive)


def generate(rng):
    """A warehouse of 1 to 40 rows and columns (mostly small, now and then one of the largest):
    racks in rows with gaps, or scattered crates; a start and a goal (now and then blocked, walled
    off or the same cell), a starting heading, and a heading to land facing, or none."""
    low, high = rng.choices(SIZES, weights=(1, 6, 5, 2, 1))[0]
    rows, cols = rng.randint(low, high), rng.randint(low, high)
    plan = _racks(rng, rows, cols) if rng.random() < 0.5 else _crates(rng, rows, cols)
    start, goal = _cell(rng, plan), _cell(rng, plan)
    if rng.random() < 0.05:
        goal = start
    arrive = rng.choice(HEADINGS) if rng.random() < 0.4 else None
    return [plan, list(start), rng.choice(HEADINGS), list(goal), arrive]


def _crates(rng, rows, cols):
    density = rng.choice((0.0, 0.1, 0.2, 0.3, 0.4))
    return ["".join("#" if rng.random() < density else "." for _ in range(cols)) for _ in range(rows)]


def _racks(rng, rows, cols):
    """Racks along every second or third row (or column), each broken by a few gaps."""
    across = rng.random() < 0.5
    long_side, short_side = (cols, rows) if across else (rows, cols)
    every = rng.choice((2, 3))
    lines = []
    for i in range(short_side):
        line = ["."] * long_side
        if i % every == 1:
            line = ["#"] * long_side
            for _ in range(rng.randint(1, 3)):
                line[rng.randrange(long_side)] = "."
        lines.append(line)
    if across:
        return ["".join(line) for line in lines]
    return ["".join(lines[c][r] for c in range(cols)) for r in range(rows)]


def _cell(rng, plan):
    """A free cell mostly; now and then any cell, blocked or not."""
    rows, cols = len(plan), len(plan[0])
    if rng.random() < 0.05:
        return rng.randrange(rows), rng.randrange(cols)
    for _ in range(200):
        cell = rng.randrange(rows), rng.randrange(cols)
        if plan[cell[0]][cell[1]] == ".":
            return cell
    return rng.randrange(rows), rng.randrange(cols)


def _on_a_free_cell(plan, cell):
    """The checker's own test (apart from the search's, which the mutation analysis changes)."""
    r, c = cell
    return 0 <= r < len(plan) and 0 <= c < len(plan[0]) and plan[r][c] == "."


def _as_cell(value):
    """(row, col) as two ints, or None."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    if any(isinstance(v, bool) or not isinstance(v, int) for v in value):
        return None
    return tuple(value)


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no value of ours away."""
    plan, start, heading, goal, arrive = args
    if expected is None:
        if got is None:
            return True, ""
        if not _on_a_free_cell(plan, start):
            return False, "the start cell is blocked: there is no route, so return None"
        if not _on_a_free_cell(plan, goal):
            return False, "the goal cell is blocked: there is no route, so return None"
        return False, "no route reaches the goal here: return None"
    if got is None:
        return False, "a route exists here, but you returned None"
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (commands, route), or None when there is no route"
    count, route = got
    if isinstance(count, bool) or not isinstance(count, int):
        return False, "the first item of your pair should be the number of commands, a whole number"
    if not isinstance(route, (list, tuple)):
        return False, "the second item of your pair should be the route, a list of (row, col) cells"
    if not route:
        return False, "your route is empty: it holds every cell the drone is in, the start cell first"
    cells = [_as_cell(cell) for cell in route]
    if any(cell is None for cell in cells):
        return False, "every cell of your route should be a pair (row, col) of whole numbers"
    if cells[0] != tuple(start):
        return False, "your route must begin on the start cell"
    if cells[-1] != tuple(goal):
        return False, "your route must end on the goal cell"
    if not all(_on_a_free_cell(plan, cell) for cell in cells):
        return False, "your route passes a blocked cell or leaves the plan"
    steps = [cell for i, cell in enumerate(cells) if i == 0 or cell != cells[i - 1]]
    if any(abs(r1 - r0) + abs(c1 - c0) != 1 for (r0, c0), (r1, c1) in zip(steps, steps[1:])):
        return False, "each cell of your route must be a neighbour of the one before (no diagonal steps, no jumps)"
    needs = route_commands(heading, steps, arrive)
    if count != needs:
        if count == route_commands(FLIPPED[heading], steps, arrive and FLIPPED[arrive]):
            return False, ('your count fits a drone whose "N" points down the plan: "N" is up the plan, '
                           'towards the top row, and "S" down')
        return False, "your count is not the number of commands your route needs"
    if needs > expected[0]:
        return False, "your route needs more commands than the fewest"
    return True, ""


def picture(args, expected, got):
    """The warehouse (racks black), our route and the learner's drawn over it, start and goal marked."""
    plan, start, heading, goal, arrive = args
    parts = [{"kind": "grid", "cells": [[0 if ch == "." else 1 for ch in row] for row in plan], "label": "warehouse"}]
    if expected is not None:
        parts.append(_line(expected[1], "our route"))
    route = got[1] if isinstance(got, (list, tuple)) and len(got) == 2 else None
    if isinstance(route, (list, tuple)) and route and all(_as_cell(cell) for cell in route):
        parts.append(_line([_as_cell(cell) for cell in route], "your route"))
    parts.append({"kind": "scatter", "xs": [start[1]], "ys": [start[0]], "label": "start"})
    parts.append({"kind": "scatter", "xs": [goal[1]], "ys": [goal[0]], "label": "goal"})
    return parts


def _line(cells, label):
    return {"kind": "line", "xs": [c for r, c in cells], "ys": [r for r, c in cells], "label": label}
