"""Wobbly Encoders, Blurry Gripper: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful blur, `_blur`, with one piece swapped for the wrong one.
"""

import math


def _columns(lengths, angles, own_link_only=False):
    heads, h = [], 0.0
    for t in angles:
        h += t
        heads.append(h)
    columns = []
    for i in range(len(angles)):
        links = range(i, i + 1) if own_link_only else range(i, len(angles))
        columns.append((-sum(lengths[j] * math.sin(heads[j]) for j in links),
                        sum(lengths[j] * math.cos(heads[j]) for j in links)))
    return columns


def _blur(lengths, angles, sds_deg, to_radians=math.radians, own_link_only=False, variance=None,
          covariance=None, root=math.sqrt):
    columns = _columns(lengths, angles, own_link_only)
    sds = [to_radians(s) for s in sds_deg]
    if variance is None:
        var_x = sum(jx * jx * s * s for (jx, _), s in zip(columns, sds))
        var_y = sum(jy * jy * s * s for (_, jy), s in zip(columns, sds))
    else:
        var_x, var_y = variance(columns, sds)
    cov = sum(jx * jy * s * s for (jx, jy), s in zip(columns, sds))
    if covariance is not None:
        cov = covariance(cov)
    return root(var_x), root(var_y), cov


def adds_sds(lengths, angles, sds_deg):
    def worst_case(columns, sds):
        return (sum(abs(jx) * s for (jx, _), s in zip(columns, sds)) ** 2,
                sum(abs(jy) * s for (_, jy), s in zip(columns, sds)) ** 2)

    return _blur(lengths, angles, sds_deg, variance=worst_case)


def slopes_not_squared(lengths, angles, sds_deg):
    def unsquared(columns, sds):
        return (sum(jx * s * s for (jx, _), s in zip(columns, sds)),
                sum(jy * s * s for (_, jy), s in zip(columns, sds)))  # can be negative: sqrt fails

    return _blur(lengths, angles, sds_deg, variance=unsquared)


def covariance_sign_dropped(lengths, angles, sds_deg):
    return _blur(lengths, angles, sds_deg, covariance=abs)


def degrees_used_as_radians(lengths, angles, sds_deg):
    return _blur(lengths, angles, sds_deg, to_radians=lambda s: s)


def variances_returned(lengths, angles, sds_deg):
    return _blur(lengths, angles, sds_deg, root=lambda v: v)


def column_from_its_own_link(lengths, angles, sds_deg):
    return _blur(lengths, angles, sds_deg, own_link_only=True)
