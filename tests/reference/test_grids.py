"""reference.grids against the numbers Level 5 prints (001_726003b98f3e3347.txt: "The robot is not a
point: configuration space"): Euclidean inflation in cells, "at most" the radius, the window
clipped at the map edges, the edge not a wall."""

import random

import pytest

from reference.grids import (
    c_space_rows, cells_with, forbidden_by_brute_force, free_cells, inflate, neighbours4,
    neighbours8, obstacle_cells, size_of, usable_cells,
)

PLAN = ["..........",
        "..........",
        "####...###",
        "..........",
        "......#...",
        ".........."]


def test_radius_1_the_lessons_map():
    assert c_space_rows(PLAN, 1) == ["..........",
                                     "xxxx...xxx",
                                     "####x.x###",
                                     "xxxx..xxxx",
                                     ".....x#x..",
                                     "......x..."]


def test_radius_1_5_the_lessons_map():
    assert c_space_rows(PLAN, 1.5) == ["..........",
                                       "xxxxx.xxxx",
                                       "####x.x###",
                                       "xxxxxxxxxx",
                                       ".....x#x..",
                                       ".....xxx.."]


def test_the_doorway_keeps_its_middle_until_radius_2():
    assert (2, 5) not in inflate(PLAN, 1.5)
    assert (2, 5) in inflate(PLAN, 2)          # exactly 2 from both door posts, and "at most" counts


def test_radius_1_5_closes_the_cell_below_the_doorway():
    assert (3, 5) not in inflate(PLAN, 1)
    assert (3, 5) in inflate(PLAN, 1.5)        # sqrt(2) from the box at (4, 6)


def test_usable_counts_the_lesson_prints():
    assert len(usable_cells(PLAN, 1)) == 32
    assert len(usable_cells(PLAN, 1.5)) == 26


def test_the_obstacles_keep_their_hash_and_are_not_forbidden():
    assert not inflate(PLAN, 3) & obstacle_cells(PLAN)
    assert all(row.count("#") == orig.count("#") for row, orig in zip(c_space_rows(PLAN, 3), PLAN))


def test_exactly_the_radius_passes_when_touching_does_not_count():
    # radius 1, "less than": the side neighbours stay open, nothing is forbidden at all
    assert inflate(PLAN, 1, touching_counts=False) == set()
    assert inflate(PLAN, 2, touching_counts=False) == inflate(PLAN, 1.9)


def test_radius_0_forbids_nothing():
    assert inflate(PLAN, 0) == set()
    assert usable_cells(PLAN, 0) == free_cells(PLAN)


def test_the_edge_is_not_a_wall_unless_asked():
    empty = ["....", "....", "...."]
    assert inflate(empty, 1) == set()
    assert c_space_rows(empty, 1, edge_is_wall=True) == ["xxxx", "x..x", "xxxx"]


def test_lists_of_characters_are_accepted_and_left_alone():
    as_lists = [list(row) for row in PLAN]
    before = [row[:] for row in as_lists]
    assert c_space_rows(as_lists, 1.5) == c_space_rows(PLAN, 1.5)
    assert as_lists == before


def test_a_window_at_the_corner_is_clipped():
    plan = ["#...", "....", "...."]
    assert c_space_rows(plan, 2) == ["#xx.", "xx..", "x..."]


@pytest.mark.parametrize("seed", range(30))
def test_stamping_equals_brute_force(seed):
    rng = random.Random(seed)
    rows, cols = rng.randint(1, 9), rng.randint(1, 9)
    plan = ["".join("#" if rng.random() < 0.15 else "." for _ in range(cols)) for _ in range(rows)]
    radius = rng.choice([0, 0.5, 1, 1.2, 1.5, 2, 2.5, 2.9, 3, 3.7])
    for touching in (True, False):
        assert inflate(plan, radius, touching) == forbidden_by_brute_force(plan, radius, touching)


def test_helpers():
    assert size_of(PLAN) == (6, 10)
    assert cells_with([".C.", "C.."], "C") == [(0, 1), (1, 0)]
    assert list(neighbours4((0, 0), 3, 3)) == [(0, 1), (1, 0)]
    assert list(neighbours8((1, 1), 3, 3)) == [(0, 1), (1, 2), (2, 1), (1, 0),
                                               (0, 2), (2, 2), (2, 0), (0, 0)]
