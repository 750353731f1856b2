"""RANSAC Picks the Wall From the Clutter: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the careful
answer, `_ransac`, with one part swapped for the wrong one.
"""

import math


def _fit(points, angle=None):
    n = len(points)
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    sxx = sum((p[0] - mx) ** 2 for p in points)
    syy = sum((p[1] - my) ** 2 for p in points)
    sxy = sum((p[0] - mx) * (p[1] - my) for p in points)
    alpha = 0.5 * math.atan2(-2 * sxy, syy - sxx) if angle is None else angle(sxx, syy, sxy)
    return _flip(alpha, mx * math.cos(alpha) + my * math.sin(alpha))


def _flip(alpha, d):
    if d < 0:
        d, alpha = -d, alpha + math.pi
        if alpha > math.pi:
            alpha -= 2 * math.pi
    return alpha, d


def _distance(p, a, b):
    vx, vy = b[0] - a[0], b[1] - a[1]
    return abs(vx * (p[1] - a[1]) - vy * (p[0] - a[0])) / math.hypot(vx, vy)


def _inside(distance, tolerance):
    return distance <= tolerance


def _better(count, best):
    return count > best


def _pairs(n):
    return [(i, j) for i in range(n) for j in range(i + 1, n)]


def _ransac(scan, tolerance, inside=_inside, better=_better, skip_equal=True, refit=_fit, none_when_empty=True,
            skip=None, distance=_distance, no_wall=None, pairs=_pairs):
    best, pair = [], None
    for i, j in pairs(len(scan)):
        if skip is not None:
            if skip(scan[i], scan[j]):
                continue
        elif skip_equal and scan[i] == scan[j]:
            continue
        crowd = [k for k, p in enumerate(scan) if inside(distance(p, scan[i], scan[j]), tolerance)]
        if better(len(crowd), len(best)):
            best, pair = crowd, (i, j)
    if pair is None and none_when_empty:
        return no_wall
    alpha, d = refit([scan[k] for k in best], pair and (scan[pair[0]], scan[pair[1]]))
    return alpha, d, best


def _refit(points, pair):
    return _fit(points)


def _careful(scan, tolerance, **parts):
    parts.setdefault("refit", _refit)
    return _ransac(scan, tolerance, **parts)


def strict_tolerance(scan, tolerance):
    return _careful(scan, tolerance, inside=lambda distance, tolerance: distance < tolerance)


def later_pair_wins_tie(scan, tolerance):
    return _careful(scan, tolerance, better=lambda count, best: count >= best)


def pair_line_not_refit(scan, tolerance):
    def line_of_the_pair(points, pair):
        (ax, ay), (bx, by) = pair
        vx, vy = bx - ax, by - ay
        alpha = math.atan2(vx, -vy)          # the normal of the proposing pair's line
        return _flip(alpha, ax * math.cos(alpha) + ay * math.sin(alpha))

    return _careful(scan, tolerance, refit=line_of_the_pair)


def equal_points_not_skipped(scan, tolerance):
    return _careful(scan, tolerance, skip_equal=False)   # hypot(0, 0) is 0: a division by zero


def refit_y_on_x(scan, tolerance):
    def y_on_x(points, pair):
        n = len(points)
        mx = sum(p[0] for p in points) / n
        my = sum(p[1] for p in points) / n
        b = sum((p[0] - mx) * (p[1] - my) for p in points) / sum((p[0] - mx) ** 2 for p in points)
        a = my - b * mx
        return _flip(math.atan2(1.0, -b), a / math.hypot(1.0, b))

    return _careful(scan, tolerance, refit=y_on_x)


def no_pair_not_handled(scan, tolerance):
    return _careful(scan, tolerance, none_when_empty=False)   # fits an empty list of inliers


def none_only_for_short_scans(scan, tolerance):
    # `if len(scan) < 2: return None` up front, and nothing for a scan of one point seen many
    # times: the refit of no inliers divides by zero
    if len(scan) < 2:
        return None
    return _careful(scan, tolerance, none_when_empty=False)


def made_up_wall_when_no_pair(scan, tolerance):
    return _careful(scan, tolerance, no_wall=(0.0, 0.0, []))


def skips_pairs_sharing_x_or_y(scan, tolerance):
    # `if a[0] == b[0] or a[1] == b[1]: continue`: a pair square to an axis is skipped too
    return _careful(scan, tolerance, skip=lambda a, b: a[0] == b[0] or a[1] == b[1])


def refit_every_point(scan, tolerance):
    # the winner's inliers are found, but the refit takes the whole scan, clutter and all
    return _careful(scan, tolerance, refit=lambda points, pair: _fit(scan))


def distance_not_divided_by_length(scan, tolerance):
    def cross_only(p, a, b):
        return abs((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]))

    return _careful(scan, tolerance, distance=cross_only)


def refit_not_flipped(scan, tolerance):
    def no_flip(points, pair):
        n = len(points)
        mx = sum(p[0] for p in points) / n
        my = sum(p[1] for p in points) / n
        sxx = sum((p[0] - mx) ** 2 for p in points)
        syy = sum((p[1] - my) ** 2 for p in points)
        sxy = sum((p[0] - mx) * (p[1] - my) for p in points)
        alpha = 0.5 * math.atan2(-2 * sxy, syy - sxx)
        return alpha, mx * math.cos(alpha) + my * math.sin(alpha)

    return _careful(scan, tolerance, refit=no_flip)


def refit_atan(scan, tolerance):
    # the one-argument arctangent of the ratio: divides by zero when Sxx == Syy
    return _careful(scan, tolerance,
                    refit=lambda points, pair: _fit(points, lambda sxx, syy, sxy: 0.5 * math.atan(-2 * sxy / (syy - sxx))))


def refit_atan_with_a_guard(scan, tolerance):
    def angle(sxx, syy, sxy):
        return 0.5 * math.atan(-2 * sxy / (syy - sxx)) if syy != sxx else math.pi / 4

    return _careful(scan, tolerance, refit=lambda points, pair: _fit(points, angle))


def pairs_by_later_point_first(scan, tolerance):
    # `for j in range(n): for i in range(j):` visits (0, 1), (0, 2), (1, 2), (0, 3), ...: the
    # later point counts first, so a tie can go to a pair the statement's order meets later
    return _careful(scan, tolerance, pairs=lambda n: [(i, j) for j in range(n) for i in range(j)])
