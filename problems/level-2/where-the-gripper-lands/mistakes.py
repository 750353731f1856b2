"""Where the Gripper Lands: the wrong code a learner writes, one mistake per function."""

import math


def t2_read_as_absolute(l1, l2, t1, t2):
    elbow_x, elbow_y = l1 * math.cos(t1), l1 * math.sin(t1)
    return (elbow_x + l2 * math.cos(t2), elbow_y + l2 * math.sin(t2))  # t2 measured from +x


def radians_converted_again(l1, l2, t1, t2):
    t1, t2 = math.radians(t1), math.radians(t2)  # the inputs were radians already
    heading = t1 + t2
    return (l1 * math.cos(t1) + l2 * math.cos(heading), l1 * math.sin(t1) + l2 * math.sin(heading))


def cos_and_sin_swapped(l1, l2, t1, t2):
    heading = t1 + t2
    return (l1 * math.sin(t1) + l2 * math.sin(heading), l1 * math.cos(t1) + l2 * math.cos(heading))
