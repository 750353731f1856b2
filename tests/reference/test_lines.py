"""reference.lines against every number Level 5 prints (001_726003b98f3e3347.txt: "A wall is a
line", "RANSAC: let the points vote", "Split-and-merge: cutting a scan into walls", "Where two
walls meet")."""

import math

import pytest

from reference.lines import (all_wall_probability, centred_sums, corner, distance_to_line, fit_line,
                             line_angle, line_through, merge, oriented, ransac, ransac_vote, residuals,
                             split, split_and_merge, y_on_x)

WALL = [(2.53, -1.0), (2.47, -0.5), (2.55, 0.0), (2.46, 0.5), (2.52, 1.0), (2.49, 1.5)]

CLUTTERED = [(-1.0, 1.52), (-0.5, 1.47), (0.0, 1.5), (0.5, 1.53), (1.0, 1.49), (1.5, 1.51),
             (0.6, 0.4), (0.8, 0.45), (1.3, 0.9), (0.2, 2.6)]

SWEEP = [(0.0, 1.92), (0.5, 1.95), (1.0, 2.03), (1.5, 1.97), (2.0, 2.05),
         (2.5, 1.95), (2.8, 1.65), (3.1, 1.35)]


def rounded(line, digits=4):
    return tuple(round(v, digits) for v in line)


# ------------------------------------------------------------------ A wall is a line

def test_statistics_line_tilts_the_wall():
    slope, intercept = y_on_x(WALL)
    assert (round(slope, 3), round(intercept, 3)) == (-5.526, 14.084)
    assert math.degrees(math.atan(1 / abs(slope))) == pytest.approx(10.3, abs=0.1)  # "almost 10 degrees"


def test_normal_form_of_the_wall_ahead():
    alpha, d = fit_line(WALL)
    assert (round(alpha, 4), round(d, 4)) == (0.008, 2.5053)
    assert round(d, 3) == 2.505
    assert [round(r, 3) + 0.0 for r in residuals(WALL, (alpha, d))] == [0.017, -0.039, 0.045, -0.041, 0.023, -0.003]
    assert all(abs(r) < 0.05 for r in residuals(WALL, (alpha, d)))  # "all within 5 cm"


def test_the_direction_of_least_spread_is_the_normal():
    # numpy's SVD in the lesson; here the 2x2 scatter matrix's eigenvector of the smaller eigenvalue
    mx, my, sxx, syy, sxy = centred_sums(WALL)
    small = (sxx + syy) / 2 - math.hypot((sxx - syy) / 2, sxy)
    nx, ny = sxy, small - sxx
    length = math.hypot(nx, ny)
    nx, ny = nx / length, ny / length
    if nx * mx + ny * my < 0:
        nx, ny = -nx, -ny
    alpha, _d = fit_line(WALL)
    assert [round(nx, 4), round(ny, 4)] == [1.0, 0.008]
    assert (round(math.cos(alpha), 4), round(math.sin(alpha), 4)) == (1.0, 0.008)


def test_the_flip_makes_d_positive_and_keeps_pi():
    assert oriented(0.5, 2.0) == (0.5, 2.0)
    alpha, d = oriented(0.0, -2.0)
    assert (alpha, d) == (math.pi, 2.0)  # (-pi, pi]: pi, never -pi
    alpha, d = fit_line([(-2.0, -1.0), (-2.0, 0.0), (-2.0, 1.5)])
    assert (alpha, d) == (math.pi, 2.0)
    alpha, d = fit_line([(1.0, -1.5), (0.0, -1.5), (-1.0, -1.5)])
    assert alpha == pytest.approx(-math.pi / 2) and d == pytest.approx(1.5)


def test_line_through_two_points():
    assert rounded(line_through((2.5, -1.0), (2.5, 1.0))) == (0.0, 2.5)
    assert rounded(line_through((2.5, 1.0), (2.5, -1.0))) == (0.0, 2.5)
    alpha, d = line_through((-2.0, 0.0), (-2.0, 3.0))
    assert alpha == math.pi and d == 2.0
    alpha, d = line_through((1.0, 0.0), (-1.0, 0.0))  # through the robot: d = 0, alpha in (-pi, pi]
    assert abs(d) < 1e-12 and -math.pi < alpha <= math.pi


# ------------------------------------------------------------------------------ RANSAC

def test_least_squares_listens_to_the_clutter():
    assert rounded(fit_line(CLUTTERED)) == (1.099, 1.3909)
    alpha, d = fit_line(CLUTTERED)
    assert (round(alpha, 2), round(d, 2)) == (1.10, 1.39)


def test_ransac_finds_the_wall():
    pair, inliers = ransac_vote(CLUTTERED, 0.05)
    assert pair == (0, 2) and inliers == [0, 1, 2, 3, 4, 5]
    alpha, d, inliers = ransac(CLUTTERED, 0.05)
    assert (round(alpha, 4), round(d, 4)) == (1.5731, 1.5028) and inliers == [0, 1, 2, 3, 4, 5]
    assert round(d, 3) == 1.503 and round(alpha, 3) == 1.573
    assert abs(alpha - math.pi / 2) < 0.01  # "close to pi/2"


def test_random_pairs_find_the_wall_often():
    assert (6 / 10) * (5 / 9) == pytest.approx(1 / 3)
    assert [round(all_wall_probability(6, 10, k), 4) for k in (1, 5, 10, 20)] == [0.3333, 0.8683, 0.9827, 0.9997]
    assert round(1 - all_wall_probability(6, 10, 10), 3) == 0.017  # "miss the wall only 1.7% of the time"


