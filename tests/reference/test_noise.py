"""reference.noise against the numbers Level 3 prints (000_e6fd8150aa7956e4.txt:
"Noise: bias, spread and stray echoes")."""

import math
import random
import statistics

import pytest

from reference.noise import (RunningStats, mean, median, running_mean_and_spread, sample_sd, sensor_report,
                             stray_positions)

READINGS = [1.23, 1.19, 1.25, 1.22, 0.31, 1.21, 1.24, 1.20, 1.26, 1.22]


def test_the_lessons_board_at_1_2_m():
    assert round(mean(READINGS), 4) == 1.133
    assert round(median(READINGS), 4) == 1.22
    strays, bias_m, spread_m = sensor_report(READINGS, 1.2, 0.15)
    assert strays == [4]
    assert (round(bias_m, 4), round(spread_m, 4)) == (0.0244, 0.023)


def test_the_median_of_an_even_count_is_the_mean_of_the_middle_two_and_leaves_the_input_alone():
    values = [4.0, 1.0, 3.0, 2.0]
    assert median(values) == 2.5
    assert values == [4.0, 1.0, 3.0, 2.0]
    assert median([5.0, 1.0, 3.0]) == 3.0


def test_strays_are_more_than_the_tolerance_away_and_reported_where_they_were_read():
    assert stray_positions([0.15, 1.41, 1.38, 1.44, 1.40, 3.9, 1.42], 0.12) == [0, 5]
    assert stray_positions([1.0, 1.5, 2.0], 0.5) == []  # exactly at the tolerance is kept


def test_spread_is_the_sample_standard_deviation_and_none_below_two():
    assert sample_sd([0.5, 0.47, 0.53, 0.49, 0.51, 0.50]) == pytest.approx(0.02)
    assert sample_sd([1.0]) is None
    assert sensor_report([3.0, 1.52, 0.4], 1.5, 0.1) == ([0, 2], pytest.approx(0.02), None)
    assert sensor_report([1.0, 2.0, 1.0, 2.0], 1.5, 0.2) == ([0, 1, 2, 3], None, None)


def test_running_statistics_agree_with_the_batch_ones_after_every_reading():
    rng = random.Random(3)
    values = [rng.gauss(2.0, 0.05) for _ in range(30)]
    for count, (mean_m, spread_m) in enumerate(running_mean_and_spread(values), start=1):
        assert mean_m == pytest.approx(statistics.fmean(values[:count]), abs=1e-12)
        if count == 1:
            assert spread_m is None
        else:
            assert spread_m == pytest.approx(statistics.stdev(values[:count]), abs=1e-12)


def test_running_statistics_keep_their_precision_far_from_zero():
    # Readings near 1e9 with a spread of a few units: sum-of-squares formulas lose every digit here.
    values = [1e9 + v for v in (4.0, 7.0, 13.0, 16.0)]
    stats = RunningStats()
    for value in values:
        stats.add(value)
    assert stats.mean == 1e9 + 10.0
    assert stats.spread == pytest.approx(math.sqrt(30.0), rel=1e-12)
