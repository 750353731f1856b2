"""Ruling a Straight Line: the reference is reference.ik_paths.line_solutions.

The answer is judged entry by entry: None where we have None, otherwise a pair matching ours
the short way round (reference.ik_answers).
"""

import math

from reference.ik_answers import angles_problem
from reference.ik_cases import interior_distance, point_at, random_links
from reference.ik_paths import line_solutions


def rule_line(l1, l2, start, goal, n):
    return line_solutions(l1, l2, tuple(start), tuple(goal), n)


def generate(rng):
    """An arm, 2 to 12 samples, and a line whose ends are mostly within reach; a quarter of the
    lines run out of reach (too far) or through the hole round the shoulder."""
    l1, l2 = random_links(rng, 0.3, 1.2)
    start = point_at(interior_distance(rng, l1, l2), rng.uniform(-math.pi, math.pi), digits=3)
    if rng.random() < 0.25:
        goal = point_at((l1 + l2) * rng.uniform(1.05, 1.4), rng.uniform(-math.pi, math.pi), digits=3)
    elif rng.random() < 0.15:
        goal = (round(-start[0], 3), round(-start[1], 3))  # through the shoulder's hole, if it has one
    else:
        goal = point_at(interior_distance(rng, l1, l2), rng.uniform(-math.pi, math.pi), digits=3)
    return [l1, l2, list(start), list(goal), rng.randint(2, 12)]


def check(args, expected, got):
    if not isinstance(got, (list, tuple)):
        return False, "return a list with one entry per sample"
    if len(got) != len(expected):
        return False, f"expected one entry per sample ({len(expected)}), you returned {len(got)}"
    for index, (want, answer) in enumerate(zip(expected, got)):
        if want is None or answer is None:
            if want is not answer:
                return False, f"sample {index}: " + ("this sample is within reach" if want else "this sample is out of reach: None")
            continue
        problem = angles_problem(want, answer, f"sample {index}")
        if problem:
            return False, problem
    return True, ""
