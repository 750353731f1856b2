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


def _body(left, right, track):
    return (left + right) / 2, (right - left) / track


def _total(theta, start_theta, turns):
    return theta - start_theta


def _reckon(start, reports, ticks_per_rev, wheel_radius, track, move=_arc, turn_first=False,
            wrap_each=False, report=_wrap, body=_body, rolled=2 * math.pi, total=_total,
            skip=lambda d, dtheta: False):
    x, y, theta = start
    per_tick = rolled * wheel_radius / ticks_per_rev
    turns = []
    for left_ticks, right_ticks in reports:
        left, right = left_ticks * per_tick, right_ticks * per_tick
        d, dtheta = body(left, right, track)
        if skip(d, dtheta):
            continue
        turns.append(dtheta)
        if turn_first:
            theta += dtheta
        x, y = move(x, y, theta, d, dtheta)
        if not turn_first:
            theta += dtheta
        if wrap_each:
            theta = _wrap(theta)
    return (x, y, report(theta), total(theta, start[2], turns))


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


def travel_not_halved(start, reports, ticks_per_rev, wheel_radius, track):
    def summed(left, right, track):
        return left + right, (right - left) / track  # the midpoint's travel as the wheels' total

    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, body=summed)


def turn_sign_reversed(start, reports, ticks_per_rev, wheel_radius, track):
    def clockwise(left, right, track):
        return (left + right) / 2, (left - right) / track  # a left bend comes out negative

    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, body=clockwise)


def half_track_for_turn(start, reports, ticks_per_rev, wheel_radius, track):
    def half_apart(left, right, track):
        return (left + right) / 2, (right - left) / (track / 2)  # the wheels taken as half the track apart

    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, body=half_apart)


def revolution_rolls_one_radius(start, reports, ticks_per_rev, wheel_radius, track):
    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, rolled=1)  # not 2 pi r a turn


def turned_counts_sizes(start, reports, ticks_per_rev, wheel_radius, track):
    def sizes(theta, start_theta, turns):
        return sum(abs(turn) for turn in turns)  # a right turn adds too

    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, total=sizes)


def total_turn_wrapped(start, reports, ticks_per_rev, wheel_radius, track):
    def wrapped(theta, start_theta, turns):
        return _wrap(theta - start_theta)  # whole turns thrown away

    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, total=wrapped)


def wrapped_into_minus_pi_to_pi(start, reports, ticks_per_rev, wheel_radius, track):
    def half_open_the_other_way(angle):
        angle = math.fmod(angle + math.pi, 2 * math.pi)
        if angle < 0:
            angle += 2 * math.pi
        return angle - math.pi  # [-pi, pi): a heading of pi comes out as -pi

    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, report=half_open_the_other_way)


def arc_y_sign_flipped(start, reports, ticks_per_rev, wheel_radius, track):
    def y_added(x, y, theta, d, dtheta):
        if dtheta == 0:
            return x + d * math.cos(theta), y + d * math.sin(theta)
        radius = d / dtheta
        return (x + radius * (math.sin(theta + dtheta) - math.sin(theta)),
                y + radius * (math.cos(theta + dtheta) - math.cos(theta)))  # the y step's sign flipped

    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, move=y_added)


def no_reports_returns_start(start, reports, ticks_per_rev, wheel_radius, track):
    if not reports:
        return tuple(start)  # the pose alone, without the total turn
    return _reckon(start, reports, ticks_per_rev, wheel_radius, track)


def revolution_rolls_pi_r(start, reports, ticks_per_rev, wheel_radius, track):
    return _reckon(start, reports, ticks_per_rev, wheel_radius, track, rolled=math.pi)  # pi r, the radius taken as a diameter


def spin_skipped(start, reports, ticks_per_rev, wheel_radius, track):
    return _reckon(start, reports, ticks_per_rev, wheel_radius, track,
                   skip=lambda d, dtheta: d == 0)  # "the middle did not move, so nothing happened"
