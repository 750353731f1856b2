"""Hold the Brush Level: Wrist First: the reference is reference.arm_ik.wrist_first_solutions.

Each angle is judged the short way round (reference.ik_answers), so two correct solvers that
differ by rounding dust at +-pi agree; an unwrapped angle is refused.
"""

import math

from reference.arm_ik import wrist_first_solutions
from reference.ik_answers import judge_solution_list
from reference.ik_cases import edge_links, edge_target, random_links, random_target

LEVEL_HEADINGS = (0.0, math.pi)


def wrist_first(l1, l2, l3, x, y, phi):
    return wrist_first_solutions(l1, l2, l3, x, y, phi)


def generate(rng):
    """An arm of 0.2 to 1.5 m links and a 0.05 to 0.4 m brush; the wrist point drawn like any
    two-link target (inside, on an edge, out of reach), the brush level half of the time."""
    l1, l2 = random_links(rng)
    return _brush_behind(rng, l1, l2, lambda: random_target(rng, l1, l2, edge_share=0.15, out_share=0.2))


def generate_edges(rng):
    """The wrist at the ring's edges (on them, within the margin, a micrometre off, in the hole),
    either link the longer: for the mutation analysis."""
    l1, l2 = edge_links(rng)
    return _brush_behind(rng, l1, l2, lambda: edge_target(rng, l1, l2))


def _brush_behind(rng, l1, l2, draw_wrist):
    """A 0.05 to 0.4 m brush, level half of the time, whose wrist is at draw_wrist()."""
    l3 = round(rng.uniform(0.05, 0.4), 2)
    phi = rng.choice(LEVEL_HEADINGS) if rng.random() < 0.5 else round(rng.uniform(-math.pi, math.pi), 3)
    wrist_x, wrist_y = draw_wrist()
    return [l1, l2, l3, wrist_x + l3 * math.cos(phi), wrist_y + l3 * math.sin(phi), phi]


def check(args, expected, got):
    return judge_solution_list(expected, got, empty_means="a wrist out of reach")
