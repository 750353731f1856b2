"""A Bumper Over the Front Half: the wrong code a learner writes, one mistake per function.

Each mistake is the plain bumper (`_bumper`) with one part done the wrong way.
"""

import math


def _wrap(angle):
    return math.atan2(math.sin(angle), math.cos(angle))


def _bumper(theta, arc, contacts, *, towards=lambda nx, ny: math.atan2(-ny, -nx), heading=True, wrap=_wrap,
            inside=lambda bearing, arc: abs(bearing) <= arc / 2, none_is_false=True):
    pressed = []
    for contact in contacts:
        if contact is None and none_is_false:
            pressed.append(False)
            continue
        nx, ny, _ = contact
        bearing = wrap(towards(nx, ny) - (theta if heading else 0.0))
        pressed.append(inside(bearing, arc))
    return pressed


def normal_taken_as_the_contact(*args):
    # the normal points from the obstacle TO the robot; this takes it as the way to the contact
    return _bumper(*args, towards=lambda nx, ny: math.atan2(ny, nx))


def heading_ignored(*args):
    # the contact's direction in the world, not relative to where the robot faces
    return _bumper(*args, heading=False)


def bearing_not_wrapped(*args):
    # a difference of two angles left as it is: it can be a full turn off
    return _bumper(*args, wrap=lambda angle: angle)


def edge_of_the_arc_excluded(*args):
    # a contact exactly at the end of the arc taken as outside it
    return _bumper(*args, inside=lambda bearing, arc: abs(bearing) < arc / 2)


def whole_arc_each_side(*args):
    # the arc's full width allowed on each side of the heading
    return _bumper(*args, inside=lambda bearing, arc: abs(bearing) <= arc)


def left_side_only_checked(*args):
    # no abs(): every contact to the right of the heading counts as pressed
    return _bumper(*args, inside=lambda bearing, arc: bearing <= arc / 2)


def no_contact_not_handled(*args):
    # None unpacked like a contact: the code crashes when nothing touches the robot
    return _bumper(*args, none_is_false=False)
