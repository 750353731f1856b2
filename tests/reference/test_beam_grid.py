"""reference.beam_grid against the numbers Level 3 prints (000_e6fd8150aa7956e4.txt: "Marching a
beam through a grid")."""

import math

from reference.beam_grid import HIT, NOTHING, OFF_MAP, cell_of, closest_sample_to_a_cell_edge, march

PLAN = [[0, 0, 0, 0, 0, 0],
        [0, 0, 0, 1, 0, 0],
        [0, 0, 0, 1, 0, 0],
        [0, 0, 0, 0, 0, 0]]
RES = 0.5


def test_cell_lookups_reproduce_the_lesson():
    points = [(0.2, 0.3), (1.6, 1.2), (2.9, 1.99), (-0.1, 0.5), (3.0, 0.5)]
    assert [cell_of(PLAN, RES, *p) for p in points] == [(3, 0), (1, 3), (0, 5), None, None]


def test_floor_not_int_just_left_and_below_the_map():
    assert cell_of(PLAN, RES, -0.1, 0.5) is None and int(-0.1 / RES) == 0
    assert cell_of(PLAN, RES, 0.4, -0.01) is None


def test_top_of_the_map_is_row_zero():
    assert cell_of(PLAN, RES, 0.1, 1.9) == (0, 0)
    assert cell_of(PLAN, RES, 0.1, 2.0) is None  # the top edge belongs to the row above, off the map


def test_marches_reproduce_the_lesson():
    hit, distance, cell = march(PLAN, RES, 0.3, 1.1, 0.05, 0.2, 20)
    assert (hit, round(distance, 3), cell) == (HIT, 1.4, [1, 3])
    off, distance, cell = march(PLAN, RES, 0.3, 1.1, 0.05, 0.6, 20)
    assert (off, round(distance, 3), cell) == (OFF_MAP, 3.0, None)  # steps longer than a cell jump the wall
    nothing, distance, cell = march(PLAN, RES, 0.3, 1.1, 0.05, 0.2, 5)
    assert (nothing, round(distance, 3), cell) == (NOTHING, 1.0, None)


def test_samples_are_measured_from_the_start():
    # After 7 steps of 0.1 a running total reads 0.7999999999999999; 8 * 0.1 is 0.8.
    running = 0.0
    for _ in range(8):
        running += 0.1
    assert math.floor(running / 0.4) == 1 and math.floor(8 * 0.1 / 0.4) == 2
    grid = [[0, 0, 1, 0]]
    assert march(grid, 0.4, 0.0, 0.2, 0.0, 0.1, 20)[:2] == [HIT, 8 * 0.1]


def test_edge_clearance_of_the_lesson_march():
    assert closest_sample_to_a_cell_edge(RES, 0.3, 1.1, 0.05, 0.2, 7) > 1e-4
    assert closest_sample_to_a_cell_edge(RES, 0.0, 0.25, 0.0, 0.25, 3) < 1e-12
