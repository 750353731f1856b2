"""Steering the Icing Nozzle: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful controller, `_rates`, with one step swapped for the wrong one.
"""

import math


def _jacobian(l1, l2, t1, t2):
    s = t1 + t2
    return (-l1 * math.sin(t1) - l2 * math.sin(s), -l2 * math.sin(s),
            l1 * math.cos(t1) + l2 * math.cos(s), l2 * math.cos(s))


def _solve(a, b, c, d, vx, vy):
    det = a * d - b * c
    return (d * vx - b * vy) / det, (-c * vx + a * vy) / det


def _singular(a, b, c, d, tol):
    return abs(a * d - b * c) <= tol


def _limit(w1, w2, max_rate):
    fastest = max(abs(w1), abs(w2))
    if fastest <= max_rate:
        return w1, w2
    factor = max_rate / fastest
    return w1 * factor, w2 * factor


def _rates(l1, l2, t1, t2, vx, vy, max_rate, tol, singular=_singular, solve=_solve, limit=_limit):
    a, b, c, d = _jacobian(l1, l2, t1, t2)
    if singular(a, b, c, d, tol):
        return None
    w1, w2 = solve(a, b, c, d, vx, vy)
    return limit(w1, w2, max_rate)


def no_determinant_check(l1, l2, t1, t2, vx, vy, max_rate, tol):
    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol, singular=lambda *args: False)


def strict_tolerance(l1, l2, t1, t2, vx, vy, max_rate, tol):
    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol,
                  singular=lambda a, b, c, d, tol: abs(a * d - b * c) < tol)


def transpose_instead_of_inverse(l1, l2, t1, t2, vx, vy, max_rate, tol):
    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol,
                  solve=lambda a, b, c, d, vx, vy: (a * vx + c * vy, b * vx + d * vy))


def inverse_without_swap(l1, l2, t1, t2, vx, vy, max_rate, tol):
    def unswapped(a, b, c, d, vx, vy):
        det = a * d - b * c
        return (a * vx - b * vy) / det, (-c * vx + d * vy) / det

    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol, solve=unswapped)


def adjugate_not_divided(l1, l2, t1, t2, vx, vy, max_rate, tol):
    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol,
                  solve=lambda a, b, c, d, vx, vy: (d * vx - b * vy, -c * vx + a * vy))


def clips_each_rate(l1, l2, t1, t2, vx, vy, max_rate, tol):
    def clip(w1, w2, max_rate):
        return max(-max_rate, min(max_rate, w1)), max(-max_rate, min(max_rate, w2))

    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol, limit=clip)


def scales_up_slow_command(l1, l2, t1, t2, vx, vy, max_rate, tol):
    def always_to_the_limit(w1, w2, max_rate):
        factor = max_rate / max(abs(w1), abs(w2))  # and a command to stand still divides by 0
        return w1 * factor, w2 * factor

    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol, limit=always_to_the_limit)


def scales_up_even_from_rest(l1, l2, t1, t2, vx, vy, max_rate, tol):
    def to_the_limit_unless_still(w1, w2, max_rate):
        fastest = max(abs(w1), abs(w2))
        if fastest > 0:
            return w1 * max_rate / fastest, w2 * max_rate / fastest
        return w1, w2

    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol, limit=to_the_limit_unless_still)


def fastest_by_signed_value(l1, l2, t1, t2, vx, vy, max_rate, tol):
    def signed(w1, w2, max_rate):
        fastest = max(w1, w2)  # a fast backwards turn is missed
        if fastest <= max_rate:
            return w1, w2
        return w1 * max_rate / fastest, w2 * max_rate / fastest

    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol, limit=signed)


def divides_before_checking(l1, l2, t1, t2, vx, vy, max_rate, tol):
    a, b, c, d = _jacobian(l1, l2, t1, t2)
    w1, w2 = _solve(a, b, c, d, vx, vy)  # divides by det J before looking at it
    if _singular(a, b, c, d, tol):
        return None
    return _limit(w1, w2, max_rate)


def inverse_without_negation(l1, l2, t1, t2, vx, vy, max_rate, tol):
    def unnegated(a, b, c, d, vx, vy):
        det = a * d - b * c
        return (d * vx + b * vy) / det, (c * vx + a * vy) / det

    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol, solve=unnegated)


def scales_by_length(l1, l2, t1, t2, vx, vy, max_rate, tol):
    def by_length(w1, w2, max_rate):
        length = math.hypot(w1, w2)
        if length <= max_rate:
            return w1, w2
        return w1 * max_rate / length, w2 * max_rate / length

    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol, limit=by_length)


def test_without_size(l1, l2, t1, t2, vx, vy, max_rate, tol):
    return _rates(l1, l2, t1, t2, vx, vy, max_rate, tol,
                  singular=lambda a, b, c, d, tol: a * d - b * c <= tol)


def exact_angle_test(l1, l2, t1, t2, vx, vy, max_rate, tol):
    a, b, c, d = _jacobian(l1, l2, t1, t2)
    if t2 == 0:
        return None
    w1, w2 = _solve(a, b, c, d, vx, vy)
    return _limit(w1, w2, max_rate)


def zeros_when_singular(l1, l2, t1, t2, vx, vy, max_rate, tol):
    rates = _rates(l1, l2, t1, t2, vx, vy, max_rate, tol)
    return (0.0, 0.0) if rates is None else rates
