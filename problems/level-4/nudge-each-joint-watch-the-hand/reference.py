"""Nudge Each Joint, Watch the Hand: the reference is reference.jacobian.arm_numerical_jacobian
(central differences with the given step) and largest_difference.

Judged against the ANALYTIC Jacobian (reference.jacobian.jacobian), not against our estimate: each
entry within L h^2 / 6 + 1e-9 (L the arm's total length, a bound on the central difference's
error), and the largest difference within the same of the true largest |J - claimed|. So any
correct central difference passes, and so does an exact Jacobian; a one-sided one does not.
"""

import math

from reference.ik_answers import finite_float
from reference.jacobian import arm_numerical_jacobian, central_difference_bound, jacobian, largest_difference
from reference.jacobian_answers import matrix_problem

ROUNDING_ALLOWANCE = 1e-9


def check_jacobian(lengths, angles, claimed, h):
    estimate = arm_numerical_jacobian(lengths, angles, h)
    return estimate, largest_difference(estimate, claimed)


def tolerance(lengths, h):
    return central_difference_bound(h, sum(lengths)) + ROUNDING_ALLOWANCE


def generate(rng):
    """1 to 6 links of 0.05 to 2 m, angles in (-pi, pi] (sometimes a straight joint), a step from
    1e-4 to 0.2 (log-uniform, sometimes exactly on an end), and a claim that is the true Jacobian
    rounded, or wrong in one entry, in a row's sign or by missing the outer links."""
    n = rng.choice([1, 2, 2, 3, 3, 4, 5, 6])
    lengths = [round(rng.uniform(0.05, 2.0), 2) for _ in range(n)]
    angles = [0.0 if rng.random() < 0.1 else round(rng.uniform(-math.pi, math.pi), 3) for _ in range(n)]
    h = rng.choice([1e-4, 0.2]) if rng.random() < 0.15 else float(f"{10 ** rng.uniform(-4, math.log10(0.2)):.2g}")
    return [lengths, angles, _claim(rng, lengths, angles), h]


def _claim(rng, lengths, angles):
    true = jacobian(lengths, angles)
    n, kind = len(angles), rng.random()
    claim = [[round(v, rng.randint(3, 6)) for v in row] for row in true]
    if kind < 0.3:
        return claim
    if kind < 0.6:
        r, c = rng.randrange(2), rng.randrange(n)
        claim[r][c] = round(claim[r][c] + rng.choice([-1, 1]) * rng.uniform(0.01, 1.0), 4)
    elif kind < 0.8:
        r = rng.randrange(2)
        claim[r] = [-v for v in claim[r]]
    else:
        own = [[-lengths[c] * math.sin(sum(angles[:c + 1])) for c in range(n)],
               [lengths[c] * math.cos(sum(angles[:c + 1])) for c in range(n)]]
        claim = [[round(v, 4) for v in row] for row in own]
    return claim


def check(args, expected, got):
    lengths, angles, claimed, h = args
    true = jacobian(lengths, angles)
    allowed = tolerance(lengths, h)
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a tuple (estimate, largest_difference)"
    problem = matrix_problem(true, got[0], allowed, what="the estimate")
    if problem:
        return False, problem
    difference = finite_float(got[1])
    if difference is None:
        return False, "largest_difference should be one finite number"
    if difference < 0:
        return False, "largest_difference is a largest ABSOLUTE difference, never negative"
    if not abs(difference - largest_difference(true, claimed)) <= allowed:
        return False, f"largest_difference is off by more than {allowed:.3g}"
    return True, ""
