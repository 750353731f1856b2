"""The Arm Rides Along: the reference is reference.frames.hand_in_world."""

import math

from reference.frames import hand_in_world as _hand_in_world


def hand_in_world(robot, mount, lengths, angles):
    return _hand_in_world(robot, mount, lengths, angles)


def generate(rng):
    """A robot anywhere within 5 m of the origin facing anywhere, a mount within 0.3 m of its
    centre, an arm of 1 to 4 links of 0.1 to 0.8 m with relative angles in (-pi, pi)."""
    robot = [round(rng.uniform(-5.0, 5.0), 2), round(rng.uniform(-5.0, 5.0), 2), round(rng.uniform(-math.pi, math.pi), 3)]
    mount = [round(rng.uniform(-0.3, 0.3), 2), round(rng.uniform(-0.3, 0.3), 2)]
    links = rng.randint(1, 4)
    lengths = [round(rng.uniform(0.1, 0.8), 2) for _ in range(links)]
    angles = [round(rng.uniform(-math.pi, math.pi), 3) for _ in range(links)]
    return [robot, mount, lengths, angles]
