"""How Blurry Is a Far Lidar Point?: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_blur`, with one step swapped for the wrong one.
"""

import math


def _variances(c, s, range_m, range_sd, bearing_sd, arm):
    arc = arm * bearing_sd  # the bearing error's arc, across the beam
    return (c * c * range_sd ** 2 + (s * arc) ** 2,
            s * s * range_sd ** 2 + (c * arc) ** 2,
            c * s * range_sd ** 2 - s * c * arc ** 2)


def _blur(heading, range_m, bearing, range_sd, bearing_sd_deg, direction_of=lambda h, b: h + b,
          to_radians=math.radians, arm_of=lambda r: r, finish=None):
    direction = direction_of(heading, bearing)
    c, s = math.cos(direction), math.sin(direction)
    bearing_sd = to_radians(bearing_sd_deg)
    var_x, var_y, cov = _variances(c, s, range_m, range_sd, bearing_sd, arm_of(range_m))
    if finish is not None:
        return finish(var_x, var_y, cov, c, s, range_m, range_sd, bearing_sd)
    return (math.sqrt(var_x), math.sqrt(var_y), cov)


def sds_added(heading, range_m, bearing, range_sd, bearing_sd_deg):
    def add_sds(var_x, var_y, cov, c, s, r, range_sd, bearing_sd):
        return (abs(c) * range_sd + abs(r * s) * bearing_sd, abs(s) * range_sd + abs(r * c) * bearing_sd, cov)

    return _blur(heading, range_m, bearing, range_sd, bearing_sd_deg, finish=add_sds)


def factor_r_dropped(heading, range_m, bearing, range_sd, bearing_sd_deg):
    return _blur(heading, range_m, bearing, range_sd, bearing_sd_deg, arm_of=lambda r: 1.0)


def bearing_without_heading(heading, range_m, bearing, range_sd, bearing_sd_deg):
    return _blur(heading, range_m, bearing, range_sd, bearing_sd_deg, direction_of=lambda h, b: b)


def degrees_as_radians(heading, range_m, bearing, range_sd, bearing_sd_deg):
    return _blur(heading, range_m, bearing, range_sd, bearing_sd_deg, to_radians=lambda angle: angle)


def covariance_sign_slip(heading, range_m, bearing, range_sd, bearing_sd_deg):
    def both_terms_added(var_x, var_y, cov, c, s, r, range_sd, bearing_sd):
        return (math.sqrt(var_x), math.sqrt(var_y), c * s * range_sd ** 2 + (r * s) * (r * c) * bearing_sd ** 2)

    return _blur(heading, range_m, bearing, range_sd, bearing_sd_deg, finish=both_terms_added)


def variances_not_sds(heading, range_m, bearing, range_sd, bearing_sd_deg):
    return _blur(heading, range_m, bearing, range_sd, bearing_sd_deg,
                 finish=lambda var_x, var_y, cov, *rest: (var_x, var_y, cov))
