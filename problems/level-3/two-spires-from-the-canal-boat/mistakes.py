"""Two Spires From the Canal Boat: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful fix, `_fix`, with one step done the wrong way."""

import math

PARALLEL = 1e-9


def _cross(ax, ay, bx, by):
    return ax * by - ay * bx


def _fix(heading, spires, bearings_deg, world=lambda heading, b: heading + math.radians(b),
         parallel=lambda sine: abs(sine) < PARALLEL, walk=-1):
    (l1x, l1y), (l2x, l2y) = spires
    a1, a2 = world(heading, bearings_deg[0]), world(heading, bearings_deg[1])
    d1x, d1y, d2x, d2y = math.cos(a1), math.sin(a1), math.cos(a2), math.sin(a2)
    sine = _cross(d1x, d1y, d2x, d2y)
    if parallel(sine):
        return None
    wx, wy = l1x - l2x, l1y - l2y
    t1 = _cross(wx, wy, d2x, d2y) / sine
    return [l1x + walk * t1 * d1x, l1y + walk * t1 * d1y]


def heading_forgotten(heading, spires, bearings_deg):
    return _fix(heading, spires, bearings_deg, world=lambda heading, b: math.radians(b))


def degrees_as_radians(heading, spires, bearings_deg):
    return _fix(heading, spires, bearings_deg, world=lambda heading, b: heading + b)


def walks_forwards(heading, spires, bearings_deg):
    return _fix(heading, spires, bearings_deg, walk=+1)  # L + t d: the far side of the spire


def parallel_not_tested(heading, spires, bearings_deg):
    return _fix(heading, spires, bearings_deg, parallel=lambda sine: False)


def parallel_tested_with_equals(heading, spires, bearings_deg):
    return _fix(heading, spires, bearings_deg, parallel=lambda sine: sine == 0)
