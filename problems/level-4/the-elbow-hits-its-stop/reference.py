"""The Elbow Hits Its Stop: the reference is reference.jacobian.descend_with_stops.

The statement fixes every step, so the walk is compared with ours: status and steps exactly, the
angles inside their stops and close to ours, and the hand where ours is.
"""

import math

from reference.arm import hand_position
from reference.descent_answers import steps_problem
from reference.ik_answers import as_angles
from reference.jacobian import descend_with_stops as descend

STOP_DUST_RAD = 1e-12
ANGLE_TOLERANCE_RAD = 1e-6
HAND_TOLERANCE_M = 1e-6
STATUSES = ("reached", "stalled", "budget")


def descend_with_stops(l1, l2, target, start, stops, alpha, tol, stall, budget):
    (t1, t2), steps, status = descend([l1, l2], target, start, stops, alpha, tol, stall, budget)
    return t1, t2, steps, status


def generate(rng):
    """Links of 0.3 to 1 m; a target inside the ring (some out of reach); stops that leave each
    joint 1 to 5.6 rad of travel, the start inside them (sometimes exactly at a stop); a step size
    safe for the arm; tol 1e-6 to 1e-3, stall 1e-10 to 1e-6; a budget of 50 to 3000."""
    l1, l2 = round(rng.uniform(0.3, 1.0), 2), round(rng.uniform(0.3, 0.9), 2)
    inner, outer = abs(l1 - l2), l1 + l2
    radius = outer * rng.uniform(1.05, 1.4) if rng.random() < 0.12 else rng.uniform(inner + 0.1 * outer, 0.9 * outer)
    direction = rng.uniform(-math.pi, math.pi)
    target = [round(radius * math.cos(direction), 3), round(radius * math.sin(direction), 3)]
    stops = [_stops(rng) for _ in range(2)]
    start = [_inside(rng, lo, hi) for lo, hi in stops]
    alpha = round(rng.uniform(0.3, 0.9) / outer ** 2, 2)
    tol = rng.choice([1e-6, 1e-5, 1e-4, 1e-3])
    stall = rng.choice([1e-10, 1e-9, 1e-8, 1e-7, 1e-6])  # never 0: "no move at all" is rounding-dust sensitive
    budget = rng.randint(50, 3000)
    return [l1, l2, target, start, stops, alpha, tol, stall, budget]


def _stops(rng):
    lo = round(rng.uniform(-math.pi, 0.5), 2)
    return [lo, round(min(math.pi, lo + rng.uniform(1.0, 5.6)), 2)]


def _inside(rng, lo, hi):
    if rng.random() < 0.15:
        return rng.choice([lo, hi])
    return round(rng.uniform(lo, hi), 2)


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; never raises, never shows an expected value."""
    l1, l2, stops = args[0], args[1], args[4]
    if not isinstance(got, (list, tuple)) or len(got) != 4:
        return False, "return a tuple (t1, t2, steps, status)"
    t1, t2, steps, status = expected
    if got[3] not in STATUSES:
        return False, 'status should be one of "reached", "stalled", "budget"'
    if got[3] != status:
        return False, f'your walk ended "{got[3]}", which is not how this walk ends'
    problem = steps_problem(steps, got[2], "steps")
    if problem:
        return False, problem
    angles = as_angles(got[:2], 2)
    if angles is None:
        return False, "t1 and t2 should be numbers (radians)"
    for joint, (angle, (lo, hi)) in enumerate(zip(angles, stops), start=1):
        if not lo - STOP_DUST_RAD <= angle <= hi + STOP_DUST_RAD:
            return False, f"t{joint} is outside its stops"
    if any(abs(a - b) > ANGLE_TOLERANCE_RAD for a, b in zip(angles, (t1, t2))):
        return False, "the final angles are not where this walk ends"
    if math.dist(hand_position((l1, l2), (t1, t2)), hand_position((l1, l2), angles)) > HAND_TOLERANCE_M:
        return False, "with your final angles the hand lands somewhere else"
    return True, ""