def test_ransac_tie_rules_and_degenerate_scans():
    assert ransac([], 0.1) is None
    assert ransac([(1.0, 2.0)], 0.1) is None
    assert ransac([(1.0, 2.0), (1.0, 2.0), [1.0, 2.0]], 0.1) is None  # no two different points
    # two walls of three points each: the earlier pair keeps the tie
    pair, inliers = ransac_vote([(0.0, 1.0), (1.0, 1.0), (2.0, 1.0), (3.0, 0.0), (3.0, -1.0), (3.0, -2.0)], 0.01)
    assert pair == (0, 1) and inliers == [0, 1, 2]
    # at most the tolerance: a point exactly 0.25 away counts
    _pair, inliers = ransac_vote([(0.0, 1.5), (0.5, 1.5), (1.0, 1.25), (5.0, 5.0)], 0.25)
    assert inliers == [0, 1, 2]


# ------------------------------------------------------------------------- split-and-merge

def test_split_and_merge_reproduces_the_lesson():
    assert split_and_merge(SWEEP, 0.15) == ([0, 4, 5, 7], [0, 5, 7])
    assert split_and_merge(SWEEP, 0.05) == ([0, 4, 5, 7], [0, 4, 5, 7])


def test_the_distances_that_decide_the_merge():
    far = [distance_to_line(SWEEP[k], SWEEP[0], SWEEP[5]) for k in range(1, 5)]
    assert all(d <= 0.15 for d in far)
    assert (round(far[1], 3), round(far[3], 3)) == (0.098, 0.106)
    first = max(range(1, 7), key=lambda k: distance_to_line(SWEEP[k], SWEEP[0], SWEEP[7]))
    assert first == 4


def test_split_needs_more_than_the_threshold():
    chain = [(0.0, 0.0), (1.0, 0.25), (2.0, 0.0)]
    assert split(chain, 0.25) == [0, 2]
    assert split(chain, 0.2) == [0, 1, 2]


def test_merge_measures_from_the_last_kept_cut():
    assert merge(SWEEP, [0, 4, 5, 7], 0.15) == [0, 5, 7]
    assert merge(SWEEP, [0, 7], 0.15) == [0, 7]


def test_a_long_spiral_needs_no_recursion():
    radii = [1.0 + 0.001 * k for k in range(3000)]
    turns = [(1, 0), (0, 1), (-1, 0), (0, -1)]
    chain = [(0.0, 0.0)] + [(r * turns[k % 4][0], r * turns[k % 4][1]) for k, r in enumerate(radii)]
    assert split(chain[:200], 0.5) == list(range(200))


# ----------------------------------------------------------------------- where two walls meet

def test_the_shelf_meets_the_wall():
    shelf, wall = (0.25, 2.0), (1.95, 1.4)
    x, y, phi = corner(shelf, wall, 0.3)
    assert (round(x, 4), round(y, 4), round(phi, 4)) == (1.5243, 2.1145, 1.4416)
    assert round(math.degrees(phi), 1) == 82.6
    for a, d in (shelf, wall):
        assert round(x * math.cos(a) + y * math.sin(a) - d, 4) + 0.0 == 0.0
    assert (round(round(x, 4), 3), round(round(y, 4), 3)) == (1.524, 2.115)  # the prose rounds the print


def test_nearly_parallel_and_folded():
    assert corner((0.25, 2.0), (-2.9, 1.0), 0.3) is None
    assert round(abs(0.25 - -2.9), 2) == 3.15
    assert round(line_angle(0.25, -2.9), 3) == 0.008
    assert rounded(corner((0.25, 2.0), (-1.4, 1.0), 0.3)) == (2.2253, -0.631, 1.4916)
    assert round(abs(0.25 - -1.4), 2) == 1.65 and round(math.pi - 1.65, 2) == 1.49


def test_corner_edges():
    assert corner((0.3, 1.0), (0.3, 2.5), 0.1) is None  # parallel: refused before any division
    assert corner((0.0, 1.0), (0.5, 1.0), 0.5) is not None  # exactly the minimum is enough
    assert line_angle(3.0, -2.9) == pytest.approx(2 * math.pi - 5.9)


def test_split_cuts_at_the_first_of_equals():
    teeth = [(-1.0, 1.5), (0.0, 2.0), (1.0, 1.5), (2.0, 2.0), (3.0, 1.5)]
    assert split(teeth, 0.4) == [0, 1, 4]  # points 1 and 3 are exactly as far from the first chord


def test_merge_drops_a_cut_exactly_at_the_threshold():
    bump = [(0.5, 1.25), (1.0, 1.25), (1.5, 1.25), (2.0, 1.5), (2.5, 1.25), (3.0, 1.25), (3.5, 1.25), (4.0, 0.75)]
    assert split_and_merge(bump, 0.25) == ([0, 3, 6, 7], [0, 6, 7])


def test_line_through_never_answers_minus_pi():
    assert math.atan2(-0.0, -1.0) == -math.pi
    alpha, d = line_through((0.0, 0.0), (-0.0, 1.0))  # atan2(-0.0, -1): the normal along -x, d = 0
    assert alpha == math.pi and d == 0.0


def test_a_corner_beyond_both_walls_ends():
    x, y, phi = corner(line_through((0.2, 1.8), (1.4, 1.8)), line_through((2.5, 0.9), (2.5, -0.6)), 0.2)
    assert (round(x, 9), round(y, 9), phi) == (2.5, 1.8, math.pi / 2)
