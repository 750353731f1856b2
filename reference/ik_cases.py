"""Random cases for the inverse-kinematics problems: arms and targets that visit the ring's
interior, its two edges (unrounded, so they stay exactly on them) and both ways out of reach.

Only the `random.Random` passed in is used, so a seed replays a case list exactly.
"""

from __future__ import annotations

import math
import random

from reference.arm import Point

MIN_INNER_RADIUS_M = 0.02  # interior targets keep off the shoulder when l1 is close to l2
EDGE_CLEARANCE_M = 1e-3    # interior targets keep this far from the ring's edges


def random_links(rng: random.Random, low_m: float = 0.2, high_m: float = 1.5) -> tuple[float, float]:
    """Two link lengths rounded to the centimetre."""
    return round(rng.uniform(low_m, high_m), 2), round(rng.uniform(0.1, high_m * 0.8), 2)


def point_at(distance_m: float, direction_rad: float, digits: int | None = 4) -> Point:
    x, y = distance_m * math.cos(direction_rad), distance_m * math.sin(direction_rad)
    return (x, y) if digits is None else (round(x, digits), round(y, digits))


def interior_distance(rng: random.Random, l1: float, l2: float) -> float:
    low_m = max(abs(l1 - l2), MIN_INNER_RADIUS_M) + EDGE_CLEARANCE_M
    return rng.uniform(low_m, l1 + l2 - EDGE_CLEARANCE_M)


def random_target(rng: random.Random, l1: float, l2: float, edge_share: float = 0.15,
                  out_share: float = 0.15) -> Point:
    """A target for the arm (l1, l2): on an edge with probability edge_share, out of reach (too
    far, or in the hole) with probability out_share, otherwise well inside the ring."""
    inner_m, outer_m = abs(l1 - l2), l1 + l2
    direction = rng.uniform(-math.pi, math.pi)
    kind = rng.random()
    if kind < edge_share:
        folded = inner_m > MIN_INNER_RADIUS_M and rng.random() < 0.4
        return point_at(inner_m if folded else outer_m, direction, digits=None)
    if kind < edge_share + out_share:
        too_near = inner_m > 0.1 and rng.random() < 0.4
        distance_m = inner_m * rng.uniform(0.0, 0.9) if too_near else outer_m * rng.uniform(1.02, 1.5)
        return point_at(distance_m, direction)
    return point_at(interior_distance(rng, l1, l2), direction)
