"""Every Joint of the Desk Lamp: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the same walk,
`_walk`, with one step done the wrong way.
"""

import math


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _walk(lengths, angles, turn_first=True):
    x, y, heading = 0.0, 0.0, 0.0
    points = [(x, y)]
    for length, angle in zip(lengths, angles):
        if turn_first:
            heading += angle
        x += length * math.cos(heading)
        y += length * math.sin(heading)
        if not turn_first:
            heading += angle  # turned after walking: the first link always lies along +x
        points.append((x, y))
    return points, heading


def walks_before_turning(lengths, angles):
    points, heading = _walk(lengths, angles, turn_first=False)
    return points, _wrap(heading)


def base_left_out(lengths, angles):
    points, heading = _walk(lengths, angles)
    return points[1:], _wrap(heading)


def heading_not_wrapped(lengths, angles):
    return _walk(lengths, angles)  # the running sum, as it is


def modulo_one_liner_wrap(lengths, angles):
    points, heading = _walk(lengths, angles)
    return points, (heading + math.pi) % (2 * math.pi) - math.pi  # lands in [-pi, pi)


def atan2_wrap(lengths, angles):
    points, heading = _walk(lengths, angles)
    return points, math.atan2(math.sin(heading), math.cos(heading))  # can answer -pi


def wrap_corrects_once(lengths, angles):
    points, heading = _walk(lengths, angles)
    if heading > math.pi:
        heading -= 2 * math.pi  # one correction: not enough past one and a half turns
    elif heading <= -math.pi:
        heading += 2 * math.pi
    return points, heading
