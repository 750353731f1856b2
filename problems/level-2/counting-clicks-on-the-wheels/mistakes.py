"""Counting Clicks on the Wheels: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution with one step swapped for the wrong one.
"""

import math


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _motion(left_m, right_m, track):
    return ((left_m + right_m) / 2, (right_m - left_m) / track)


def diameter_not_radius(left_ticks, right_ticks, ticks_per_rev, wheel_diameter, track):
    per_tick = 2 * math.pi * wheel_diameter / ticks_per_rev  # 2 pi times the diameter: twice the circumference
    return _motion(left_ticks * per_tick, right_ticks * per_tick, track)


def floor_division(left_ticks, right_ticks, ticks_per_rev, wheel_diameter, track):
    circumference = math.pi * wheel_diameter
    left_m = left_ticks // ticks_per_rev * circumference  # whole revolutions only, floored
    right_m = right_ticks // ticks_per_rev * circumference
    return _motion(left_m, right_m, track)


def turn_wrapped(left_ticks, right_ticks, ticks_per_rev, wheel_diameter, track):
    per_tick = math.pi * wheel_diameter / ticks_per_rev
    travel, turn = _motion(left_ticks * per_tick, right_ticks * per_tick, track)
    return (travel, _wrap(turn))  # a change is not a heading: this loses whole turns


def left_minus_right(left_ticks, right_ticks, ticks_per_rev, wheel_diameter, track):
    per_tick = math.pi * wheel_diameter / ticks_per_rev
    left_m, right_m = left_ticks * per_tick, right_ticks * per_tick
    return ((left_m + right_m) / 2, (left_m - right_m) / track)  # left turns come out negative
