"""A* in the configuration space (Level 5, 001_726003b98f3e3347.txt, "A* in the configuration space").

The search runs on a set of usable cells (row, col): the configuration space, inflated first
(reference.grids), in which the robot is a point. Two move sets:

- `SIDE_MOVES`: up, right, down, left, each of cost 1, with the Manhattan heuristic;
- `EIGHT_MOVES`: those at cost 10 and the four diagonals at cost 14 (about 10 sqrt 2), with the
  octile heuristic 14 min(|dr|, |dc|) + 10 (max - min). With `corners=False` a diagonal step is
  allowed only when both side cells beside it are usable: a robot with a body clips no corner.

The heap holds (f, key, cell) with f = g + h and key = -g ("ties to the larger g", `deep=True`:
the search dives towards the goal) or key = g (`deep=False`); among equal (f, key) the smaller
(row, col) comes first. A neighbour is improved only when its new g is strictly smaller, which is
when its parent is set. A popped entry whose g is larger than the cell's best is stale and is
skipped; every other pop is an expansion, the goal's included, and the search ends when the goal
comes off the heap. The route is rebuilt from the goal back to the start and reversed.

`route_fault` judges anyone's route (legal moves over usable cells, from the start to the goal)
for the checkers; it shares no code with the search.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Collection
from typing import NamedTuple

Cell = tuple[int, int]

STRAIGHT, DIAGONAL = 10, 14
SIDE_MOVES = ((-1, 0, 1), (0, 1, 1), (1, 0, 1), (0, -1, 1))
EIGHT_MOVES = ((-1, 0, STRAIGHT), (0, 1, STRAIGHT), (1, 0, STRAIGHT), (0, -1, STRAIGHT),
               (-1, 1, DIAGONAL), (1, 1, DIAGONAL), (1, -1, DIAGONAL), (-1, -1, DIAGONAL))


class Search(NamedTuple):
    cost: int | float | None   # None when there is no route
    route: list[Cell] | None   # start first, goal last
    expanded: int              # entries taken off the heap that were not stale


def zero(cell: Cell, goal: Cell) -> int:
    return 0


def manhattan(cell: Cell, goal: Cell) -> int:
    return abs(cell[0] - goal[0]) + abs(cell[1] - goal[1])


def octile(cell: Cell, goal: Cell) -> int:
    dr, dc = abs(cell[0] - goal[0]), abs(cell[1] - goal[1])
    return DIAGONAL * min(dr, dc) + STRAIGHT * (max(dr, dc) - min(dr, dc))


def _steps(free: Collection[Cell], cell: Cell, moves, corners: bool):
    r, c = cell
    for dr, dc, cost in moves:
        nxt = (r + dr, c + dc)
        if nxt not in free:
            continue
        if dr and dc and not corners and ((r + dr, c) not in free or (r, c + dc) not in free):
            continue  # the body would clip the corner of a blocked cell
        yield nxt, cost


def search(free: Collection[Cell], start: Cell, goal: Cell, moves=SIDE_MOVES,
           heuristic: Callable[[Cell, Cell], int] = manhattan, deep: bool = True,
           corners: bool = False) -> Search:
    """A* (Dijkstra with heuristic=zero) over the usable cells `free`; see the module's text."""
    start, goal = tuple(start), tuple(goal)
    if start not in free or goal not in free:
        return Search(None, None, 0)
    best, parent = {start: 0}, {start: None}
    heap = [(heuristic(start, goal), 0, start)]
    expanded = 0
    while heap:
        _, key, cell = heapq.heappop(heap)
        g = -key if deep else key
        if g > best[cell]:
            continue  # stale entry
        expanded += 1
        if cell == goal:
            route = []
            while cell is not None:
                route.append(cell)
                cell = parent[cell]
            return Search(g, route[::-1], expanded)
        for nxt, cost in _steps(free, cell, moves, corners):
            g2 = g + cost
            if nxt not in best or g2 < best[nxt]:
                best[nxt], parent[nxt] = g2, cell
                heapq.heappush(heap, (g2 + heuristic(nxt, goal), -g2 if deep else g2, nxt))
    return Search(None, None, expanded)


# ---------------------------------------------------------------- judging anyone's route

def as_cells(route) -> list[Cell] | None:
    """A learner's route as a list of (row, col) tuples of ints, or None if it is not one."""
    if not isinstance(route, (list, tuple)):
        return None
    cells = []
    for cell in route:
        if (not isinstance(cell, (list, tuple)) or len(cell) != 2
                or any(isinstance(v, bool) or not isinstance(v, int) for v in cell)):
            return None
        cells.append((cell[0], cell[1]))
    return cells


def route_fault(route, start: Cell, goal: Cell, usable: Callable[[Cell], str | None],
                diagonal: bool = False, corners: bool = True) -> str | None:
    """None when `route` is a legal route from start to goal, else the rule it breaks (no digits).

    `usable(cell)` answers None for a cell the robot may use, or what is wrong with it ("your
    route passes a blocked cell"). `diagonal` allows the four diagonal moves; `corners=False`
    forbids a diagonal move unless both side cells beside it are usable."""
    cells = as_cells(route)
    start, goal = tuple(start), tuple(goal)
    if cells is None:
        return "return the route as a list of (row, col) pairs of whole numbers, or None"
    if not cells:
        return "your route is empty: it should hold every cell from the start to the goal"
    if cells[0] != start:
        if cells[0] == goal and cells[-1] == start and start != goal:
            return "your route runs backwards, from the goal to the start"
        return "your route does not begin at the start cell (the start belongs in the route)"
    if cells[-1] != goal:
        return "your route does not end at the goal cell"
    for cell in cells:
        fault = usable(cell)
        if fault:
            return fault
    for (r0, c0), (r1, c1) in zip(cells, cells[1:]):
        dr, dc = r1 - r0, c1 - c0
        if (dr, dc) == (0, 0):
            return "your route repeats a cell where it should move"
        if max(abs(dr), abs(dc)) > 1 or (dr and dc and not diagonal):
            return ("your route jumps: each move goes to one of the eight neighbouring cells" if diagonal
                    else "your route makes a move that is not up, down, left or right")
        if dr and dc and not corners and (usable((r0 + dr, c0)) or usable((r0, c0 + dc))):
            return "a diagonal move of your route clips the corner of a blocked cell"
    return None
