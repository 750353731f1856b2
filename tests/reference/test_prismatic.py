"""reference.prismatic against the numbers Level 2 prints (004_82dedb1cad46eb49.txt: "Sliding joints")."""

import math

import pytest

from reference.arm import joint_points
from reference.prismatic import as_revolute_chain, chain_points, chain_tip


def drawer_arm(s):
    # A turning shoulder, a 0.6 m tube that slides out by s, a turning wrist with a 0.2 m finger.
    return [("turn", 0.8, 0.0), ("slide", s, 0.6), ("turn", -1.4, 0.2)]


@pytest.mark.parametrize("s, hand", [(0.0, (0.5831, 0.3175)), (0.25, (0.7573, 0.4968)), (0.5, (0.9314, 0.6762))])
def test_drawer_arm_reproduces_the_lesson(s, hand):
    x, y, heading = chain_tip(drawer_arm(s))
    assert (round(x, 4), round(y, 4)) == hand
    assert round(heading, 4) == -0.6


def test_each_quarter_metre_of_slide_moves_the_hand_by_the_same_vector_and_keeps_the_heading():
    tips = [chain_tip(drawer_arm(s)) for s in (0.0, 0.25, 0.5)]
    for before, after in zip(tips, tips[1:]):
        assert after[0] - before[0] == pytest.approx(0.25 * math.cos(0.8))
        assert after[1] - before[1] == pytest.approx(0.25 * math.sin(0.8))
        assert after[2] == before[2]


def test_a_slide_first_is_a_rail_along_plus_x():
    x, y, heading = chain_tip([("slide", 0.3, 1.0), ("turn", math.pi / 2, 0.5)])
    assert (x, y) == pytest.approx((1.3, 0.5))
    assert heading == pytest.approx(math.pi / 2)


def test_a_slide_is_a_turn_of_zero_with_the_extended_link():
    joints = [("turn", 0.4, 0.5), ("slide", 0.2, 0.3), ("turn", 2.9, 0.4), ("slide", 0.0, 0.1)]
    assert as_revolute_chain(joints) == ([0.5, 0.5, 0.4, 0.1], [0.4, 0.0, 2.9, 0.0])
    assert chain_points(joints) == joint_points([0.5, 0.5, 0.4, 0.1], [0.4, 0.0, 2.9, 0.0])
    assert len(chain_points(joints)) == 5


def test_the_heading_is_wrapped_once_at_the_end():
    assert chain_tip([("turn", 2.0, 1.0), ("slide", 1.0, 0.0), ("turn", 2.0, 1.0)])[2] == pytest.approx(4.0 - 2 * math.pi)
    assert chain_tip([("turn", -math.pi / 2, 1.0), ("turn", -math.pi / 2, 1.0)])[2] == math.pi


def test_an_unknown_joint_kind_is_refused():
    with pytest.raises(ValueError):
        chain_tip([("twist", 0.1, 1.0)])
