"""Laps Around the Fountain: the wrong code a learner writes, one mistake per function."""

import math


def negative_lap_time(v, radius, track, wheel_radius):
    omega = v / radius
    left, right = v - omega * track / 2, v + omega * track / 2
    return (2 * math.pi * radius / v, left / wheel_radius, right / wheel_radius)  # abs(radius) forgotten


def full_track_not_half(v, radius, track, wheel_radius):
    omega = v / radius
    left, right = v - omega * track, v + omega * track  # each wheel is only track / 2 away
    return (2 * math.pi * abs(radius) / v, left / wheel_radius, right / wheel_radius)


def faster_wheel_inside(v, radius, track, wheel_radius):
    omega = v / radius
    left, right = v + omega * track / 2, v - omega * track / 2  # the inner wheel gets the extra speed
    return (2 * math.pi * abs(radius) / v, left / wheel_radius, right / wheel_radius)


def multiplied_by_radius(v, radius, track, wheel_radius):
    omega = v / radius
    left, right = v - omega * track / 2, v + omega * track / 2
    return (2 * math.pi * abs(radius) / v, left * wheel_radius, right * wheel_radius)  # spin = floor / r
