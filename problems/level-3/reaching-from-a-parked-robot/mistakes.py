"""Reaching From a Parked Robot: the wrong code a learner writes, one mistake per function.

A learner's program: standard library only. `_solve` is a correct two-link solver for a target
seen from the shoulder; each mistake gets that target (or t1) the wrong way.
"""

import math

MARGIN = 1e-9


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _solve(l1, l2, x, y, shoulder_offset_rad=0.0):
    r = math.hypot(x, y)
    if r > l1 + l2 + MARGIN or r < abs(l1 - l2) - MARGIN:
        return []
    if abs(r - (l1 + l2)) <= MARGIN:
        bends = [0.0]
    elif abs(r - abs(l1 - l2)) <= MARGIN:
        bends = [math.pi]
    else:
        b = math.acos(max(-1.0, min(1.0, (r * r - l1 * l1 - l2 * l2) / (2 * l1 * l2))))
        bends = [-b, b]
    return [(_wrap(shoulder_offset_rad + math.atan2(y, x) - math.atan2(l2 * math.sin(t2), l1 + l2 * math.cos(t2))), t2)
            for t2 in bends]


def _turn(x, y, angle):
    c, s = math.cos(angle), math.sin(angle)
    return c * x - s * y, s * x + c * y


def rotate_before_shift(robot, mount, l1, l2, target):
    X, Y, theta = robot
    rx, ry = _turn(target[0], target[1], -theta)  # turned about the world's origin first
    return _solve(l1, l2, rx - X - mount[0], ry - Y - mount[1])


def rotate_by_plus_theta(robot, mount, l1, l2, target):
    X, Y, theta = robot
    rx, ry = _turn(target[0] - X, target[1] - Y, theta)
    return _solve(l1, l2, rx - mount[0], ry - mount[1])


def mount_subtracted_in_world(robot, mount, l1, l2, target):
    X, Y, theta = robot
    rx, ry = _turn(target[0] - X - mount[0], target[1] - Y - mount[1], -theta)
    return _solve(l1, l2, rx, ry)


def mount_ignored(robot, mount, l1, l2, target):
    X, Y, theta = robot
    rx, ry = _turn(target[0] - X, target[1] - Y, -theta)
    return _solve(l1, l2, rx, ry)


def t1_from_world_x(robot, mount, l1, l2, target):
    X, Y, theta = robot
    rx, ry = _turn(target[0] - X, target[1] - Y, -theta)
    return _solve(l1, l2, rx - mount[0], ry - mount[1], shoulder_offset_rad=theta)
