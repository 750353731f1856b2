"""Dead Reckoning in the Orchard: the reference is reference.odometry.dead_reckon (exact arcs from
reference.unicycle, ticks converted by reference.encoders), the heading wrapped once at the end."""

import math

from reference.angles import wrap
from reference.odometry import dead_reckon

TICKS_PER_REV = (256, 360, 400, 500, 512, 1000, 1024, 2048)
WRAP_EDGE_CLEARANCE_RAD = 1e-6  # a drawn run never ends this close to +-pi, where the wrap flips


def dead_reckoning(start, reports, ticks_per_rev, wheel_radius, track):
    x, y, theta = dead_reckon(start, reports, ticks_per_rev, wheel_radius, track)
    return (x, y, wrap(theta), theta - start[2])


def generate(rng):
    """A start anywhere in a 20 m square, facing anywhere in (-pi, pi]; 0 to 40 reports in runs
    of straight driving, bends either way, spins on the spot, reversing and pauses; encoders of
    256 to 2048 ticks, wheels 3 to 15 cm in radius, 25 to 70 cm apart."""
    while True:
        ticks_per_rev = rng.choice(TICKS_PER_REV)
        radius, track = round(rng.uniform(0.03, 0.15), 3), round(rng.uniform(0.25, 0.7), 3)
        start = [round(rng.uniform(-10, 10), 2), round(rng.uniform(-10, 10), 2),
                 round(rng.uniform(-math.pi, math.pi), 3)]
        reports = _reports(rng, ticks_per_rev, rng.randint(0, 40))
        args = [start, reports, ticks_per_rev, radius, track]
        heading = dead_reckoning(*args)[2]
        if math.pi - abs(heading) > WRAP_EDGE_CLEARANCE_RAD:
            return args


def _reports(rng, ticks_per_rev, count):
    reports = []
    most = ticks_per_rev // 2
    while len(reports) < count:
        kind = rng.random()
        left = rng.randint(-most // 3, most)
        if kind < 0.3:
            right = left                     # straight
        elif kind < 0.45:
            right = -left                    # a spin on the spot
        elif kind < 0.5:
            left = right = 0                 # a pause
        else:
            right = left + rng.randint(-most // 2, most // 2)  # a bend
        reports += [[left, right]] * rng.randint(1, 5)
    return reports[:count]
