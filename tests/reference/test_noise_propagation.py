"""reference.noise_propagation against the numbers Level 3 prints (000_e6fd8150aa7956e4.txt:
"Errors grow with range")."""

import math
import random

import pytest

from reference.noise_propagation import along_and_across_m, point_blur, point_covariance, simulated_blur


def test_the_lessons_point_at_8_m_to_first_order():
    sd_x, sd_y, cov = point_blur(0.7, 8.0, 0.4, 0.03, 0.005)
    assert (round(sd_x, 4), round(sd_y, 4), round(cov, 6)) == (0.0382, 0.0323, -0.000283)


def test_the_lessons_simulation_with_seed_7():
    sd_x, sd_y, cov = simulated_blur(0.7, 8.0, 0.4, 0.03, 0.005, 20000, random.Random(7))
    assert (round(sd_x, 4), round(sd_y, 4), round(cov, 6)) == (0.0381, 0.0322, -0.000275)


def test_across_the_beam_grows_with_range_along_it_does_not():
    assert [along_and_across_m(d, 0.03, 0.005) for d in (1, 10, 50)] == [
        (0.03, 0.005), (0.03, pytest.approx(0.05)), (0.03, pytest.approx(0.25))]


def test_the_blur_turns_with_the_beam_and_keeps_its_total():
    # Along +x: x carries the range error, y the arc. The trace is the same in every direction.
    var_x, var_y, cov = point_covariance(0.0, 20.0, 0.0, 0.02, 0.001)
    assert (var_x, var_y, cov) == (pytest.approx(0.02 ** 2), pytest.approx((20 * 0.001) ** 2), pytest.approx(0.0))
    turned = point_covariance(1.1, 20.0, 0.9, 0.02, 0.001)
    assert turned[0] + turned[1] == pytest.approx(var_x + var_y)
    assert turned[2] ** 2 <= turned[0] * turned[1] + 1e-18  # a covariance never beats the product of the sds
    assert point_covariance(math.pi / 4, 10.0, 0.0, 0.03, 0.0)[2] > 0  # range error alone: x and y move together
