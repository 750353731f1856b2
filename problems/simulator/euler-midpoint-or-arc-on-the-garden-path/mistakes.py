"""Euler, Midpoint or Arc on the Garden Path: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_follow`, with one step swapped for the wrong one.
"""

import math


def _euler(x, y, theta, ds, dtheta):
    return x + ds * math.cos(theta), y + ds * math.sin(theta)


def _midpoint(x, y, theta, ds, dtheta):
    return x + ds * math.cos(theta + dtheta / 2), y + ds * math.sin(theta + dtheta / 2)


def _arc(x, y, theta, ds, dtheta):
    if abs(dtheta) < 1e-9:
        return _midpoint(x, y, theta, ds, dtheta)
    radius = ds / dtheta
    return (x + radius * (math.sin(theta + dtheta) - math.sin(theta)),
            y - radius * (math.cos(theta + dtheta) - math.cos(theta)))


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        angle += 2 * math.pi
    elif angle > math.pi:
        angle -= 2 * math.pi
    return angle


def _follow(x, y, theta, steps, track, method, moves=None, centre=lambda l, r: (l + r) / 2,
            turn=lambda l, r, track: (r - l) / track, wrap=_wrap):
    move = dict({"euler": _euler, "midpoint": _midpoint, "arc": _arc}, **(moves or {}))[method]
    for left, right in steps:
        ds, dtheta = centre(left, right), turn(left, right, track)
        x, y = move(x, y, theta, ds, dtheta)
        theta += dtheta
    return (x, y, wrap(theta))


def euler_turns_first(x, y, theta, wheel_steps, track_width_m, method):
    def turned_euler(x, y, theta, ds, dtheta):
        return _euler(x, y, theta + dtheta, ds, dtheta)  # the NEW heading for the whole step

    return _follow(x, y, theta, wheel_steps, track_width_m, method, moves={"euler": turned_euler})


def midpoint_not_halved(x, y, theta, wheel_steps, track_width_m, method):
    def end_heading(x, y, theta, ds, dtheta):
        return x + ds * math.cos(theta + dtheta), y + ds * math.sin(theta + dtheta)  # not dtheta / 2

    return _follow(x, y, theta, wheel_steps, track_width_m, method, moves={"midpoint": end_heading})


def arc_y_sign_slip(x, y, theta, wheel_steps, track_width_m, method):
    def slipped_arc(x, y, theta, ds, dtheta):
        if abs(dtheta) < 1e-9:
            return _midpoint(x, y, theta, ds, dtheta)
        radius = ds / dtheta
        return (x + radius * (math.sin(theta + dtheta) - math.sin(theta)),
                y + radius * (math.cos(theta + dtheta) - math.cos(theta)))  # + where it must be -

    return _follow(x, y, theta, wheel_steps, track_width_m, method, moves={"arc": slipped_arc})


def _arc_guarded_by(is_straight):
    def arc(x, y, theta, ds, dtheta):
        if is_straight(dtheta):
            return _midpoint(x, y, theta, ds, dtheta)
        radius = ds / dtheta
        return (x + radius * (math.sin(theta + dtheta) - math.sin(theta)),
                y - radius * (math.cos(theta + dtheta) - math.cos(theta)))
    return arc


def straight_step_divides_by_zero(x, y, theta, wheel_steps, track_width_m, method):
    unguarded = _arc_guarded_by(lambda dtheta: False)  # ds / 0 on a straight step
    return _follow(x, y, theta, wheel_steps, track_width_m, method, moves={"arc": unguarded})


def exact_zero_guard_only(x, y, theta, wheel_steps, track_width_m, method):
    only_zero = _arc_guarded_by(lambda dtheta: dtheta == 0)  # a radius of 1e11 m loses the digits
    return _follow(x, y, theta, wheel_steps, track_width_m, method, moves={"arc": only_zero})


def turn_sign_swapped(x, y, theta, wheel_steps, track_width_m, method):
    return _follow(x, y, theta, wheel_steps, track_width_m, method, turn=lambda l, r, track: (l - r) / track)


def heading_not_wrapped(x, y, theta, wheel_steps, track_width_m, method):
    return _follow(x, y, theta, wheel_steps, track_width_m, method, wrap=lambda angle: angle)


def centre_travel_not_halved(x, y, theta, wheel_steps, track_width_m, method):
    return _follow(x, y, theta, wheel_steps, track_width_m, method, centre=lambda l, r: l + r)
