"""Measurements That Carry Their Error: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful propagation, `_propagate`, with one piece swapped for the wrong one.
"""


def _result(values, c, powers):
    q = c
    for v, p in zip(values, powers):
        q *= v ** p
    return q


def _slopes(values, c, powers):
    q = _result(values, c, powers)
    return [p * q / v for v, p in zip(values, powers)]


def _entry(row_k, row_j, sds):
    return sum(a * b * s * s for a, b, s in zip(row_k, row_j, sds))


def _propagate(values, sds, formulas, slopes=_slopes, entry=_entry, variance=None):
    results = [_result(values, c, powers) for c, powers in formulas]
    rows = [slopes(values, c, powers) for c, powers in formulas]
    m = len(rows)
    covariance = [[entry(rows[k], rows[j], sds) for j in range(m)] for k in range(m)]
    if variance is not None:
        for k in range(m):
            covariance[k][k] = variance(rows[k], sds)
    return results, covariance


def adds_sds(values, sds, formulas):
    return _propagate(values, sds, formulas,
                      variance=lambda row, sds: sum(abs(a) * s for a, s in zip(row, sds)) ** 2)


def slopes_not_squared(values, sds, formulas):
    return _propagate(values, sds, formulas, variance=lambda row, sds: sum(a * s * s for a, s in zip(row, sds)))


def sds_not_squared(values, sds, formulas):
    return _propagate(values, sds, formulas,
                      entry=lambda row_k, row_j, sds: sum(a * b * s for a, b, s in zip(row_k, row_j, sds)))


def power_left_out(values, sds, formulas):
    def slope_without_power(values, c, powers):
        q = _result(values, c, powers)
        return [(q / v if p != 0 else 0.0) for v, p in zip(values, powers)]  # d(v^p)/dv taken as v^p / v

    return _propagate(values, sds, formulas, slopes=slope_without_power)


def covariance_sign_dropped(values, sds, formulas):
    return _propagate(values, sds, formulas, entry=lambda row_k, row_j, sds: abs(_entry(row_k, row_j, sds)))


def results_treated_as_independent(values, sds, formulas):
    results, covariance = _propagate(values, sds, formulas)
    m = len(results)
    return results, [[covariance[k][j] if k == j else 0.0 for j in range(m)] for k in range(m)]


def relative_not_absolute(values, sds, formulas):
    def relative_slopes(values, c, powers):
        return [p / v for v, p in zip(values, powers)]  # relative errors, never times q again

    return _propagate(values, sds, formulas, slopes=relative_slopes)


def slopes_taken_as_they_are(values, sds, formulas):
    return _propagate(values, sds, formulas, variance=lambda row, sds: sum(abs(a) * s * s for a, s in zip(row, sds)))


def constant_left_out(values, sds, formulas):
    return _propagate(values, sds, [[1.0, powers] for _, powers in formulas])  # c never used


def sds_on_the_diagonal(values, sds, formulas):
    return _propagate(values, sds, formulas, variance=lambda row, sds: _entry(row, row, sds) ** 0.5)


def slope_of_its_own_power_only(values, sds, formulas):
    def one_factor(values, c, powers):
        return [c * p * v ** (p - 1) for v, p in zip(values, powers)]  # the other values' factors dropped

    return _propagate(values, sds, formulas, slopes=one_factor)


def upper_triangle_only(values, sds, formulas):
    results, covariance = _propagate(values, sds, formulas)
    return results, [[entry if j >= k else 0.0 for j, entry in enumerate(row)] for k, row in enumerate(covariance)]
