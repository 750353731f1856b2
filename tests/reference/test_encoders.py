"""reference.encoders against the numbers Level 2 prints (004_82dedb1cad46eb49.txt:
"Encoders: from ticks to distance")."""

import math

import pytest

from reference.angles import wrap
from reference.encoders import metres_per_tick, metres_to_ticks, report_motion, spin_ticks, ticks_to_metres

N, R, L = 2048, 0.045, 0.33  # ticks per revolution, wheel radius, wheel separation


def test_one_tick_is_a_tenth_of_a_millimetre():
    assert round(metres_per_tick(N, R) * 1000, 4) == 0.1381


def test_ticks_to_wheel_distances_travel_and_turn():
    assert round(ticks_to_metres(1500, N, R), 4) == 0.2071
    assert round(ticks_to_metres(1720, N, R), 4) == 0.2375
    travel_m, turn_rad = report_motion(1500, 1720, N, R, L)
    assert (round(travel_m, 4), round(turn_rad, 4)) == (0.2223, 0.092)


def test_part_revolutions_count_and_backwards_counts_down():
    assert ticks_to_metres(N // 2, N, R) == pytest.approx(math.pi * R)
    assert ticks_to_metres(-300, N, R) == -ticks_to_metres(300, N, R)


def test_equal_counts_turn_by_exactly_zero():
    assert report_motion(777, 777, N, R, L)[1] == 0.0


def test_a_long_spinning_report_keeps_its_turns():
    # Six revolutions of each wheel in opposite directions: more than a whole turn of the robot.
    turn_rad = report_motion(-6 * N, 6 * N, N, R, L)[1]
    assert turn_rad == pytest.approx(2 * 6 * 2 * math.pi * R / L)
    assert turn_rad > 2 * math.pi and wrap(turn_rad) != pytest.approx(turn_rad)


def test_turn_to_face_a_heading_the_short_way():
    current, target = 2.8, -2.9
    assert round(target - current, 4) == -5.7  # the long way
    turn_rad = wrap(target - current)
    assert round(turn_rad, 4) == 0.5832
    assert round(turn_rad * L / 2, 4) == 0.0962
    assert spin_ticks(current, target, N, R, L) == (-697, 697)
    assert round(metres_to_ticks(turn_rad * L / 2, N, R)) == 697


def test_half_a_turn_either_way_is_taken_counter_clockwise():
    left, right = spin_ticks(0.0, -math.pi, N, R, L)
    assert right > 0 and left == -right
    assert spin_ticks(math.pi, 0.0, N, R, L) == (left, right)


def test_already_facing_the_target_needs_no_ticks():
    assert spin_ticks(1.25, 1.25, N, R, L) == (0, 0)
