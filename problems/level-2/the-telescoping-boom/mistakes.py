"""The Telescoping Boom: the wrong code a learner writes, one mistake per function."""

import math


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def slide_along_x(joints):
    x = y = heading = 0.0
    for kind, value, length in joints:
        if kind == "turn":
            heading += value
            x += length * math.cos(heading)
            y += length * math.sin(heading)
        else:
            x += length + value  # a slide pushed along +x, whatever the boom's direction
    return (x, y, _wrap(heading))


def slide_resets_heading(joints):
    x = y = heading = 0.0
    for kind, value, length in joints:
        heading = heading + value if kind == "turn" else 0.0  # reads as (heading + value) if ... else 0.0
        reach = length + value if kind == "slide" else length
        x += reach * math.cos(heading)
        y += reach * math.sin(heading)
    return (x, y, _wrap(heading))


def heading_not_wrapped(joints):
    x = y = heading = 0.0
    for kind, value, length in joints:
        if kind == "turn":
            heading += value
            reach = length
        else:
            reach = length + value
        x += reach * math.cos(heading)
        y += reach * math.sin(heading)
    return (x, y, heading)  # the running sum, as it is
