"""Every Joint of the Desk Lamp: the reference is the shared chain walk of reference.arm."""

import math

from reference.arm import hand_heading, joint_points

MAX_LINKS = 6


def lamp_joints(lengths, angles):
    return joint_points(lengths, angles), hand_heading(angles)


def generate(rng):
    """1 to 6 links of 5 to 45 cm; relative angles in (-pi, pi], so the shade's heading often
    passes half a turn or more and has to be wrapped. Rounded for reading."""
    links = rng.randint(1, MAX_LINKS)
    lengths = [round(rng.uniform(0.05, 0.45), 3) for _ in range(links)]
    angles = [round(rng.uniform(-math.pi, math.pi), 4) for _ in range(links)]
    return [lengths, angles]
