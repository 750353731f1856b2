"""reference.frames against the numbers Level 2 prints (004_82dedb1cad46eb49.txt: "An arm on a moving base")."""

import math

import pytest

from reference.frames import (compose, hand_in_world, homogeneous, matmul, pose_of, rotate,
                              rotation_matrix, to_world)


def rounded(values, digits):
    return tuple(round(v, digits) for v in values)


def test_the_arm_on_the_robot_reproduces_the_lesson():
    robot, mount = (4.0, 2.5, -0.7), (0.15, 0.05)
    x, y, heading = hand_in_world((0.0, 0.0, 0.0), mount, [0.35, 0.25], [0.5, 1.1])
    assert rounded((x, y, heading), 4) == (0.4499, 0.4677, 1.6)
    assert rounded(hand_in_world(robot, mount, [0.35, 0.25], [0.5, 1.1]), 4) == (4.6454, 2.5679, 0.9)


def test_rotation_products_add_their_angles_as_printed():
    product = matmul(rotation_matrix(0.5), rotation_matrix(1.1))
    printed = [[-0.0292, -0.999574], [0.999574, -0.0292]]
    assert [[round(v, 6) for v in row] for row in product] == printed
    assert [[round(v, 6) for v in row] for row in rotation_matrix(1.6)] == printed


def test_homogeneous_transforms_compose_like_poses():
    robot, local = (4.0, 2.5, -0.7), (0.4499, 0.4677, 1.6)
    world = pose_of(matmul(homogeneous(robot), homogeneous(local)))
    assert world == pytest.approx(compose(robot, local))
    point = matmul(homogeneous(robot), [[0.4499], [0.4677], [1.0]])
    assert (point[0][0], point[1][0]) == pytest.approx(to_world(robot, (0.4499, 0.4677)))
    assert point[2][0] == 1.0


def test_rotate_turns_counter_clockwise_and_composed_headings_wrap():
    assert rotate((1.0, 0.0), math.pi / 2) == pytest.approx((0.0, 1.0))
    assert compose((0.0, 0.0, 3.0), (0.0, 0.0, 0.5))[2] == pytest.approx(3.5 - 2 * math.pi)
    assert compose((1.0, 2.0, -math.pi / 2), (0.0, 0.0, -math.pi / 2))[2] == math.pi


def test_matmul_shapes():
    assert matmul([[1, 2, 3]], [[4], [5], [6]]) == [[32.0]]
    assert matmul([[1], [2]], [[3, 4]]) == [[3.0, 4.0], [6.0, 8.0]]
    with pytest.raises(ValueError):
        matmul([[1, 2]], [[1, 2]])
