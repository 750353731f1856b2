"""reference.jacobian against the numbers Level 4 prints (003_407e961d26bc06db.txt: "How the hand
answers each joint: the Jacobian", "Joint speeds become hand velocity", "Checking a Jacobian by
nudging the joints", "Singular poses: where the hand loses a direction", "From a wanted hand
velocity back to joint speeds")."""

import math

import pytest

from reference.arm import hand_position
from reference.jacobian import (
    SINGULAR_TOLERANCE, arm_numerical_jacobian, central_difference_bound, determinant_2x2,
    forward_difference_bound, hand_speed, hand_velocity, is_singular, jacobian, joint_rates_for,
    largest_difference, manipulability, mat_vec, network_outputs, network_slopes, numerical_jacobian,
    resolved_rate_step, scale_to_limit, singular_kind, solve_2x2, times_transpose, transpose,
    two_link_determinant,
)

L1, L2 = 0.9, 0.6


def rounded_matrix(matrix, digits=4):
    return [[round(v, digits) for v in row] for row in matrix]


# ---- How the hand answers each joint: the Jacobian

def test_two_link_jacobian_as_printed():
    x, y = hand_position([L1, L2], [0.7, 0.8])
    assert (round(x, 4), round(y, 4)) == (0.7308, 1.1783)
    assert rounded_matrix(jacobian([L1, L2], [0.7, 0.8])) == [[-1.1783, -0.5985], [0.7308, 0.0424]]


def test_three_link_jacobian_as_printed():
    assert rounded_matrix(jacobian([0.9, 0.6, 0.3], [0.7, 0.8, -0.5])) == [
        [-1.4307, -0.8509, -0.2524], [0.8929, 0.2045, 0.1621]]


@pytest.mark.parametrize("lengths, q", [([L1, L2], [0.7, 0.8]), ([0.9, 0.6, 0.3], [0.7, 0.8, -0.5]),
                                        ([0.5], [2.0]), ([0.4, 0.3, 0.2, 0.1], [-3.0, 1.0, 2.5, -0.4])])
def test_column_zero_is_minus_y_x(lengths, q):
    x, y = hand_position(lengths, q)
    j = jacobian(lengths, q)
    assert j[0][0] == pytest.approx(-y) and j[1][0] == pytest.approx(x)


def test_shape_rows_are_hand_coordinates_columns_are_joints():
    j = jacobian([0.9, 0.6, 0.3], [0.7, 0.8, -0.5])
    assert len(j) == 2 and all(len(row) == 3 for row in j)
    assert transpose(j) == [[j[0][i], j[1][i]] for i in range(3)]


def test_jacobian_does_not_change_its_inputs():
    lengths, q = [L1, L2], [0.7, 0.8]
    jacobian(lengths, q)
    arm_numerical_jacobian(lengths, q)
    assert lengths == [L1, L2] and q == [0.7, 0.8]


def test_mismatched_lengths_and_angles_raise():
    with pytest.raises(ValueError):
        jacobian([1.0, 1.0], [0.1])


# ---- Joint speeds become hand velocity

def test_hand_velocity_as_printed():
    vx, vy = hand_velocity([L1, L2], [0.7, 0.8], [0.4, -0.9])
    assert (round(vx, 4), round(vy, 4)) == (0.0673, 0.2541)
    assert round(hand_speed([L1, L2], [0.7, 0.8], [0.4, -0.9]), 4) == 0.2629


def test_a_microsecond_of_motion_agrees():
    q, w, dt = [0.7, 0.8], [0.4, -0.9], 1e-6
    x0, y0 = hand_position([L1, L2], q)
    x1, y1 = hand_position([L1, L2], [q[0] + w[0] * dt, q[1] + w[1] * dt])
    assert (round((x1 - x0) / dt, 4), round((y1 - y0) / dt, 4)) == (0.0673, 0.2541)


def test_zero_joint_speeds_hold_the_hand_still():
    assert hand_velocity([L1, L2], [0.7, 0.8], [0.0, 0.0]) == (0.0, 0.0)


