"""reference.arm_ik against the numbers Level 3 prints (000_e6fd8150aa7956e4.txt:
"The elbow from the law of cosines", "The shoulder, and two elbows")."""

import math

import pytest

from reference.arm import hand_position, joint_points
from reference.arm_ik import (
    EDGE_MARGIN, edge_bend, elbow_bend, elbow_cosine, is_reachable, shoulder_offset, two_link_solutions,
)

ORCHARD = (0.9, 0.6)
APPLE = (1.0, 0.7)


def miss_m(lengths, angles, target):
    hx, hy = hand_position(lengths, angles)
    return math.hypot(hx - target[0], hy - target[1])


def test_bend_for_the_apple():
    assert round(math.hypot(*APPLE), 4) == 1.2207
    assert round(elbow_cosine(*ORCHARD, *APPLE), 4) == 0.2963
    bend = elbow_bend(*ORCHARD, *APPLE)
    assert round(bend, 4) == 1.27
    assert round(math.degrees(bend)) == 73


@pytest.mark.parametrize("t1", [0.0, 1.0, -2.0])
def test_any_shoulder_angle_keeps_the_hand_at_the_apples_distance(t1):
    hx, hy = hand_position(ORCHARD, [t1, elbow_bend(*ORCHARD, *APPLE)])
    assert round(math.hypot(hx, hy), 4) == 1.2207


@pytest.mark.parametrize("target, distance, cosine, reachable", [
    ((1.0, 0.7), 1.2207, 0.2963, True),
    ((1.3, 0.75), 1.5008, 1.0023, False),
    ((0.2, 0.1), 0.2236, -1.037, False),
    ((0.0, 1.5), 1.5, 1.0, True),
])
def test_reachability_table(target, distance, cosine, reachable):
    assert round(math.hypot(*target), 4) == distance
    assert round(elbow_cosine(*ORCHARD, *target), 4) == cosine
    assert is_reachable(*ORCHARD, *target) is reachable
    assert (elbow_bend(*ORCHARD, *target) is not None) is reachable


def test_full_reach_cosine_is_a_hair_beyond_one_and_is_clamped():
    cosine = elbow_cosine(1.2, 0.3, 0.9, 1.2)
    assert repr(cosine) == "1.0000000000000002"
    with pytest.raises(ValueError):
        math.acos(cosine)
    assert elbow_bend(1.2, 0.3, 0.9, 1.2) == 0.0


def test_an_edge_needs_the_margin():
    assert 1.17 + 0.13 == 1.2999999999999998
    assert is_reachable(1.17, 0.13, 0.78, 1.04)          # exactly 1.3 away
    assert not is_reachable(1.17, 0.13, 0.78, 1.04, margin=0.0)
    assert not is_reachable(1.17, 0.13, 0.78 * (1 + 1e-6), 1.04 * (1 + 1e-6))


def test_clamping_is_no_substitute_for_the_distance_test():
    assert elbow_bend(*ORCHARD, 1.3, 0.75) is None
    assert two_link_solutions(*ORCHARD, 1.3, 0.75) == []


def test_elbow_up_then_elbow_down_for_the_apple():
    (up_t1, up_t2), (down_t1, down_t2) = two_link_solutions(*ORCHARD, *APPLE)
    assert (round(up_t1, 4), round(up_t2, 4)) == (1.0994, -1.27)
    assert (round(down_t1, 3), round(down_t2, 4)) == (0.122, 1.27)
    _, up_elbow, up_hand = joint_points(ORCHARD, [up_t1, up_t2])
    _, down_elbow, down_hand = joint_points(ORCHARD, [down_t1, down_t2])
    assert (round(up_elbow[0], 3), round(up_elbow[1], 3)) == (0.409, 0.802)
    assert (round(down_elbow[0], 3), round(down_elbow[1], 3)) == (0.893, 0.11)
    for hand in (up_hand, down_hand):
        assert (round(hand[0], 4), round(hand[1], 4)) == APPLE


def test_behind_and_below_needs_the_wrap():
    bend = elbow_bend(*ORCHARD, -1.1, -0.3)
    unwrapped = math.atan2(-0.3, -1.1) - shoulder_offset(*ORCHARD, bend)
    assert round(unwrapped, 4) == -3.425
    (_, _), (down_t1, down_t2) = two_link_solutions(*ORCHARD, -1.1, -0.3)
    assert down_t2 == bend
    assert round(down_t1, 4) == 2.8582


def test_one_rounding_step_below_one_is_not_a_straight_arm():
    assert f"{math.acos(1 - 2 ** -53):.2g}" == "1.5e-08"


def test_full_stretch_is_one_arm_and_folded_is_one_arm():
    assert two_link_solutions(1.2, 0.3, 0.9, 1.2) == [(math.atan2(1.2, 0.9), 0.0)]
    folded = two_link_solutions(0.8, 0.5, 0.18, 0.24)
    assert len(folded) == 1 and folded[0][1] == math.pi
    assert miss_m((0.8, 0.5), folded[0], (0.18, 0.24)) < 1e-12
    assert edge_bend(*ORCHARD, *APPLE) is None


