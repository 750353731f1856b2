"""The workspace of a two-link planar arm: the ring of points its hand can reach.

Conventions (those of reference.arm): the base at the origin, links l1, l2 > 0, radians.

- The hand's distance from the base depends on the elbow alone (the shoulder only swings the
  arm round): r^2 = l1^2 + l2^2 + 2 l1 l2 cos t2, from l1 + l2 stretched (t2 = 0) down to
  |l1 - l2| folded back (t2 = pi).
- So the workspace is the ring (annulus) |l1 - l2| <= r <= l1 + l2, BOTH edges included. When
  l1 == l2 the hole shrinks to the base itself, which the folded arm touches.
- Reachability is decided on SQUARED distances: with whole numbers, x*x + y*y against
  (l1 + l2)**2 is exact, so a point on an edge stays on it. (Floats cannot promise that:
  0.7 + 0.1 is 0.7999999999999999.) See reference.arm_ik.is_reachable for the float version
  with a margin.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from reference.arm import hand_position


def reach_radii(l1: float, l2: float) -> tuple[float, float]:
    """(inner, outer): the folded arm's distance |l1 - l2| and the stretched arm's l1 + l2."""
    return abs(l1 - l2), l1 + l2


def hand_distance(l1: float, l2: float, t1: float, t2: float) -> float:
    """How far from the base the hand lands; the same for every t1."""
    return math.hypot(*hand_position((l1, l2), (t1, t2)))


def in_ring(l1: float, l2: float, x: float, y: float) -> bool:
    """Whether (x, y) lies in the workspace ring, edges included, compared squared: exact for ints."""
    inner, outer = reach_radii(l1, l2)
    return inner * inner <= x * x + y * y <= outer * outer


def reachable_indices(l1: float, l2: float, points: Iterable[Sequence[float]]) -> list[int]:
    """The positions, in order, of the points the arm can reach."""
    return [index for index, (x, y) in enumerate(points) if in_ring(l1, l2, x, y)]