def test_mat_vec_and_gram():
    assert mat_vec([[1.0, 2.0], [3.0, 4.0]], [1.0, -1.0]) == [-1.0, -1.0]
    assert times_transpose([[1.0, 2.0, 0.0], [0.0, 1.0, 1.0]]) == [[5.0, 2.0], [2.0, 2.0]]


# ---- Checking a Jacobian by nudging the joints

@pytest.mark.parametrize("h, central_error, one_sided_error", [
    (0.2, 0.007840, 0.064997), (0.1, 0.001963, 0.034547),
    (0.05, 0.000491, 0.017775), (0.025, 0.000123, 0.009012),
])
def test_nudging_errors_as_printed(h, central_error, one_sided_error):
    exact = jacobian([L1, L2], [0.7, 0.8])[0][0]
    x_of = lambda t: hand_position([L1, L2], [t[0], 0.8])[0]
    central = numerical_jacobian(x_of, [0.7], h)[0][0]
    forward = numerical_jacobian(x_of, [0.7], h, central=False)[0][0]
    assert round(abs(central - exact), 6) == central_error
    assert round(abs(forward - exact), 6) == one_sided_error
    assert abs(central - exact) <= central_difference_bound(h, L1 + L2)
    assert abs(forward - exact) <= forward_difference_bound(h, L1 + L2)


def test_whole_numerical_jacobian_matches_the_analytic_one():
    lengths, q = [0.9, 0.6, 0.3], [0.7, 0.8, -0.5]
    assert largest_difference(arm_numerical_jacobian(lengths, q, 1e-5), jacobian(lengths, q)) < 1e-9


def test_numerical_jacobian_of_any_function_has_rows_for_outputs():
    f = lambda v: [v[0] * v[1], v[0] + 3 * v[1], math.sin(v[1])]
    j = numerical_jacobian(f, [2.0, 0.5], 1e-4)
    assert len(j) == 3 and all(len(row) == 2 for row in j)
    assert largest_difference(j, [[0.5, 2.0], [1.0, 3.0], [0.0, math.cos(0.5)]]) < 1e-7


def test_numerical_jacobian_leaves_its_input_alone():
    start = [0.3, -0.2]
    numerical_jacobian(lambda v: [v[0] ** 2], start, 0.1)
    assert start == [0.3, -0.2]


def test_tiny_step_is_swamped_by_rounding():
    q = [0.7, 0.8]
    assert largest_difference(arm_numerical_jacobian([L1, L2], q, 1e-12), jacobian([L1, L2], q)) > 1e-6


# ---- Singular poses: where the hand loses a direction

@pytest.mark.parametrize("t2, det, kind", [
    (1.2, 0.50330, "regular"), (0.3, 0.15958, "regular"), (0.01, 0.00540, "regular"),
    (0.0, 0.0, "stretched"), (-0.01, -0.00540, "regular"), (math.pi, 0.0, "folded"),
    (2 * math.pi, 0.0, "stretched"),
])
def test_determinant_table_as_printed(t2, det, kind):
    j = jacobian([L1, L2], [0.4, t2])
    assert round(determinant_2x2(j), 5) + 0.0 == det
    assert round(two_link_determinant(L1, L2, t2), 5) + 0.0 == det
    assert singular_kind([L1, L2], [0.4, t2], 1e-3) == kind


def test_rounding_dust_at_pi_is_not_exactly_zero():
    assert determinant_2x2(jacobian([L1, L2], [0.4, math.pi])) != 0.0
    assert is_singular(jacobian([L1, L2], [0.4, math.pi]))


def test_singular_means_at_most_the_tolerance():
    assert is_singular([[1.0, 0.0], [0.0, 1e-3]], 1e-3)
    assert not is_singular([[1.0, 0.0], [0.0, 1e-3]], 9e-4)


def test_manipulability_of_a_square_and_a_wide_jacobian():
    j = jacobian([L1, L2], [0.4, 1.2])
    assert manipulability(j) == pytest.approx(abs(determinant_2x2(j)))
    assert manipulability(jacobian([0.5, 0.4, 0.3], [0.2, 0.0, 0.0])) == pytest.approx(0.0, abs=1e-7)
    assert manipulability(jacobian([0.5, 0.4, 0.3], [0.2, 0.9, 0.4])) > 0.1


