"""A New Tyre on the Delivery Robot: truth minus odometry over one arc, each computed with the
simulator's own exact arc (reference.sim_practice.drift.predicted_drift)."""

import math

from reference.sim_practice.drift import predicted_drift

WRAP_EDGE_CLEARANCE_RAD = 1e-6   # a drawn heading error keeps off +-pi, where dust would flip its sign


def tyre_drift(left_ticks, right_ticks, ticks_per_rev, wheel_radius, track, scale_left, scale_right,
               true_track):
    return predicted_drift(left_ticks, right_ticks, ticks_per_rev, wheel_radius, track, scale_left,
                           scale_right, true_track)


def generate(rng):
    """A run of 0.2 to 6 m straight, along a curve, or a spin of up to 12 turns, reversing at times;
    tyres up to 4 % off and tracks up to 8 % off (sometimes exact)."""
    while True:
        args = _draw(rng)
        if abs(abs(tyre_drift(*args)[2]) - math.pi) > WRAP_EDGE_CLEARANCE_RAD:
            return args


def _draw(rng):
    ticks_per_rev = rng.choice((360, 500, 600, 1024, 2048))
    wheel_radius = round(rng.uniform(0.02, 0.06), 4)
    track = round(rng.uniform(0.1, 0.4), 3)
    per_metre = ticks_per_rev / (2 * math.pi * wheel_radius)
    kind = rng.random()
    if kind < 0.4:                                       # "straight": equal counts
        left = right = round(rng.uniform(0.2, 6.0) * per_metre)
    elif kind < 0.75:                                    # a curve
        left = round(rng.uniform(0.2, 4.0) * per_metre)
        right = round(left * rng.uniform(0.5, 1.5))
    else:                                                # a spin on the spot
        right = round(track / 2 * rng.uniform(0.5, 12.0) * 2 * math.pi * per_metre)
        left = -right
    if rng.random() < 0.2:
        left, right = -left, -right
    scale_left, scale_right = (rng.choice((1.0, round(rng.uniform(0.96, 1.04), 4))) for _ in range(2))
    true_track = rng.choice((track, round(track * rng.uniform(0.92, 1.08), 4)))
    return [left, right, ticks_per_rev, wheel_radius, track, scale_left, scale_right, true_track]
