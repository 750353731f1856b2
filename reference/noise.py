"""A range sensor's noise, from a batch of readings of a known distance: its bias (the mean error,
fixable by subtraction) and its spread (the sample standard deviation, which no subtraction removes),
after dropping stray echoes far from the median. And the same mean and spread kept up to date one
reading at a time, for a sensor that streams forever (Welford's update).

Conventions (lesson section "Noise: bias, spread and stray echoes"):
- the median of an even number of readings is the mean of the two middle ones;
- a reading is a stray when it is MORE than the tolerance from the median (exactly at it is kept);
- strays are reported by their positions in the readings as given, in increasing order;
- bias = mean of the kept readings - the true distance (positive: the sensor reads long);
- spread = sample standard deviation (divide by n - 1) of the kept readings, None for fewer than two.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def median(values: Sequence[float]) -> float:
    """The middle value; for an even count, the mean of the two middle ones. The input is not touched."""
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def sample_sd(values: Sequence[float]) -> float | None:
    """The sample standard deviation (n - 1 in the denominator); None for fewer than two values."""
    if len(values) < 2:
        return None
    centre = mean(values)
    return math.sqrt(sum((v - centre) ** 2 for v in values) / (len(values) - 1))


def stray_positions(values: Sequence[float], tolerance: float) -> list[int]:
    """Positions of the values more than `tolerance` from the median, which a few strays cannot move."""
    centre = median(values)
    return [index for index, value in enumerate(values) if abs(value - centre) > tolerance]


def without_strays(values: Sequence[float], tolerance: float) -> list[float]:
    strays = set(stray_positions(values, tolerance))
    return [value for index, value in enumerate(values) if index not in strays]


def sensor_report(readings_m: Sequence[float], true_distance_m: float,
                  stray_tolerance_m: float) -> tuple[list[int], float | None, float | None]:
    """(stray positions, bias in metres, spread in metres) of a batch of readings of a known distance.
    Bias is None when every reading is a stray; spread is None when fewer than two are kept."""
    kept = without_strays(readings_m, stray_tolerance_m)
    bias_m = mean(kept) - true_distance_m if kept else None
    return stray_positions(readings_m, stray_tolerance_m), bias_m, sample_sd(kept)


@dataclass
class RunningStats:
    """The mean and sample spread of a stream, one value at a time, without storing the stream.

    Welford's update keeps the sum of squared deviations from the CURRENT mean (`m2`): it never
    subtracts two huge sums, so readings far from zero keep their precision.
    """

    count: int = 0
    mean: float = 0.0
    m2: float = 0.0

    def add(self, value: float) -> None:
        self.count += 1
        change = value - self.mean               # against the old mean...
        self.mean += change / self.count
        self.m2 += change * (value - self.mean)  # ...times the distance to the new one

    @property
    def spread(self) -> float | None:
        return math.sqrt(self.m2 / (self.count - 1)) if self.count >= 2 else None


def running_mean_and_spread(values: Sequence[float]) -> list[tuple[float, float | None]]:
    """After each value of the stream, (mean so far, sample standard deviation so far or None)."""
    stats = RunningStats()
    history = []
    for value in values:
        stats.add(value)
        history.append((stats.mean, stats.spread))
    return history