def test_singular_kind_does_not_depend_on_the_shoulder():
    assert {singular_kind([L1, L2], [t1, 0.0]) for t1 in (-3.0, 0.0, 1.0, 2.5)} == {"stretched"}


# ---- From a wanted hand velocity back to joint speeds

@pytest.mark.parametrize("t2, rates", [
    (1.5, (0.1054, -0.1705)), (0.5, (0.1815, -0.3169)), (0.1, (0.5336, -1.1837)),
    (0.01, (4.4291, -10.9195)), (0.0, None),
])
def test_joint_rates_as_printed(t2, rates):
    got = joint_rates_for([L1, L2], [0.4, t2], [0.0, 0.1], 1e-9)
    assert (None if got is None else (round(got[0], 4), round(got[1], 4))) == rates


def test_rates_reproduce_the_wanted_velocity():
    for lengths, q in (([L1, L2], [0.4, 1.5]), ([0.9, 0.6, 0.3], [0.7, 0.8, -0.5])):
        rates = joint_rates_for(lengths, q, [0.05, -0.02])
        assert hand_velocity(lengths, q, rates) == pytest.approx((0.05, -0.02))


def test_solve_refuses_before_dividing():
    assert solve_2x2([[1.0, 2.0], [2.0, 4.0]], [1.0, 1.0]) is None
    assert solve_2x2([[2.0, 0.0], [0.0, 4.0]], [1.0, 1.0]) == (0.5, 0.25)
    assert SINGULAR_TOLERANCE == 1e-9


def test_scale_to_limit_keeps_the_direction_and_leaves_slow_commands_alone():
    assert scale_to_limit([4.4291, -10.9195], 2.0) == pytest.approx([2.0 * 4.4291 / 10.9195, -2.0])
    slow = [0.1, -0.3]
    assert scale_to_limit(slow, 2.0) == slow and scale_to_limit(slow, 2.0) is not slow
    assert scale_to_limit([0.0, 0.0], 1.0) == [0.0, 0.0]


def test_resolved_rate_step():
    q = [0.4, 0.01]
    new = resolved_rate_step([L1, L2], q, [0.0, 0.1], 0.01, 2.0)
    assert q == [0.4, 0.01]
    rates = [(a - b) / 0.01 for a, b in zip(new, q)]
    assert max(abs(r) for r in rates) == pytest.approx(2.0)
    assert rates[0] / rates[1] == pytest.approx(4.4291 / -10.9195, rel=1e-4)
    assert resolved_rate_step([L1, L2], [0.4, 0.0], [0.0, 0.1], 0.01, 2.0) is None


# ---- A black box: a tiny network's exact slopes against nudging

GREENHOUSE = {"w1": [[0.8, -0.5, 0.3], [0.2, 1.1, -0.7]], "b1": [0.1, -0.4],
              "w2": [[3.0, -1.5], [-4.0, 2.5]], "b2": [21.0, 65.0]}


def test_network_slopes_agree_with_central_differences():
    x = [0.6, 0.3, -0.2]
    exact = network_slopes(GREENHOUSE, x)
    assert len(exact) == 2 and all(len(row) == 3 for row in exact)
    box = lambda v: network_outputs(GREENHOUSE, v)
    assert largest_difference(numerical_jacobian(box, x, 1e-5), exact) < 1e-8
    assert largest_difference(numerical_jacobian(box, x, 1e-5, central=False), exact) > 1e-6
    assert largest_difference(numerical_jacobian(box, x, 1e-12), exact) > 1e-4   # rounding swamps it
    assert x == [0.6, 0.3, -0.2]


def test_a_box_that_ignores_its_inputs_has_zero_slopes():
    flat = {"w1": [[1.0, 2.0]], "b1": [0.0], "w2": [[0.0]], "b2": [5.0]}
    assert network_outputs(flat, [0.3, 0.4]) == [5.0]
    assert network_slopes(flat, [0.3, 0.4]) == [[0.0, 0.0]]
