"""Two Ways to Close the Gap: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful pair of walks, `_both`, with one piece swapped for the wrong one.
"""

import math


def _nozzle(l1, l2, t1, t2):
    return l1 * math.cos(t1) + l2 * math.cos(t1 + t2), l1 * math.sin(t1) + l2 * math.sin(t1 + t2)


def _jacobian(l1, l2, t1, t2):
    a = t1 + t2
    return (-l1 * math.sin(t1) - l2 * math.sin(a), -l2 * math.sin(a),
            l1 * math.cos(t1) + l2 * math.cos(a), l2 * math.cos(a))


def _way_to_go(l1, l2, target, t1, t2):
    x, y = _nozzle(l1, l2, t1, t2)
    return target[0] - x, target[1] - y


def _transpose(l1, l2, target, t1, t2, alpha, lam):
    A, B, C, D = _jacobian(l1, l2, t1, t2)
    ex, ey = _way_to_go(l1, l2, target, t1, t2)
    return t1 + alpha * (A * ex + C * ey), t2 + alpha * (B * ex + D * ey)


def _damped_change(J, ex, ey, damping):
    A, B, C, D = J
    m00, m01, m11 = A * A + B * B + damping, A * C + B * D, C * C + D * D + damping
    det = m00 * m11 - m01 * m01
    ux, uy = (m11 * ex - m01 * ey) / det, (-m01 * ex + m00 * ey) / det
    return A * ux + C * uy, B * ux + D * uy


def _dls(l1, l2, target, t1, t2, alpha, lam):
    d1, d2 = _damped_change(_jacobian(l1, l2, t1, t2), *_way_to_go(l1, l2, target, t1, t2), lam * lam)
    return t1 + d1, t2 + d2


def _walk(l1, l2, target, start, alpha, lam, tol, budget, step, count_checks=False):
    t1, t2 = start
    distances = []
    steps = 0
    while True:
        distances.append(math.hypot(*_way_to_go(l1, l2, target, t1, t2)))
        if distances[-1] <= tol or steps == budget:
            return t1, t2, len(distances) if count_checks else steps, distances
        t1, t2 = step(l1, l2, target, t1, t2, alpha, lam)
        steps += 1


def _both(l1, l2, target, start, alpha, lam, tol, budget, transpose=_transpose, dls=_dls, **options):
    return (_walk(l1, l2, target, start, alpha, lam, tol, budget, transpose, **options),
            _walk(l1, l2, target, start, alpha, lam, tol, budget, dls, **options))


def second_walk_from_the_first_walks_end(l1, l2, target, start, alpha, lam, tol, budget):
    first = _walk(l1, l2, target, start, alpha, lam, tol, budget, _transpose)
    return first, _walk(l1, l2, target, first[:2], alpha, lam, tol, budget, _dls)


def dls_error_points_away(l1, l2, target, start, alpha, lam, tol, budget):
    def damped_from_nozzle_minus_target(l1, l2, target, t1, t2, alpha, lam):
        ex, ey = _way_to_go(l1, l2, target, t1, t2)
        d1, d2 = _damped_change(_jacobian(l1, l2, t1, t2), -ex, -ey, lam * lam)
        return t1 + d1, t2 + d2

    return _both(l1, l2, target, start, alpha, lam, tol, budget, dls=damped_from_nozzle_minus_target)


def lambda_not_squared(l1, l2, target, start, alpha, lam, tol, budget):
    def damped_by_lambda(l1, l2, target, t1, t2, alpha, lam):
        d1, d2 = _damped_change(_jacobian(l1, l2, t1, t2), *_way_to_go(l1, l2, target, t1, t2), lam)
        return t1 + d1, t2 + d2

    return _both(l1, l2, target, start, alpha, lam, tol, budget, dls=damped_by_lambda)


def undamped_inverse(l1, l2, target, start, alpha, lam, tol, budget):
    def inverse_step(l1, l2, target, t1, t2, alpha, lam):
        A, B, C, D = _jacobian(l1, l2, t1, t2)
        ex, ey = _way_to_go(l1, l2, target, t1, t2)
        det = A * D - B * C  # 0 at a stretched pose: ZeroDivisionError
        return t1 + (D * ex - B * ey) / det, t2 + (-C * ex + A * ey) / det

    return _both(l1, l2, target, start, alpha, lam, tol, budget, dls=inverse_step)


def t1_moved_before_t2s_step(l1, l2, target, start, alpha, lam, tol, budget):
    def one_joint_at_a_time(l1, l2, target, t1, t2, alpha, lam):
        d1, _ = _damped_change(_jacobian(l1, l2, t1, t2), *_way_to_go(l1, l2, target, t1, t2), lam * lam)
        t1 = t1 + d1
        _, d2 = _damped_change(_jacobian(l1, l2, t1, t2), *_way_to_go(l1, l2, target, t1, t2), lam * lam)
        return t1, t2 + d2

    return _both(l1, l2, target, start, alpha, lam, tol, budget, dls=one_joint_at_a_time)


def transpose_walks_uphill(l1, l2, target, start, alpha, lam, tol, budget):
    return _both(l1, l2, target, start, alpha, lam, tol, budget,
                 transpose=lambda l1, l2, target, t1, t2, alpha, lam: _transpose(l1, l2, target, t1, t2, -alpha, lam))


def counts_the_checks(l1, l2, target, start, alpha, lam, tol, budget):
    return _both(l1, l2, target, start, alpha, lam, tol, budget, count_checks=True)
