"""Trust, Then Check the Hand: the reference is reference.arm_ik.lands_on_target, per candidate.

Random candidates are built to land at chosen distances and places around the target (exact
solutions, some a full turn off; rounded ones; mixed branches; points near the corners of the
tolerance's square); none lands within BOUNDARY_CLEARANCE_M of the tolerance itself, where
rounding dust could decide.
"""

import math

from reference.arm_ik import hand_miss_m, lands_on_target, two_link_solutions
from reference.ik_cases import interior_distance, point_at, random_links

TOLERANCES_M = (0.001, 0.002, 0.005, 0.01, 0.02)
BOUNDARY_CLEARANCE_M = 1e-7


def check_candidates(l1, l2, x, y, candidates, tolerance_m):
    return [lands_on_target(l1, l2, tuple(q), x, y, tolerance_m) for q in candidates]


def generate(rng):
    """An arm, a target inside its ring, a tolerance and 2 to 7 candidates of mixed kinds."""
    l1, l2 = random_links(rng)
    x, y = point_at(interior_distance(rng, l1, l2), rng.uniform(-math.pi, math.pi))
    tolerance_m = rng.choice(TOLERANCES_M)
    candidates = []
    for _ in range(rng.randint(2, 7)):
        candidate = _candidate(rng, l1, l2, x, y, tolerance_m)
        if candidate and abs(hand_miss_m(l1, l2, candidate, x, y) - tolerance_m) > BOUNDARY_CLEARANCE_M:
            candidates.append([round(angle, 6) for angle in candidate])
    return [l1, l2, x, y, candidates, tolerance_m]


def _candidate(rng, l1, l2, x, y, tolerance_m):
    (up, down) = two_link_solutions(l1, l2, x, y)
    kind = rng.randrange(5)
    if kind == 0:  # an exact answer, perhaps a whole turn away from the wrapped one
        t1, t2 = rng.choice((up, down))
        return t1 + rng.choice((0, 0, 2 * math.pi, -2 * math.pi)), t2
    if kind == 1:  # rounded by a careless solver
        return tuple(round(angle, rng.choice((1, 2, 3))) for angle in rng.choice((up, down)))
    if kind == 2:  # the shoulder of one branch with the elbow of the other
        return up[0], down[1]
    if kind == 3:  # landing near a corner of the square of side 2 * tolerance
        offset = (rng.choice((-1, 1)) * tolerance_m * rng.uniform(0.75, 0.99),
                  rng.choice((-1, 1)) * tolerance_m * rng.uniform(0.75, 0.99))
    else:          # landing a chosen distance away in any direction
        offset = point_at(tolerance_m * rng.uniform(0.2, 4.0), rng.uniform(-math.pi, math.pi), digits=None)
    near = two_link_solutions(l1, l2, x + offset[0], y + offset[1])
    return rng.choice(near) if near else None
