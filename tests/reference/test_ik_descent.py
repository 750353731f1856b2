"""reference.jacobian's descent, damped least squares, stops and error propagation against the
numbers Level 4 prints (003_407e961d26bc06db.txt: "Inverse kinematics by walking downhill",
"Damped least squares: bigger steps, kept finite", "Joint stops and spare joints", "How encoder
errors blur the hand")."""

import math
import random

import pytest

from reference.arm import hand_position
from reference.jacobian import (
    blurred_hands, close_the_gap, clamp_to_stops, covariance_ellipse, descend_fixed, descend_ik,
    descend_with_stops, dls_step, fit_line_by_descent, hand_blur, hand_covariance, jacobian,
    line_loss, line_loss_gradient, loss_stopped_falling, measured_results, power_law_jacobian,
    propagate_covariance, spread_of_points, transpose_step,
)

ARM = [0.9, 0.6]


def rounded(values, digits=4):
    return [round(v, digits) for v in values]


# ---- Inverse kinematics by walking downhill

def test_the_lessons_descent_reaches_in_130_steps():
    angles, steps, distances = descend_ik(ARM, (0.3, 1.1), [0.0, 0.4], 0.5, 1e-6, 500)
    assert steps == 130 and len(distances) == 131
    assert rounded(angles) == [0.7549, 1.4501]
    assert round(distances[-1], 8) == 9.6e-07
    assert rounded(distances[:6]) == [1.4419, 0.3893, 0.2221, 0.211, 0.2015, 0.192]


def test_out_of_reach_the_arm_stretches_and_points_at_the_target():
    angles, steps, distances = descend_ik(ARM, (2.0, 0.5), [0.0, 0.4], 0.5, 1e-6, 300)
    assert steps == 300 and len(distances) == 301  # ended on its budget
    assert round(distances[-1], 4) == 0.5616
    assert round(angles[1], 6) == 0.0
    assert round(angles[0], 4) == round(math.atan2(0.5, 2.0), 4) == 0.245


def test_a_start_on_the_target_makes_no_step_and_a_budget_of_0_none_either():
    hand = hand_position(ARM, [0.3, 0.9])
    assert descend_ik(ARM, hand, [0.3, 0.9], 0.5, 1e-6, 10)[1:] == (0, [pytest.approx(0.0, abs=1e-15)])
    angles, steps, distances = descend_ik(ARM, (0.3, 1.1), [0.0, 0.4], 0.5, 1e-6, 0)
    assert (angles, steps, len(distances)) == ([0.0, 0.4], 0, 1)


def test_angles_are_wrapped_once_at_the_end_and_the_start_is_not_changed():
    start = [3.0, 3.0]
    angles, _, _ = descend_ik(ARM, (-0.8, -0.9), start, 0.5, 1e-6, 500)
    assert start == [3.0, 3.0]
    assert all(-math.pi < a <= math.pi for a in angles)


# ---- A loss that stops falling (the same loop on a line fit)

def test_line_loss_and_its_gradient():
    xs, ys = [0.0, 1.0, 2.0], [1.0, 3.0, 5.0]
    assert line_loss(xs, ys, 2.0, 1.0) == 0.0
    assert line_loss(xs, ys, 0.0, 0.0) == pytest.approx((1 + 9 + 25) / 6)
    assert line_loss_gradient(xs, ys, 0.0, 0.0) == pytest.approx((-13 / 3, -3.0))


def test_the_rule_a_rise_counts_as_stopped_and_the_first_check_never_stops():
    assert not loss_stopped_falling([5.0], 1e-3)
    assert loss_stopped_falling([5.0, 6.0], 1e-3)
    assert loss_stopped_falling([5.0, 4.9995], 1e-3) and not loss_stopped_falling([5.0, 4.99], 1e-3)


def test_fit_line_by_descent_settles_near_least_squares():
    xs, ys = [0.0, 1.0, 2.0, 3.0], [1.1, 2.9, 5.2, 6.8]
    w, b, steps, losses = fit_line_by_descent(xs, ys, [0.0, 0.0], 0.1, 1e-12, 100000)
    assert (w, b) == (pytest.approx(1.94, abs=1e-4), pytest.approx(1.09, abs=1e-4))
    assert len(losses) == steps + 1 and losses[-2] - losses[-1] <= 1e-12


# ---- Damped least squares

def test_the_lessons_transpose_and_damped_runs_from_the_same_start():
    runs = close_the_gap(ARM, (0.3, 1.1), [0.0, 0.4], 0.5, 0.05, 1e-6, 999)
    _, steps, distances = runs["transpose"]
    assert steps == 130 and rounded(distances[:5]) == [1.4419, 0.3893, 0.2221, 0.211, 0.2015]
    _, steps, distances = runs["dls"]
    assert steps == 8 and rounded(distances[:5]) == [1.4419, 2.6113, 1.9927, 0.7804, 0.3227]


