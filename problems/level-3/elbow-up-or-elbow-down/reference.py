"""Elbow Up or Elbow Down: the reference is reference.arm_ik.two_link_solutions.

A solution is judged by where its hand lands and by its bend t2, never by matching our t1 digit
for digit: two correct solvers can differ in t1 by rounding dust, or by 2 pi at the wrap's edge.
"""

import math

from reference.arm import hand_position
from reference.arm_ik import two_link_solutions
from reference.ik_cases import edge_links, edge_target

HAND_TOLERANCE_M = 1e-6   # how far from the target a hand may land
BEND_TOLERANCE_RAD = 1e-6
WRAP_DUST_RAD = 1e-9      # t1 = -pi (the same direction as pi) is forgiven, -3.4 is not
MIN_INNER_RADIUS_M = 0.02  # a generated target keeps off the shoulder when l1 is close to l2
EDGE_CLEARANCE_M = 1e-3    # a generated interior target keeps this far from the ring's edges


def elbow_solutions(l1, l2, x, y):
    return two_link_solutions(l1, l2, x, y)


def generate(rng):
    """Links of 0.2 to 1.5 m; targets mostly inside the ring, some exactly on an edge, some out of reach."""
    l1, l2 = round(rng.uniform(0.2, 1.5), 2), round(rng.uniform(0.1, 1.2), 2)
    inner_m, outer_m = abs(l1 - l2), l1 + l2
    direction = rng.uniform(-math.pi, math.pi)
    kind = rng.random()
    if kind < 0.1:
        return _on_circle(l1, l2, outer_m, direction)  # full stretch, unrounded so it stays on the edge
    if kind < 0.17 and inner_m > MIN_INNER_RADIUS_M:
        return _on_circle(l1, l2, inner_m, direction)  # folded back
    if kind < 0.3:
        too_near = inner_m > 0.1 and rng.random() < 0.5
        distance_m = inner_m * rng.uniform(0.0, 0.9) if too_near else outer_m * rng.uniform(1.02, 1.5)
    else:
        low_m = max(inner_m, MIN_INNER_RADIUS_M) + EDGE_CLEARANCE_M
        distance_m = rng.uniform(low_m, outer_m - EDGE_CLEARANCE_M)
    x, y = distance_m * math.cos(direction), distance_m * math.sin(direction)
    return [l1, l2, round(x, 4), round(y, 4)]


def generate_edges(rng):
    """Targets at the ring's edges (on them, within the margin, a micrometre off, in the hole),
    either link the longer: for the mutation analysis."""
    l1, l2 = edge_links(rng)
    return [l1, l2, *edge_target(rng, l1, l2)]


def _on_circle(l1, l2, radius_m, direction):
    return [l1, l2, radius_m * math.cos(direction), radius_m * math.sin(direction)]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; never raises. Messages reveal no expected value."""
    l1, l2, x, y = args
    if not isinstance(got, (list, tuple)):
        return False, "return a list of (t1, t2) pairs, [] when the target is out of reach"
    if len(got) != len(expected):
        return False, f"wrong number of solutions: you returned {len(got)}"
    for index, (wanted, answer) in enumerate(zip(expected, got)):
        problem = _judge_one(l1, l2, x, y, wanted, answer, _solution_name(index, len(expected)))
        if problem:
            return False, problem
    return True, ""


def _solution_name(index, count):
    if count == 1:
        return "the only solution"
    return "the first solution (elbow-up)" if index == 0 else "the second solution (elbow-down)"


def _judge_one(l1, l2, x, y, wanted, answer, name):
    angles = _angle_pair(answer)
    if angles is None:
        return f"{name} should be a pair of numbers (t1, t2)"
    t1, t2 = angles
    if abs(t2 - wanted[1]) > BEND_TOLERANCE_RAD:
        return f"{name} has the wrong elbow angle t2 (elbow-up has t2 < 0 and comes first)"
    if not -math.pi - WRAP_DUST_RAD <= t1 <= math.pi + WRAP_DUST_RAD:
        return f"{name} has t1 = {t1:.6g}, outside (-pi, pi]: wrap it"
    hand_x, hand_y = hand_position((l1, l2), (t1, t2))
    miss_m = math.hypot(hand_x - x, hand_y - y)
    if not miss_m <= HAND_TOLERANCE_M:
        return f"with {name} the hand lands {miss_m:.3g} away from the target"
    return None


def _angle_pair(answer):
    """(t1, t2) as finite floats, or None for anything else (bools, strings, huge ints, nan...)."""
    if not isinstance(answer, (list, tuple)) or len(answer) != 2:
        return None
    numbers = []
    for value in answer:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        try:
            number = float(value)
        except OverflowError:
            return None
        if not math.isfinite(number):
            return None
        numbers.append(number)
    return tuple(numbers)
