"""The Vacuum Turns to Face Its Dock: the reference is reference.encoders.spin_ticks.

The statement gives the wheels' DIAMETER (as a datasheet does); the shared code takes the radius.
"""

import math

from reference.angles import wrap
from reference.encoders import metres_to_ticks, spin_ticks

TICKS_PER_REV = (100, 256, 360, 500, 512, 1000, 1024, 2048, 4096)
HALF_TICK_CLEARANCE = 1e-6   # a drawn turn never lands this close to half a tick, where round() tips
HALF_TURN_CLEARANCE_RAD = 1e-6  # nor this close to +-pi, where the shorter way round flips


def ticks_to_face(current, target, ticks_per_rev, wheel_diameter, track):
    return spin_ticks(current, target, ticks_per_rev, wheel_diameter / 2, track)


def generate(rng):
    """A current heading that is a running total in [-12, 12], a target in (-pi, pi]; encoders of
    100 to 4096 ticks, wheels 3 to 12 cm across, 15 to 45 cm apart."""
    while True:
        current, target = round(rng.uniform(-12, 12), 3), round(rng.uniform(-math.pi, math.pi), 3)
        ticks_per_rev = rng.choice(TICKS_PER_REV)
        diameter, track = round(rng.uniform(0.03, 0.12), 3), round(rng.uniform(0.15, 0.45), 3)
        turn = wrap(target - current)
        exact_ticks = metres_to_ticks(turn * track / 2, ticks_per_rev, diameter / 2)
        if (abs(abs(exact_ticks - math.floor(exact_ticks)) - 0.5) > HALF_TICK_CLEARANCE
                and math.pi - abs(turn) > HALF_TURN_CLEARANCE_RAD):
            return [current, target, ticks_per_rev, diameter, track]
