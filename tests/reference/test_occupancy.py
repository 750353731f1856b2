"""reference.occupancy against the numbers Level 5 prints (001_726003b98f3e3347.txt: "Where the
echoes land", "Log-odds: evidence that adds up", "A beam frees its path and marks its end")."""

import math

import pytest

from reference.occupancy import (
    apply_beam, beam_cells, clamp, closest_to_a_cell_edge, echo_cell, echo_counts, echo_point, flip_after, grid_pair,
    logit, map_scans, one_beam, prob, probability_map, tile_beliefs,
)

# "Where the echoes land"
ROWS, COLS, RES, MAX_RANGE = 6, 8, 0.5, 3.0
POSE = (1.3, 1.1, 0.4)
SCAN = [(-1.8, 1.4), (-1.2, 1.25), (-0.6, 2.2), (0.0, 2.65), (0.6, 2.0), (1.2, 1.6), (1.8, 3.0), (2.6, 1.1)]
EMPTY = [[0] * COLS for _ in range(ROWS)]


@pytest.mark.parametrize("a, r, point, cell", [
    (-1.8, 1.4, (1.538, -0.280), None),
    (-1.2, 1.25, (2.171, 0.203), (5, 4)),
    (-0.6, 2.2, (3.456, 0.663), (4, 6)),
    (0.0, 2.65, (3.741, 2.132), (1, 7)),
    (0.6, 2.0, (2.381, 2.783), (0, 4)),
    (1.2, 1.6, (1.253, 2.699), (0, 2)),
    (2.6, 1.1, (0.211, 1.255), (3, 0)),
])
def test_each_echo_lands_where_the_lesson_prints(a, r, point, cell):
    px, py = echo_point(POSE, a, r)
    assert (round(px, 3), round(py, 3)) == point
    assert echo_cell(EMPTY, RES, MAX_RANGE, POSE, a, r) == cell


def test_a_maximum_range_reading_is_no_echo():
    assert echo_cell(EMPTY, RES, MAX_RANGE, POSE, 1.8, 3.0) is None  # at 3.0 m it would be off the map too
    assert echo_cell(EMPTY, RES, 2.0, POSE, 0.6, 2.0) is None and echo_cell(EMPTY, RES, 2.01, POSE, 0.6, 2.0) == (0, 4)


def test_the_printed_echo_map():
    counts = echo_counts(ROWS, COLS, RES, MAX_RANGE, POSE, SCAN)
    me = echo_cell(EMPTY, RES, math.inf, (POSE[0], POSE[1], 0.0), 0.0, 0.0)
    assert me == (3, 2)
    drawn = ["".join("R" if (r, c) == me else str(counts[r][c] or ".") for c in range(COLS)) for r in range(ROWS)]
    assert drawn == ["..1.1...", ".......1", "........", "1.R.....", "......1.", "....1..."]
    assert sum(map(sum, counts)) == 6  # seven echoes, one of them off the map


def test_two_echoes_in_one_cell_count_twice_and_rows_are_their_own():
    counts = echo_counts(ROWS, COLS, RES, MAX_RANGE, POSE, [(0.0, 2.65), (0.0, 2.66)])
    assert counts[1][7] == 2 and sum(map(sum, counts)) == 2  # [[0] * cols] * rows would count 12


def test_edge_clearance():
    assert closest_to_a_cell_edge(RES, [echo_point(POSE, a, r) for a, r in SCAN]) > 1e-3
    assert closest_to_a_cell_edge(0.25, [(0.5, 0.3)]) < 1e-12


# "Log-odds: evidence that adds up"
P0 = 0.3
MODEL = {"echo": 0.8, "through": 0.12}


def test_log_odds_and_odds_agree_with_the_lesson():
    l, odds = logit(P0), P0 / (1 - P0)
    printed = [("echo", 1.3863, 0.8000), ("echo", 3.6199, 0.9739), ("through", 2.4748, 0.9224),
               ("echo", 4.7083, 0.9911)]
    for z, log_odds, p in printed:
        l += logit(MODEL[z]) - logit(P0)
        odds *= (MODEL[z] / (1 - MODEL[z])) / (P0 / (1 - P0))
        assert (round(l, 4), round(prob(l), 4), round(odds / (1 + odds), 4)) == (log_odds, p, p)


def test_tile_beliefs_reproduce_the_lesson_without_a_clamp_in_reach():
    after = tile_beliefs(P0, MODEL, -10.0, 10.0, ["echo", "echo", "through", "echo"])
    assert [round(p, 4) for p in after] == [0.8, 0.9739, 0.9224, 0.9911]
    assert after[0] == pytest.approx(0.8, abs=1e-12)  # one echo from the prior: the inverse model itself


