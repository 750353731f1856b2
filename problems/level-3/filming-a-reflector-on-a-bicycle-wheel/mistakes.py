"""Filming a Reflector on a Bicycle Wheel: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful track, `_track`, with one step done the wrong way."""

import math


def _turn(speed, t, wheel_radius, spoke):
    return -speed * t / wheel_radius  # rolling forwards turns the wheel clockwise


def _track(hub_x, wheel_radius, spoke, start_angle, speed, times, turn=_turn, hub=None,
           angle=lambda start, turned: start + turned):
    hub = hub or (lambda hub_x, wheel_radius, speed, t: (hub_x + speed * t, wheel_radius))
    points = []
    for t in times:
        hx, hy = hub(hub_x, wheel_radius, speed, t)
        a = angle(start_angle, turn(speed, t, wheel_radius, spoke))
        points.append([hx + spoke * math.cos(a), hy + spoke * math.sin(a)])
    return points


def turns_counter_clockwise(hub_x, wheel_radius, spoke, start_angle, speed, times):
    return _track(hub_x, wheel_radius, spoke, start_angle, speed, times,
                  turn=lambda speed, t, wheel_radius, spoke: speed * t / wheel_radius)


def start_angle_forgotten(hub_x, wheel_radius, spoke, start_angle, speed, times):
    return _track(hub_x, wheel_radius, spoke, start_angle, speed, times, angle=lambda start, turned: turned)


def turn_from_spoke_length(hub_x, wheel_radius, spoke, start_angle, speed, times):
    return _track(hub_x, wheel_radius, spoke, start_angle, speed, times,
                  turn=lambda speed, t, wheel_radius, spoke: -speed * t / spoke)


def hub_not_moving(hub_x, wheel_radius, spoke, start_angle, speed, times):
    return _track(hub_x, wheel_radius, spoke, start_angle, speed, times,
                  hub=lambda hub_x, wheel_radius, speed, t: (hub_x, wheel_radius))


def hub_on_the_ground(hub_x, wheel_radius, spoke, start_angle, speed, times):
    return _track(hub_x, wheel_radius, spoke, start_angle, speed, times,
                  hub=lambda hub_x, wheel_radius, speed, t: (hub_x + speed * t, 0.0))
