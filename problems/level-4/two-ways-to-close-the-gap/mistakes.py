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


def error_points_away_in_both(l1, l2, target, start, alpha, lam, tol, budget):
    # e = nozzle - target in both walks, each step still added: -e exactly, so the transpose step
    # is the one with -alpha and the damped step the one from -e
    both = dls_error_points_away(l1, l2, target, start, alpha, lam, tol, budget)
    return transpose_walks_uphill(l1, l2, target, start, alpha, lam, tol, budget)[0], both[1]


def both_walks_move_t1_first(l1, l2, target, start, alpha, lam, tol, budget):
    def transpose_t1_first(l1, l2, target, t1, t2, alpha, lam):
        A, _, C, _ = _jacobian(l1, l2, t1, t2)
        ex, ey = _way_to_go(l1, l2, target, t1, t2)
        t1 = t1 + alpha * (A * ex + C * ey)
        _, B, _, D = _jacobian(l1, l2, t1, t2)  # t2's column at the NEW t1, with the old e
        return t1, t2 + alpha * (B * ex + D * ey)

    def dls_t1_first(l1, l2, target, t1, t2, alpha, lam):
        A, B, C, D = _jacobian(l1, l2, t1, t2)
        ex, ey = _way_to_go(l1, l2, target, t1, t2)
        ux, uy = _damped_solve((A, B, C, D), ex, ey, lam ** 2)
        t1 = t1 + (A * ux + C * uy)
        _, B, _, D = _jacobian(l1, l2, t1, t2)  # t2's column at the NEW t1, with the old u
        return t1, t2 + (B * ux + D * uy)

    return _both(l1, l2, target, start, alpha, lam, tol, budget, transpose=transpose_t1_first, dls=dls_t1_first)


def transpose_moves_t1_first(l1, l2, target, start, alpha, lam, tol, budget):
    def transpose_t1_first(l1, l2, target, t1, t2, alpha, lam):
        t1 = _transpose(l1, l2, target, t1, t2, alpha, lam)[0]
        return t1, _transpose(l1, l2, target, t1, t2, alpha, lam)[1]  # e and J at the NEW t1

    return _both(l1, l2, target, start, alpha, lam, tol, budget, transpose=transpose_t1_first)


def _damped_solve(J, ex, ey, damping):
    A, B, C, D = J
    m00, m01, m11 = A * A + B * B + damping, A * C + B * D, C * C + D * D + damping
    det = m00 * m11 - m01 * m01
    return (m11 * ex - m01 * ey) / det, (-m01 * ex + m00 * ey) / det


def dls_without_j_transpose(l1, l2, target, start, alpha, lam, tol, budget):
    def hand_space_step(l1, l2, target, t1, t2, alpha, lam):
        ux, uy = _damped_solve(_jacobian(l1, l2, t1, t2), *_way_to_go(l1, l2, target, t1, t2), lam ** 2)
        return t1 + ux, t2 + uy  # u added to the angles as it is, not J^T u

    return _both(l1, l2, target, start, alpha, lam, tol, budget, dls=hand_space_step)


def dls_times_alpha(l1, l2, target, start, alpha, lam, tol, budget):
    def scaled(l1, l2, target, t1, t2, alpha, lam):
        d1, d2 = _damped_change(_jacobian(l1, l2, t1, t2), *_way_to_go(l1, l2, target, t1, t2), lam * lam)
        return t1 + alpha * d1, t2 + alpha * d2

    return _both(l1, l2, target, start, alpha, lam, tol, budget, dls=scaled)


def no_damping(l1, l2, target, start, alpha, lam, tol, budget):
    def undamped(l1, l2, target, t1, t2, alpha, lam):
        A, B, C, D = _jacobian(l1, l2, t1, t2)
        ex, ey = _way_to_go(l1, l2, target, t1, t2)
        m00, m01, m11 = A * A + B * B + lam ** 2, A * C + B * D, C * C + D * D + lam ** 2
        m00 -= lam ** 2  # the damping taken out again: J J^T alone
        m11 -= lam ** 2
        det = m00 * m11 - m01 * m01
        det = det if abs(det) > 1e-12 else 1e-12
        ux, uy = (m11 * ex - m01 * ey) / det, (-m01 * ex + m00 * ey) / det
        return t1 + (A * ux + C * uy), t2 + (B * ux + D * uy)

    return _both(l1, l2, target, start, alpha, lam, tol, budget, dls=undamped)


def runs_swapped(l1, l2, target, start, alpha, lam, tol, budget):
    transpose_run, dls_run = _both(l1, l2, target, start, alpha, lam, tol, budget)
    return dls_run, transpose_run


def transpose_uses_rows(l1, l2, target, start, alpha, lam, tol, budget):
    def j_times_e(l1, l2, target, t1, t2, alpha, lam):
        A, B, C, D = _jacobian(l1, l2, t1, t2)
        ex, ey = _way_to_go(l1, l2, target, t1, t2)
        return t1 + alpha * (A * ex + B * ey), t2 + alpha * (C * ex + D * ey)  # J e, not J^T e

    return _both(l1, l2, target, start, alpha, lam, tol, budget, transpose=j_times_e)
