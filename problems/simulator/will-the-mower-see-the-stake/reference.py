"""Will the Mower See the Stake?: reference.sim's RangeSensor with a cone of rays, one stake at a
time in an open field (reference.sim_practice.fidelity.cone_range)."""

import math

from reference.sim_practice.fidelity import cone_range

DUST = 1e-9     # a drawn case must answer the same for a stake a hair thinner or thicker


def stake_ranges(fov, n_rays, max_range, radius, stakes):
    return [cone_range(fov, n_rays, max_range, (cx, cy, radius)) for cx, cy in stakes]


def clear_of_dust(args):
    """True when no answer hangs on float rounding: no ray grazes a stake and no hit lies on the
    maximum range, so a stake a hair thinner or thicker is seen, or missed, the same way."""
    fov, n_rays, max_range, radius, stakes = args
    nominal = stake_ranges(*args)
    for nudged_radius in (radius * (1 - DUST), radius * (1 + DUST)):
        nudged = stake_ranges(fov, n_rays, max_range, nudged_radius, stakes)
        if any((a is None) != (b is None) or (a is not None and abs(a - b) > 1e-6)
               for a, b in zip(nominal, nudged)):
            return False
    return True


def generate(rng):
    """A cone of 0 to 70 degrees with 1 to 31 rays; 1 to 12 stakes of 5 mm to 10 cm radius,
    0.3 to 4.5 m away, most of them inside the cone or just outside it, a few behind."""
    while True:
        args = _draw(rng)
        if clear_of_dust(args):
            return args


def _draw(rng):
    n_rays = rng.choice((1, 1, 3, 5, 9, 11, 21, 31, rng.randint(2, 31)))
    fov = 0.0 if n_rays == 1 and rng.random() < 0.3 else round(rng.uniform(0.05, 1.2), 3)
    radius = round(rng.uniform(0.005, 0.1), 3)
    max_range = round(rng.uniform(1.0, 4.0), 2)
    stakes = []
    for _ in range(rng.randint(1, 12)):
        distance = rng.uniform(0.3, 4.5)
        bearing = rng.uniform(-0.6 * fov - 0.05, 0.6 * fov + 0.05)
        if rng.random() < 0.05:
            bearing += math.pi                               # behind the mower
        stakes.append([round(distance * math.cos(bearing), 3), round(distance * math.sin(bearing), 3)])
    return [fov, n_rays, max_range, radius, stakes]
