"""reference.sim_practice.approach against the simulator lesson's Challenge 3 (002_d86c3ee2d5fb6808.txt,
section 15, "A second range sensor, and the highest safe approach speed"): sensor A (threshold
0.20 m, delay 0.30 s, a measurement every 0.10 s, 5 mm noise) and sensor B (maximum range 0.35 m,
2 mm noise, a measurement every pass, no delay, threshold 0.12 m) on the lesson's robot (top
speed 0.40 m/s, tau 0.08 s, body front 2 cm ahead of the sensor), and part (b): the formula's
speed checked in reference.sim with a stop-on-threshold controller over ten start offsets."""

import pytest

from reference.sim import RobotParams
from reference.sim_practice.approach import (PASS_S, ThresholdSensor, approach_run, bumps_over_offsets, duty_for,
                                             highest_duty_without_bump, highest_safe_speed, margin_m,
                                             sensor_safe_speed_mps, start_offsets_m, stop_distance_m,
                                             worst_case_time_s)

LESSON = RobotParams()
TAU_S, TOP_MPS = LESSON.tau_s, LESSON.max_speed_mps
BODY_AHEAD_M = LESSON.body_radius_m - 0.07          # the front sensor is mounted 0.07 m ahead of the centre
A = ThresholdSensor(threshold_m=0.20, delay_s=0.30, period_s=0.10, sigma_m=0.005)
B = ThresholdSensor(threshold_m=0.12, delay_s=0.0, period_s=PASS_S, sigma_m=0.002, max_range_m=0.35)
DUTIES = [round(0.50 + 0.01 * k, 2) for k in range(51)]   # part (b): 0.50 to 1.00


def test_the_lesson_robot():
    assert (TAU_S, TOP_MPS) == (0.08, 0.40)
    assert BODY_AHEAD_M == pytest.approx(0.02)


def test_sensor_a_alone():
    assert margin_m(A.threshold_m, A.sigma_m, BODY_AHEAD_M) == pytest.approx(0.165)      # 0.20 - 0.02 - 0.015
    assert worst_case_time_s(A.delay_s, A.period_s, TAU_S) == pytest.approx(0.48)       # 0.30 + 0.10 + 0.08
    speed = highest_safe_speed([A], TOP_MPS, TAU_S, BODY_AHEAD_M)
    assert speed == pytest.approx(0.34375)
    assert "%.3f" % duty_for(speed, TOP_MPS) == "0.859"
    assert stop_distance_m(speed, A.delay_s, A.period_s, TAU_S) == pytest.approx(0.165)  # uses the room exactly


def test_sensor_b_alone_allows_more_than_full_duty():
    assert margin_m(B.threshold_m, B.sigma_m, BODY_AHEAD_M) == pytest.approx(0.094)      # 0.12 - 0.02 - 0.006
    assert worst_case_time_s(B.delay_s, B.period_s, TAU_S) == pytest.approx(0.10)       # 0 + 0.02 + 0.08
    assert sensor_safe_speed_mps(*B[:4], TAU_S, BODY_AHEAD_M) == pytest.approx(0.94)
    assert highest_safe_speed([B], TOP_MPS, TAU_S, BODY_AHEAD_M) == TOP_MPS              # full duty


def test_the_pair_is_as_fast_as_its_best_sensor():
    for pair in ([A, B], [B, A]):
        assert highest_safe_speed(pair, TOP_MPS, TAU_S, BODY_AHEAD_M) == TOP_MPS
        assert highest_safe_speed(pair, 2.0, TAU_S, BODY_AHEAD_M) == pytest.approx(0.94)


def test_no_room_means_no_speed_and_whole_numbers_give_a_fraction():
    assert highest_safe_speed([(0.05, 0.1, 0.05, 0.01)], 0.5, 0.08, 0.03) == 0.0
    speed = highest_safe_speed([[6, 1, 1, 0]], 2, 2, 1)
    assert speed == 1.25 and isinstance(speed, float)


def test_b_measures_every_pass_like_the_simulators_default():
    assert B.range_kwargs() == {"latency_s": 0.0, "period_s": 0.0, "sigma_m": 0.002, "max_range_m": 0.35}
    assert A.range_kwargs()["period_s"] == 0.10


def test_part_b_the_formula_speed_never_bumps_over_ten_start_offsets():
    duty = duty_for(highest_safe_speed([A], TOP_MPS, TAU_S, BODY_AHEAD_M), TOP_MPS)
    runs = [approach_run([A], duty, 0.6 + offset) for offset in start_offsets_m()]
    assert len(runs) == 10 and len({round(run.gap_m, 4) for run in runs}) == 10   # the offsets matter
    assert not any(run.bumped for run in runs)
    assert all(run.tripped_by == "front" and run.gap_m > 0.0 for run in runs)


def test_part_b_the_sweep_finds_the_formula_safe_and_a_little_conservative():
    highest = highest_duty_without_bump([A], DUTIES)
    formula = duty_for(highest_safe_speed([A], TOP_MPS, TAU_S, BODY_AHEAD_M), TOP_MPS)
    assert highest is not None and formula <= highest < 1.0     # A alone bumps before full duty
    assert highest / formula < 1.15                              # the 3 sigma margin costs under 15 %
    assert highest == 0.92                                       # the first bump comes at duty 0.93


def test_part_c_with_b_the_robot_approaches_at_full_duty():
    assert bumps_over_offsets([A], 1.0) > 0                      # A alone cannot
    assert bumps_over_offsets([B], 1.0) == 0
    runs = [approach_run([A, B], 1.0, 0.6 + offset) for offset in start_offsets_m()]
    assert not any(run.bumped for run in runs)
    assert {run.tripped_by for run in runs} == {"sensor 1"}     # B, added with add_range_sensor, stops it
