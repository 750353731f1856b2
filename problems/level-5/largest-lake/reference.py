"""Largest Lake: the boat's configuration space is reference.grids.usable_cells with
touching_counts=False (a water cell is usable when every land cell is AT LEAST the radius away, so
exactly the radius is allowed), and the lakes are reference.grid_search.regions of it (4-connected
flood fills). The answer is (how many lakes, cells in the largest), (0, 0) when there is none.

The two numbers are judged apart, so the message says which one is wrong; the messages hold no
digit, so a hidden case may show them.
"""

from reference.grid_cases import (
    add_boxes, add_crates, add_wall, as_rows, blank, radius_of, size_of_case,
)
from reference.grid_search import regions
from reference.grids import usable_cells

MOST = 120         # rows and columns, as the statement promises
MOST_RADIUS = 3
WATER, LAND = "~", "#"


def largest_lake(chart, radius):
    lakes = regions(usable_cells(chart, radius, touching_counts=False))
    return (len(lakes), max((len(lake) for lake in lakes), default=0))


def generate(rng):
    """A chart of 1 to 120 rows and columns: open water with islands, rocks, and land barriers
    cut by straits of every width; a radius from 0 to 3."""
    rows, cols = size_of_case(rng, MOST)
    return [random_chart(rng, rows, cols), radius_of(rng, MOST_RADIUS)]


def random_chart(rng, rows, cols):
    grid = blank(rows, cols, WATER)
    style = rng.random()
    if style < 0.2:
        add_crates(rng, grid, rng.choice([0.05, 0.15, 0.3, 0.45]))
    else:
        for _ in range(rng.randint(0, max(1, (rows + cols) // 12))):
            add_wall(rng, grid, free=WATER)
        add_boxes(rng, grid, rng.randint(0, max(1, rows * cols // 60)), most=6)
        add_crates(rng, grid, rng.choice([0.0, 0.01, 0.03]))
    return as_rows(grid)


def generate_edges(rng):
    """Straits exactly 2r - 1, 2r or 2r + 1 cells wide in a barrier of land, for whole and half
    radii, so the "at least the radius" rule decides whether the water is one lake or two."""
    radius = rng.choice([1, 1.5, 2, 2.5, 3])
    width = int(2 * radius) + rng.choice([-1, 0, 1])
    rows, cols = rng.randint(7, 14), max(width, 1) + rng.randint(4, 12)
    grid = blank(rows, cols, WATER)
    wall = rng.randrange(rows)
    door = rng.randrange(cols - max(width, 1) + 1)
    for c in range(cols):
        if not door <= c < door + width:
            grid[wall][c] = LAND
    return [as_rows(grid), radius]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`."""
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (lakes, largest)"
    lakes, largest = got
    for value in (lakes, largest):
        if isinstance(value, bool) or not isinstance(value, int):
            return False, "both numbers should be whole numbers"
    if lakes != expected[0]:
        return False, ("your number of lakes is wrong: count the separate regions of water cells the "
                       "boat's centre may use, joined through side neighbours only")
    if largest != expected[1]:
        return False, ("your number of lakes is right, but your largest lake has the wrong number of "
                       "cells: a lake holds every usable water cell the boat's centre can reach through side "
                       "neighbours")
    return True, ""


def picture(args, expected, got):
    """The chart: land black, water the boat cannot use grey, and each lake in its own light shade,
    the largest darkest of them."""
    chart, radius = args
    free = usable_cells(chart, radius, touching_counts=False)
    lakes = sorted(regions(free), key=len)
    shade = {}
    for i, lake in enumerate(lakes):
        for cell in lake:
            shade[cell] = 0.08 + 0.3 * (i + 1) / len(lakes)
    cells = [[1.0 if ch == LAND else shade.get((r, c), 0.55 if (r, c) not in free else 0.0)
              for c, ch in enumerate(row)] for r, row in enumerate(chart)]
    plots = [{"kind": "grid", "cells": cells,
              "label": "land black, water out of the boat's reach grey, our lakes shaded",
              "xlabel": "column", "ylabel": "row"}]
    if lakes:
        biggest = sorted(lakes[-1])
        plots.append({"kind": "scatter", "xs": [c for _, c in biggest], "ys": [r for r, _ in biggest],
                      "label": "our largest lake"})
    return plots
