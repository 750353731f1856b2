"""Where the Welder Loses a Direction: the reference is reference.jacobian (determinant_2x2 of the
Jacobian, singular_kind: |det| <= tol, then the sign of cos t2 names the kind).

The kind must match exactly, the determinant within 1e-9. The generator keeps |det| away from
tol by more than rounding, so two correct ways of computing det (the matrix, l1 l2 sin t2) never
classify a random pose differently; the named cases put det exactly on tol only where both ways
give exactly 0.
"""

import math

from reference.ik_answers import finite_float
from reference.jacobian import determinant_2x2, jacobian, singular_kind

DET_TOLERANCE = 1e-9
KINDS = ("regular", "stretched", "folded")
TOLERANCES = (1e-9, 1e-6, 1e-4, 1e-3, 1e-2)


def welder_pose(l1, l2, t1, t2, tol):
    return singular_kind([l1, l2], [t1, t2], tol), determinant_2x2(jacobian([l1, l2], [t1, t2]))


def generate(rng):
    """Links of 0.1 to 2 m, a tolerance below l1 l2 / 2, and an elbow that is ordinary, exactly at
    0 or pi plus whole turns, or a little off them (inside or outside the tolerance)."""
    while True:
        l1, l2 = round(rng.uniform(0.1, 2.0), 2), round(rng.uniform(0.1, 2.0), 2)
        tol = rng.choice([t for t in TOLERANCES if t < l1 * l2 / 2])
        t1 = round(rng.uniform(-math.pi, math.pi), 3)
        t2 = _elbow(rng, tol / (l1 * l2))
        det = determinant_2x2(jacobian([l1, l2], [t1, t2]))
        if abs(abs(det) - tol) > 1e-12 + 1e-6 * tol:
            return [l1, l2, t1, t2, tol]


def _elbow(rng, edge_rad):
    kind = rng.random()
    if kind < 0.35:
        return round(rng.uniform(-math.pi, math.pi), 3)
    base = rng.choice([0, 1]) * math.pi + rng.choice([-2, -1, 0, 0, 0, 1]) * 2 * math.pi
    if kind < 0.6:
        return base
    return base + rng.choice([-1, 1]) * edge_rad * rng.choice([0.3, 0.8, 1.5, 4.0])


def check(args, expected, got):
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a tuple (kind, det)"
    kind, det = got
    if kind not in KINDS:
        return False, 'kind should be one of the strings "regular", "stretched", "folded"'
    number = finite_float(det)
    if number is None:
        return False, "det should be one finite number"
    if abs(number - expected[1]) > DET_TOLERANCE:
        return False, "det is wrong (it is J00 J11 - J01 J10, with its sign)"
    if kind != expected[0]:
        return False, f"the pose is not {kind}"
    return True, ""
