"""Steering the Icing Nozzle: the reference is reference.jacobian.joint_rates_for (None when
|det J| <= tol, checked before dividing; J's inverse otherwise) then scale_to_limit (one factor
for both speeds, only when the faster is over the limit).

Judged within 1e-6 absolute or relative. The generator keeps |det J| away from tol by more than
rounding, so the matrix determinant and l1 l2 sin t2 never disagree about None on a random case.
"""

import math

from reference.jacobian import determinant_2x2, jacobian, joint_rates_for, scale_to_limit

TOLERANCES = (0.0, 1e-9, 1e-6, 1e-4, 1e-3, 1e-2)


def icing_rates(l1, l2, t1, t2, vx, vy, max_rate, tol):
    rates = joint_rates_for([l1, l2], [t1, t2], [vx, vy], tol)
    return None if rates is None else tuple(scale_to_limit(rates, max_rate))


def generate(rng):
    """Links of 0.1 to 1 m; an elbow that is ordinary, near-singular (rates over the limit) or
    singular (exactly 0 or pi, or within the tolerance); velocities to the millimetre per second,
    sometimes 0; a limit of 0.1 to 10 rad/s."""
    while True:
        l1, l2 = round(rng.uniform(0.1, 1.0), 2), round(rng.uniform(0.1, 1.0), 2)
        t1 = round(rng.uniform(-math.pi, math.pi), 3)
        kind = rng.random()
        if kind < 0.5:
            t2 = round(rng.uniform(-math.pi, math.pi), 3)
        elif kind < 0.8:
            t2 = rng.choice([0.0, math.pi]) + rng.choice([-1, 1]) * round(rng.uniform(0.002, 0.1), 3)
        else:
            t2 = rng.choice([0.0, math.pi, -math.pi, 2 * math.pi]) + rng.choice([0.0, 1e-5])
        vx, vy = (0.0 if rng.random() < 0.08 else round(rng.uniform(-0.5, 0.5), 3) for _ in range(2))
        max_rate = round(rng.uniform(0.1, 10.0), 1)
        tol = rng.choice(TOLERANCES)
        det = determinant_2x2(jacobian([l1, l2], [t1, t2]))
        if abs(abs(det) - tol) > 1e-12 + 1e-6 * tol:
            return [l1, l2, t1, t2, vx, vy, max_rate, tol]
