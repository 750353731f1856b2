"""How the Hand Answers Each Joint: the reference is reference.jacobian.jacobian.

Judged entry by entry within an absolute 1e-6 (any correct method, analytic or a fine numerical
difference, passes); the shape must be 2 rows of n, so a transpose is named as such.
"""

import math

from reference.jacobian import jacobian
from reference.jacobian_answers import matrix_problem

TOLERANCE = 1e-6


def hand_jacobian(lengths, angles):
    return jacobian(lengths, angles)


def generate(rng):
    """1 to 8 links of 0.05 to 3 m (mostly 2 or 3); relative angles mostly in (-pi, pi], some a
    straight (0) or folded (pi) joint, some beyond a full turn."""
    n = rng.choice([1, 2, 2, 2, 3, 3, 4, 5, 6, 8])
    lengths = [round(rng.uniform(0.05, 3.0), 2) for _ in range(n)]
    angles = []
    for _ in range(n):
        kind = rng.random()
        if kind < 0.1:
            angles.append(0.0)
        elif kind < 0.15:
            angles.append(math.pi)
        elif kind < 0.25:
            angles.append(round(rng.uniform(-9.0, 9.0), 3))
        else:
            angles.append(round(rng.uniform(-math.pi, math.pi), 3))
    return [lengths, angles]


def check(args, expected, got):
    problem = matrix_problem(expected, got, TOLERANCE)
    return (problem is None), problem or ""
