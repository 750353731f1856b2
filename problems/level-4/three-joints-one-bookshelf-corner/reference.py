"""Three Joints, One Bookshelf Corner: the reference is reference.jacobian.descend_fixed with a
pull towards the start.

The statement fixes every update, so the answer is compared with ours: the angles modulo 2 pi,
the distance, and the fingertip where ours is.
"""

import math

from reference.angles import wrap
from reference.arm import hand_position
from reference.descent_answers import number_problem
from reference.ik_answers import as_angles
from reference.jacobian import descend_fixed

ANGLE_TOLERANCE_RAD = 1e-6
DISTANCE_TOLERANCE_M = 1e-7
HAND_TOLERANCE_M = 1e-6


def reach_with_pull(lengths, target, start, alpha, mu, iterations):
    angles = descend_fixed(lengths, target, start, alpha, iterations, pull=mu)
    return angles, math.dist(hand_position(lengths, angles), target)


def generate(rng):
    """Three links of 0.2 to 0.7 m; a corner inside the reach (some beyond it); a start anywhere;
    a step size safe for the arm; mu 0 (a fifth of the time) to 1; 0 to 800 updates."""
    lengths = [round(rng.uniform(0.2, 0.7), 2) for _ in range(3)]
    reach = sum(lengths)
    radius = reach * rng.uniform(1.05, 1.4) if rng.random() < 0.1 else reach * rng.uniform(0.2, 0.9)
    direction = rng.uniform(-math.pi, math.pi)
    target = [round(radius * math.cos(direction), 3), round(radius * math.sin(direction), 3)]
    start = [round(rng.uniform(-math.pi, math.pi), 2) for _ in range(3)]
    alpha = round(rng.uniform(0.3, 0.9) / reach ** 2, 2)
    mu = 0.0 if rng.random() < 0.2 else round(rng.uniform(0.01, 1.0), 2)
    iterations = rng.randint(0, 5) if rng.random() < 0.08 else rng.randint(50, 800)
    return [lengths, target, start, alpha, mu, iterations]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; never raises, never shows an expected value."""
    lengths = args[0]
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (angles, distance)"
    angles = as_angles(got[0], 3)
    if angles is None:
        return False, "angles should be a list of 3 numbers (radians)"
    ours, distance = expected
    if any(abs(wrap(a - b)) > ANGLE_TOLERANCE_RAD for a, b in zip(angles, ours)):
        return False, "the final angles are not where this descent ends"
    if math.dist(hand_position(lengths, ours), hand_position(lengths, angles)) > HAND_TOLERANCE_M:
        return False, "with your final angles the fingertip lands somewhere else"
    problem = number_problem(distance, got[1], "the distance", 0.0, DISTANCE_TOLERANCE_M)
    return (False, problem) if problem else (True, "")
