"""Walls as lines (Level 5, "A wall is a line" to "Where two walls meet"): the normal form, the
perpendicular least-squares fit, RANSAC over every pair, split-and-merge, and the corner where
two walls meet.

Points are (x, y) pairs in the robot's frame, the robot at the origin. A line in normal form is
(alpha, d): the points with x cos(alpha) + y sin(alpha) = d, where (cos alpha, sin alpha) is the
unit normal pointing from the robot towards the line and d >= 0 is the line's distance. alpha is
reported in (-pi, pi] (reference.angles.wrap): pi is kept, -pi left out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from reference.angles import wrap

Point = Sequence[float]
Line = tuple[float, float]  # (alpha, d)


# ------------------------------------------------ the normal form and perpendicular least squares

def oriented(alpha: float, d: float) -> Line:
    """The same line with its normal pointing from the robot to it: a negative d becomes -d, and
    the normal turns by a half turn, wrapped into (-pi, pi]. A positive (or zero) d is kept."""
    if d < 0:
        return wrap(alpha + math.pi), -d
    return alpha, d


def centred_sums(points: Sequence[Point]) -> tuple[float, float, float, float, float]:
    """(mean x, mean y, Sxx, Syy, Sxy), the sums taken about the mean point."""
    n = len(points)
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    sxx = sum((p[0] - mx) ** 2 for p in points)
    syy = sum((p[1] - my) ** 2 for p in points)
    sxy = sum((p[0] - mx) * (p[1] - my) for p in points)
    return mx, my, sxx, syy, sxy


def fit_line(points: Sequence[Point]) -> Line:
    """The line that minimises the sum of squared perpendicular distances (total least squares):
    it passes through the mean point, with (cos 2alpha, sin 2alpha) opposite to
    ((Sxx - Syy) / 2, Sxy); then oriented so that d >= 0."""
    mx, my, sxx, syy, sxy = centred_sums(points)
    alpha = 0.5 * math.atan2(-2 * sxy, syy - sxx)
    d = mx * math.cos(alpha) + my * math.sin(alpha)
    return oriented(alpha, d)


def residuals(points: Sequence[Point], line: Line) -> list[float]:
    """The signed perpendicular distance of every point from the line (positive beyond it)."""
    alpha, d = line
    return [p[0] * math.cos(alpha) + p[1] * math.sin(alpha) - d for p in points]


def y_on_x(points: Sequence[Point]) -> tuple[float, float]:
    """Statistics' line y = a + b x, (slope b, intercept a): it minimises VERTICAL distances, the
    wrong thing for a wall (the lesson prints it only to show how far off it is)."""
    mx, my, sxx, _syy, sxy = centred_sums(points)
    slope = sxy / sxx
    return slope, my - slope * mx


def line_through(a: Point, b: Point) -> Line:
    """The normal form of the line through two different points a and b."""
    vx, vy = b[0] - a[0], b[1] - a[1]
    alpha = wrap(math.atan2(vx, -vy))  # the normal (-vy, vx) is square to (vx, vy); atan2 may say -pi
    return oriented(alpha, a[0] * math.cos(alpha) + a[1] * math.sin(alpha))


# ------------------------------------------------------------------------------ RANSAC

def distance_to_line(p: Point, a: Point, b: Point) -> float:
    """From p to the whole line through a and b (a != b): a cross product over a length."""
    vx, vy = b[0] - a[0], b[1] - a[1]
    return abs(vx * (p[1] - a[1]) - vy * (p[0] - a[0])) / math.hypot(vx, vy)


def same_point(a: Point, b: Point) -> bool:
    return a[0] == b[0] and a[1] == b[1]


def ransac_vote(points: Sequence[Point], tolerance: float) -> tuple[tuple[int, int], list[int]] | None:
    """Every pair (i, j), i < j, in the order (0, 1), (0, 2), ..., (1, 2), ... proposes the line
    through its two points (pairs of equal points are skipped: they fix no line). A point is an
    inlier when its distance is AT MOST `tolerance`. The pair with the most inliers wins; a tie
    keeps the earlier pair. Returns (pair, inlier indices in order), or None when no pair of
    different points exists."""
    best: list[int] = []
    pair = None
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            if same_point(points[i], points[j]):
                continue
            crowd = [k for k, p in enumerate(points) if distance_to_line(p, points[i], points[j]) <= tolerance]
            if len(crowd) > len(best):  # strictly more: the earlier pair keeps a tie
                best, pair = crowd, (i, j)
    if pair is None:
        return None
    return pair, best


def ransac(points: Sequence[Point], tolerance: float) -> tuple[float, float, list[int]] | None:
    """(alpha, d, inliers): the winning pair's inliers and the perpendicular least-squares line
    refitted to them (not the proposing pair's line). None when no pair of different points exists."""
    vote = ransac_vote(points, tolerance)
    if vote is None:
        return None
    _pair, inliers = vote
    alpha, d = fit_line([points[k] for k in inliers])
    return alpha, d, inliers


def all_wall_probability(wall_points: int, total_points: int, pairs: int) -> float:
    """The chance that at least one of `pairs` random pairs (two different points each) is made of
    two wall points, when `wall_points` of the `total_points` lie on the wall."""
    q = (wall_points / total_points) * ((wall_points - 1) / (total_points - 1))
    return 1 - (1 - q) ** pairs


# ------------------------------------------------------------------------- split-and-merge

def farthest_from_chord(points: Sequence[Point], i: int, j: int) -> tuple[int, float]:
    """(k, distance) of the point strictly between i and j farthest from the chord's line through
    points i and j; the first of equals. Needs j - i >= 2."""
    best_k, best = i + 1, -1.0
    for k in range(i + 1, j):
        distance = distance_to_line(points[k], points[i], points[j])
        if distance > best:
            best_k, best = k, distance
    return best_k, best


def split(points: Sequence[Point], threshold: float) -> list[int]:
    """The iterative end-point fit: a piece whose farthest point lies MORE than `threshold` from
    its chord is cut there, and both halves are split the same way. The pieces still to do are
    kept on a list (no recursion, so a scan of thousands of points is fine). Returns the sorted
    breakpoints, the first and last point included."""
    cuts = {0, len(points) - 1}
    todo = [(0, len(points) - 1)]
    while todo:
        i, j = todo.pop()
        if j - i < 2:
            continue
        k, distance = farthest_from_chord(points, i, j)
        if distance > threshold:
            cuts.add(k)
            todo.append((k, j))
            todo.append((i, k))
    return sorted(cuts)


def merge(points: Sequence[Point], cuts: Sequence[int], threshold: float) -> list[int]:
    """Walk the sorted breakpoints left to right: an inner cut is dropped when every point between
    the last KEPT cut and the next cut lies within `threshold` (at most) of their chord's line."""
    if len(cuts) < 2:
        return list(cuts)
    kept = [cuts[0]]
    for t in range(1, len(cuts) - 1):
        a, c = kept[-1], cuts[t + 1]
        if any(distance_to_line(points[k], points[a], points[c]) > threshold for k in range(a + 1, c)):
            kept.append(cuts[t])
    kept.append(cuts[-1])
    return kept


def split_and_merge(points: Sequence[Point], threshold: float) -> tuple[list[int], list[int]]:
    """(breakpoints after the split, breakpoints after the merge)."""
    cuts = split(points, threshold)
    return cuts, merge(points, cuts, threshold)


# ----------------------------------------------------------------------- where two walls meet

def line_angle(alpha1: float, alpha2: float) -> float:
    """The angle between two lines from their normals' directions: |alpha1 - alpha2| reduced
    modulo a half turn, then folded into [0, pi/2] (a line has no direction)."""
    phi = abs(alpha1 - alpha2) % math.pi
    if phi > math.pi / 2:
        phi = math.pi - phi
    return phi


def corner(line1: Line, line2: Line, min_angle: float) -> tuple[float, float, float] | None:
    """(x, y, angle) where the two lines meet, by Cramer's rule with the determinant
    sin(alpha2 - alpha1); None when the lines cross at less than `min_angle` (checked first, so
    parallel lines never reach the division). The corner may lie beyond the walls' ends."""
    (a1, d1), (a2, d2) = line1, line2
    phi = line_angle(a1, a2)
    if phi < min_angle:
        return None
    det = math.sin(a2 - a1)  # cos a1 sin a2 - sin a1 cos a2
    x = (d1 * math.sin(a2) - d2 * math.sin(a1)) / det
    y = (d2 * math.cos(a1) - d1 * math.cos(a2)) / det
    return x, y, phi
