"""Solutions the Stops Allow: the reference is reference.ik_choice.allowed_solutions.

Random stops keep STOP_CLEARANCE_RAD away from every solution's angles, so the 1e-9 margin only
matters in the named cases built for it.
"""

import math

from reference.arm_ik import two_link_solutions
from reference.ik_answers import judge_solution_list
from reference.ik_cases import random_links, random_target
from reference.ik_choice import allowed_solutions as _allowed_solutions

STOP_CLEARANCE_RAD = 1e-6


def allowed_solutions(l1, l2, x, y, stops):
    return _allowed_solutions(l1, l2, x, y, stops)


def generate(rng):
    """A random arm and target (some on an edge, some out of reach) and stops for each joint:
    the full turn, a random interval, or an elbow that bends one way only."""
    l1, l2 = random_links(rng)
    x, y = random_target(rng, l1, l2, edge_share=0.1, out_share=0.1)
    solutions = two_link_solutions(l1, l2, x, y)
    angles = [angle for solution in solutions for angle in solution]
    while True:
        near = rng.choice(solutions) if solutions and rng.random() < 0.6 else None
        stops = [_shoulder_stops(rng, near and near[0]), _elbow_stops(rng, near and near[1])]
        if all(abs(angle - stop) > STOP_CLEARANCE_RAD for angle in angles for pair in stops for stop in pair):
            return [l1, l2, x, y, stops]


def _shoulder_stops(rng, near):
    if rng.random() < 0.3:
        return [-math.pi, math.pi]
    return _random_interval(rng, near)


def _random_interval(rng, near):
    """Stops 1.6 to 5 rad apart, kept inside [-pi, pi], round a random centre (within 1 rad of
    the angle `near` when one is given, so that some solution often survives)."""
    centre = rng.uniform(-math.pi, math.pi) if near is None else near + rng.uniform(-1.0, 1.0)
    half_width = rng.uniform(0.8, 2.5)
    return [round(max(-math.pi, centre - half_width), 2), round(min(math.pi, centre + half_width), 2)]


def _elbow_stops(rng, near):
    kind = rng.random()
    if kind < 0.3:
        return [-math.pi, math.pi]
    if kind < 0.6:  # bends one way only
        reach = round(rng.uniform(1.5, math.pi), 2)
        return [0.0, reach] if rng.random() < 0.5 else [-reach, 0.0]
    return _random_interval(rng, near)


def check(args, expected, got):
    return judge_solution_list(expected, got, empty_means="no allowed solution")
