"""A calibration line: readings taken at known true values, fitted by least squares as
reading = a + b * true, then inverted to correct later readings: true = (reading - a) / b.

Conventions (lesson section "A calibration line"):
- the fit is the least-squares line of the READING on the TRUE value (slope = covariance / variance,
  through the two means), never the other way round and inverted;
- least squares trusts every pair equally, so one stray echo wrecks the line: pairs are cleaned
  first with the median trick of reference.noise, applied to each pair's error (reading - true),
  which a sensor whose bias grows with distance keeps nearly constant, unlike the readings themselves.
"""

from __future__ import annotations

from typing import Sequence

from reference.noise import mean, stray_positions


def fit_line(xs: Sequence[float], ys: Sequence[float]) -> tuple[float, float]:
    """(intercept a, slope b) of the least-squares line y = a + b x. The xs must not all be equal."""
    mean_x, mean_y = mean(xs), mean(ys)
    covariance = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys))
    variance = sum((x - mean_x) ** 2 for x in xs)
    slope = covariance / variance
    return mean_y - slope * mean_x, slope


def invert(reading: float, intercept: float, slope: float) -> float:
    """The true value that the line reading = a + b * true maps to `reading`."""
    return (reading - intercept) / slope


def glitch_positions(true_values: Sequence[float], readings: Sequence[float], tolerance: float) -> list[int]:
    """Positions of the pairs whose error (reading - true) is more than `tolerance` from the median error."""
    return stray_positions([r - t for t, r in zip(true_values, readings)], tolerance)


def calibrate(true_values: Sequence[float], readings: Sequence[float],
              tolerance: float) -> tuple[float, float, list[int]]:
    """(a, b, glitch positions): the line fitted through the pairs that are not glitches."""
    glitches = set(glitch_positions(true_values, readings, tolerance))
    kept = [(t, r) for index, (t, r) in enumerate(zip(true_values, readings)) if index not in glitches]
    a, b = fit_line([t for t, _ in kept], [r for _, r in kept])
    return a, b, sorted(glitches)
