"""reference.leak_listening: the lesson's scoring ("Which pose explains the scan?" in
000_e6fd8150aa7956e4.txt) applied to loggers on a pipe, and the lesson's own numbers through it."""

import math

from reference.leak_listening import heard_at_s, likeliest_leak, predicted_times_s, scores_from_predictions
from reference.scan_match import predicted_scan, total_error

ROOM = [(0, 0, 8, 0), (8, 0, 8, 5), (8, 5, 0, 5), (0, 5, 0, 0), (2, 3, 4, 3)]
ANGLES = [k * math.pi / 4 for k in range(8)]
MEASURED = [2.62, 3.65, 3.03, 4.22, 0.9, 2.85, 1.97, 2.81]  # beam 4: a person 0.9 m behind
POSES = [(5.4, 2.0, 0.0), (5.7, 2.3, 1.35), (5.4, 2.0, 0.1)]

LOGGERS_M = [100, 450, 800, 1300, 1750, 2200]
HEARD_S = [0.601, 0.318, 0.362, 0.41, 1.0, 1.0]  # the logger at 1300 m: a lorry at 0.41 s
CANDIDATES = [[560, 0.25], [600, 0.2], [640, 0.17]]


def test_the_lessons_scans_scored_give_its_counts_choice_and_posterior():
    scans = [predicted_scan(pose, ANGLES, ROOM, 6.0) for pose in POSES]
    counts, best, posterior = scores_from_predictions(scans, MEASURED, 0.1, 0.9)
    assert counts == [7, 2, 3]
    assert best == 0
    assert [round(p, 4) for p in posterior] == [0.9998, 0.0, 0.0002]


def test_the_statements_example():
    counts, best, posterior = likeliest_leak(LOGGERS_M, HEARD_S, CANDIDATES, 1250, 1.0, 0.005, 0.9)
    assert (counts, best) == ([2, 5, 4], 1)
    assert [round(p, 6) for p in posterior] == [0.001233, 0.89889, 0.099877]
    assert math.isclose(sum(posterior), 1.0)


def test_the_crack_runs_both_ways_from_the_candidates_own_moment():
    assert heard_at_s(100, (600, 0.2), 1250, 9.0) == 0.2 + 500 / 1250
    assert heard_at_s(1100, (600, 0.2), 1250, 9.0) == 0.2 + 500 / 1250


def test_a_logger_beyond_the_window_records_the_window():
    assert predicted_times_s((600, 0.2), [1750, 2200, 800], 1250, 1.0) == [1.0, 1.0, 0.2 + 200 / 1250]


def test_summed_errors_prefer_a_decoy_that_counting_rejects():
    heard = [0.52, 0.272, 0.486, 0.699, 0.985, 1.272]  # the first logger set off early by a lorry
    loggers, candidates = [0, 700, 1000, 1300, 1700, 2100], [[520, 0.149], [600, 0.2], [900, 0.05]]
    errors = [total_error(predicted_times_s(c, loggers, 1400, 2.0), heard) for c in candidates]
    assert min(range(3), key=errors.__getitem__) == 0
    assert likeliest_leak(loggers, heard, candidates, 1400, 2.0, 0.004, 0.9)[:2] == ([1, 5, 0], 1)


def test_one_sided_loggers_cannot_tell_nearer_and_later_from_farther_and_earlier():
    loggers, heard = [800, 1100, 1500, 1900, 2400], [0.431, 0.669, 0.991, 1.309, 1.712]
    counts, best, posterior = likeliest_leak(loggers, heard, [[450, 0.15], [700, 0.35], [1000, 0.2]],
                                             1250, 2.0, 0.004, 0.9)
    assert (counts, best) == ([5, 5, 0], 0)
    assert math.isclose(posterior[0], posterior[1])


def test_a_difference_equal_to_the_tolerance_agrees():
    counts, best, _ = likeliest_leak([0, 250, 750, 1000], [1.0625, 0.75, 0.8125, 0.9375],
                                     [[500, 0.5625], [500, 0.5]], 1000, 2.0, 0.0625, 0.9)
    assert (counts, best) == ([3, 4], 1)
