"""Telling the Motors What to Do: the wrong code a learner writes, one mistake per function."""


def full_track_not_half(v, omega, track, wheel_radius):
    left, right = v - omega * track, v + omega * track  # each wheel is only track / 2 away
    return (left / wheel_radius, right / wheel_radius)


def faster_wheel_inside(v, omega, track, wheel_radius):
    left, right = v + omega * track / 2, v - omega * track / 2  # turning left speeds up the left wheel
    return (left / wheel_radius, right / wheel_radius)


def multiplied_by_radius(v, omega, track, wheel_radius):
    left, right = v - omega * track / 2, v + omega * track / 2
    return (left * wheel_radius, right * wheel_radius)  # floor speed = r * spin, so spin = floor / r
