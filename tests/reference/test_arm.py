"""reference.angles and reference.arm against the numbers Level 2 prints
(004_82dedb1cad46eb49.txt: "A link is a vector", "Walking the chain")."""

import math

import pytest

from reference.angles import wrap
from reference.arm import hand_heading, hand_position, joint_points


def rounded(point, digits):
    return tuple(round(value, digits) for value in point)


def test_window_cleaning_arm_elbow_and_hand():
    base, elbow, hand = joint_points([1.2, 0.8], [0.6, 0.9])
    assert base == (0.0, 0.0)
    assert rounded(elbow, 4) == (0.9904, 0.6776)
    assert rounded(hand, 4) == (1.047, 1.4756)
    assert hand_position([1.2, 0.8], [0.6, 0.9]) == hand


def test_reading_t2_as_absolute_is_the_arm_whose_elbow_turned_by_t2_minus_t1():
    # The lesson's slip points link 2 along t2 itself; in relative terms that is a bend of t2 - t1.
    assert rounded(hand_position([1.2, 0.8], [0.6, 0.9 - 0.6]), 4) == (1.4877, 1.3042)


def test_stretched_and_folded_arms():
    assert hand_position([1.2, 0.8], [0.6, 0.0]) == pytest.approx((2.0 * math.cos(0.6), 2.0 * math.sin(0.6)))
    assert hand_position([1.2, 0.8], [0.6, math.pi]) == pytest.approx((0.4 * math.cos(0.6), 0.4 * math.sin(0.6)))


def test_a_quarter_turn_leaves_rounding_dust():
    x, y = hand_position([1.0], [math.pi / 2])
    assert x != 0.0 and f"{x:.2g}" == "6.1e-17"
    assert y == 1.0


def test_four_link_chain_every_joint():
    points = joint_points([0.9, 0.7, 0.5, 0.3], [1.2, 1.0, 0.9, 1.1])
    assert [rounded(p, 3) for p in points] == [
        (0.0, 0.0), (0.326, 0.839), (-0.086, 1.405), (-0.585, 1.426), (-0.732, 1.164),
    ]


def test_heading_is_reported_wrapped():
    assert sum([1.2, 1.0, 0.9, 1.1]) == pytest.approx(4.2)
    assert round(hand_heading([1.2, 1.0, 0.9, 1.1]), 4) == -2.0832


def test_wrap_lesson_values_and_its_ends():
    assert round(wrap(4.2), 4) == -2.0832
    assert round(wrap(-7.0), 4) == -0.7168
    assert wrap(math.pi) == math.pi
    assert wrap(-math.pi) == math.pi  # -pi is left out of (-pi, pi]
    assert wrap(3 * math.pi) == pytest.approx(math.pi)
    assert wrap(0.0) == 0.0


@pytest.mark.parametrize("angle", [-20.0, -7.0, -math.pi - 1e-12, -1.0, 0.5, math.pi + 1e-12, 9.0, 100.0])
def test_wrap_lands_in_range_and_keeps_the_direction(angle):
    wrapped = wrap(angle)
    assert -math.pi < wrapped <= math.pi
    assert math.cos(wrapped) == pytest.approx(math.cos(angle), abs=1e-12)
    assert math.sin(wrapped) == pytest.approx(math.sin(angle), abs=1e-12)


def test_mismatched_lengths_and_angles_are_refused():
    with pytest.raises(ValueError):
        joint_points([1.0, 2.0], [0.1])


# "Walking the chain": the rest of what the lesson prints and claims.

LAMP_LENGTHS, LAMP_ANGLES = [0.9, 0.7, 0.5, 0.3], [1.2, 1.0, 0.9, 1.1]


def test_four_links_give_five_points_the_base_first_and_the_hand_last():
    points = joint_points(LAMP_LENGTHS, LAMP_ANGLES)
    assert len(points) == 5 and points[0] == (0.0, 0.0)
    assert points[-1] == hand_position(LAMP_LENGTHS, LAMP_ANGLES)


def test_the_last_link_points_along_the_wrapped_running_sum_4_2():
    (px, py), (hx, hy) = joint_points(LAMP_LENGTHS, LAMP_ANGLES)[-2:]
    direction = math.atan2(hy - py, hx - px)
    assert round(direction, 4) == round(hand_heading(LAMP_ANGLES), 4) == round(wrap(4.2), 4) == -2.0832


def test_the_one_liner_and_atan2_shortcuts_give_minus_pi_where_wrap_gives_pi():
    def one_liner(a):
        return (a + math.pi) % (2 * math.pi) - math.pi

    def via_atan2(a):
        return math.atan2(math.sin(a), math.cos(a))

    assert one_liner(math.pi) == -math.pi and wrap(math.pi) == math.pi
    assert via_atan2(-math.pi) == -math.pi and wrap(-math.pi) == math.pi
    assert hand_heading([math.pi / 2, math.pi / 2]) == math.pi
    assert hand_heading([-math.pi / 2, -math.pi / 2]) == math.pi


def test_wrapping_in_the_middle_of_the_walk_moves_no_joint():
    wound = [angle + 2 * math.pi for angle in LAMP_ANGLES]
    for plain, turned in zip(joint_points(LAMP_LENGTHS, LAMP_ANGLES), joint_points(LAMP_LENGTHS, wound)):
        assert turned == pytest.approx(plain, abs=1e-12)
    assert hand_heading(wound) == pytest.approx(hand_heading(LAMP_ANGLES), abs=1e-12)


def test_turning_after_walking_would_lay_the_first_link_along_plus_x():
    # The slip the lesson warns about is the walk whose angles are shifted by one joint.
    first_link_along_x = joint_points(LAMP_LENGTHS, [0.0] + LAMP_ANGLES[:-1])[1]
    assert first_link_along_x == (0.9, 0.0)
    assert joint_points(LAMP_LENGTHS, LAMP_ANGLES)[1] != first_link_along_x
