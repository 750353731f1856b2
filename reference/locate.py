"""From readings back to a position (Level 3): two bearings (triangulation), three ranges
(trilateration). Both end in two lines crossing, so both can have no single answer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

PARALLEL_SINE = 1e-9     # |d1 x d2| of two unit directions below this: the bearing lines are parallel
COLLINEAR_DET = 1e-9     # |det| of the trilateration system below this: the beacons are in a line


def _cross(ax: float, ay: float, bx: float, by: float) -> float:
    return ax * by - ay * bx


def triangulate(heading_rad: float, landmarks: Sequence[Sequence[float]],
                bearings_rad: Sequence[float]) -> list[float] | None:
    """The robot's [x, y] from the bearings of two landmarks at known places, each bearing measured
    from the heading (counter-clockwise positive): the crossing of the lines L_i - t d_i walked
    BACK from each landmark along its world direction d_i = (cos, sin)(heading + bearing_i).
    None when the lines are parallel (|d1 x d2| < PARALLEL_SINE): no single crossing."""
    (l1x, l1y), (l2x, l2y) = landmarks
    a1, a2 = heading_rad + bearings_rad[0], heading_rad + bearings_rad[1]
    d1x, d1y, d2x, d2y = math.cos(a1), math.sin(a1), math.cos(a2), math.sin(a2)
    sine = _cross(d1x, d1y, d2x, d2y)
    if abs(sine) < PARALLEL_SINE:
        return None
    t1 = _cross(l1x - l2x, l1y - l2y, d2x, d2y) / sine   # the distance from the robot to landmark 1
    return [l1x - t1 * d1x, l1y - t1 * d1y]


def trilateration_system(beacons: Sequence[Sequence[float]], ranges_m: Sequence[float]):
    """The 2x2 system a x = c left when circle 1 is subtracted from circles 2 and 3 (the x^2 + y^2
    terms cancel): ((a11, a12, c1), (a21, a22, c2)). The beacon terms x_i^2 - x_1^2 + y_i^2 - y_1^2
    stay in c: they vanish only for specially placed beacons."""
    (x1, y1), r1 = beacons[0], ranges_m[0]
    rows = []
    for (xi, yi), ri in zip(beacons[1:3], ranges_m[1:3]):
        rows.append((2 * (xi - x1), 2 * (yi - y1), r1 * r1 - ri * ri + xi * xi - x1 * x1 + yi * yi - y1 * y1))
    return tuple(rows)


def trilaterate(beacons: Sequence[Sequence[float]], ranges_m: Sequence[float]) -> list[float] | None:
    """The [x, y] where |P - B_i|^2 - r_i^2 is the same for all three beacons (the true position
    when the ranges are exact), by Cramer's rule; None when |det| < COLLINEAR_DET (beacons in a line)."""
    (a11, a12, c1), (a21, a22, c2) = trilateration_system(beacons, ranges_m)
    det = a11 * a22 - a12 * a21
    if abs(det) < COLLINEAR_DET:
        return None
    return [(c1 * a22 - a12 * c2) / det, (a11 * c2 - a21 * c1) / det]


def power_residuals(point: Sequence[float], beacons: Sequence[Sequence[float]],
                    ranges_m: Sequence[float]) -> list[float]:
    """|P - B_i|^2 - r_i^2 for each beacon: all equal at the trilaterated point."""
    return [math.dist(point, beacon) ** 2 - r * r for beacon, r in zip(beacons, ranges_m)]
