"""Counting Clicks on the Wheels: the reference is reference.encoders.report_motion.

The statement gives the wheels' DIAMETER (as a datasheet does); the shared code takes the radius.
"""

from reference.encoders import report_motion

TICKS_PER_REV = (100, 256, 360, 500, 512, 1000, 1024, 2048, 4096)


def clicks_to_motion(left_ticks, right_ticks, ticks_per_rev, wheel_diameter, track):
    return report_motion(left_ticks, right_ticks, ticks_per_rev, wheel_diameter / 2, track)


def generate(rng):
    """Encoders of 100 to 4096 ticks per revolution, wheels 4 to 20 cm across, 15 to 60 cm apart;
    counts of up to three revolutions either way, some equal (straight), opposite (a spin) or zero."""
    ticks_per_rev = rng.choice(TICKS_PER_REV)
    diameter = round(rng.uniform(0.04, 0.2), 3)
    track = round(rng.uniform(0.15, 0.6), 3)
    left = rng.randint(-3 * ticks_per_rev, 3 * ticks_per_rev)
    shape = rng.random()
    if shape < 0.15:
        right = left
    elif shape < 0.3:
        right = -left
    elif shape < 0.4:
        left, right = 0, rng.randint(-3 * ticks_per_rev, 3 * ticks_per_rev)
    else:
        right = rng.randint(-3 * ticks_per_rev, 3 * ticks_per_rev)
    return [left, right, ticks_per_rev, diameter, track]
