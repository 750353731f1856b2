"""Floor plans as grids, and the configuration space of a round robot (Level 5,
001_726003b98f3e3347.txt, "The robot is not a point: configuration space").

Conventions (every planner of Level 5 that imports this module relies on them):

- A PLAN is a sequence of equal-length rows, row 0 at the TOP. A row may be a str ("..#.") or a
  list of one-character strings (['.', '.', '#', '.']); both shapes are accepted everywhere and
  never modified. The character '#' is an obstacle cell; EVERY other character ('.', 'C', '~',
  ...) is free floor as far as this module is concerned.
- A CELL is a tuple (row, col) of ints; (0, 0) is the top-left cell.
- Distances are measured from cell centre to cell centre in CELLS (cell widths): side neighbours
  are 1 apart, corner neighbours sqrt(2), and (r1, c1), (r2, c2) are sqrt(dr*dr + dc*dc) apart
  (Euclidean). A RADIUS is in cells too and may be an int or a float (>= 0).
- Inflation, the lesson's rule: a free cell is FORBIDDEN when some obstacle cell lies within the
  radius of it. By default a distance of EXACTLY the radius counts as touching, so it forbids
  ("at most": dr*dr + dc*dc <= radius*radius). With touching_counts=False only distances strictly
  less than the radius forbid (the robot may pass at exactly radius; "less than").
- The map edge is NOT a wall by default: only '#' cells push the robot away. With
  edge_is_wall=True the map behaves as if a ring of obstacle cells lay just outside it (rows -1
  and R, columns -1 and C), so cells near the edge are forbidden too.
- Obstacle cells themselves are never "usable" and never "forbidden": they are not part of the
  configuration space at all (the lesson keeps their '#').

Main functions:
    inflate(plan, radius, touching_counts=True, edge_is_wall=False) -> set[Cell]
        the forbidden free cells (the lesson's `forbidden`; the '#' cells are not in it);
    usable_cells(plan, radius, touching_counts=True, edge_is_wall=False) -> set[Cell]
        the free cells the robot's centre may occupy (free minus forbidden);
    c_space_rows(plan, radius, ...) -> list[str]
        the plan redrawn: '#' kept, forbidden cells 'x', every other cell as it was;
    neighbours4(cell, rows, cols) / neighbours8(cell, rows, cols)
        in-bounds neighbours in a fixed order (N, E, S, W; then the corners NE, SE, SW, NW).

Stamping works outwards from each ORIGINAL obstacle over a square window of floor(radius) rows
and columns, clipped at the map edges, comparing squared distances (no square roots).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence

Cell = tuple[int, int]              # (row, col), row 0 at the top
Plan = Sequence[Sequence[str]]      # rows of str, or rows of one-character lists

OBSTACLE = "#"
FORBIDDEN = "x"

N4 = ((-1, 0), (0, 1), (1, 0), (0, -1))                      # N, E, S, W
N8 = N4 + ((-1, 1), (1, 1), (1, -1), (-1, -1))               # then NE, SE, SW, NW


def size_of(plan: Plan) -> tuple[int, int]:
    """(rows, cols) of a plan; (0, 0) for an empty plan."""
    rows = len(plan)
    return rows, (len(plan[0]) if rows else 0)


def in_bounds(cell: Cell, rows: int, cols: int) -> bool:
    return 0 <= cell[0] < rows and 0 <= cell[1] < cols


def obstacle_cells(plan: Plan) -> set[Cell]:
    """Every '#' of the plan."""
    return {(r, c) for r, row in enumerate(plan) for c, ch in enumerate(row) if ch == OBSTACLE}


def free_cells(plan: Plan) -> set[Cell]:
    """Every cell of the plan that is not '#'."""
    return {(r, c) for r, row in enumerate(plan) for c, ch in enumerate(row) if ch != OBSTACLE}


def cells_with(plan: Plan, ch: str) -> list[Cell]:
    """The cells holding the character `ch`, in reading order (row by row, left to right)."""
    return [(r, c) for r, row in enumerate(plan) for c, x in enumerate(row) if x == ch]


def neighbours4(cell: Cell, rows: int, cols: int) -> Iterator[Cell]:
    """The side neighbours of `cell` inside a rows x cols map, in the order N, E, S, W."""
    r, c = cell
    for dr, dc in N4:
        if 0 <= r + dr < rows and 0 <= c + dc < cols:
            yield r + dr, c + dc


def neighbours8(cell: Cell, rows: int, cols: int) -> Iterator[Cell]:
    """All eight neighbours inside the map: N, E, S, W, then NE, SE, SW, NW."""
    r, c = cell
    for dr, dc in N8:
        if 0 <= r + dr < rows and 0 <= c + dc < cols:
            yield r + dr, c + dc


def euclidean2(a: Cell, b: Cell) -> int:
    """The squared centre-to-centre distance of two cells, in cells squared."""
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def _close_enough(d2: int, radius: float, touching_counts: bool) -> bool:
    limit = radius * radius
    return d2 <= limit if touching_counts else d2 < limit


def inflate(plan: Plan, radius: float, touching_counts: bool = True,
            edge_is_wall: bool = False) -> set[Cell]:
    """The free cells a round robot of `radius` cells may not put its centre on.

    A free cell is forbidden when an obstacle cell ('#', and with edge_is_wall=True also the ring
    of cells just outside the map) lies at a distance of at most `radius` (touching_counts=True,
    the default) or less than `radius` (touching_counts=False). Obstacle cells are not in the set.
    """
    if radius < 0:
        raise ValueError("radius must be >= 0")
    rows, cols = size_of(plan)
    k = math.floor(radius)
    sources = list(obstacle_cells(plan))
    if edge_is_wall:
        sources += [(-1, c) for c in range(-1, cols + 1)] + [(rows, c) for c in range(-1, cols + 1)]
        sources += [(r, -1) for r in range(rows)] + [(r, cols) for r in range(rows)]
    window = [(dr, dc) for dr in range(-k, k + 1) for dc in range(-k, k + 1)
              if _close_enough(dr * dr + dc * dc, radius, touching_counts)]
    out: set[Cell] = set()
    for r, c in sources:
        for dr, dc in window:
            rr, cc = r + dr, c + dc
            if 0 <= rr < rows and 0 <= cc < cols and plan[rr][cc] != OBSTACLE:
                out.add((rr, cc))
    return out


def usable_cells(plan: Plan, radius: float, touching_counts: bool = True,
                 edge_is_wall: bool = False) -> set[Cell]:
    """The configuration space: the free cells the robot's centre may occupy."""
    return free_cells(plan) - inflate(plan, radius, touching_counts, edge_is_wall)


def c_space_rows(plan: Plan, radius: float, touching_counts: bool = True,
                 edge_is_wall: bool = False) -> list[str]:
    """The plan redrawn as strings: '#' kept, every forbidden cell 'x', the rest unchanged."""
    bad = inflate(plan, radius, touching_counts, edge_is_wall)
    return ["".join(FORBIDDEN if (r, c) in bad else ch for c, ch in enumerate(row))
            for r, row in enumerate(plan)]


def forbidden_by_brute_force(plan: Plan, radius: float, touching_counts: bool = True) -> set[Cell]:
    """The same set as inflate (edge not a wall), by comparing every free cell with every obstacle:
    slow, for tests only."""
    obstacles = obstacle_cells(plan)
    return {cell for cell in free_cells(plan)
            if any(_close_enough(euclidean2(cell, o), radius, touching_counts) for o in obstacles)}
