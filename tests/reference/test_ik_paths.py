"""reference.ik_paths against the numbers Level 3 prints (000_e6fd8150aa7956e4.txt: "A straight
line for the hand", "Singular poses: where the two elbows meet")."""

import math

import pytest

from reference.arm import hand_position
from reference.arm_ik import elbow_bend
from reference.ik_paths import (
    blend, distance_to_line, flip_samples, is_singular, largest_halfway_stray, line_points, line_solutions,
)

ARM = (0.9, 0.6)
S, G = (1.3, -0.4), (0.3, 1.0)
FREE = ((-math.pi, math.pi), (-math.pi, math.pi))


@pytest.mark.parametrize("count, stray", [(2, 0.3849), (3, 0.1108), (5, 0.0308), (9, 0.0081)])
def test_the_largest_stray_halfway(count, stray):
    assert round(largest_halfway_stray(*ARM, S, G, count), 4) == stray


def test_the_three_sample_angles_and_their_exact_samples():
    poses = line_solutions(*ARM, S, G, 3)
    assert [(round(t1, 3), round(t2, 3)) for t1, t2 in poses] == [(0.051, -0.89), (1.055, -1.99), (1.89, -1.645)]
    for pose, point in zip(poses, line_points(S, G, 3)):
        assert math.dist(hand_position(ARM, pose), point) < 1e-12


def test_samples_include_both_ends_and_keep_unreachable_places():
    first, middle, last = line_points(S, G, 3)
    assert first == S
    assert middle == pytest.approx((0.8, 0.3)) and last == pytest.approx(G, abs=1e-15)
    poses = line_solutions(*ARM, (1.0, 0.0), (2.2, 0.0), 3)
    assert poses[0] is not None and poses[1:] == [None, None]


def test_the_halfway_blend_turns_the_short_way():
    assert blend((3.0, 0.0), (-3.0, 0.0), 0.5) == pytest.approx([math.pi, 0.0])
    assert distance_to_line((0.0, 1.0), (-1.0, 0.0), (1.0, 0.0)) == 1.0


@pytest.mark.parametrize("r, gap", [(1.0, 3.4577), (1.3, 2.1369), (1.45, 1.0575), (1.49, 0.4717),
                                    (1.499, 0.1491), (1.5, 0.0)])
def test_the_branches_close_in_at_the_edge(r, gap):
    assert round(2 * elbow_bend(*ARM, r, 0.0), 4) == gap


def test_singular_is_decided_on_the_distance():
    assert is_singular(*ARM, 1.5, 0.0) and is_singular(*ARM, 0.0, 0.3)
    assert not is_singular(*ARM, 1.499, 0.0)


def test_a_flip_is_counted_unless_a_singular_pose_came_just_before():
    # the shoulder may not go above 1.0: elbow-up is refused once the hand climbs
    stops = ((-math.pi, 1.0), (-math.pi, math.pi))
    climb = [(1.3, 0.0), (1.0, 0.7), (0.6, 1.1)]
    assert flip_samples(*ARM, climb, stops) == [1]
    through_the_edge = [(1.3, 0.0), (1.5, 0.0), (1.0, 0.7)]
    assert flip_samples(*ARM, through_the_edge, stops) == []
    assert flip_samples(*ARM, [(1.3, 0.0), (3.0, 0.0)], stops) is None
    assert flip_samples(*ARM, climb, FREE) == []
