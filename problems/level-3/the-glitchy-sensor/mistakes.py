"""The Glitchy Sensor: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_calibrate`, with one step swapped for the wrong one.
"""


def _median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def _fit(xs, ys):
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    return my - b * mx, b


def _median_error_keeps(true_distances, readings, tolerance, centre_of=_median):
    errors = [r - t for t, r in zip(true_distances, readings)]
    centre = centre_of(errors)
    return [abs(e - centre) <= tolerance for e in errors]


def _calibrate(true_distances, readings, glitch_tolerance, new_readings, keeps=_median_error_keeps,
               fit=lambda ts, rs: _fit(ts, rs), correct=lambda r, a, b: (r - a) / b):
    keep = keeps(true_distances, readings, glitch_tolerance)
    ts = [t for t, k in zip(true_distances, keep) if k]
    rs = [r for r, k in zip(readings, keep) if k]
    a, b = fit(ts, rs)
    return (a, b, [correct(r, a, b) for r in new_readings])


def fit_through_glitches(true_distances, readings, glitch_tolerance, new_readings):
    return _calibrate(true_distances, readings, glitch_tolerance, new_readings,
                      keeps=lambda ts, rs, tol: [True] * len(ts))


def multiplies_by_slope(true_distances, readings, glitch_tolerance, new_readings):
    return _calibrate(true_distances, readings, glitch_tolerance, new_readings, correct=lambda r, a, b: (r - a) * b)


def true_fitted_against_reading(true_distances, readings, glitch_tolerance, new_readings):
    # fits true = a + b * reading (already the correction) and then inverts it a second time
    return _calibrate(true_distances, readings, glitch_tolerance, new_readings, fit=lambda ts, rs: _fit(rs, ts))


def median_of_readings_not_errors(true_distances, readings, glitch_tolerance, new_readings):
    def far_from_the_median_reading(ts, rs, tol):
        centre = _median(rs)  # the readings grow with the distance: most of them are "far"
        return [abs(r - centre) <= tol for r in rs]

    return _calibrate(true_distances, readings, glitch_tolerance, new_readings, keeps=far_from_the_median_reading)


def mean_error_as_centre(true_distances, readings, glitch_tolerance, new_readings):
    def mean_centred(ts, rs, tol):
        return _median_error_keeps(ts, rs, tol, centre_of=lambda errors: sum(errors) / len(errors))

    return _calibrate(true_distances, readings, glitch_tolerance, new_readings, keeps=mean_centred)


def median_upper_middle(true_distances, readings, glitch_tolerance, new_readings):
    def upper_middle_centred(ts, rs, tol):
        return _median_error_keeps(ts, rs, tol, centre_of=lambda errors: sorted(errors)[len(errors) // 2])

    return _calibrate(true_distances, readings, glitch_tolerance, new_readings, keeps=upper_middle_centred)
