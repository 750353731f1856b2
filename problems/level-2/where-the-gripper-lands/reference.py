"""Where the Gripper Lands: the reference is the shared chain walk of reference.arm."""

import math

from reference.arm import hand_position


def gripper(l1, l2, t1, t2):
    return hand_position((l1, l2), (t1, t2))


def generate(rng):
    """Links of 5 cm to 2 m, relative joint angles anywhere in (-2 pi, 2 pi), rounded for reading."""
    l1, l2 = (round(rng.uniform(0.05, 2.0), 3) for _ in range(2))
    t1, t2 = (round(rng.uniform(-2 * math.pi, 2 * math.pi), 4) for _ in range(2))
    return [l1, l2, t1, t2]
