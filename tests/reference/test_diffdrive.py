"""reference.diffdrive against the numbers Level 2 prints (004_82dedb1cad46eb49.txt: "Two wheels,
one motion", "From a motion to wheel commands", "Same curve, slower")."""

import pytest

from reference.diffdrive import body_motion, turn_radius, wheel_speeds


@pytest.mark.parametrize("left, right, v, omega", [
    (0.5, 0.5, 0.5, 0.0), (0.3, 0.6, 0.45, 0.833), (0.6, 0.3, 0.45, -0.833),
    (-0.2, 0.2, 0.0, 1.111), (0.45, -0.15, 0.15, -1.667),
])
def test_wheel_speeds_to_body_motion_reproduces_the_lesson(left, right, v, omega):
    got_v, got_omega = body_motion(left, right, 0.36)
    assert (round(got_v, 3), round(got_omega, 3)) == (v, omega)


@pytest.mark.parametrize("left, right, radius_m", [
    (0.5, 0.5, None), (0.3, 0.6, 0.54), (0.6, 0.3, -0.54), (-0.2, 0.2, 0.0), (0.45, -0.15, -0.09),
])
def test_signed_turn_radius_reproduces_the_lesson(left, right, radius_m):
    got = turn_radius(*body_motion(left, right, 0.36))
    assert (got if got is None else round(got, 4)) == radius_m


def test_swapping_the_wheels_flips_the_turn_and_keeps_the_speed():
    v, omega = body_motion(0.3, 0.6, 0.36)
    v_swapped, omega_swapped = body_motion(0.6, 0.3, 0.36)
    assert v_swapped == v and omega_swapped == -omega
    assert turn_radius(v_swapped, omega_swapped) == -turn_radius(v, omega)


def test_the_special_cases_straight_has_no_centre_a_spin_has_it_at_the_robot():
    assert turn_radius(*body_motion(0.0, 0.0, 0.36)) is None        # standing still is not a spin
    assert turn_radius(*body_motion(-0.4, -0.4, 0.36)) is None      # straight backwards
    assert turn_radius(*body_motion(0.2, -0.2, 0.36)) == 0.0        # clockwise spin on the spot
    assert turn_radius(*body_motion(0, 1, 0.5)) == 0.25             # one wheel stopped: a pivot on it


def test_a_centre_between_the_wheels_means_the_inner_wheel_rolls_backwards():
    radius_m = turn_radius(*body_motion(0.45, -0.15, 0.36))
    assert abs(radius_m) < 0.36 / 2


@pytest.mark.parametrize("radius_m, left, right", [
    (2.0, 0.372, 0.428), (0.5, 0.288, 0.512), (0.1, -0.160, 0.960), (-0.5, 0.512, 0.288),
])
def test_body_motion_to_wheel_speeds_reproduces_the_lesson(radius_m, left, right):
    got = wheel_speeds(0.4, 0.4 / radius_m, 0.28)
    assert (round(got[0], 3), round(got[1], 3)) == (left, right)
