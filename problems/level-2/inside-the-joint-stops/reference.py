"""Inside the Joint Stops: the reference is reference.joint_limits.program_path."""

import math

from reference.joint_limits import program_path

MAX_POSES = 8


def check_program(lengths, stops, poses):
    return program_path(lengths, stops, poses)


def generate(rng):
    """2 to 4 joints with links of 10 cm to 1 m and stops anywhere in [-4, 4] rad around 0; 0 to 8
    poses whose angles are mostly inside the stops, sometimes exactly on one, just beyond one, or
    a full turn away (the same direction, another winding)."""
    joints = rng.randint(2, 4)
    lengths = [round(rng.uniform(0.1, 1.0), 3) for _ in range(joints)]
    stops = [[round(rng.uniform(-4.0, -0.3), 2), round(rng.uniform(0.3, 4.0), 2)] for _ in range(joints)]
    poses = [[_angle(rng, lo, hi) for lo, hi in stops] for _ in range(rng.randint(0, MAX_POSES))]
    return [lengths, stops, poses]


def _angle(rng, lo, hi):
    roll = rng.random()
    if roll < 0.08:
        return rng.choice((lo, hi))
    if roll < 0.14:
        return round(rng.uniform(lo, hi) + rng.choice((-2, 2)) * math.pi, 2)
    if roll < 0.2:
        return round(rng.choice((lo - rng.uniform(0.01, 1.0), hi + rng.uniform(0.01, 1.0))), 2)
    return round(rng.uniform(lo, hi), 2)
