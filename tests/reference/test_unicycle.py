"""reference.unicycle against the numbers Level 2 prints (004_82dedb1cad46eb49.txt:
"The unicycle and the exact arc", "Euler steps cut corners")."""

import math

import pytest

from reference.unicycle import arc_move, drive, drive_commands, euler_drive, euler_step, turn_centre

ORIGIN = (0.0, 0.0, 0.0)


def rounded(values, digits=4):
    return tuple(round(value, digits) for value in values)


def test_a_right_turn_runs_around_a_centre_on_the_right():
    start, v, omega, t = (1.0, 0.5, 0.3), 0.6, -0.4, 3.0
    centre = turn_centre(start, v, omega)
    assert rounded(centre) == (1.4433, -0.933)
    end = drive(start, v, omega, t)
    assert rounded(end) == (2.6183, -0.0006, -0.9)
    assert round(math.dist(start[:2], centre), 4) == 1.5
    assert round(math.dist(end[:2], centre), 4) == 1.5


ROUTE = [(0.5, 0.0, 4.0), (0.5, 0.8, 3.0), (0.0, -1.0, 1.0), (0.4, -0.5, 5.0)]


def test_a_route_of_commands_cut_into_ten_pieces_each():
    pose = ORIGIN
    for v, omega, t in ROUTE:
        for _ in range(10):
            pose = drive(pose, v, omega, t / 10)
    assert rounded(pose) == (3.9235, 1.3128, -1.1)


def test_the_exact_update_ends_in_the_same_place_however_it_is_cut():
    assert drive_commands(ORIGIN, ROUTE) == pytest.approx((3.9235, 1.3128, -1.1), abs=1e-4)
    pieces = [(v, omega, t / 7) for v, omega, t in ROUTE for _ in range(7)]
    assert drive_commands(ORIGIN, pieces) == pytest.approx(drive_commands(ORIGIN, ROUTE), abs=1e-12)


def test_no_turn_drives_straight_along_the_heading():
    assert turn_centre((0.0, 0.0, 1.0), 0.5, 0.0) is None
    x, y, theta = drive((1.0, 2.0, math.pi / 6), 0.5, 0, 4)
    assert (x, y, theta) == pytest.approx((1.0 + math.sqrt(3), 3.0, math.pi / 6))


def test_a_spin_on_the_spot_only_turns():
    assert drive((0.3, -0.2, 0.5), 0.0, -1.0, 1.0) == pytest.approx((0.3, -0.2, -0.5))
    assert turn_centre((0.3, -0.2, 0.5), 0.0, -1.0) == pytest.approx((0.3, -0.2))


def test_reversing_round_a_left_turn_keeps_the_sign_of_the_radius():
    # v < 0 with omega > 0: R = -1, the centre 1 m to the right at (0, -1); the robot backs round it.
    x, y, theta = drive(ORIGIN, -0.5, 0.5, math.pi)
    assert (x, y, theta) == pytest.approx((-1.0, -1.0, math.pi / 2))


def test_arc_move_takes_distance_and_turn():
    assert arc_move(ORIGIN, math.pi / 2, math.pi / 2) == pytest.approx((1.0, 1.0, math.pi / 2))


@pytest.mark.parametrize("steps, off_by_m", [
    (1, 2.86), (2, 1.3656), (4, 0.6755), (8, 0.3369), (16, 0.1683), (32, 0.0842),
])
def test_euler_steps_cut_the_corner(steps, off_by_m):
    v, omega, duration = 0.8, 0.5, 4.0
    radius = v / omega
    exact = (radius * math.sin(omega * duration), radius * (1 - math.cos(omega * duration)))
    assert drive(ORIGIN, v, omega, duration)[:2] == pytest.approx(exact)
    end = euler_drive(ORIGIN, v, omega, duration, steps)
    assert round(math.hypot(end[0] - exact[0], end[1] - exact[1]), 4) == off_by_m


def test_an_euler_step_moves_on_the_old_heading_then_turns():
    assert euler_step((0.0, 0.0, 0.0), 1.0, 2.0, 0.5) == (0.5, 0.0, 1.0)