def test_a_damped_step_at_a_stretched_pose_stays_finite():
    step = dls_step(ARM, [0.0, 0.0], (1.2, 0.0), 0.05)   # J is singular here
    assert all(math.isfinite(v) for v in step)
    assert transpose_step(ARM, [0.0, 0.0], (1.2, 0.0), 0.5) == [0.0, 0.0]  # J^T e is 0 along the arm
    with pytest.raises(ValueError):
        dls_step(ARM, [0.0, 0.0], (1.2, 0.0), 0.0)


# ---- Joint stops and spare joints

def test_the_lessons_three_link_poses_the_pull_and_the_elbow_stop():
    lengths, target = [0.7, 0.5, 0.3], (0.6, 0.9)

    def run(start, **kw):
        q = descend_fixed(lengths, target, start, 0.3, 400, **kw)
        return rounded(q), round(math.dist(hand_position(lengths, q), target), 6)

    assert run([0.0, 0.0, 0.0]) == ([0.2125, 1.2179, 0.6804], 0.0)
    assert run([2.0, -1.0, -1.0]) == ([1.6941, -1.0539, -0.9567], 0.0)
    assert run([0.0, 0.0, 0.0], pull=0.1) == ([0.3792, 0.9136, 0.4639], 0.188647)
    q = descend_fixed(ARM, (1.1, -0.2), [0.5, 0.0], 0.3, 400, stops=[(-3, 3), (-0.3, 3)])
    assert (rounded(q), round(math.dist(hand_position(ARM, q), (1.1, -0.2)), 4)) == ([-0.0601, -0.3], 0.3658)


def test_the_elbow_stop_is_noticed_as_a_stall():
    q, steps, status = descend_with_stops(ARM, (1.1, -0.2), [0.5, 0.0], [(-3, 3), (-0.3, 3)],
                                          0.3, 1e-6, 1e-9, 1000)
    assert status == "stalled" and steps < 1000
    assert rounded(q) == [-0.0601, -0.3]
    assert round(math.dist(hand_position(ARM, q), (1.1, -0.2)), 4) == 0.3658


def test_clamping_and_the_start_list_untouched():
    assert clamp_to_stops([-4.0, 0.2, 2.0], [(-3, 3), (0, 1), (-1, 1.5)]) == [-3, 0.2, 1.5]
    start = [0.0, 0.0, 0.0]
    descend_fixed([0.7, 0.5, 0.3], (0.6, 0.9), start, 0.3, 50, pull=0.1)
    assert start == [0.0, 0.0, 0.0]


# ---- How encoder errors blur the hand

def test_the_lessons_predicted_blur():
    sd_x, sd_y, cov = hand_blur(ARM, [0.7, 0.8], [0.004, 0.01])
    assert (round(sd_x * 1000, 3), round(sd_y * 1000, 3), round(cov * 1e6, 3)) == (7.618, 2.954, -16.318)


def test_the_lessons_simulation_with_seed_4():
    points = blurred_hands(ARM, [0.7, 0.8], [0.004, 0.01], 100000, random.Random(4))
    sd_x, sd_y, cov = spread_of_points(points)
    assert (round(sd_x * 1000, 3), round(sd_y * 1000, 3), round(cov * 1e6, 3)) == (7.562, 2.943, -16.079)


def test_the_covariance_is_j_sigma_j_transpose_and_symmetric():
    J = jacobian(ARM, [0.7, 0.8])
    sigma = hand_covariance(ARM, [0.7, 0.8], [0.004, 0.01])
    assert sigma[0][1] == sigma[1][0]
    assert sigma[0][0] == pytest.approx(J[0][0] ** 2 * 0.004 ** 2 + J[0][1] ** 2 * 0.01 ** 2)
    assert propagate_covariance([[2.0, -1.0]], [0.1, 0.3]) == [[pytest.approx(0.04 + 0.09)]]


def test_the_ellipse_is_closed_and_lies_two_sds_out_along_its_axes():
    xs, ys = covariance_ellipse((1.0, 2.0), [[4.0, 0.0], [0.0, 1.0]], scale=2.0)
    assert (xs[0], ys[0]) == (pytest.approx(xs[-1]), pytest.approx(ys[-1]))
    assert max(xs) == pytest.approx(5.0) and max(ys) == pytest.approx(4.0, abs=1e-3)


def test_power_law_results_carry_relative_errors():
    # R = V / I and P = V I from V = 12 +- 0.1 V, I = 2 +- 0.05 A
    results, cov = measured_results([12.0, 2.0], [0.1, 0.05], [(1.0, [1, -1]), (1.0, [1, 1])])
    assert results == [6.0, 24.0]
    assert power_law_jacobian([12.0, 2.0], [(1.0, [1, -1])]) == [[0.5, -3.0]]
    assert cov[0][0] == pytest.approx(0.25 * 0.01 + 9 * 0.0025)
    assert cov[0][1] == pytest.approx(0.5 * 2 * 0.01 + (-3.0) * 12 * 0.0025)  # negative: V and I pull apart
    assert cov[1][1] / 24 ** 2 == pytest.approx((0.1 / 12) ** 2 + (0.05 / 2) ** 2)
