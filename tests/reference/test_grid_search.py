"""reference.grid_search against the numbers Level 5 prints (001_726003b98f3e3347.txt: "Searching the
floor plan: reach, regions and clearance"): BFS over the usable cells, flood-fill regions, and one
multi-source BFS for the clearance map."""

import random

import pytest

from reference.grid_search import (
    bfs_distances, clearance_steps, distance_grid, fewest_moves, regions, shortest_route,
)
from reference.grids import usable_cells

PLAN = ["..........",
        "..........",
        "####...###",
        "..........",
        "......#...",
        ".........."]


def test_radius_1_free_32_regions_2_moves_15():
    free = usable_cells(PLAN, 1)
    assert len(free) == 32
    assert len(regions(free)) == 2
    assert fewest_moves(free, (0, 0), (5, 0)) == 15


def test_radius_1_5_free_26_regions_3_unreachable():
    free = usable_cells(PLAN, 1.5)
    assert len(free) == 26
    parts = regions(free)
    assert len(parts) == 3
    assert fewest_moves(free, (0, 0), (5, 0)) is None
    assert shortest_route(free, (0, 0), (5, 0)) is None
    # the top, the bottom left and the bottom right
    assert (0, 0) in parts[0] and (5, 0) in parts[1] and (5, 9) in parts[2]


def test_the_clearance_map():
    assert clearance_steps(PLAN) == [[2, 2, 2, 2, 3, 4, 3, 2, 2, 2],
                                     [1, 1, 1, 1, 2, 3, 2, 1, 1, 1],
                                     [0, 0, 0, 0, 1, 2, 1, 0, 0, 0],
                                     [1, 1, 1, 1, 2, 2, 1, 1, 1, 1],
                                     [2, 2, 2, 2, 2, 1, 0, 1, 2, 2],
                                     [3, 3, 3, 3, 3, 2, 1, 2, 3, 3]]


def test_the_doorway_middle_is_two_steps_from_the_shelves():
    assert clearance_steps(PLAN)[2][5] == 2


def test_a_route_goes_through_the_doorway():
    free = usable_cells(PLAN, 1)
    route = shortest_route(free, (0, 0), (5, 0))
    assert len(route) - 1 == 15 and route[0] == (0, 0) and route[-1] == (5, 0)
    assert (2, 5) in route
    assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in zip(route, route[1:]))
    assert all(cell in free for cell in route)


def test_start_equal_goal_and_blocked_ends():
    free = usable_cells(PLAN, 1)
    assert fewest_moves(free, (0, 0), (0, 0)) == 0
    assert shortest_route(free, (0, 0), (0, 0)) == [(0, 0)]
    assert fewest_moves(free, (1, 0), (0, 0)) is None      # the start is forbidden
    assert fewest_moves(free, (0, 0), (2, 0)) is None      # the goal is a shelf


def test_eight_moves():
    free = {(0, 0), (1, 1), (2, 2)}
    assert fewest_moves(free, (0, 0), (2, 2)) is None
    assert fewest_moves(free, (0, 0), (2, 2), moves=8) == 2
    assert len(regions(free, moves=8)) == 1 and len(regions(free)) == 3


def test_distance_grid_takes_all_sources_at_once():
    free = {(r, c) for r in range(3) for c in range(5)}
    grid = distance_grid(free, [(0, 0), (2, 4)], 3, 5)
    assert grid == [[0, 1, 2, 3, 2], [1, 2, 3, 2, 1], [2, 3, 2, 1, 0]]
    assert distance_grid({(0, 0)}, [(0, 0)], 1, 2) == [[0, None]]


@pytest.mark.parametrize("seed", range(20))
def test_multi_source_equals_the_minimum_of_single_sources(seed):
    rng = random.Random(seed)
    rows, cols = rng.randint(1, 8), rng.randint(1, 8)
    free = {(r, c) for r in range(rows) for c in range(cols) if rng.random() < 0.75}
    sources = rng.sample(sorted(free), min(len(free), rng.randint(1, 4))) if free else []
    together = bfs_distances(free, sources)
    alone = [bfs_distances(free, [s]) for s in sources]
    for cell in free:
        best = min((d[cell] for d in alone if cell in d), default=None)
        assert together.get(cell) == best
