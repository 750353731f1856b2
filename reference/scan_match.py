"""Which pose explains the scan? A measurement model: for each candidate pose, predict the scan it
would see by casting every beam against the map's walls, and count the beams whose measured range
agrees with the prediction. Counts, not summed errors: one beam blocked by a person costs the true
pose one agreement, not metres of error. Counts become probabilities with Bayes' rule.

Conventions (lesson section "Which pose explains the scan?"):
- a pose is (x, y, theta); beam k points along theta + beam_angles[k] (the heading is added);
- a wall is (x1, y1, x2, y2), a segment with both end points included; a wall parallel to the beam
  (|u x e| below reference.sim.geometry.PARALLEL_CROSS) is never hit;
- a predicted range is the nearest hit at t >= 0, capped at the maximum range; no hit reads the
  maximum range;
- a beam agrees when |predicted - measured| <= tolerance;
- the best candidate has the most agreements; on a tie, the first in the list.
"""

from __future__ import annotations

import math
from typing import Sequence

from reference.sim.geometry import nearest_segment_hit

Wall = Sequence[float]   # (x1, y1, x2, y2)
Pose = Sequence[float]   # (x, y, theta)


def as_start_and_direction(walls: Sequence[Wall]) -> list[tuple[float, float, float, float]]:
    return [(x1, y1, x2 - x1, y2 - y1) for x1, y1, x2, y2 in walls]


def cast(x: float, y: float, direction_rad: float, walls: Sequence[Wall], max_range_m: float) -> float:
    """The range a beam from (x, y) along `direction_rad` reads: the nearest wall, capped at the maximum."""
    hit_m = nearest_segment_hit(x, y, math.cos(direction_rad), math.sin(direction_rad),
                                as_start_and_direction(walls))
    return max_range_m if hit_m is None else min(hit_m, max_range_m)


def predicted_scan(pose: Pose, beam_angles_rad: Sequence[float], walls: Sequence[Wall],
                   max_range_m: float) -> list[float]:
    x, y, theta = pose
    return [cast(x, y, theta + angle, walls, max_range_m) for angle in beam_angles_rad]


def agreements(predicted_m: Sequence[float], measured_m: Sequence[float], tolerance_m: float) -> int:
    return sum(abs(p - m) <= tolerance_m for p, m in zip(predicted_m, measured_m))


def total_error(predicted_m: Sequence[float], measured_m: Sequence[float]) -> float:
    """The summed absolute errors: the comparison the lesson warns against, kept for its numbers."""
    return sum(abs(p - m) for p, m in zip(predicted_m, measured_m))


def agreement_counts(walls: Sequence[Wall], beam_angles_rad: Sequence[float], measured_m: Sequence[float],
                     candidates: Sequence[Pose], max_range_m: float, tolerance_m: float) -> list[int]:
    return [agreements(predicted_scan(pose, beam_angles_rad, walls, max_range_m), measured_m, tolerance_m)
            for pose in candidates]


def first_best(scores: Sequence[float]) -> int:
    """The index of the highest score; the first one on a tie."""
    return max(range(len(scores)), key=lambda index: (scores[index], -index))


def posterior(counts: Sequence[int], beam_count: int, agree_probability: float) -> list[float]:
    """P(candidate | scan) for equally likely candidates, each beam agreeing with probability
    `agree_probability` at the true pose, independently: p^k (1 - p)^(n - k), normalised."""
    likelihoods = [agree_probability ** k * (1 - agree_probability) ** (beam_count - k) for k in counts]
    total = sum(likelihoods)
    return [likelihood / total for likelihood in likelihoods]
