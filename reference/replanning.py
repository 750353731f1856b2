"""When the map is wrong: replanning (Level 5, 001_726003b98f3e3347.txt, "When the map is wrong:
replanning").

The robot's belief starts empty (the free-space assumption: whatever it has not seen blocked, it
assumes free). At each cell its bumper ring tells it which of its four side neighbours are blocked
in the TRUE map; it adds them to its belief, and when one of them lies on its plan it plans again
from the cell where it stands. Moves are 4-connected, one cell each.

The planner makes every plan unique: BFS from the goal labels every believed-free cell with its
distance to the goal; from the robot's cell, keep stepping to the first neighbour, in the fixed
order E, N, S, W, whose label is one less.

The labels come from reference.grid_search.bfs_distances (distances do not depend on any order).
The walk downhill is written here, not taken from reference.grid_search.shortest_route: that one
steps in the order N, E, S, W (reference.grids.N4), while this section of the lesson fixes E, N, S,
W, and the tie order among shortest routes is exactly what the learner is held to.
"""

from __future__ import annotations

from reference.grid_search import bfs_distances

Cell = tuple[int, int]

EAST, NORTH, SOUTH, WEST = (0, 1), (-1, 0), (1, 0), (0, -1)
ORDER = (EAST, NORTH, SOUTH, WEST)  # the lesson's fixed order among shortest routes


def size_of(grid) -> tuple[int, int]:
    return len(grid), len(grid[0])


def blocked_cells(grid) -> set[Cell]:
    """Every '#' of a map of '.' and '#' strings."""
    return {(r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == "#"}


def distances_to_goal(blocked: set[Cell], rows: int, cols: int, goal: Cell) -> dict[Cell, int]:
    """BFS from the goal over the cells of the map not in `blocked`: each reached cell's number of
    moves to the goal (the goal 0)."""
    free = {(r, c) for r in range(rows) for c in range(cols)} - blocked
    return bfs_distances(free, [goal])


def plan(blocked: set[Cell], rows: int, cols: int, start: Cell, goal: Cell) -> list[Cell] | None:
    """The unique shortest route from start to goal under `blocked`, or None if there is none:
    from each cell, the first neighbour in ORDER whose distance to the goal is one less."""
    dist = distances_to_goal(blocked, rows, cols, goal)
    if start not in dist:
        return None
    route = [start]
    while route[-1] != goal:
        r, c = route[-1]
        route.append(next((r + dr, c + dc) for dr, dc in ORDER
                          if dist.get((r + dr, c + dc)) == dist[(r, c)] - 1))
    return route


def bumper_ring(truth, cell: Cell) -> set[Cell]:
    """The side neighbours of `cell` that are blocked in the true map."""
    rows, cols = size_of(truth)
    r, c = cell
    return {(r + dr, c + dc) for dr, dc in ORDER
            if 0 <= r + dr < rows and 0 <= c + dc < cols and truth[r + dr][c + dc] == "#"}


def drive_with_replanning(truth, start, goal) -> tuple[list[Cell], int]:
    """The cells the robot drives through (the start first) and how many times it replanned.

    The first plan is made on an empty belief. At every cell (the start included, the goal not) the
    robot senses its four side neighbours; if a cell just found blocked lies on its plan, it
    replans from where it stands (one replan, counted even when it finds no route). With no plan
    left, it stops where it is: the list then ends short of the goal.
    """
    rows, cols = size_of(truth)
    start, goal = tuple(start), tuple(goal)
    blocked: set[Cell] = set()
    here, driven, replans = start, [start], 0
    route = plan(blocked, rows, cols, here, goal)
    while route is not None and here != goal:
        seen = bumper_ring(truth, here) - blocked
        blocked |= seen
        if seen & set(route):
            replans += 1
            route = plan(blocked, rows, cols, here, goal)
            continue
        here = route[route.index(here) + 1]
        driven.append(here)
    return driven, replans


def true_map_route(truth, start, goal) -> list[Cell] | None:
    """The planner's route with the whole true map known from the start (the comparison only)."""
    rows, cols = size_of(truth)
    return plan(blocked_cells(truth), rows, cols, tuple(start), tuple(goal))
