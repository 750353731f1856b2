"""Where the Elbow Must Flip: the reference is reference.ik_paths.flip_samples.

Random paths sweep round the shoulder (sometimes out and back) at changing distances, now and
then exactly through an edge of the ring (unrounded, so that the sample stays singular). The
shoulder's stop sits inside the sweep, so that elbow-up runs into it and the arm must flip; no
stop lies within STOP_CLEARANCE_RAD of any sample's angles, so rounding never decides.
"""

import math

from reference.arm_ik import two_link_solutions
from reference.ik_cases import point_at, random_links
from reference.ik_paths import flip_samples as _flip_samples

STOP_CLEARANCE_RAD = 1e-6
FREE = [-math.pi, math.pi]


def flip_samples(l1, l2, points, stops):
    return _flip_samples(l1, l2, [tuple(p) for p in points], stops)


def generate(rng):
    """An arm, a path of 4 to 10 samples sweeping round the shoulder, and stops."""
    l1, l2 = random_links(rng, 0.3, 1.2)
    directions = _sweep(rng)
    points = [_sample(rng, l1, l2, direction) for direction in directions]
    shoulder_angles = [q[0] for x, y in points for q in two_link_solutions(l1, l2, x, y)]
    return [l1, l2, [list(p) for p in points], [_shoulder_stops(rng, directions, shoulder_angles), _elbow_stops(rng)]]


def _sweep(rng):
    first, span = rng.uniform(-math.pi, math.pi), rng.uniform(0.6, 2.0)  # counter-clockwise
    count = rng.randint(4, 10)
    fractions = [i / (count - 1) for i in range(count)]
    if rng.random() < 0.3:  # out and back
        fractions = [1 - abs(1 - 2 * f) for f in fractions]
    return [first + span * f for f in fractions]


def _sample(rng, l1, l2, direction_rad):
    """Mostly inside the ring; sometimes exactly on an edge, rarely out of reach."""
    inner_m, outer_m = abs(l1 - l2), l1 + l2
    kind = rng.random()
    if kind < 0.12:
        return point_at(outer_m, direction_rad, digits=None)
    if kind < 0.16 and inner_m > 0.05:
        return point_at(inner_m, direction_rad, digits=None)
    if kind < 0.17:
        return point_at(outer_m * rng.uniform(1.05, 1.3), direction_rad)
    return point_at(rng.uniform(inner_m + 0.3 * (outer_m - inner_m), outer_m - 0.01), direction_rad)


def _shoulder_stops(rng, directions, shoulder_angles):
    """An upper stop near the end of the counter-clockwise sweep (or none): elbow-up, the arm
    whose shoulder leads, runs into it first, and elbow-down often gets there without."""
    if rng.random() < 0.15:
        return FREE
    while True:
        stop = round(max(directions) + rng.uniform(-0.3, 0.5), 2)
        stop = max(-3.0, min(3.0, math.remainder(stop, 2 * math.pi)))
        if all(abs(angle - stop) > STOP_CLEARANCE_RAD for angle in shoulder_angles):
            return [-math.pi, stop]


def _elbow_stops(rng):
    kind = rng.random()
    if kind < 0.7:
        return FREE
    if kind < 0.85:
        return [0.0, 3.0] if rng.random() < 0.5 else [-3.0, 0.0]
    return [-2.9, 2.9]