def test_short_first_link_folded_faces_away_and_is_wrapped():
    ((t1, t2),) = two_link_solutions(0.3, 0.8, 0.5, 0.0)  # hand 0.5 along +x: link 1 points along -x
    assert t2 == math.pi
    assert abs(abs(t1) - math.pi) < 1e-12 and -math.pi < t1 <= math.pi
    assert miss_m((0.3, 0.8), (t1, t2), (0.5, 0.0)) < 1e-12


def test_just_inside_the_margin_is_still_the_edge():
    inside = two_link_solutions(1.2, 0.3, 1.5 + 0.5 * EDGE_MARGIN, 0.0)
    assert inside == [(0.0, 0.0)]
    assert two_link_solutions(1.2, 0.3, 1.5 + 2 * EDGE_MARGIN, 0.0) == []
    assert len(two_link_solutions(1.2, 0.3, 1.5 - 1e-6, 0.0)) == 2


@pytest.mark.parametrize("q, miss", [
    ((1.0994, -1.27), 0.0), ((0.122, 1.27), 0.0), ((1.0994, 1.27), 1.1461), ((0.1, 1.27), 0.0269),
])
def test_checking_answers_by_where_the_hand_lands(q, miss):
    assert round(miss_m(ORCHARD, q, APPLE), 4) == miss


@pytest.mark.parametrize("target", [(1.0, 0.7), (-1.1, -0.3), (-0.4, 1.1), (0.3, -1.2), (0.0, -1.0), (-1.4, 0.0)])
def test_every_solution_lands_on_its_target(target):
    solutions = two_link_solutions(*ORCHARD, *target)
    assert len(solutions) == 2 and solutions[0][1] < 0 < solutions[1][1]
    for t1, t2 in solutions:
        assert -math.pi < t1 <= math.pi
        assert miss_m(ORCHARD, (t1, t2), target) < 1e-12


# "The shoulder, and two elbows": checking forwards ------------------------------------------

def test_checking_by_the_miss_is_a_circle_not_a_square():
    from reference.arm_ik import hand_miss_m, lands_on_target
    assert round(hand_miss_m(*ORCHARD, (0.1, 1.27), *APPLE), 4) == 0.0269
    assert not lands_on_target(*ORCHARD, (0.1, 1.27), *APPLE, tolerance_m=0.01)
    # a hand 0.009 off in x and in y is inside a 1 cm square but 1.27 cm away
    assert not lands_on_target(1.0, 1.0, (0.0, 0.0), 2.009, 0.009, tolerance_m=0.01)
    assert lands_on_target(1.0, 1.0, (0.0, 0.0), 2.006, 0.006, tolerance_m=0.01)


# "Reaching from a robot" ------------------------------------------------------------------

CLEANER = (3.0, 1.0, 2.0)
SHOULDER_MOUNT = (0.25, 0.0)
SPOT = (2.4, 2.1)


def test_the_spot_seen_from_the_cleaning_robots_shoulder():
    from reference.arm_ik import target_from_shoulder
    x, y = target_from_shoulder(CLEANER, SHOULDER_MOUNT, SPOT)
    assert (round(x + SHOULDER_MOUNT[0], 4), round(y, 4)) == (1.2499, 0.0878)  # the robot's frame
    assert (round(x, 4), round(y, 4)) == (0.9999, 0.0878)
    assert round(math.hypot(x, y), 4) == 1.0038


def test_elbow_up_from_the_parked_robot():
    from reference.arm_ik import solutions_from_robot
    (t1, t2), _ = solutions_from_robot(CLEANER, SHOULDER_MOUNT, 0.6, 0.5, SPOT)
    assert (round(t1, 4), round(t2, 4)) == (0.4699, -0.8466)
    assert round(CLEANER[2] + t1, 4) == 2.4699


def test_rotating_by_plus_theta_puts_the_spot_behind_the_robot():
    from reference.arm_ik import target_from_shoulder
    x, _ = target_from_shoulder((3.0, 1.0, -2.0), SHOULDER_MOUNT, SPOT)
    assert x < 0


# "Orientation too: wrist first" -----------------------------------------------------------

def test_the_glue_nozzle_wrist_first():
    from reference.arm import hand_heading
    from reference.arm_ik import wrist_first_solutions, wrist_point
    lengths, target, phi = (0.9, 0.6, 0.25), (1.1, 0.2), -math.pi / 2
    assert tuple(round(v, 4) for v in wrist_point(0.25, *target, phi)) == (1.1, 0.45)
    solutions = wrist_first_solutions(*lengths, *target, phi)
    assert [[round(t, 4) for t in q] for q in solutions] == [
        [0.9027, -1.3443, -1.1291], [-0.126, 1.3443, -2.7891]]
    for q in solutions:
        hx, hy = hand_position(lengths, q)
        assert (round(hx, 4), round(hy, 4)) == target
        assert round(hand_heading(q), 4) == -1.5708


def test_a_hand_inside_the_ring_can_be_out_of_reach_pointing_back():
    from reference.arm_ik import wrist_first_solutions
    # 1.4 m out along +x is inside the 1.5 m ring, but a tool pointing back at the shoulder
    # puts the wrist at 1.65 m
    assert is_reachable(*ORCHARD, 1.4, 0.0)
    assert wrist_first_solutions(0.9, 0.6, 0.25, 1.4, 0.0, math.pi) == []
    assert len(wrist_first_solutions(0.9, 0.6, 0.25, 1.4, 0.0, 0.0)) == 2
