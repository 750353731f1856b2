"""Choosing among inverse-kinematics solutions: which ones the joint stops allow, and which one
the arm reaches with the smallest move.

Conventions (those of reference.arm_ik): radians, relative joint angles, t1 wrapped into
(-pi, pi] BEFORE any stop is tested (the solver's answer is the wrapped one), solutions listed
elbow-up first.

- Stops (lo, hi) per joint, both included, with STOP_MARGIN of forgiveness: angles come out of
  trigonometry with rounding dust, like the ring's edges.
- The turn from a to b is the short way round, wrap(b - a); the cost of a move is the sum of
  the joints' absolute turns. Costs within COST_TIE of the smallest count as equal and the first
  of them in the list (elbow-up) wins: equal on paper must not be decided by 4e-16.
"""

from __future__ import annotations

from collections.abc import Sequence

from reference.angles import wrap
from reference.arm_ik import EDGE_MARGIN, Solution, two_link_solutions

STOP_MARGIN = EDGE_MARGIN  # radians forgiven at each stop
COST_TIE = 1e-9            # radians: costs closer than this are a tie

Stops = Sequence[Sequence[float]]  # one (lo, hi) per joint


def inside_stops(angles_rad: Sequence[float], stops: Stops, margin: float = STOP_MARGIN) -> bool:
    """Whether EVERY joint lies within its own [lo, hi], forgiving `margin` at each end."""
    return all(lo - margin <= angle <= hi + margin for angle, (lo, hi) in zip(angles_rad, stops))


def allowed_solutions(l1: float, l2: float, x: float, y: float, stops: Stops) -> list[Solution]:
    """The two-link solutions inside the stops, in the solver's order (elbow-up first):
    solve as if there were no stops, then keep what the stops allow."""
    return [solution for solution in two_link_solutions(l1, l2, x, y) if inside_stops(solution, stops)]


def move_cost(current: Sequence[float], target: Sequence[float]) -> float:
    """The sum over the joints of |wrap(target - current)|: each joint turns the short way round."""
    return sum(abs(wrap(b - a)) for a, b in zip(current, target))


def cheapest(candidates: Sequence[Solution], current: Sequence[float]) -> Solution | None:
    """The candidate with the smallest move_cost from `current`; a tie within COST_TIE goes to
    the earliest candidate; None when there are no candidates."""
    if not candidates:
        return None
    costs = [move_cost(current, candidate) for candidate in candidates]
    lowest = min(costs)
    return next(c for c, cost in zip(candidates, costs) if cost <= lowest + COST_TIE)


def smallest_move(l1: float, l2: float, x: float, y: float, stops: Stops,
                  current: Sequence[float]) -> Solution | None:
    """The allowed solution the arm at `current` reaches with the least turning, or None when
    the target is out of reach or the stops allow no solution."""
    return cheapest(allowed_solutions(l1, l2, x, y, stops), current)
