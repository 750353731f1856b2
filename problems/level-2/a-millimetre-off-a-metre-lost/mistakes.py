"""A Millimetre Off, a Metre Lost: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_drift`, with one step swapped for the wrong one.
"""

import math


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _report(pose, left_ticks, right_ticks, ticks_per_rev, calibration):
    x, y, theta = pose
    wheel_radius, track = calibration
    per_tick = 2 * math.pi * wheel_radius / ticks_per_rev
    left, right = left_ticks * per_tick, right_ticks * per_tick
    d, dtheta = (left + right) / 2, (right - left) / track
    if dtheta == 0:
        return (x + d * math.cos(theta), y + d * math.sin(theta), theta)
    radius = d / dtheta
    return (x + radius * (math.sin(theta + dtheta) - math.sin(theta)),
            y - radius * (math.cos(theta + dtheta) - math.cos(theta)), theta + dtheta)


def _gap(true_pose, believed_pose):
    return math.hypot(believed_pose[0] - true_pose[0], believed_pose[1] - true_pose[1])


def _is_new(first, index):
    return first is None


def _drift(reports, ticks_per_rev, true_calibration, believed_calibration, tolerance,
           too_far=lambda t, b, tolerance: _gap(t, b) > tolerance, still_unset=_is_new,
           heading_error=lambda t, b: _wrap(b[2] - t[2])):
    true_pose = believed_pose = (0.0, 0.0, 0.0)
    first = None
    for index, (left_ticks, right_ticks) in enumerate(reports):
        true_pose = _report(true_pose, left_ticks, right_ticks, ticks_per_rev, true_calibration)
        believed_pose = _report(believed_pose, left_ticks, right_ticks, ticks_per_rev, believed_calibration)
        if too_far(true_pose, believed_pose, tolerance) and still_unset(first, index):
            first = index
    return (first, _gap(true_pose, believed_pose), heading_error(true_pose, believed_pose))


def headings_not_positions(reports, ticks_per_rev, true_calibration, believed_calibration, tolerance):
    def headings_apart(t, b, tolerance):
        return abs(_wrap(b[2] - t[2])) > tolerance  # the question was a distance

    return _drift(reports, ticks_per_rev, true_calibration, believed_calibration, tolerance, too_far=headings_apart)


def each_heading_wrapped(reports, ticks_per_rev, true_calibration, believed_calibration, tolerance):
    def difference_of_wrapped(t, b):
        return _wrap(b[2]) - _wrap(t[2])  # near +-pi this is close to 2 pi, not small

    return _drift(reports, ticks_per_rev, true_calibration, believed_calibration, tolerance,
                  heading_error=difference_of_wrapped)


def if_not_first(reports, ticks_per_rev, true_calibration, believed_calibration, tolerance):
    def falsy(first, index):
        return not first  # index 0 is falsy too, so a later report overwrites it

    return _drift(reports, ticks_per_rev, true_calibration, believed_calibration, tolerance, still_unset=falsy)


def reaching_counts_as_exceeding(reports, ticks_per_rev, true_calibration, believed_calibration, tolerance):
    def at_least(t, b, tolerance):
        return _gap(t, b) >= tolerance  # a gap equal to the tolerance does not exceed it

    return _drift(reports, ticks_per_rev, true_calibration, believed_calibration, tolerance, too_far=at_least)
