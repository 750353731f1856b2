"""The Smallest Move to the Next Bolt: the reference is reference.ik_choice.smallest_move.

Random current poses are either exactly a tie (the arm straight, pointing at the bolt: both
solutions cost the same on paper) or keep the two costs at least COST_CLEARANCE_RAD apart, so
that only the stated tie rule, never rounding, decides.
"""

import math

from reference.arm_ik import two_link_solutions
from reference.ik_answers import judge_optional_solution
from reference.ik_cases import edge_links, edge_target, random_links, random_stops, random_target
from reference.ik_choice import allowed_solutions, move_cost, smallest_move as _smallest_move

COST_CLEARANCE_RAD = 1e-6


def smallest_move(l1, l2, x, y, stops, current):
    return _smallest_move(l1, l2, x, y, stops, current)


def generate(rng):
    """A random arm, target and stops (reference.ik_cases) and a current pose: anywhere, near one
    of the solutions, or straight and pointing at the target (a tie on paper)."""
    l1, l2 = random_links(rng)
    return _with_stops_and_pose(rng, l1, l2, *random_target(rng, l1, l2, edge_share=0.1, out_share=0.1))


def generate_edges(rng):
    """Targets at the ring's edges (on them, within the margin, a micrometre off, in the hole),
    either link the longer, with random stops and pose: for the mutation analysis."""
    l1, l2 = edge_links(rng)
    return _with_stops_and_pose(rng, l1, l2, *edge_target(rng, l1, l2))


def _with_stops_and_pose(rng, l1, l2, x, y):
    stops = random_stops(rng, two_link_solutions(l1, l2, x, y))
    while True:
        current = _current_pose(rng, l1, l2, x, y)
        if _decided_by_the_rules(l1, l2, x, y, stops, current):
            return [l1, l2, x, y, stops, current]


def _current_pose(rng, l1, l2, x, y):
    kind = rng.random()
    if kind < 0.15:
        return [math.atan2(y, x), 0.0]
    solutions = two_link_solutions(l1, l2, x, y)
    if kind < 0.6 and solutions:
        t1, t2 = rng.choice(solutions)
        return [round(t1 + rng.uniform(-1.2, 1.2), 3), round(t2 + rng.uniform(-0.8, 0.8), 3)]
    return [round(rng.uniform(-math.pi, math.pi), 3), round(rng.uniform(-2.8, 2.8), 3)]


def _decided_by_the_rules(l1, l2, x, y, stops, current):
    costs = [move_cost(current, q) for q in allowed_solutions(l1, l2, x, y, stops)]
    straight_at_target = current == [math.atan2(y, x), 0.0]
    return len(costs) < 2 or straight_at_target or abs(costs[0] - costs[1]) > COST_CLEARANCE_RAD


def check(args, expected, got):
    return judge_optional_solution(expected, got, "allowed solution")
