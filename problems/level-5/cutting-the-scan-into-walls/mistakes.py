"""Cutting the Scan Into Walls: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the careful
answer, `_cut`, with one part swapped for the wrong one; all but `recursive_split` keep the
pieces still to split on a list.
"""

import math


def _line_distance(p, a, b):
    vx, vy = b[0] - a[0], b[1] - a[1]
    return abs(vx * (p[1] - a[1]) - vy * (p[0] - a[0])) / math.hypot(vx, vy)


def _too_far(d, threshold):
    return d > threshold


def _split(scan, threshold, distance, too_far, first_of_equals=True, shortest_split=2, search_end=0):
    cuts = {0, len(scan) - 1}
    pieces = [(0, len(scan) - 1)]
    while pieces:
        i, j = pieces.pop()
        if j - i < shortest_split:
            continue
        best_k, best = i + 1, -1.0
        for k in range(i + 1, j - search_end):
            d = distance(scan[k], scan[i], scan[j])
            if d > best or (not first_of_equals and d == best):
                best_k, best = k, d
        if too_far(best, threshold):
            cuts.add(best_k)
            pieces += [(i, best_k), (best_k, j)]
    return sorted(cuts)


def _merge(scan, cuts, threshold, distance, too_far, from_kept=True, only_the_cut=False):
    kept = [cuts[0]]
    for t in range(1, len(cuts) - 1):
        a, c = (kept[-1] if from_kept else cuts[t - 1]), cuts[t + 1]
        between = [cuts[t]] if only_the_cut else range(a + 1, c)
        if any(too_far(distance(scan[k], scan[a], scan[c]), threshold) for k in between):
            kept.append(cuts[t])
    kept.append(cuts[-1])
    return kept


def _cut(scan, threshold, distance=_line_distance, split_too_far=_too_far, merge_too_far=_too_far,
         first_of_equals=True, from_kept=True, shortest_split=2, search_end=0, only_the_cut=False):
    cuts = _split(scan, threshold, distance, split_too_far, first_of_equals, shortest_split, search_end)
    return cuts, _merge(scan, cuts, threshold, distance, merge_too_far, from_kept, only_the_cut)


def splits_at_the_threshold(scan, threshold):
    return _cut(scan, threshold, split_too_far=lambda d, threshold: d >= threshold)


def merge_keeps_at_the_threshold(scan, threshold):
    return _cut(scan, threshold, merge_too_far=lambda d, threshold: d >= threshold)


def last_of_equals(scan, threshold):
    return _cut(scan, threshold, first_of_equals=False)


def merge_from_previous_cut(scan, threshold):
    return _cut(scan, threshold, from_kept=False)


def distance_to_the_ends(scan, threshold):
    def nearer_end(p, a, b):
        return min(math.dist(p, a), math.dist(p, b))

    return _cut(scan, threshold, distance=nearer_end)


def merge_checks_only_the_cut(scan, threshold):
    # only b_t itself is measured from the chord a -> c, not every point between a and c
    return _cut(scan, threshold, only_the_cut=True)


def distance_to_the_segment(scan, threshold):
    def to_segment(p, a, b):
        dx, dy = b[0] - a[0], b[1] - a[1]
        t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)
        t = max(0.0, min(1.0, t))
        return math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))

    return _cut(scan, threshold, distance=to_segment)


def one_inner_point_is_a_wall(scan, threshold):
    # `if j - i <= 2: continue`: a piece with a single point between its ends is never split
    return _cut(scan, threshold, shortest_split=3)


def search_misses_the_last_inner_point(scan, threshold):
    # `for k in range(i + 1, j - 1)`: the point just before j is never looked at
    return _cut(scan, threshold, search_end=1)


def recursive_split(scan, threshold):
    def split(i, j, cuts):
        if j - i < 2:
            return
        k = max(range(i + 1, j), key=lambda k: _line_distance(scan[k], scan[i], scan[j]))
        if _line_distance(scan[k], scan[i], scan[j]) > threshold:
            cuts.add(k)
            split(i, k, cuts)
            split(k, j, cuts)

    cuts = {0, len(scan) - 1}
    split(0, len(scan) - 1, cuts)
    cuts = sorted(cuts)
    return cuts, _merge(scan, cuts, threshold, _line_distance, _too_far)
