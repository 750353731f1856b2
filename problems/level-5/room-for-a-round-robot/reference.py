"""Room for a Round Robot: the reference is reference.grids.c_space_rows (Euclidean distance between
cell centres, "at most" the radius forbids, the window clipped at the map edges, the edge not a
wall, '#' kept).

The checker compares the map cell by cell and names the first rule the learner's map breaks; its
messages hold no digit, so a hidden case may show them.
"""

from reference.grid_cases import (
    add_boxes, add_crates, as_rows, blank, radius_of, random_plan, size_of_case,
)
from reference.grids import c_space_rows

MOST = 50          # rows and columns, as the statement promises
MOST_RADIUS = 5


def c_space(plan, radius):
    return c_space_rows(plan, radius)


def generate(rng):
    """A hall of 1 to 50 rows and columns (walls with doorways, boxes, crates) and a radius from 0
    to 5: whole numbers, halves and tenths."""
    rows, cols = size_of_case(rng, MOST)
    return [random_plan(rng, rows, cols), radius_of(rng, MOST_RADIUS)]


def generate_edges(rng):
    """Plans on the rule's edges: a lone case with a whole-number radius (cells exactly the radius
    away, 3-4-5 triangles), a case against an edge or in a corner, doorways exactly 2r or 2r + 1
    wide."""
    kind = rng.randrange(4)
    radius = rng.choice([1, 2, 3, 5, 1.5, 2.5])
    rows, cols = rng.randint(3, 14), rng.randint(3, 14)
    grid = blank(rows, cols)
    if kind == 0:
        grid[rng.randrange(rows)][rng.randrange(cols)] = "#"
    elif kind == 1:
        r = rng.choice([0, rows - 1, rng.randrange(rows)])
        c = rng.choice([0, cols - 1]) if r not in (0, rows - 1) else rng.randrange(cols)
        grid[r][c] = "#"
    elif kind == 2:
        at = rng.randrange(rows)
        width = int(2 * radius) + rng.choice([-1, 0, 1])
        start = rng.randrange(max(1, cols - width))
        for c in range(cols):
            if not start <= c < start + width:
                grid[at][c] = "#"
    else:
        add_boxes(rng, grid, rng.randint(1, 3), most=2)
        add_crates(rng, grid, 0.05)
    return [as_rows(grid), radius]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`."""
    plan, _ = args
    rows = _as_rows(got)
    if rows is None:
        return False, "return a list of strings, one for each row of the plan"
    if len(rows) != len(expected):
        return False, "your map has a different number of rows from the plan"
    if any(len(row) != len(want) for row, want in zip(rows, expected)):
        return False, "a row of your map is not as long as the rows of the plan"
    broken = None
    for r, (row, want) in enumerate(zip(rows, expected)):
        for c, (ch, ok) in enumerate(zip(row, want)):
            if ch == ok:
                continue
            if ch not in "#x.":
                return False, "use only '#', 'x' and '.' in your map"
            if ok == "#" or ch == "#":
                return False, ("your map changes a display case: every '#' of the plan stays '#', and "
                               "no free cell becomes '#'")
            broken = broken or ch
    if broken == ".":
        return False, ("your map leaves open a cell whose centre is at most the radius from a display "
                       "case, in a straight line between cell centres (exactly the radius forbids too)")
    if broken == "x":
        return False, ("your map forbids a cell that is farther than the radius from every display case "
                       "(measure straight lines between cell centres, from the display cases of the plan "
                       "only; the edge of the map is not a wall)")
    return True, ""


def _as_rows(got):
    if not isinstance(got, (list, tuple)):
        return None
    rows = []
    for row in got:
        if isinstance(row, str):
            rows.append(row)
        elif isinstance(row, (list, tuple)) and all(isinstance(ch, str) and len(ch) == 1 for ch in row):
            rows.append("".join(row))
        else:
            return None
    return rows


LEVEL = {"#": 1.0, "x": 0.4, ".": 0.0}


def picture(args, expected, got):
    """Our map in grey (cases black, forbidden cells grey), with the cells where the learner's map
    differs marked."""
    plots = [{"kind": "grid", "cells": [[LEVEL.get(ch, 0.0) for ch in row] for row in expected],
              "label": "our map: # black, x grey", "xlabel": "column", "ylabel": "row"}]
    rows = _as_rows(got)
    if rows is None or len(rows) != len(expected):
        return plots
    opened, closed = [], []
    for r, (row, want) in enumerate(zip(rows, expected)):
        for c, (ch, ok) in enumerate(zip(row, want)):
            if ok == "x" and ch != "x":
                opened.append((r, c))
            elif ok != "x" and ch == "x":
                closed.append((r, c))
    if opened:
        plots.append({"kind": "scatter", "xs": [c for _, c in opened], "ys": [r for r, _ in opened],
                      "label": "your map leaves these open; ours forbids them"})
    if closed:
        plots.append({"kind": "scatter", "xs": [c for _, c in closed], "ys": [r for r, _ in closed],
                      "label": "your map forbids these; ours leaves them open"})
    return plots
