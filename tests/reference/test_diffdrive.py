"""reference.diffdrive against the numbers Level 2 prints (004_82dedb1cad46eb49.txt: "Two wheels,
one motion", "From a motion to wheel commands", "Same curve, slower")."""

import math

import pytest

from reference.diffdrive import (
    body_motion, circle_turn_rate, clip_wheels, lap_time, limit_factor, scale_to_limit, spin_rates, turn_radius,
    wheel_speeds,
)


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


FOUNTAIN_TRACK_M, FOUNTAIN_WHEEL_M, FOUNTAIN_SPEED = 0.28, 0.035, 0.4


@pytest.mark.parametrize("radius_m, floor, spin, lap_s", [
    (2.0, (0.372, 0.428), (10.63, 12.23), 31.42),
    (0.5, (0.288, 0.512), (8.23, 14.63), 7.85),
    (0.1, (-0.160, 0.960), (-4.57, 27.43), 1.57),
    (-0.5, (0.512, 0.288), (14.63, 8.23), 7.85),
])
def test_circle_to_wheels_spin_rates_and_lap_reproduces_the_lesson(radius_m, floor, spin, lap_s):
    omega = circle_turn_rate(FOUNTAIN_SPEED, radius_m)
    left, right = wheel_speeds(FOUNTAIN_SPEED, omega, FOUNTAIN_TRACK_M)
    assert (round(left, 3), round(right, 3)) == floor
    assert tuple(round(rate, 2) for rate in spin_rates(left, right, FOUNTAIN_WHEEL_M)) == spin
    assert round(lap_time(FOUNTAIN_SPEED, radius_m), 2) == lap_s


def test_a_circle_tighter_than_half_the_track_rolls_the_inner_wheel_backwards():
    assert 0.1 < FOUNTAIN_TRACK_M / 2
    left, right = wheel_speeds(FOUNTAIN_SPEED, circle_turn_rate(FOUNTAIN_SPEED, 0.1), FOUNTAIN_TRACK_M)
    assert left < 0 < right


def test_a_lap_is_two_pi_r_long_either_way_round():
    assert lap_time(0.4, -0.5) == lap_time(0.4, 0.5) == pytest.approx(2 * math.pi * 0.5 / 0.4)
    assert lap_time(1, 2) == pytest.approx(4 * math.pi)


def test_spin_rates_divide_by_the_wheel_radius():
    assert spin_rates(0.35, -0.7, 0.035) == pytest.approx((10.0, -20.0))


CURVE_V, CURVE_OMEGA, CURVE_TRACK_M, CURVE_LIMIT = 0.9, 2.5, 0.3, 0.8


def radius_of(left, right, track_m):
    return turn_radius(*body_motion(left, right, track_m))


def test_same_curve_slower_asked_line():
    left, right = wheel_speeds(CURVE_V, CURVE_OMEGA, CURVE_TRACK_M)
    assert (round(left, 4), round(right, 4)) == (0.525, 1.275)
    assert round(turn_radius(CURVE_V, CURVE_OMEGA), 4) == 0.36


def test_same_curve_slower_clipped_line_leaves_the_curve():
    clipped = clip_wheels(*wheel_speeds(CURVE_V, CURVE_OMEGA, CURVE_TRACK_M), CURVE_LIMIT)
    assert tuple(round(s, 4) for s in clipped) == (0.525, 0.8)
    assert round(radius_of(*clipped, CURVE_TRACK_M), 4) == 0.7227     # about double the planned 0.36


def test_same_curve_slower_scaled_line_keeps_the_radius():
    v, omega = scale_to_limit(CURVE_V, CURVE_OMEGA, CURVE_TRACK_M, CURVE_LIMIT)
    left, right = wheel_speeds(v, omega, CURVE_TRACK_M)
    assert (round(left, 4), round(right, 4)) == (0.3294, 0.8)
    assert round(turn_radius(v, omega), 4) == 0.36
    assert right == pytest.approx(CURVE_LIMIT)


def test_a_backwards_wheel_counts_by_its_size():
    left, right = wheel_speeds(-0.9, -2.5, 0.3)                        # reversing: left is -0.525, right -1.275
    assert limit_factor(left, right, 0.8) == pytest.approx(0.8 / 1.275)
    v, omega = scale_to_limit(-0.9, -2.5, 0.3, 0.8)
    assert min(wheel_speeds(v, omega, 0.3)) == pytest.approx(-0.8)


def test_a_command_within_the_limit_is_left_alone_never_scaled_up():
    assert scale_to_limit(0.2, 0.5, 0.3, 0.8) == (0.2, 0.5)
    assert scale_to_limit(0.8, 0.0, 0.3, 0.8) == (0.8, 0.0)           # exactly at the limit
    assert scale_to_limit(0.0, 0.0, 0.3, 0.8) == (0.0, 0.0)           # standing still: nothing to divide
    assert clip_wheels(-1.0, 0.3, 0.8) == (-0.8, 0.3)
