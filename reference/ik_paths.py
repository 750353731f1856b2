"""Paths for the hand: a straight line sampled and solved, how far joint-space motion between
the samples strays from the line, and where an arm that follows a path within its stops must flip.

Conventions (those of reference.arm_ik): radians, relative joint angles, t1 in (-pi, pi].

- n samples from S to G (n >= 2): p_i = S + i / (n - 1) (G - S), so p_0 = S and p_{n-1} = G.
- One branch along the line: elbow-up (the solver's first solution; on an edge the only one).
  A sample out of reach keeps its place as None.
- Between two samples each joint turns steadily the short way: halfway, a + wrap(b - a) / 2.
- The stray of a point Q from the line through S along d = G - S is |d x (Q - S)| / |d|.
- Following a path with stops: keep the current branch while its solution is allowed, otherwise
  switch; a switch is a flip unless the previous sample was singular (on an edge of the ring,
  decided on the distance), where the two branches meet and the switch is free.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from reference.angles import wrap
from reference.arm import Point, hand_position
from reference.arm_ik import Solution, edge_bend, two_link_solutions
from reference.ik_choice import Stops, inside_stops

ELBOW_UP, ELBOW_DOWN = 0, 1  # a branch, as an index into two_link_solutions' two answers


def line_points(start: Point, goal: Point, count: int) -> list[Point]:
    """`count` (>= 2) evenly spaced points from start to goal, both ends included."""
    dx, dy = goal[0] - start[0], goal[1] - start[1]
    return [(start[0] + i / (count - 1) * dx, start[1] + i / (count - 1) * dy) for i in range(count)]


def elbow_up_solution(l1: float, l2: float, x: float, y: float) -> Solution | None:
    """The elbow-up answer (on an edge, the only one), or None out of reach."""
    solutions = two_link_solutions(l1, l2, x, y)
    return solutions[0] if solutions else None


def line_solutions(l1: float, l2: float, start: Point, goal: Point, count: int) -> list[Solution | None]:
    """Elbow-up joint angles for each sample of the line; None in place of a sample out of reach."""
    return [elbow_up_solution(l1, l2, x, y) for x, y in line_points(start, goal, count)]


def blend(a: Sequence[float], b: Sequence[float], fraction: float) -> list[float]:
    """Each joint `fraction` of the way from a to b, turning the short way round."""
    return [ak + fraction * wrap(bk - ak) for ak, bk in zip(a, b)]


def distance_to_line(point: Point, start: Point, goal: Point) -> float:
    """The perpendicular distance from point to the (infinite) line through start and goal."""
    dx, dy = goal[0] - start[0], goal[1] - start[1]
    qx, qy = point[0] - start[0], point[1] - start[1]
    return abs(dx * qy - dy * qx) / math.hypot(dx, dy)


def largest_halfway_stray(l1: float, l2: float, start: Point, goal: Point, count: int) -> float | None:
    """The largest distance from the line at which the hand passes halfway between consecutive
    elbow-up samples; None when any sample is out of reach (the line cannot be drawn)."""
    poses = line_solutions(l1, l2, start, goal, count)
    if any(pose is None for pose in poses):
        return None
    halfway = [hand_position((l1, l2), blend(a, b, 0.5)) for a, b in zip(poses, poses[1:])]
    return max(distance_to_line(point, start, goal) for point in halfway)


# Singular poses: where the two elbows meet ---------------------------------------------------

def is_singular(l1: float, l2: float, x: float, y: float) -> bool:
    """Stretched or folded: on an edge of the ring, decided on the distance with the margin."""
    return edge_bend(l1, l2, x, y) is not None


def flip_samples(l1: float, l2: float, points: Sequence[Point], stops: Stops) -> list[int] | None:
    """The indices of the samples where the arm must flip (switch branch away from a singular
    pose), or None when some sample has no allowed solution (or is out of reach).

    The arm starts on elbow-up if the first sample allows it, otherwise elbow-down, with no
    flip. A singular sample has one solution, shared by both branches: it keeps the branch.
    """
    branch, previous_singular, flips = None, False, []
    for index, (x, y) in enumerate(points):
        allowed = [inside_stops(q, stops) for q in two_link_solutions(l1, l2, x, y)]
        if not any(allowed):
            return None
        if len(allowed) == 1:  # singular: both branches pass through this one pose
            branch = ELBOW_UP if branch is None else branch
            previous_singular = True
            continue
        if branch is None:
            branch = ELBOW_UP if allowed[ELBOW_UP] else ELBOW_DOWN
        elif not allowed[branch]:
            branch = 1 - branch
            if not previous_singular:
                flips.append(index)
        previous_singular = False
    return flips
