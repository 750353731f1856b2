"""Two Scans of the Same Posts: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_align`, with one step swapped for the wrong one.
"""

import math


def _mean(points):
    n = len(points)
    return sum(x for x, y in points) / n, sum(y for x, y in points) / n


def _turn(old, new):
    px, py = _mean(old)
    qx, qy = _mean(new)
    c = s = 0.0
    for (ax, ay), (bx, by) in zip(old, new):
        ax, ay, bx, by = ax - px, ay - py, bx - qx, by - qy
        c += bx * ax + by * ay
        s += bx * ay - by * ax
    return math.atan2(s, c)


def _shift(old, new, theta):
    px, py = _mean(old)
    qx, qy = _mean(new)
    c, s = math.cos(theta), math.sin(theta)
    return px - (c * qx - s * qy), py - (s * qx + c * qy)


def _rms(old, new, tx, ty, theta, divide_by=len):
    c, s = math.cos(theta), math.sin(theta)
    total = sum((c * bx - s * by + tx - ax) ** 2 + (s * bx + c * by + ty - ay) ** 2
                for (ax, ay), (bx, by) in zip(old, new))
    return math.sqrt(total / divide_by(old))


def _align(old, new, turn=_turn, shift=_shift, rms=_rms):
    theta = turn(old, new)
    tx, ty = shift(old, new, theta)
    return (tx, ty, theta, rms(old, new, tx, ty, theta))


def uncentred_sums(old, new):
    def turn_from_raw_points(old, new):
        c = sum(bx * ax + by * ay for (ax, ay), (bx, by) in zip(old, new))   # means never subtracted
        s = sum(bx * ay - by * ax for (ax, ay), (bx, by) in zip(old, new))
        return math.atan2(s, c)

    return _align(old, new, turn=turn_from_raw_points)


def average_pair_angles(old, new):
    def mean_of_pair_turns(old, new):
        px, py = _mean(old)
        qx, qy = _mean(new)
        turns = []
        for (ax, ay), (bx, by) in zip(old, new):
            turn = math.atan2(ay - py, ax - px) - math.atan2(by - qy, bx - qx)
            turns.append(math.atan2(math.sin(turn), math.cos(turn)))   # each wrapped, then averaged
        return sum(turns) / len(turns)

    return _align(old, new, turn=mean_of_pair_turns)


def old_onto_new(old, new):
    return _align(new, old)   # the old scan moved onto the new one: the inverse motion


def rms_n_minus_1(old, new):
    return _align(old, new, rms=lambda old, new, tx, ty, theta: _rms(old, new, tx, ty, theta,
                                                                    divide_by=lambda points: len(points) - 1))


def shift_of_unturned_means(old, new):
    def means_apart(old, new, theta):
        px, py = _mean(old)
        qx, qy = _mean(new)
        return px - qx, py - qy   # the new mean not turned by theta first

    return _align(old, new, shift=means_apart)


def _svd2(m):
    (a, b), (c, d) = m
    e, f, g, h = (a + d) / 2, (a - d) / 2, (c + b) / 2, (c - b) / 2
    s2 = math.hypot(e, h) - math.hypot(f, g)
    a1, a2 = math.atan2(g, f), math.atan2(h, e)
    phi, psi = (a2 + a1) / 2, (a2 - a1) / 2
    sign = -1.0 if s2 < 0 else 1.0
    u = [[math.cos(phi), -math.sin(phi)], [math.sin(phi), math.cos(phi)]]
    vt = [[math.cos(psi), -math.sin(psi)], [sign * math.sin(psi), sign * math.cos(psi)]]
    return u, vt


def mirror_allowed(old, new):
    """The SVD recipe (Kabsch), with a hand-written 2x2 SVD, and no check that det R is +1."""
    px, py = _mean(old)
    qx, qy = _mean(new)
    h = [[0.0, 0.0], [0.0, 0.0]]
    for (ax, ay), (bx, by) in zip(old, new):
        q, p = (bx - qx, by - qy), (ax - px, ay - py)
        for i in range(2):
            for j in range(2):
                h[i][j] += q[i] * p[j]
    u, vt = _svd2(h)
    r = [[sum(vt[k][i] * u[j][k] for k in range(2)) for j in range(2)] for i in range(2)]   # R = V U^T
    tx, ty = px - (r[0][0] * qx + r[0][1] * qy), py - (r[1][0] * qx + r[1][1] * qy)
    total = sum((r[0][0] * bx + r[0][1] * by + tx - ax) ** 2 + (r[1][0] * bx + r[1][1] * by + ty - ay) ** 2
                for (ax, ay), (bx, by) in zip(old, new))
    return (tx, ty, math.atan2(r[1][0], r[0][0]), math.sqrt(total / len(old)))


def _sums(old, new):
    px, py = _mean(old)
    qx, qy = _mean(new)
    c = s = 0.0
    for (ax, ay), (bx, by) in zip(old, new):
        ax, ay, bx, by = ax - px, ay - py, bx - qx, by - qy
        c += bx * ax + by * ay
        s += bx * ay - by * ax
    return c, s


def atan2_arguments_swapped(old, new):
    def turn(old, new):
        c, s = _sums(old, new)
        return math.atan2(c, s)   # the cosine-like sum given first

    return _align(old, new, turn=turn)


def cross_product_reversed(old, new):
    def turn(old, new):
        px, py = _mean(old)
        qx, qy = _mean(new)
        c = s = 0.0
        for (ax, ay), (bx, by) in zip(old, new):
            ax, ay, bx, by = ax - px, ay - py, bx - qx, by - qy
            c += bx * ax + by * ay
            s += by * ax - bx * ay   # old x new instead of new x old
        return math.atan2(s, c)

    return _align(old, new, turn=turn)


def atan_of_the_ratio(old, new):
    def turn(old, new):
        c, s = _sums(old, new)
        if c != 0:
            return math.atan(s / c)   # only ever between -pi/2 and pi/2
        return math.pi / 2 if s > 0 else -math.pi / 2 if s < 0 else 0.0

    return _align(old, new, turn=turn)


def shift_turned_backwards(old, new):
    def shift(old, new, theta):
        px, py = _mean(old)
        qx, qy = _mean(new)
        c, s = math.cos(theta), math.sin(theta)
        return px - (c * qx + s * qy), py - (-s * qx + c * qy)   # R(-theta) instead of R(theta)

    return _align(old, new, shift=shift)


def rms_n_minus_1_but_one(old, new):
    def rms(old, new, tx, ty, theta):
        n = len(old)
        return _rms(old, new, tx, ty, theta, divide_by=lambda points: n - 1) if n > 1 else 0.0

    return _align(old, new, rms=rms)


def rms_sum_not_mean(old, new):
    return _align(old, new, rms=lambda old, new, tx, ty, theta: _rms(old, new, tx, ty, theta,
                                                                    divide_by=lambda points: 1))


def rms_without_root(old, new):
    return _align(old, new, rms=lambda old, new, tx, ty, theta: _rms(old, new, tx, ty, theta) ** 2)


def atan_of_the_ratio_unguarded(old, new):
    def turn(old, new):
        c, s = _sums(old, new)
        return math.atan(s / c)   # between -pi/2 and pi/2 only, and C = 0 divides by zero

    return _align(old, new, turn=turn)
