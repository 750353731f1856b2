"""reference.wheel_commands against the numbers Level 5 prints (001_726003b98f3e3347.txt: "From cells
to wheel commands"): 0.4 m cells, 0.5 m/s, 1.2 rad/s, starting out facing up the map."""

import math

import pytest

from reference.wheel_commands import (
    corners, dead_reckoned_cells, legs_of, length_and_corners, route_length_m, step_heading, step_length_cells,
    steps_of, wheel_commands,
)

LESSON_ROUTE = [(6, 1), (5, 1), (4, 1), (3, 2), (2, 3), (2, 4), (2, 5), (2, 6), (3, 6)]
CELL_M, SPEED_MPS, TURN_RADPS = 0.4, 0.5, 1.2


def test_the_lessons_legs():
    assert legs_of(LESSON_ROUTE) == [((-1, 0), 2), ((-1, 1), 2), ((0, 1), 3), ((1, 0), 1)]


def test_the_lessons_turns_and_drives():
    commands, time_s = wheel_commands(LESSON_ROUTE, CELL_M, math.pi / 2, SPEED_MPS, TURN_RADPS)
    assert [round(math.degrees(turn), 1) for turn, _ in commands] == [0.0, -45.0, -45.0, -90.0]
    assert [f"{drive:.3f}" for _, drive in commands] == ["0.800", "1.131", "1.200", "0.400"]
    assert len(commands) == 4
    assert round(time_s, 2) == 9.68


def test_the_lessons_count_of_turns_after_the_start():
    assert corners(LESSON_ROUTE) == 3
    steps = steps_of(LESSON_ROUTE)
    assert sum(1 for a, b in zip(steps, steps[1:]) if a != b) == 3


def test_length_and_corners_of_the_lessons_route():
    length_m, count = length_and_corners(LESSON_ROUTE, CELL_M)
    assert count == 3
    assert length_m == pytest.approx(0.8 + 2 * 0.4 * math.sqrt(2) + 1.2 + 0.4)
    assert round(length_m, 3) == 3.531


def test_headings_point_up_the_map_for_smaller_rows():
    assert step_heading((-1, 0)) == pytest.approx(math.pi / 2)  # up the map is +y
    assert step_heading((0, 1)) == 0.0
    assert step_heading((1, 0)) == pytest.approx(-math.pi / 2)
    assert step_heading((-1, 1)) == pytest.approx(math.pi / 4)
    assert step_heading((0, -1)) == pytest.approx(math.pi)


def test_a_diagonal_step_is_root_two_cells():
    assert step_length_cells((1, 1)) == math.sqrt(2)
    assert step_length_cells((0, -1)) == 1.0


def test_a_half_turn_is_plus_pi():
    commands, _ = wheel_commands([(0, 1), (0, 2), (0, 1)], 1.0, math.pi, 1.0, 1.0)
    assert commands[0][0] == pytest.approx(math.pi)  # facing west, driving east
    assert commands[1][0] == pytest.approx(math.pi)  # east, then west again
    assert all(turn > 0 for turn, _ in commands)


def test_turns_come_from_the_previous_leg():
    commands, _ = wheel_commands([(0, 0), (0, 1), (1, 1), (1, 2)], 1.0, 0.0, 1.0, 1.0)
    assert [round(math.degrees(turn), 6) for turn, _ in commands] == [0.0, -90.0, 90.0]


def test_a_single_cell_route_needs_no_command():
    assert wheel_commands([(3, 3)], 0.4, 1.0, 0.5, 1.2) == ([], 0.0)
    assert length_and_corners([(3, 3)], 0.4) == (0.0, 0)
    assert route_length_m([(3, 3), (4, 4)], 1.0) == math.sqrt(2)


def test_dead_reckoning_the_lessons_commands_ends_on_the_goal():
    commands, _ = wheel_commands(LESSON_ROUTE, CELL_M, math.pi / 2, SPEED_MPS, TURN_RADPS)
    points = dead_reckoned_cells(LESSON_ROUTE[0], math.pi / 2, commands, CELL_M)
    assert points[-1] == pytest.approx(LESSON_ROUTE[-1])
    assert points[2] == pytest.approx((2, 3))
