"""Frames: rotating and shifting points and poses, 2x2 rotations and 3x3 homogeneous transforms,
and an arm riding on a mobile base.

Conventions: a pose is (x, y, theta) in radians, counter-clockwise positive; the robot frame has
x forward and y to the robot's left. A point given in a frame posed at (X, Y, theta) lands in the
world at (X, Y) + R(theta) (x, y): rotate first, then shift. Headings add, and a reported heading
is wrapped into (-pi, pi] once, at the end (reference.angles.wrap).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from reference.angles import wrap
from reference.arm import Point, hand_position

Pose = tuple[float, float, float]
Matrix = list[list[float]]


def rotate(point: Point, theta_rad: float) -> Point:
    """The point turned counter-clockwise about the origin by theta."""
    x, y = point
    c, s = math.cos(theta_rad), math.sin(theta_rad)
    return c * x - s * y, s * x + c * y


def to_world(frame: Pose, point: Point) -> Point:
    """A point given in `frame` (a pose in the world), in world coordinates: rotate, then shift."""
    x, y = rotate(point, frame[2])
    return frame[0] + x, frame[1] + y


def compose(frame: Pose, local: Pose) -> Pose:
    """A pose given in `frame`, in the world; headings add and the sum is wrapped."""
    x, y = to_world(frame, local[:2])
    return x, y, wrap(frame[2] + local[2])


def hand_in_world(robot: Pose, mount: Point, lengths: Sequence[float],
                  angles_rad: Sequence[float]) -> Pose:
    """Where the hand of an arm bolted at `mount` (robot frame) on a robot posed at `robot` lands.

    1. The arm in the robot frame, its base at the mount and its first joint measured from the
       robot's forward direction: the mount plus reference.arm's chain walk.
    2. Into the world: rotate by theta, shift by (X, Y); heading theta + the sum of the angles.
    """
    arm_x, arm_y = hand_position(lengths, angles_rad)
    local = (mount[0] + arm_x, mount[1] + arm_y, sum(angles_rad, 0.0))
    return compose(robot, local)


def rotation_matrix(theta_rad: float) -> Matrix:
    c, s = math.cos(theta_rad), math.sin(theta_rad)
    return [[c, -s], [s, c]]


def homogeneous(pose: Pose) -> Matrix:
    """The 3x3 matrix that carries [x, y, 1] from the frame posed at `pose` into the world."""
    x, y, theta = pose
    c, s = math.cos(theta), math.sin(theta)
    return [[c, -s, x], [s, c, y], [0.0, 0.0, 1.0]]


def pose_of(transform: Sequence[Sequence[float]]) -> Pose:
    """The pose a 3x3 homogeneous transform stands for, heading in (-pi, pi]."""
    return transform[0][2], transform[1][2], wrap(math.atan2(transform[1][0], transform[0][0]))


def matmul(a: Sequence[Sequence[float]], b: Sequence[Sequence[float]]) -> Matrix:
    """The product A B of an n x m and an m x p matrix (lists of rows): n x p.

    Entry (i, j) is row i of A times column j of B, summed over the shared size m = len(B).
    """
    if not a or not b or any(len(row) != len(b) for row in a) or any(len(row) != len(b[0]) for row in b):
        raise ValueError("A's rows must be as long as B has rows, and B's rows all of one length")
    return [[sum((a[i][k] * b[k][j] for k in range(len(b))), 0.0) for j in range(len(b[0]))]
            for i in range(len(a))]
