"""Which Wells Can the Pipette Reach? The wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only).
"""

import math


def strict_edges(l1, l2, wells):
    inner2, outer2 = (l1 - l2) ** 2, (l1 + l2) ** 2
    return [i for i, (x, y) in enumerate(wells) if inner2 < x * x + y * y < outer2]  # edges left out


def inner_radius_without_abs(l1, l2, wells):
    reach = []
    for i, (x, y) in enumerate(wells):
        distance = math.hypot(x, y)
        if l1 - l2 <= distance <= l1 + l2:  # negative when the second link is the longer
            reach.append(i)
    return reach


def base_never_reachable(l1, l2, wells):
    inner2, outer2 = (l1 - l2) ** 2, (l1 + l2) ** 2
    reach = []
    for i, (x, y) in enumerate(wells):
        if x == 0 and y == 0:
            continue  # "the arm cannot fold onto its own base"
        if inner2 <= x * x + y * y <= outer2:
            reach.append(i)
    return reach


def squared_distance_against_radius(l1, l2, wells):
    return [i for i, (x, y) in enumerate(wells) if abs(l1 - l2) <= x * x + y * y <= l1 + l2]  # squared on one side only


def _float_distances(l1, l2, wells, per_unit):
    a, b = l1 / per_unit, l2 / per_unit
    reach = []
    for i, (x, y) in enumerate(wells):
        distance = math.hypot(x / per_unit, y / per_unit)  # a float distance, rounded
        if abs(a - b) <= distance <= a + b:
            reach.append(i)
    return reach


def float_distances(l1, l2, wells):
    return _float_distances(l1, l2, wells, 1000)  # "work in millimetres"


def manhattan_distance(l1, l2, wells):
    low, high = abs(l1 - l2), l1 + l2
    return [i for i, (x, y) in enumerate(wells) if low <= abs(x) + abs(y) <= high]  # a detour, not a distance


def no_hole(l1, l2, wells):
    outer2 = (l1 + l2) ** 2
    return [i for i, (x, y) in enumerate(wells) if x * x + y * y <= outer2]  # a full disc


def coordinates_not_indices(l1, l2, wells):
    inner2, outer2 = (l1 - l2) ** 2, (l1 + l2) ** 2
    return [[x, y] for x, y in wells if inner2 <= x * x + y * y <= outer2]  # the wells, not their indices


def strict_inner_edge(l1, l2, wells):
    inner2, outer2 = (l1 - l2) ** 2, (l1 + l2) ** 2
    return [i for i, (x, y) in enumerate(wells) if inner2 < x * x + y * y <= outer2]  # inner edge left out


def strict_outer_edge(l1, l2, wells):
    inner2, outer2 = (l1 - l2) ** 2, (l1 + l2) ** 2
    return [i for i, (x, y) in enumerate(wells) if inner2 <= x * x + y * y < outer2]  # outer edge left out


def float_distances_in_metres(l1, l2, wells):
    return _float_distances(l1, l2, wells, 1e6)  # "work in metres"


def index_by_lookup(l1, l2, wells):
    inner2, outer2 = (l1 - l2) ** 2, (l1 + l2) ** 2
    reach = []
    for well in wells:
        x, y = well
        if inner2 <= x * x + y * y <= outer2:
            reach.append(wells.index(well))  # the first well at that position, not this one
    return reach


def floored_square_root(l1, l2, wells):
    reach = []
    for i, (x, y) in enumerate(wells):
        distance = math.isqrt(x * x + y * y)  # rounded down to a whole micrometre
        if abs(l1 - l2) <= distance <= l1 + l2:
            reach.append(i)
    return reach
