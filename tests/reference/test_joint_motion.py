"""reference.joint_motion against the numbers Level 2 prints (004_82dedb1cad46eb49.txt: "Joints
that move over time")."""

import pytest

from reference.arm import hand_position
from reference.joint_motion import clamp, joint_path, run_motors

LENGTHS, SPEEDS, STOPS = [0.8, 0.5], [0.6, -1.5], [(-1.0, 1.0), (-1.2, 1.2)]


def test_the_two_motors_reproduce_the_lesson():
    start = [0.2, 0.0]
    poses, highest = run_motors(LENGTHS, start, SPEEDS, STOPS, 0.2, 8)
    assert [round(a, 3) for a in poses[-1]] == [1.0, -1.2]
    assert tuple(round(v, 4) for v in hand_position(LENGTHS, poses[-1])) == (0.9223, 0.5738)
    assert round(highest, 4) == 0.5738
    assert start == [0.2, 0.0]  # the caller's list is untouched
    assert poses[0] == start and poses[0] is not start


def test_the_elbow_stops_after_four_steps_and_the_shoulder_at_step_seven():
    poses = joint_path([0.2, 0.0], SPEEDS, STOPS, 0.2, 8)
    assert [k for k, q in enumerate(poses) if q[1] == -1.2][0] == 4
    assert poses[6][0] == pytest.approx(0.92)
    assert 0.2 + 7 * 0.6 * 0.2 == pytest.approx(1.04) and poses[7][0] == 1.0


def test_zero_steps_is_the_start_alone():
    poses, highest = run_motors(LENGTHS, [0.2, 0.0], SPEEDS, STOPS, 0.2, 0)
    assert poses == [[0.2, 0.0]]
    assert highest == hand_position(LENGTHS, [0.2, 0.0])[1]


def test_clamp():
    assert clamp(1.04, -1.0, 1.0) == 1.0 and clamp(-3.0, -1.0, 1.0) == -1.0 and clamp(0.5, -1.0, 1.0) == 0.5
