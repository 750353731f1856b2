"""Dead Reckoning in the Orchard: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_reckon`, with one step swapped for the wrong one.
"""

import math


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _arc(x, y, theta, d, dtheta):
    if dtheta == 0:
        return x + d * math.cos(theta), y + d * math.sin(theta)
    radius = d / dtheta
    return (x + radius * (math.sin(theta + dtheta) - math.sin(theta)),
            y - radius * (math.cos(theta + dtheta) - math.cos(theta)))


def _reckon(start, reports, ticks_per_rev, wheel_radius, track, move=_arc, turn_first=False,
            wrap_each=False, report=_wrap):
    x, y, theta = start
    per_tick = 2 * math.pi * wheel_radius / ticks_per_rev
    for left_ticks, right_ticks in reports:
        left, right = left_ticks * per_tick, right_ticks * per_tick
        d, dtheta = (left + right) / 2, (right - left) / track
        if turn_first:
            theta += dtheta
        x, y = move(x, y, theta, d, dtheta)
        if not turn_first:
            theta += dtheta
        if wrap_each:
            theta = _wrap(theta)
    return (x, y, report(theta), theta - start[2])


def heading_before_position(start, reports, ticks_per_rev, wheel_radius, track):
    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, turn_first=True)


def wrapped_every_report(start, reports, ticks_per_rev, wheel_radius, track):
    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, wrap_each=True)


def divides_by_zero_turn(start, reports, ticks_per_rev, wheel_radius, track):
    def always_an_arc(x, y, theta, d, dtheta):
        radius = d / dtheta  # ZeroDivisionError on a straight report
        return (x + radius * (math.sin(theta + dtheta) - math.sin(theta)),
                y - radius * (math.cos(theta + dtheta) - math.cos(theta)))

    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, move=always_an_arc)


def whole_report_on_old_heading(start, reports, ticks_per_rev, wheel_radius, track):
    def straight_chord(x, y, theta, d, dtheta):
        return x + d * math.cos(theta), y + d * math.sin(theta)  # the Euler shortcut

    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, move=straight_chord)


def heading_not_wrapped(start, reports, ticks_per_rev, wheel_radius, track):
    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, report=lambda theta: theta)
