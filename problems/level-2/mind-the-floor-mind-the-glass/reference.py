"""Mind the Floor, Mind the Glass: the reference is reference.geometry.glass_and_floor."""

import math

from reference.geometry import glass_and_floor, signed_distance

MIN_BASE_CLEARANCE_M = 0.05  # a generated glass line keeps this far from the base


def check_pose(lengths, angles, p, q):
    return glass_and_floor(lengths, angles, p, q)


def generate(rng):
    """An arm of 1 to 4 links of 0.2 to 1 m with relative angles in (-pi, pi) (the first often
    above the floor), and a glass line through two points at least 0.5 m apart, within 2.5 m of the
    base and at least MIN_BASE_CLEARANCE_M from it."""
    links = rng.randint(1, 4)
    lengths = [round(rng.uniform(0.2, 1.0), 2) for _ in range(links)]
    first = rng.uniform(0.1, math.pi - 0.1) if rng.random() < 0.8 else rng.uniform(-math.pi, math.pi)
    angles = [round(first, 3)] + [round(rng.uniform(-math.pi, math.pi), 3) for _ in range(links - 1)]
    while True:
        p = [round(rng.uniform(-2.5, 2.5), 2), round(rng.uniform(-2.5, 2.5), 2)]
        q = [round(rng.uniform(-2.5, 2.5), 2), round(rng.uniform(-2.5, 2.5), 2)]
        if math.dist(p, q) >= 0.5 and abs(signed_distance(p, q, (0.0, 0.0))) >= MIN_BASE_CLEARANCE_M:
            return [lengths, angles, p, q]
