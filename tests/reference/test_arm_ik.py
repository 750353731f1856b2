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
