"""The Wall Behind the Dots: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the careful
answer, `_fit`, with one part swapped for the wrong one.
"""

import math


def _centred(points):
    n = len(points)
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    sxx = sum((p[0] - mx) ** 2 for p in points)
    syy = sum((p[1] - my) ** 2 for p in points)
    sxy = sum((p[0] - mx) * (p[1] - my) for p in points)
    return mx, my, sxx, syy, sxy


def _angle(sxx, syy, sxy):
    return 0.5 * math.atan2(-2 * sxy, syy - sxx)


def _flip(alpha, d):
    if d < 0:
        d, alpha = -d, alpha + math.pi
        if alpha > math.pi:
            alpha -= 2 * math.pi
    return alpha, d


def _fit(points, sums=_centred, angle=_angle, flip=_flip):
    mx, my, sxx, syy, sxy = sums(points)
    alpha = angle(sxx, syy, sxy)
    d = mx * math.cos(alpha) + my * math.sin(alpha)
    return flip(alpha, d)


def y_on_x(points):
    mx, my, sxx, syy, sxy = _centred(points)
    b = sxy / sxx                      # Statistics' slope: vertical distances
    a = my - b * mx
    alpha = math.atan2(1.0, -b)        # -b x + y = a, normalised
    return _flip(alpha, a / math.hypot(1.0, b))


def atan_not_atan2(points):
    return _fit(points, angle=lambda sxx, syy, sxy: 0.5 * math.atan(-2 * sxy / (syy - sxx)))


def atan_with_a_guard(points):
    # the one-argument arctangent, with the division by zero caught: no quadrant either way
    def angle(sxx, syy, sxy):
        return 0.5 * math.atan(-2 * sxy / (syy - sxx)) if syy != sxx else math.pi / 4

    return _fit(points, angle=angle)


def direction_not_normal(points):
    # the angle of the wall's direction (the larger spread), a quarter turn from its normal
    return _fit(points, angle=lambda sxx, syy, sxy: 0.5 * math.atan2(2 * sxy, sxx - syy))


def sxy_sign_flipped(points):
    return _fit(points, angle=lambda sxx, syy, sxy: 0.5 * math.atan2(2 * sxy, syy - sxx))


def no_half_angle(points):
    # the arctangent gives 2 alpha; it is used as alpha
    return _fit(points, angle=lambda sxx, syy, sxy: math.atan2(-2 * sxy, syy - sxx))


def flips_d_only(points):
    # d is made positive, but the normal is not turned round
    return _fit(points, flip=lambda alpha, d: (alpha, -d) if d < 0 else (alpha, d))


def no_flip(points):
    return _fit(points, flip=lambda alpha, d: (alpha, d))


def wraps_into_minus_pi(points):
    def flip_into_half_open(alpha, d):
        if d < 0:
            d, alpha = -d, alpha + math.pi
        return (alpha + math.pi) % (2 * math.pi) - math.pi, d   # [-pi, pi): pi comes out as -pi

    return _fit(points, flip=flip_into_half_open)


def uncentred_sums(points):
    def raw(points):
        n = len(points)
        mx = sum(p[0] for p in points) / n
        my = sum(p[1] for p in points) / n
        sxx = sum(p[0] ** 2 for p in points)
        syy = sum(p[1] ** 2 for p in points)
        sxy = sum(p[0] * p[1] for p in points)
        return mx, my, sxx, syy, sxy

    return _fit(points, sums=raw)


def difference_swapped(points):
    # Sxx - Syy where Syy - Sxx belongs: cos 2 alpha changes sign, so 2 alpha is mirrored to pi - 2 alpha
    return _fit(points, angle=lambda sxx, syy, sxy: 0.5 * math.atan2(-2 * sxy, sxx - syy))
