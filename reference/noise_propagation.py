"""Errors grow with range: how a lidar point's range and bearing errors become errors in x and y.

The point is x = x0 + r cos(alpha), y = y0 + r sin(alpha) with alpha = heading + bearing. To first
order a range error dr moves it along the beam, (cos a, sin a) dr, and a bearing error db across
it, r (-sin a, cos a) db: an angle times a radius is an arc. Independent zero-mean errors mixed as
p d1 + q d2 have variance p^2 s1^2 + q^2 s2^2 (variances add, not standard deviations), and two such
mixes p d1 + q d2 and u d1 + v d2 have covariance p u s1^2 + q v s2^2.
"""

from __future__ import annotations

import math


def point_covariance(heading_rad: float, range_m: float, bearing_rad: float,
                     range_sd_m: float, bearing_sd_rad: float) -> tuple[float, float, float]:
    """(var_x, var_y, cov_xy) in m^2 of the point a beam of `range_m` at `bearing_rad` marks."""
    direction = heading_rad + bearing_rad
    c, s = math.cos(direction), math.sin(direction)
    range_var, bearing_var = range_sd_m ** 2, bearing_sd_rad ** 2
    # x = r cos a: dx = c dr - r s db;  y = r sin a: dy = s dr + r c db
    var_x = c * c * range_var + (range_m * s) ** 2 * bearing_var
    var_y = s * s * range_var + (range_m * c) ** 2 * bearing_var
    cov_xy = c * s * range_var - (range_m * s) * (range_m * c) * bearing_var
    return var_x, var_y, cov_xy


def point_blur(heading_rad: float, range_m: float, bearing_rad: float,
               range_sd_m: float, bearing_sd_rad: float) -> tuple[float, float, float]:
    """(sd_x in m, sd_y in m, cov_xy in m^2): the first-order blur of one lidar point."""
    var_x, var_y, cov_xy = point_covariance(heading_rad, range_m, bearing_rad, range_sd_m, bearing_sd_rad)
    return math.sqrt(var_x), math.sqrt(var_y), cov_xy


def along_and_across_m(range_m: float, range_sd_m: float, bearing_sd_rad: float) -> tuple[float, float]:
    """The blur along the beam (the range's own) and across it (range times the bearing's)."""
    return range_sd_m, range_m * bearing_sd_rad


def simulated_blur(heading_rad: float, range_m: float, bearing_rad: float, range_sd_m: float,
                   bearing_sd_rad: float, samples: int, rng) -> tuple[float, float, float]:
    """The same blur by simulation with the passed random.Random: (sd_x, sd_y, cov_xy) of the
    points' offsets from the error-free point, taken about zero (the errors have mean 0)."""
    direction = heading_rad + bearing_rad
    true_x, true_y = range_m * math.cos(direction), range_m * math.sin(direction)
    dxs, dys = [], []
    for _ in range(samples):
        noisy_range = range_m + rng.gauss(0, range_sd_m)
        noisy_bearing = bearing_rad + rng.gauss(0, bearing_sd_rad)
        dxs.append(noisy_range * math.cos(heading_rad + noisy_bearing) - true_x)
        dys.append(noisy_range * math.sin(heading_rad + noisy_bearing) - true_y)
    return (math.sqrt(sum(v * v for v in dxs) / samples), math.sqrt(sum(v * v for v in dys) / samples),
            sum(a * b for a, b in zip(dxs, dys)) / samples)
