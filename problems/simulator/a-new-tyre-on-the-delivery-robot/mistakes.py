"""A New Tyre on the Delivery Robot: the wrong code a learner writes, one mistake per function.

Each mistake is the plain prediction (`_drift`) with one part done the wrong way.
"""

import math


def _arc_end(d_left, d_right, track):
    distance, turn = (d_left + d_right) / 2, (d_right - d_left) / track
    if turn == 0:
        return distance, 0.0, 0.0
    radius = distance / turn
    return radius * math.sin(turn), radius * (1 - math.cos(turn)), turn


def _straight_line_end(d_left, d_right, track):
    # the whole run along the starting heading, as if it were one Euler step
    return (d_left + d_right) / 2, 0.0, (d_right - d_left) / track


def _arc_end_without_straight_case(d_left, d_right, track):
    distance, turn = (d_left + d_right) / 2, (d_right - d_left) / track
    radius = distance / turn                 # ZeroDivisionError when the run is straight
    return radius * math.sin(turn), radius * (1 - math.cos(turn)), turn


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle > math.pi:
        return angle - 2 * math.pi
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle


def _drift(left_ticks, right_ticks, ticks_per_rev, wheel_radius, track, scale_left, scale_right,
           true_track, *, end=_arc_end, odometry_scales=(1.0, 1.0), true_scales=None, tracks=None,
           wrap=_wrap, sign=1):
    per_tick = 2 * math.pi * wheel_radius / ticks_per_rev
    d_left, d_right = left_ticks * per_tick, right_ticks * per_tick
    odo_track, real_track = tracks or (track, true_track)
    true_left, true_right = true_scales or (scale_left, scale_right)
    odo = end(d_left * odometry_scales[0], d_right * odometry_scales[1], odo_track)
    true = end(d_left * true_left, d_right * true_right, real_track)
    return (sign * (true[0] - odo[0]), sign * (true[1] - odo[1]), wrap(sign * (true[2] - odo[2])))


def scales_in_the_odometry(*args):
    # the encoders cannot see the tyres, but this odometry "knows" how big they really are
    return _drift(*args, odometry_scales=(args[5], args[6]))


def believed_track_in_the_truth(*args):
    # the robot is taken to turn about the track width the software believes
    return _drift(*args, tracks=(args[4], args[4]))


def tracks_swapped(*args):
    # odometry with the true track, the truth with the believed one
    return _drift(*args, tracks=(args[7], args[4]))


def scale_divides(*args):
    # "a bigger tyre needs fewer turns", so the true distance is divided by the scale
    return _drift(*args, true_scales=(1 / args[5], 1 / args[6]))


def straight_line_not_arc(*args):
    # both runs moved along the starting heading: the heading changes, the path does not bend
    return _drift(*args, end=_straight_line_end)


def no_straight_case(*args):
    # R = distance / turn with no special case for a straight run
    return _drift(*args, end=_arc_end_without_straight_case)


def odometry_minus_truth(*args):
    # the gap taken the other way round: what odometry says minus where the robot is
    return _drift(*args, sign=-1)


def heading_error_not_wrapped(*args):
    # the raw difference of the two turns, which can be several turns' worth
    return _drift(*args, wrap=lambda angle: angle)
