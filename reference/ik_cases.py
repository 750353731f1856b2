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


# Inputs on the ring's edges, for generate_edges (used by the mutation analysis only) ----------

EDGE_NUDGES_M = (0.0, 0.0, 5e-10, -5e-10, 1e-6, -1e-6)  # outwards: on, inside the margin, a micrometre


def edge_links(rng: random.Random) -> tuple[float, float]:
    """Two link lengths rounded to the centimetre, either one the longer (half the time the
    forearm), so that the hole round the shoulder is |l1 - l2| wide both ways round."""
    long_m, short_m = random_links(rng)
    return (short_m, long_m) if rng.random() < 0.5 else (long_m, short_m)


def edge_target(rng: random.Random, l1: float, l2: float) -> Point:
    """A target at an edge of the ring (the outer one, or the inner one when there is a hole):
    exactly on it, within the 1e-9 margin either side, a micrometre outside or inside, or (the
    inner edge) well inside the hole. Exactly-on targets are either unrounded or a 3-4-5 triangle
    with short decimals, whose cosine often rounds a step past +-1."""
    inner_m, outer_m = abs(l1 - l2), l1 + l2
    inner = inner_m > MIN_INNER_RADIUS_M and rng.random() < 0.5
    if inner and rng.random() < 0.2:
        return point_at(inner_m * rng.uniform(0.0, 0.9), rng.uniform(-math.pi, math.pi))
    edge_m = inner_m if inner else outer_m
    nudge_m = rng.choice(EDGE_NUDGES_M)
    if nudge_m == 0.0 and rng.random() < 0.5:
        legs = [round(edge_m * 0.6, 6), round(edge_m * 0.8, 6)]
        rng.shuffle(legs)
        return legs[0] * rng.choice((-1, 1)), legs[1] * rng.choice((-1, 1))
    return point_at(edge_m - nudge_m if inner else edge_m + nudge_m, rng.uniform(-math.pi, math.pi), digits=None)


def random_stops(rng: random.Random, solutions: list[tuple[float, float]],
                 clearance_rad: float = 1e-6) -> list[list[float]]:
    """Stops [[lo1, hi1], [lo2, hi2]] for an arm whose solutions are `solutions`: each joint free
    ([-pi, pi]), an interval 1.6 to 5 rad wide, or (the elbow) bending one way only. Often centred
    near one solution, so that some solution survives; no stop lies within clearance_rad of any
    solution's angle, so rounding never decides what is allowed."""
    angles = [angle for solution in solutions for angle in solution]
    while True:
        near = rng.choice(solutions) if solutions and rng.random() < 0.6 else None
        stops = [_joint_stops(rng, near and near[0], one_way=False), _joint_stops(rng, near and near[1], one_way=True)]
        if all(abs(angle - stop) > clearance_rad for angle in angles for pair in stops for stop in pair):
            return stops


def _joint_stops(rng: random.Random, near: float | None, one_way: bool) -> list[float]:
    kind = rng.random()
    if kind < 0.3:
        return [-math.pi, math.pi]
    if one_way and kind < 0.6:
        reach = round(rng.uniform(1.5, math.pi), 2)
        return [0.0, reach] if rng.random() < 0.5 else [-reach, 0.0]
    centre = rng.uniform(-math.pi, math.pi) if near is None else near + rng.uniform(-1.0, 1.0)
    half_width = rng.uniform(0.8, 2.5)
    return [round(max(-math.pi, centre - half_width), 2), round(min(math.pi, centre + half_width), 2)]
