"""The Range Finder Meets the Tape Measure: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_report`, with one step swapped for the wrong one.
"""

import math


def _median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def _sample_sd(values, centre):
    if len(values) < 2:
        return None
    return math.sqrt(sum((v - centre) ** 2 for v in values) / (len(values) - 1))


def _report(readings, true_distance, stray_tolerance, centre_of=_median, spread_of=None,
            bias_of=lambda mean, true: mean - true, stats_of=None):
    centre = centre_of(readings)
    strays = [i for i, r in enumerate(readings) if abs(r - centre) > stray_tolerance]
    kept = [r for i, r in enumerate(readings) if i not in strays]
    if stats_of is not None:
        kept = stats_of(readings, kept)
    if not kept:
        return (strays, None, None)
    mean = sum(kept) / len(kept)
    spread = spread_of(kept, mean, true_distance) if spread_of else _sample_sd(kept, mean)
    return (strays, bias_of(mean, true_distance), spread)


def mean_as_centre(readings, true_distance, stray_tolerance):
    return _report(readings, true_distance, stray_tolerance, centre_of=lambda r: sum(r) / len(r))


def upper_middle_median(readings, true_distance, stray_tolerance):
    return _report(readings, true_distance, stray_tolerance, centre_of=lambda r: sorted(r)[len(r) // 2])


def sorted_positions(readings, true_distance, stray_tolerance):
    readings.sort()  # sorted in place: the positions reported are now places in the sorted list
    return _report(readings, true_distance, stray_tolerance)


def divides_by_n(readings, true_distance, stray_tolerance):
    def population_sd(kept, mean, true):
        return math.sqrt(sum((v - mean) ** 2 for v in kept) / len(kept))

    return _report(readings, true_distance, stray_tolerance, spread_of=population_sd)


def spread_around_true_distance(readings, true_distance, stray_tolerance):
    def spread_with_bias_inside(kept, mean, true):
        if len(kept) < 2:
            return None
        return math.sqrt(sum((v - true) ** 2 for v in kept) / (len(kept) - 1))

    return _report(readings, true_distance, stray_tolerance, spread_of=spread_with_bias_inside)


def bias_sign_flipped(readings, true_distance, stray_tolerance):
    return _report(readings, true_distance, stray_tolerance, bias_of=lambda mean, true: true - mean)


def strays_kept_in_the_statistics(readings, true_distance, stray_tolerance):
    return _report(readings, true_distance, stray_tolerance, stats_of=lambda readings, kept: list(readings))


def spread_of_one_reading(readings, true_distance, stray_tolerance):
    def no_guard(kept, mean, true):
        return math.sqrt(sum((v - mean) ** 2 for v in kept) / (len(kept) - 1))  # 0 / 0 for one reading

    return _report(readings, true_distance, stray_tolerance, spread_of=no_guard)
