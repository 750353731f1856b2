"""The Arm Rides Along: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful solver with one step done the wrong way."""

import math


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _arm(start_x, start_y, lengths, angles):
    x, y, heading = start_x, start_y, 0.0
    for length, angle in zip(lengths, angles):
        heading += angle
        x += length * math.cos(heading)
        y += length * math.sin(heading)
    return x, y, heading


def _rotate(x, y, theta):
    c, s = math.cos(theta), math.sin(theta)
    return c * x - s * y, s * x + c * y


def mount_not_rotated(robot, mount, lengths, angles):
    X, Y, theta = robot
    x, y, heading = _arm(0.0, 0.0, lengths, angles)  # the arm alone, from the mount
    wx, wy = _rotate(x, y, theta)
    return (X + mount[0] + wx, Y + mount[1] + wy, _wrap(theta + heading))  # mount added in world coordinates


def shift_before_rotate(robot, mount, lengths, angles):
    X, Y, theta = robot
    x, y, heading = _arm(mount[0], mount[1], lengths, angles)
    wx, wy = _rotate(x + X, y + Y, theta)  # shifted first, then rotated about the world's origin
    return (wx, wy, _wrap(theta + heading))


def rotation_signs_swapped(robot, mount, lengths, angles):
    X, Y, theta = robot
    x, y, heading = _arm(mount[0], mount[1], lengths, angles)
    c, s = math.cos(theta), math.sin(theta)
    return (X + x * c + y * s, Y - x * s + y * c, _wrap(theta + heading))  # turns by -theta


def theta_not_added_to_heading(robot, mount, lengths, angles):
    X, Y, theta = robot
    x, y, heading = _arm(mount[0], mount[1], lengths, angles)
    wx, wy = _rotate(x, y, theta)
    return (X + wx, Y + wy, _wrap(heading))  # the robot-frame heading reported as the world's


def heading_not_wrapped(robot, mount, lengths, angles):
    X, Y, theta = robot
    x, y, heading = _arm(mount[0], mount[1], lengths, angles)
    wx, wy = _rotate(x, y, theta)
    return (X + wx, Y + wy, theta + heading)
