"""Random floor plans for the Level 5 problems on the configuration space and BFS ("The robot is
not a point", "Searching the floor plan"): halls with shelf walls and doorways of every width,
scattered crates, boxes, and radii whose squares never sit a rounding error away from a whole
number (so `d2 <= r * r` and `math.hypot(dr, dc) <= r` always agree).

Only the `random.Random` passed in is used, so a seed replays a case list exactly. Plans are
lists of strings, '#' for an obstacle and `free` (default '.') for everything else.
"""

from __future__ import annotations

import math
import random

# Whole numbers (a distance of exactly the radius happens), halves and tenths.
RADII = (0, 0.5, 1, 1, 1.2, 1.5, 1.5, 2, 2, 2.3, 2.5, 2.9, 3, 3, 3.5, 4, 4.5, 5)


def radius_of(rng: random.Random, most: float) -> float:
    """A radius from RADII up to `most`, now and then any tenth below it."""
    if rng.random() < 0.8:
        return rng.choice([r for r in RADII if r <= most])
    r = round(rng.uniform(0.1, most), 1)
    return int(r) if r == int(r) else r


def squares_are_safe(radius: float) -> bool:
    """True when radius * radius is a whole number exactly or far (1e-6) from every whole number."""
    square = radius * radius
    return square == round(square) or abs(square - round(square)) > 1e-6


def blank(rows: int, cols: int, free: str = ".") -> list[list[str]]:
    return [[free] * cols for _ in range(rows)]


def as_rows(grid: list[list[str]]) -> list[str]:
    return ["".join(row) for row in grid]


def add_crates(rng: random.Random, grid: list[list[str]], density: float) -> None:
    for row in grid:
        for c in range(len(row)):
            if rng.random() < density:
                row[c] = "#"


def add_boxes(rng: random.Random, grid: list[list[str]], count: int, most: int = 5) -> None:
    rows, cols = len(grid), len(grid[0])
    for _ in range(count):
        h, w = rng.randint(1, min(most, rows)), rng.randint(1, min(most, cols))
        r0, c0 = rng.randrange(rows - h + 1), rng.randrange(cols - w + 1)
        for r in range(r0, r0 + h):
            for c in range(c0, c0 + w):
                grid[r][c] = "#"


def add_wall(rng: random.Random, grid: list[list[str]], free: str = ".", across: bool | None = None,
             doors: int | None = None) -> None:
    """A shelf wall across the whole plan (a row, or a column when `across` is False) with 0 to 3
    doorways of 1 to 7 cells."""
    rows, cols = len(grid), len(grid[0])
    across = rng.random() < 0.5 if across is None else across
    length = cols if across else rows
    at = rng.randrange(rows if across else cols)
    cells = [(at, i) if across else (i, at) for i in range(length)]
    for r, c in cells:
        grid[r][c] = "#"
    for _ in range(rng.choice([0, 1, 1, 2, 2, 3]) if doors is None else doors):
        width = rng.randint(1, min(7, length))
        start = rng.randrange(length - width + 1)
        for r, c in cells[start:start + width]:
            grid[r][c] = free


def random_plan(rng: random.Random, rows: int, cols: int, free: str = ".") -> list[str]:
    """A hall of rows x cols: walls with doorways, boxes and scattered crates, in a random mix."""
    grid = blank(rows, cols, free)
    style = rng.random()
    if style < 0.15:
        add_crates(rng, grid, rng.choice([0.0, 0.02, 0.05, 0.1, 0.2, 0.35]))
    elif style < 0.3:
        add_boxes(rng, grid, rng.randint(0, max(1, rows * cols // 30)))
    else:
        for _ in range(rng.randint(1, max(1, (rows + cols) // 10))):
            add_wall(rng, grid, free)
        add_boxes(rng, grid, rng.randint(0, max(1, rows * cols // 80)), most=3)
        add_crates(rng, grid, rng.choice([0.0, 0.0, 0.01, 0.03]))
    return as_rows(grid)


def size_of_case(rng: random.Random, most: int) -> tuple[int, int]:
    """Rows and columns: mostly small to medium, sometimes tiny, sometimes up to `most`."""
    roll = rng.random()
    if roll < 0.08:
        return rng.randint(1, 3), rng.randint(1, 6)
    if roll < 0.75:
        return rng.randint(4, min(most, 20)), rng.randint(4, min(most, 24))
    if roll < 0.93:
        return rng.randint(min(most, 20), most), rng.randint(min(most, 20), most)
    return most, most


def free_cell(rng: random.Random, plan: list[str], free: str = ".") -> list[int]:
    """A random cell of the plan holding `free`, or any cell if none does."""
    cells = [(r, c) for r, row in enumerate(plan) for c, ch in enumerate(row) if ch == free]
    if not cells:
        return [rng.randrange(len(plan)), rng.randrange(len(plan[0]))]
    return list(rng.choice(cells))


def hypot_agrees(radius: float) -> bool:
    """True when every whole d2 up to (radius + 1)^2 gets the same verdict from d2 <= r * r and from
    math.sqrt(d2) <= r (a generator keeps only such radii)."""
    limit = int((radius + 1) ** 2) + 1
    return all((d2 <= radius * radius) == (math.sqrt(d2) <= radius) for d2 in range(limit))
