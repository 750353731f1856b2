"""reference.odometry against the numbers Level 2 prints (004_82dedb1cad46eb49.txt:
"Odometry: dead reckoning from the wheels", "Drift: small errors, growing gaps")."""

import math

import pytest

from reference.encoders import report_motion
from reference.odometry import ORIGIN, apply_report, dead_reckon, drift, track
from reference.unicycle import euler_step

N, R, L = 360, 0.05, 0.4
READINGS = [(120, 120)] * 6 + [(60, 180)] * 5 + [(150, 150)] * 4 + [(-90, 90)] * 2


def rounded(values, digits=4):
    return [round(value, digits) for value in values]


def test_dead_reckoning_by_the_exact_arc():
    assert rounded(dead_reckon(ORIGIN, READINGS, N, R, L)) == [1.1502, 0.8022, 2.0944]


def test_the_euler_shortcut_is_six_centimetres_off():
    euler = ORIGIN
    for left, right in READINGS:  # the whole report along the old heading
        euler = euler_step(euler, *report_motion(left, right, N, R, L), 1.0)
    assert rounded(euler) == [1.1868, 0.75, 2.0944]
    exact = dead_reckon(ORIGIN, READINGS, N, R, L)
    assert round(math.dist(exact[:2], euler[:2]), 4) == 0.0638


def test_no_reports_leave_the_start_and_equal_counts_drive_straight():
    assert dead_reckon((1.0, 2.0, 3.0), [], N, R, L) == (1.0, 2.0, 3.0)
    assert apply_report((0.0, 0.0, math.pi / 2), 180, 180, N, R, L) == pytest.approx((0.0, math.pi * R, math.pi / 2))
    assert apply_report(ORIGIN, 0, 0, N, R, L) == ORIGIN


def test_track_yields_a_pose_per_report():
    poses = list(track(ORIGIN, READINGS, N, R, L))
    assert len(poses) == len(READINGS)
    assert poses[-1] == dead_reckon(ORIGIN, READINGS, N, R, L)


LAP = ([(360, 360)] * 3 + [(-360, 360)]) * 4  # with L = 0.4: four sides, four quarter turns


@pytest.mark.parametrize("laps, calibration, gap_m, heading_error", [
    (1, (0.05, 0.41), 0.104, -0.1532), (1, (0.0505, 0.4), 0.042, 0.0628),
    (2, (0.05, 0.41), 0.2075, -0.3065), (2, (0.0505, 0.4), 0.0839, 0.1257),
    (3, (0.05, 0.41), 0.3097, -0.4597), (3, (0.0505, 0.4), 0.1257, 0.1885),
])
def test_miscalibrated_copies_drift_lap_after_lap(laps, calibration, gap_m, heading_error):
    first, gap, error = drift(LAP * laps, N, (R, L), calibration, math.inf)
    assert first is None
    assert (round(gap, 4), round(error, 4)) == (gap_m, heading_error)


def test_the_true_robot_comes_back_to_the_start_each_lap():
    assert dead_reckon(ORIGIN, LAP * 2, N, R, L)[:2] == pytest.approx((0.0, 0.0), abs=1e-12)


def test_first_report_beyond_the_tolerance_can_be_the_first_one():
    assert drift([(360, 360), (360, 360)], N, (R, L), (0.0505, L), 0.001)[0] == 0
    assert drift([(360, 360), (360, 360)], N, (R, L), (0.0505, L), 0.005)[0] == 1
    assert drift([(360, 360)] * 5, N, (R, L), (R, 0.41), 0.0) == (None, 0.0, 0.0)  # straight: separation does nothing
