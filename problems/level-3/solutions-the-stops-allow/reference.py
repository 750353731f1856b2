"""Solutions the Stops Allow: the reference is reference.ik_choice.allowed_solutions.

Random stops keep clear of every solution's angles (reference.ik_cases.random_stops), so the
1e-9 margin only matters in the named cases built for it.
"""

from reference.arm_ik import two_link_solutions
from reference.ik_answers import judge_solution_list
from reference.ik_cases import edge_links, edge_target, random_links, random_stops, random_target
from reference.ik_choice import allowed_solutions as _allowed_solutions


def allowed_solutions(l1, l2, x, y, stops):
    return _allowed_solutions(l1, l2, x, y, stops)


def generate(rng):
    """A random arm and target (some on an edge, some out of reach) and stops for each joint:
    the full turn, an interval, or an elbow that bends one way only."""
    l1, l2 = random_links(rng)
    x, y = random_target(rng, l1, l2, edge_share=0.1, out_share=0.1)
    return [l1, l2, x, y, random_stops(rng, two_link_solutions(l1, l2, x, y))]


def generate_edges(rng):
    """Targets at the ring's edges (on them, within the margin, a micrometre off, in the hole),
    either link the longer, with random stops: for the mutation analysis."""
    l1, l2 = edge_links(rng)
    x, y = edge_target(rng, l1, l2)
    return [l1, l2, x, y, random_stops(rng, two_link_solutions(l1, l2, x, y))]


def check(args, expected, got):
    return judge_solution_list(expected, got, empty_means="no allowed solution")