def test_prob_is_the_probability_of_occupied():
    assert prob(logit(0.8)) == pytest.approx(0.8) and 1 / (1 + math.exp(logit(0.8))) == pytest.approx(0.2)
    assert prob(0.0) == 0.5 and clamp(5.0, -3.0, 3.0) == 3.0 and clamp(-5.0, -3.0, 3.0) == -3.0


@pytest.mark.parametrize("free, unclamped, clamped", [(5, 3, 2), (50, 27, 2), (500, 257, 2)])
def test_echoes_to_flip_a_cell_seen_free(free, unclamped, clamped):
    assert flip_after(P0, 0.12, 0.8, free, -math.inf, math.inf) == unclamped
    assert flip_after(P0, 0.12, 0.8, free, -3, 3) == clamped


def test_clamping_once_at_the_end_differs():
    after = tile_beliefs(P0, MODEL, -3.0, 3.0, ["through"] * 5 + ["echo"] * 2)
    l = logit(P0)
    for _ in range(5):
        l += logit(0.12) - logit(P0)
    for _ in range(2):
        l += logit(0.8) - logit(P0)
    assert after[-1] > 0.5 > prob(clamp(l, -3.0, 3.0))


# "A beam frees its path and marks its end"
SENSOR = {"max_range": 2.5, "l_occ": 0.85, "l_free": -0.4, "lo": -1.0, "hi": 2.0}
SCANS = [((0.6, 0.7, 0.0), [(0.3, 2.1), (-0.5, 2.5), (0.7, 1.45), (1.6, 1.2)]),
         ((2.4, 1.3, math.pi), [(0.0, 2.2), (0.0, 2.2), (-0.8, 1.2), (2.4, 1.15)])]
PRINTED_BEAMS = [
    ([(2, 1), (2, 2), (2, 3), (1, 4)], (1, 5), True),
    ([(2, 1), (3, 2), (3, 3), (4, 4)], (4, 5), False),
    ([(2, 1), (1, 2)], (0, 3), True),
    ([(2, 1), (1, 1)], (0, 1), True),
    ([(1, 4), (1, 3), (1, 2), (1, 1)], (1, 0), True),
    ([(1, 4), (1, 3), (1, 2), (1, 1)], (1, 0), True),
    ([(1, 4), (0, 4)], (-1, 3), True),
    ([(1, 4), (2, 5)], (2, 6), True),
]
PRINTED_MAP = [[0.0, 0.85, 0.0, 0.85, -0.4, 0.0, 0.0],
               [1.7, -1.0, -1.0, -0.8, -1.0, 0.85, 0.0],
               [0.0, -1.0, -0.4, -0.4, 0.0, -0.4, 0.85],
               [0.0, 0.0, -0.4, -0.4, 0.0, 0.0, 0.0]]
PRINTED_SYMBOLS = ["?#?#.??", "#....#?", "?...?.#", "??..???"]


def test_each_beam_walks_the_cells_the_lesson_prints():
    L = [[0.0] * 7 for _ in range(4)]
    beams = [apply_beam(L, 0.5, SENSOR, pose, a, r) for pose, readings in SCANS for a, r in readings]
    assert beams == PRINTED_BEAMS


def test_the_whole_map_after_both_scans():
    L = map_scans(4, 7, 0.5, SENSOR, SCANS)
    assert [[round(v, 2) for v in row] for row in L] == PRINTED_MAP
    assert ["".join("#" if v > 0 else "." if v < 0 else "?" for v in row) for row in L] == PRINTED_SYMBOLS
    assert L[2][1] == -1.0 and round(L[1][0], 10) == 1.7  # crossed four times: the clamp's floor; hit twice


def test_off_map_pairs_are_kept_and_skipped():
    assert grid_pair(4, 0.5, -0.1, 2.1) == (-1, -1) and int(-0.1 / 0.5) == 0  # floor, not int, and no bounds
    crossed, end, hit = beam_cells(4, 0.5, 2.5, (0.6, 0.7, 0.0), -0.5, 2.5)
    assert end == (4, 5) and not hit and (4, 4) in crossed  # below the map: walked, never indexed
    before = [[0.0] * 7 for _ in range(4)]
    after = one_beam(before, 0.5, SENSOR, (2.4, 1.3, math.pi), -0.8, 1.2)
    assert before == [[0.0] * 7 for _ in range(4)]  # one_beam works on a copy
    assert after[1][4] == -0.4 and after[0][4] == -0.4 and after[3][3] == 0.0  # row -1 is not the bottom row


def test_an_echo_in_the_robots_own_cell_crosses_nothing():
    crossed, end, hit = beam_cells(4, 0.5, 2.5, (0.6, 0.7, 0.0), 0.0, 0.1)
    assert (crossed, end, hit) == ([], (2, 1), True)


def test_probability_map_unknown_is_one_half():
    probabilities = probability_map(map_scans(4, 7, 0.5, SENSOR, SCANS))
    assert probabilities[0][0] == 0.5 and probabilities[1][0] > 0.5 > probabilities[1][1]
