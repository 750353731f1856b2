"""The Vacuum Turns to Face Its Dock: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_spin`, with one step swapped for the wrong one.
"""

import math


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _ticks(arc, circumference, ticks_per_rev):
    return round(arc / circumference * ticks_per_rev)


def _spin(current, target, ticks_per_rev, wheel_diameter, track, turn_of=lambda c, t: _wrap(t - c),
          arm=0.5, circumference_of=lambda d: math.pi * d, to_ticks=_ticks):
    arc = turn_of(current, target) * track * arm
    right = to_ticks(arc, circumference_of(wheel_diameter), ticks_per_rev)
    return (-right, right)


def diameter_not_radius(current, target, ticks_per_rev, wheel_diameter, track):
    return _spin(current, target, ticks_per_rev, wheel_diameter, track, circumference_of=lambda d: 2 * math.pi * d)


def floor_division(current, target, ticks_per_rev, wheel_diameter, track):
    def whole_revolutions(arc, circumference, ticks_per_rev):
        return round(arc // circumference * ticks_per_rev)  # the part revolution is dropped

    return _spin(current, target, ticks_per_rev, wheel_diameter, track, to_ticks=whole_revolutions)


def long_way_round(current, target, ticks_per_rev, wheel_diameter, track):
    return _spin(current, target, ticks_per_rev, wheel_diameter, track, turn_of=lambda c, t: t - c)


def full_track_radius(current, target, ticks_per_rev, wheel_diameter, track):
    return _spin(current, target, ticks_per_rev, wheel_diameter, track, arm=1.0)  # the wheels' circle has radius L


def rounded_too_early(current, target, ticks_per_rev, wheel_diameter, track):
    def revolutions_rounded(arc, circumference, ticks_per_rev):
        return round(arc / circumference) * ticks_per_rev  # whole revolutions, then ticks

    return _spin(current, target, ticks_per_rev, wheel_diameter, track, to_ticks=revolutions_rounded)


def half_turn_clockwise(current, target, ticks_per_rev, wheel_diameter, track):
    def modulo_wrap(c, t):
        return (t - c + math.pi) % (2 * math.pi) - math.pi  # lands in [-pi, pi): half a turn goes clockwise

    return _spin(current, target, ticks_per_rev, wheel_diameter, track, turn_of=modulo_wrap)
