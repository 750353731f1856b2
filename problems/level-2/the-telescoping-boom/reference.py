"""The Telescoping Boom: the reference is reference.prismatic.chain_tip."""

import math

from reference.prismatic import SLIDE, TURN, chain_tip


def boom_tip(joints):
    return chain_tip(joints)


def generate(rng):
    """1 to 6 joints, turns and slides mixed: relative angles in (-pi, pi), extensions 0 to 2 m,
    links and sleeves up to 2.5 m, rounded for reading."""
    joints = []
    for _ in range(rng.randint(1, 6)):
        if rng.random() < 0.55:
            joints.append([TURN, round(rng.uniform(-math.pi, math.pi), 3), round(rng.uniform(0.0, 2.0), 2)])
        else:
            joints.append([SLIDE, round(rng.uniform(0.0, 2.0), 2), round(rng.uniform(0.2, 2.5), 2)])
    return [joints]
