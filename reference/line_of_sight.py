"""Line of sight through the cells, and shortcuts (Level 5, 001_726003b98f3e3347.txt, "Line of sight
through the cells, and shortcuts").

Conventions (those of reference.grids): a cell is (row, col) of ints, row 0 at the TOP; a PLAN is a
sequence of equal-length rows (str or lists of one-character strings), '#' blocked, every other
character free.

The cell rule (the lesson's, also used by the occupancy beams of reference.occupancy):
    dr = r1 - r0, dc = c1 - c0, n = max(|dr|, |dc|); for k = 0, 1, ..., n the k-th cell is
    (r0 + floor(k*dr/n + 1/2), c0 + floor(k*dc/n + 1/2)),
computed in whole numbers as (2*k*d + n) // (2*n) (// rounds down for negatives too, so halves go
UP, towards larger rows/columns, whatever the direction). n == 0 (a == b) gives [a]. The line has
n + 1 cells, starts on a, ends on b, never leaves the rectangle spanned by a and b, and consecutive
cells are side or corner neighbours (no gaps).

Line of sight: a and b see each other when EVERY cell of line_cells(a, b) is free, a and b
included. Only those cells count: a line passing diagonally between two blocked cells that meet
at a corner is clear by this rule.

Shortcutting: keep the route's first cell; from the last kept cell i, look from the END of the
route backwards and keep the first (farthest) cell j > i in plain sight; j = i + 1 is always taken
(neighbouring route cells are adjacent), so the loop ends on the route's last cell.

Main functions:
    line_cells(a, b) -> list[Cell]              the cell rule above (exact, no floats)
    visible(plan, a, b) -> bool                 line of sight on a plan
    shortcut(plan, route) -> list[Cell]         the waypoints, first and last route cells included
    legs_length(waypoints) -> float             sum of Euclidean leg lengths in cells
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

Cell = tuple[int, int]
Plan = Sequence[Sequence[str]]

OBSTACLE = "#"


def line_cells(a: Sequence[int], b: Sequence[int]) -> list[Cell]:
    """The cells of the straight line from cell a to cell b by the lesson's rule: n + 1 cells with
    n = max(|dr|, |dc|), the k-th at (r0 + (2*k*dr + n) // (2*n), c0 + (2*k*dc + n) // (2*n)),
    i.e. floor(x + 1/2) of the exact position, halves rounded up. a == b gives [a]. Whole-number
    arithmetic only (a and b hold ints), so the answer is exact, negative coordinates included."""
    (r0, c0), (r1, c1) = a, b
    dr, dc = r1 - r0, c1 - c0
    n = max(abs(dr), abs(dc))
    if n == 0:
        return [(r0, c0)]
    return [(r0 + (2 * k * dr + n) // (2 * n), c0 + (2 * k * dc + n) // (2 * n)) for k in range(n + 1)]


def is_free(plan: Plan, cell: Sequence[int]) -> bool:
    """True for a cell of the plan that is not '#'; False outside the plan."""
    r, c = cell
    return 0 <= r < len(plan) and 0 <= c < len(plan[0]) and plan[r][c] != OBSTACLE


def visible(plan: Plan, a: Sequence[int], b: Sequence[int]) -> bool:
    """Line of sight: every cell of line_cells(a, b), both ends included, is free."""
    return all(is_free(plan, cell) for cell in line_cells(a, b))


def shortcut(plan: Plan, route: Sequence[Sequence[int]],
             sees: Callable[[Cell, Cell], bool] | None = None) -> list[Cell]:
    """The lesson's waypoints of `route`: first cell kept; from the last kept cell, the farthest
    later route cell in sight (searched from the end backwards) is kept, until the last cell is.
    `sees(a, b)` replaces visible(plan, a, b) when given. An empty route gives []."""
    pts = [(r, c) for r, c in route]
    if not pts:
        return []
    look = sees if sees is not None else (lambda p, q: visible(plan, p, q))
    keep, i = [pts[0]], 0
    while i < len(pts) - 1:
        j = len(pts) - 1
        while j > i + 1 and not look(pts[i], pts[j]):
            j -= 1
        keep.append(pts[j])
        i = j
    return keep


def legs_length(waypoints: Sequence[Sequence[int]]) -> float:
    """Total length of the straight legs between consecutive waypoints, in cells."""
    return sum(math.dist(p, q) for p, q in zip(waypoints, waypoints[1:]))
