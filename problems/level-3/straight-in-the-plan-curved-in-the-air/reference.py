"""Straight in the Plan, Curved in the Air: the reference is reference.ik_paths.largest_halfway_stray."""

import math

from reference.ik_cases import interior_distance, point_at, random_links
from reference.ik_paths import largest_halfway_stray

MIN_LINE_M = 0.05  # a line needs two distinct ends to have a direction


def largest_stray(l1, l2, start, goal, n):
    return largest_halfway_stray(l1, l2, tuple(start), tuple(goal), n)


def generate(rng):
    """An arm, 2 to 10 samples and a line whose ends are within reach; about one line in six runs
    out of reach or through the hole round the shoulder."""
    l1, l2 = random_links(rng, 0.3, 1.2)
    while True:
        start = point_at(interior_distance(rng, l1, l2), rng.uniform(-math.pi, math.pi), digits=3)
        if rng.random() < 0.1:
            goal = point_at((l1 + l2) * rng.uniform(1.05, 1.4), rng.uniform(-math.pi, math.pi), digits=3)
        elif rng.random() < 0.08:
            goal = (round(-start[0], 3), round(-start[1], 3))
        else:
            goal = point_at(interior_distance(rng, l1, l2), rng.uniform(-math.pi, math.pi), digits=3)
        if math.dist(start, goal) >= MIN_LINE_M:
            return [l1, l2, list(start), list(goal), rng.randint(2, 10)]
