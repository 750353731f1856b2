"""reference.sim_practice.model against every number the simulator lesson prints in section 5
(002_d86c3ee2d5fb6808.txt, "The robot model: pose, wheels and a lazy motor"): the lagging motor's
table and its percentages, the cost of the lag, the three integrators' errors and the chord factor."""

import math

import pytest

from reference.sim_practice.model import follow_wheels, lag_profile
from tests.reference.sim.printed import Printout
from tests.reference.sim.test_robot_model import INTEGRATORS_OUTPUT, LAG_OUTPUT  # the lesson's printouts

TAU_S, TOP_SPEED_MPS, TRACK_M = 0.08, 0.40, 0.150   # the lesson's RobotParams defaults


def test_the_lag_table_prints_as_in_the_lesson():
    out = Printout()
    profile = lag_profile([(0.40, 0.02)] * 25, TAU_S, TOP_SPEED_MPS)   # full speed from rest, 25 passes
    out(" t (s) true v (m/s) formula 0.40 (1 - e^(-t/tau)) distance (m)")
    for k in (1, 4, 10, 25):
        t = 0.02 * k
        speed, distance = profile[k - 1]
        out(" %.2f %.4f %.4f %.4f" % (t, speed, 0.40 * (1 - math.exp(-t / TAU_S)), distance))
    out("one time constant (0.08 s) gives %.1f %% of the final speed" % (100 * lag_profile([(1.0, TAU_S)], TAU_S, 1.0)[0][0]))
    ideal = 0.40 * 0.5
    lag = 0.40 * (0.5 - TAU_S * (1 - math.exp(-0.5 / TAU_S)))
    out("distance in 0.5 s: ideal %.4f m, with lag %.4f m, simulated %.4f m" % (ideal, lag, profile[-1][1]))
    assert out.matches(LAG_OUTPUT)


def test_one_closed_form_step_is_the_same_as_25_passes():
    assert lag_profile([(0.40, 0.5)], TAU_S, TOP_SPEED_MPS)[0] == pytest.approx(
        lag_profile([(0.40, 0.02)] * 25, TAU_S, TOP_SPEED_MPS)[-1], abs=1e-12)


def test_the_percentages_of_the_final_speed():
    def share_after(seconds):
        return 100 * lag_profile([(TOP_SPEED_MPS, seconds)], TAU_S, TOP_SPEED_MPS)[0][0] / TOP_SPEED_MPS
    assert (f"{share_after(TAU_S):.1f}", f"{share_after(3 * TAU_S):.1f}", f"{share_after(0.20):.1f}") == (
        "63.2", "95.0", "91.8")


def test_the_lag_costs_v_tau_once_the_hold_is_several_tau():
    speed, distance = lag_profile([(TOP_SPEED_MPS, 2.0)], TAU_S, TOP_SPEED_MPS)[0]
    assert f"{100 * (TOP_SPEED_MPS * 2.0 - distance):.1f}" == "3.2"               # cm, = 0.40 x 0.08
    assert math.isclose(TOP_SPEED_MPS * 2.0 - distance, TOP_SPEED_MPS * TAU_S, rel_tol=1e-9)


def test_commands_are_limited_and_tau_zero_obeys_at_once():
    (v1, d1), (v2, d2) = lag_profile([(1.0, 0.1), (-1.0, 0.1)], 0.0, TOP_SPEED_MPS)
    assert (v1, d1, v2, d2) == pytest.approx((0.4, 0.04, -0.4, 0.0), abs=1e-12)
    assert lag_profile([], TAU_S, TOP_SPEED_MPS) == []


def test_the_integrators_table_prints_as_in_the_lesson():
    out = Printout()
    left, right, total_s = 0.20, 0.30, 2.4
    ex, ey, eth = follow_wheels(0.0, 0.0, 0.0, [(left * total_s, right * total_s)], TRACK_M, "arc")
    ds, dtheta = 0.5 * (left + right) * total_s, (right - left) / TRACK_M * total_s
    out("exact: x = %.4f m, y = %.4f m, heading = %.1f deg (R = %.3f m)" % (ex, ey, math.degrees(eth), ds / dtheta))
    out("dt (s) steps error of euler midpoint arc")
    for dt in (0.6, 0.3, 0.1, 0.02):
        steps = int(round(total_s / dt))
        errors = []
        for method in ("euler", "midpoint", "arc"):
            x, y, _ = follow_wheels(0.0, 0.0, 0.0, [(left * dt, right * dt)] * steps, TRACK_M, method)
            errors.append(1000 * math.hypot(x - ex, y - ey))
        out("%-7s %-6d %8.1f mm %8.2f mm %8.4f mm" % (dt, steps, errors[0], errors[1], errors[2]))
    assert out.matches(INTEGRATORS_OUTPUT)


def test_the_chord_factor_and_the_euler_error_formula():
    radius_m, turn_rad = 0.375, 1.6
    assert f"{math.sin(0.4 / 2) / (0.4 / 2):.4f}" == "0.9933"                  # dtheta = 0.4 rad
    assert f"{(1 - math.sin(0.2) / 0.2) * 100:.1f}" == "0.7"                  # the chord is 0.7 % shorter
    chord = 2 * radius_m * math.sin(turn_rad / 2)
    assert f"{chord:.3f}" == "0.538" and f"{chord * 0.4 / 2:.4f}" == "0.1076"
    ex, ey, _ = follow_wheels(0.0, 0.0, 0.0, [(0.48, 0.72)], TRACK_M, "arc")
    x, y, _ = follow_wheels(0.0, 0.0, 0.0, [(0.12, 0.18)] * 4, TRACK_M, "euler")
    assert math.hypot(x - ex, y - ey) == pytest.approx(chord * 0.4 / 2, abs=2e-3)    # 107.8 mm against 107.6
    assert f"{1000 * math.hypot(x - ex, y - ey):.1f}" == "107.8"
    # the arc update is the midpoint update times the chord factor, for one step of the whole turn
    mx, my, _ = follow_wheels(0.0, 0.0, 0.0, [(0.48, 0.72)], TRACK_M, "midpoint")
    factor = math.sin(turn_rad / 2) / (turn_rad / 2)
    assert (ex, ey) == pytest.approx((mx * factor, my * factor), abs=1e-12)


def test_headings_are_reported_in_minus_pi_to_pi_and_a_straight_arc_is_straight():
    assert follow_wheels(0.0, 0.0, -math.pi, [(0.1, 0.1)], TRACK_M, "arc")[2] == math.pi
    assert follow_wheels(0.0, 0.0, 4.0, [], TRACK_M, "euler") == (0.0, 0.0, 4.0 - 2 * math.pi)
    x, y, theta = follow_wheels(1.0, 2.0, 0.5, [(0.3, 0.3)], TRACK_M, "arc")
    assert (x, y, theta) == pytest.approx((1.0 + 0.3 * math.cos(0.5), 2.0 + 0.3 * math.sin(0.5), 0.5))
    with pytest.raises(ValueError):
        follow_wheels(0.0, 0.0, 0.0, [], TRACK_M, "runge-kutta")
