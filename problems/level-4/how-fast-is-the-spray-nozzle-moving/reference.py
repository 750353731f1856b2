"""How Fast Is the Spray Nozzle Moving?: the reference is reference.jacobian.hand_velocity (J times
the joint rates, the elbow's rate relative) and its length."""

import math

from reference.jacobian import hand_velocity


def nozzle_velocity(l1, l2, t1, t2, w1, w2):
    vx, vy = hand_velocity([l1, l2], [t1, t2], [w1, w2])
    return vx, vy, math.hypot(vx, vy)


def generate(rng):
    """Links of 0.1 to 2 m, angles in (-pi, pi] (sometimes a straight or folded elbow, sometimes
    beyond a turn), rates in [-4, 4] rad/s, sometimes exactly 0."""
    l1, l2 = round(rng.uniform(0.1, 2.0), 2), round(rng.uniform(0.1, 2.0), 2)
    t1 = round(rng.uniform(-math.pi, math.pi), 3) if rng.random() < 0.9 else round(rng.uniform(-8.0, 8.0), 3)
    t2 = rng.choice([0.0, math.pi]) if rng.random() < 0.15 else round(rng.uniform(-math.pi, math.pi), 3)
    w1, w2 = (0.0 if rng.random() < 0.1 else round(rng.uniform(-4.0, 4.0), 2) for _ in range(2))
    return [l1, l2, t1, t2, w1, w2]
