"""Breadth-first search on the configuration space: reach, regions and clearance (Level 5,
001_726003b98f3e3347.txt, "Searching the floor plan: reach, regions and clearance").

Conventions are those of reference.grids: cells are (row, col) with row 0 at the top, and a set of
FREE cells (usually reference.grids.usable_cells(plan, radius)) says where the robot's centre may
go; the map's bounds need no separate check, a cell outside the map is simply not in the set.
Moves are 4-connected (N, E, S, W) unless moves=8 is given; every move counts 1.

- bfs_distances(free, sources): one BFS with EVERY source in the queue at distance 0; each reached
  cell is labelled by the number of moves from the nearest source. A cell is marked when it is
  pushed, so it enters the queue once.
- fewest_moves(free, start, goal): the number of moves, or None when start or goal is not free or
  the goal cannot be reached (start == goal, free, gives 0).
- shortest_route(free, start, goal): one shortest route [start, ..., goal], or None.
- regions(free): the connected components, each a set, listed in the order of their smallest cell.
- distance_grid(free, sources, rows, cols): bfs_distances as rows x cols lists, None where not reached.
- clearance_steps(plan): the lesson's clearance map, BFS steps from the nearest '#' over the whole
  map (a Manhattan distance transform); None everywhere when the plan has no '#'.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Iterable

from reference.grids import N4, N8, Cell, Plan, obstacle_cells, size_of


def _steps(moves: int) -> tuple[tuple[int, int], ...]:
    if moves == 4:
        return N4
    if moves == 8:
        return N8
    raise ValueError("moves must be 4 or 8")


def bfs_distances(free: Collection[Cell], sources: Iterable[Cell], moves: int = 4) -> dict[Cell, int]:
    """Moves from the nearest source to every free cell it reaches (sources count 0; a source
    outside `free` still starts the search, as the obstacles of a clearance map do)."""
    steps = _steps(moves)
    dist: dict[Cell, int] = {}
    todo: deque[Cell] = deque()
    for s in sources:
        if s not in dist:
            dist[s] = 0
            todo.append(s)
    while todo:
        cell = todo.popleft()
        r, c = cell
        d = dist[cell] + 1
        for dr, dc in steps:
            nxt = (r + dr, c + dc)
            if nxt in free and nxt not in dist:
                dist[nxt] = d
                todo.append(nxt)
    return dist


def fewest_moves(free: Collection[Cell], start: Cell, goal: Cell, moves: int = 4) -> int | None:
    """The fewest moves from start to goal over `free`, or None (start or goal not free, no route)."""
    if start not in free or goal not in free:
        return None
    return bfs_distances(free, [start], moves).get(goal)


def shortest_route(free: Collection[Cell], start: Cell, goal: Cell,
                   moves: int = 4) -> list[Cell] | None:
    """One shortest route from start to goal, both included, or None."""
    if start not in free or goal not in free:
        return None
    dist = bfs_distances(free, [goal], moves)          # from the goal, then walk downhill
    if start not in dist:
        return None
    steps = _steps(moves)
    route = [start]
    while route[-1] != goal:
        r, c = route[-1]
        route.append(next((r + dr, c + dc) for dr, dc in steps
                          if dist.get((r + dr, c + dc)) == dist[(r, c)] - 1))
    return route


def regions(free: Collection[Cell], moves: int = 4) -> list[set[Cell]]:
    """The connected components of `free`: a flood fill from every cell no earlier fill reached."""
    seen: set[Cell] = set()
    out: list[set[Cell]] = []
    for cell in sorted(free):
        if cell not in seen:
            part = set(bfs_distances(free, [cell], moves))
            seen |= part
            out.append(part)
    return out


def distance_grid(free: Collection[Cell], sources: Iterable[Cell], rows: int, cols: int,
                  moves: int = 4) -> list[list[int | None]]:
    """bfs_distances laid out as a rows x cols grid: None for every cell not reached."""
    dist = bfs_distances(free, list(sources), moves)
    return [[dist.get((r, c)) for c in range(cols)] for r in range(rows)]


def clearance_steps(plan: Plan) -> list[list[int | None]]:
    """Every cell's BFS steps (4-connected) to the nearest '#': the lesson's clearance map."""
    rows, cols = size_of(plan)
    everything = {(r, c) for r in range(rows) for c in range(cols)}
    return distance_grid(everything, sorted(obstacle_cells(plan)), rows, cols)
