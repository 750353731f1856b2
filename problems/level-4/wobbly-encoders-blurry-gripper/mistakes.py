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
          covariance=None, root=math.sqrt, columns_of=_columns, joint_variance=lambda s: s * s):
    columns = columns_of(lengths, angles, own_link_only)
    sds = [to_radians(s) for s in sds_deg]
    joint_variances = [joint_variance(s) for s in sds]
    if variance is None:
        var_x = sum(jx * jx * v for (jx, _), v in zip(columns, joint_variances))
        var_y = sum(jy * jy * v for (_, jy), v in zip(columns, joint_variances))
    else:
        var_x, var_y = variance(columns, sds)
    cov = sum(jx * jy * v for (jx, jy), v in zip(columns, joint_variances))
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


def slopes_taken_as_they_are(lengths, angles, sds_deg):
    def size_of_the_slope(columns, sds):
        return (sum(abs(jx) * s * s for (jx, _), s in zip(columns, sds)),
                sum(abs(jy) * s * s for (_, jy), s in zip(columns, sds)))  # |J| where J^2 belongs

    return _blur(lengths, angles, sds_deg, variance=size_of_the_slope)


def slopes_not_squared_then_abs(lengths, angles, sds_deg):
    def unsquared_made_positive(columns, sds):
        return (abs(sum(jx * s * s for (jx, _), s in zip(columns, sds))),
                abs(sum(jy * s * s for (_, jy), s in zip(columns, sds))))

    return _blur(lengths, angles, sds_deg, variance=unsquared_made_positive)


def sd_not_squared(lengths, angles, sds_deg):
    return _blur(lengths, angles, sds_deg, joint_variance=lambda s: s)  # s where s^2 belongs


def absolute_angles(lengths, angles, sds_deg):
    def own_heading_columns(lengths, angles, own_link_only=False):
        return [(-sum(lengths[j] * math.sin(angles[j]) for j in range(i, len(angles))),
                 sum(lengths[j] * math.cos(angles[j]) for j in range(i, len(angles))))
                for i in range(len(angles))]  # each angle taken as its link's own direction

    return _blur(lengths, angles, sds_deg, columns_of=own_heading_columns)


def correlation_returned(lengths, angles, sds_deg):
    sd_x, sd_y, cov = _blur(lengths, angles, sds_deg)
    return sd_x, sd_y, cov / (sd_x * sd_y)  # ZeroDivisionError where the blur is flat


def covariance_square_rooted(lengths, angles, sds_deg):
    return _blur(lengths, angles, sds_deg, covariance=lambda cov: math.copysign(math.sqrt(abs(cov)), cov))


def sine_sign_slipped(lengths, angles, sds_deg):
    # +l sin in J's x row flips the x row's sign: the variances stay, the covariance flips
    return _blur(lengths, angles, sds_deg, covariance=lambda cov: -cov)
