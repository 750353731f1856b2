"""reference.calibration against the numbers Level 3 prints (000_e6fd8150aa7956e4.txt:
"A calibration line")."""

import pytest

from reference.calibration import calibrate, fit_line, glitch_positions, invert

TRUE = [0.5, 1.0, 1.5, 2.0, 2.5, 3.0]
READ = [0.56, 1.08, 1.61, 2.12, 2.66, 3.17]


def test_the_lessons_infrared_ranger():
    a, b = fit_line(TRUE, READ)
    assert (round(a, 4), round(b, 4)) == (0.0367, 1.0457)
    assert round(invert(1.90, a, b), 4) == 1.7819


def test_one_stray_echo_at_the_far_end_wrecks_the_line():
    a, b = fit_line(TRUE, READ[:5] + [0.4])
    assert (round(a, 4), round(b, 4)) == (0.96, 0.2543)


def test_cleaning_by_the_median_error_drops_the_echo_and_restores_the_line():
    bad = READ[:5] + [0.4]
    assert glitch_positions(TRUE, bad, 0.15) == [5]
    a, b, glitches = calibrate(TRUE, bad, 0.15)
    assert glitches == [5]
    assert b == pytest.approx(1.048)
    assert a == pytest.approx(0.034)


def test_an_exact_line_is_recovered_and_inverted():
    a, b = fit_line([1.0, 2.0, 4.0], [0.5 + 2 * 1.0, 0.5 + 2 * 2.0, 0.5 + 2 * 4.0])
    assert (a, b) == (pytest.approx(0.5), pytest.approx(2.0))
    assert invert(4.5, a, b) == pytest.approx(2.0)
