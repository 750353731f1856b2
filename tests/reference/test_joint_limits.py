"""reference.joint_limits against the numbers Level 2 prints (004_82dedb1cad46eb49.txt:
"Many poses: stops and sweeps")."""

import math

import pytest

from reference.arm import hand_position
from reference.joint_limits import (
    allowed_indices, first_highest, highest_sweep_pose, path_length, program_path, swept_pose, within_stops,
)

LENGTHS = [1.0, 0.6, 0.4]
BASE = [0.4, 0.3, -0.2]
STOPS = [(-1.0, 1.0), (-0.5, 2.0), (-1.5, 1.5)]
VALUES = [-0.8, -0.4, 0.0, 0.4, 0.8, 1.2, 1.6, 2.0, 2.4]


def test_the_sweep_keeps_the_values_inside_the_stops_edge_included():
    poses = [swept_pose(BASE, 1, value) for value in VALUES]
    assert [VALUES[i] for i in allowed_indices(poses, STOPS)] == [-0.4, 0.0, 0.4, 0.8, 1.2, 1.6, 2.0]
    assert within_stops([0.4, 2.0, -0.2], STOPS)          # exactly on its stop: kept
    assert BASE == [0.4, 0.3, -0.2]                        # every try was a fresh copy


def test_the_hand_travels_2_3726_m_in_straight_steps():
    poses = [swept_pose(BASE, 1, value) for value in VALUES]
    allowed, travelled = program_path(LENGTHS, STOPS, poses)
    assert allowed == [1, 2, 3, 4, 5, 6, 7]
    assert round(travelled, 4) == 2.3726


def test_the_path_is_open_no_step_back_to_the_start():
    points = [(0.0, 0.0), (3.0, 4.0), (3.0, 0.0)]
    assert path_length(points) == 9.0
    assert path_length(points[:1]) == 0.0 and path_length([]) == 0.0


def test_stops_are_never_wrapped():
    assert within_stops([3.5], [(-1.0, 4.0)])
    assert not within_stops([3.5 - 2 * math.pi], [(-1.0, 4.0)])   # the same direction, another winding
    assert not within_stops([6.5], [(-1.5, 1.5)])


def test_equal_heights_on_paper_differ_in_the_last_digit():
    heights = [math.sin(a) for a in (math.pi / 6, math.pi / 3, 2 * math.pi / 3)]
    assert heights == [0.49999999999999994, 0.8660254037844386, 0.8660254037844387]
    assert max(range(3), key=lambda k: heights[k]) == 2
    assert first_highest(heights) == 1
    assert first_highest([]) is None


def test_the_highest_swept_pose_takes_the_first_of_equal_heights():
    # One link swept through pi/6, pi/3, 2 pi/3: the lesson's heights.
    index, pose = highest_sweep_pose([1.0], [(-4.0, 4.0)], [0.0], 0, [math.pi / 6, math.pi / 3, 2 * math.pi / 3])
    assert (index, pose) == (1, [math.pi / 3])
    assert hand_position([1.0], pose)[1] == 0.8660254037844386


def test_the_highest_swept_pose_of_the_lessons_sweep_and_none_when_nothing_is_allowed():
    index, pose = highest_sweep_pose(LENGTHS, STOPS, BASE, 1, VALUES)
    assert pose == swept_pose(BASE, 1, VALUES[index])
    allowed = [i for i in range(len(VALUES)) if STOPS[1][0] <= VALUES[i] <= STOPS[1][1]]
    heights = {i: hand_position(LENGTHS, swept_pose(BASE, 1, VALUES[i]))[1] for i in allowed}
    assert heights[index] == pytest.approx(max(heights.values()))
    assert highest_sweep_pose(LENGTHS, STOPS, BASE, 1, [2.1, 2.4]) is None
    assert highest_sweep_pose(LENGTHS, STOPS, [1.5, 0.3, -0.2], 1, VALUES) is None   # another joint out


def test_mismatched_poses_and_stops_are_refused():
    with pytest.raises(ValueError):
        within_stops([0.1, 0.2], [(-1.0, 1.0)])
