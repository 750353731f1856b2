"""Filming a Reflector on a Bicycle Wheel: the reference is reference.rays.rolling_wheel_point, once
per frame."""

import math

from reference.rays import rolling_wheel_point


def reflector_track(hub_x, wheel_radius, spoke, start_angle, speed, times):
    return [list(rolling_wheel_point(hub_x, wheel_radius, spoke, start_angle, speed, t)) for t in times]


def generate(rng):
    """A wheel of radius 0.25 to 0.36 m, the reflector 0.05 m from the hub up to the rim, any start
    angle, a speed of 0.5 to 8 m/s (now and then 0), 3 to 10 frames in increasing order over up to 2 s."""
    radius = round(rng.uniform(0.25, 0.36), 3)
    spoke = round(rng.uniform(0.05, radius), 3) if rng.random() < 0.8 else radius
    speed = 0.0 if rng.random() < 0.05 else round(rng.uniform(0.5, 8.0), 2)
    times = sorted(round(rng.uniform(0.0, 2.0), 3) for _ in range(rng.randint(3, 10)))
    return [round(rng.uniform(-2.0, 2.0), 2), radius, spoke, round(rng.uniform(-math.pi, math.pi), 3), speed, times]
