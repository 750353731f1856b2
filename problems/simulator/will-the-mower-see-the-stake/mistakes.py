"""Will the Mower See the Stake?: the wrong code a learner writes, one mistake per function.

Each mistake is the plain cone (`_ranges`) with one part done the wrong way.
"""

import math


def _spread(fov, n_rays):
    if n_rays == 1:
        return [0.0]
    return [-fov / 2 + fov * k / (n_rays - 1) for k in range(n_rays)]


def _near_crossing(b, disc):
    t = -b - math.sqrt(disc)
    return t if t >= 0 else None


def _ranges(fov, n_rays, max_range, radius, stakes, *, angles_of=_spread, crossing=_near_crossing,
            grazing_hits=True, use_max_range=True, first_hit=False, f_sign=1, range_inclusive=True):
    angles = angles_of(fov, n_rays)
    ranges = []
    for cx, cy in stakes:
        best = None
        for angle in angles:
            dx, dy = math.cos(angle), math.sin(angle)
            b = -(dx * cx + dy * cy) if f_sign > 0 else dx * cx + dy * cy
            disc = b * b - (cx * cx + cy * cy - radius * radius)
            if disc < 0 or (disc == 0 and not grazing_hits):
                continue
            t = crossing(b, disc)
            if t is not None and (best is None or t < best):
                best = t
                if first_hit:
                    break
        if use_max_range and best is not None and (best > max_range or
                                                    (best == max_range and not range_inclusive)):
            best = None
        ranges.append(best)
    return ranges


def one_ray_divides_by_zero(*args):
    # fov * k / (n - 1) for every cone, even a single ray
    return _ranges(*args, angles_of=lambda fov, n: [-fov / 2 + fov * k / (n - 1) for k in range(n)])


def spacing_of_fov_over_n(*args):
    # n gaps instead of n - 1: the last ray stops short of the cone's edge
    # (a single ray still looks straight ahead, as the statement says)
    return _ranges(*args, angles_of=lambda fov, n: [0.0] if n == 1 else [-fov / 2 + fov * k / n for k in range(n)])


def spacing_of_fov_over_n_for_every_cone(*args):
    # n gaps instead of n - 1, with no special case for one ray (which then sits on the edge)
    return _ranges(*args, angles_of=lambda fov, n: [-fov / 2 + fov * k / n for k in range(n)])


def fov_taken_as_half_angle(*args):
    # the rays fanned from -fov to +fov, as if fov were the angle from the heading to each edge
    return _ranges(*args, angles_of=lambda fov, n: _spread(2 * fov, n))


def cone_not_centred(*args):
    # the rays fanned out from the heading to one side, 0 to fov, instead of -fov/2 to +fov/2
    return _ranges(*args, angles_of=lambda fov, n: [0.0] if n == 1 else [fov * k / (n - 1) for k in range(n)])


def far_side_of_the_stake(*args):
    # the larger root: where the ray leaves the stake, not where it first meets it
    return _ranges(*args, crossing=lambda b, disc: -b + math.sqrt(disc) if -b + math.sqrt(disc) >= 0 else None)


def crossings_behind_count(*args):
    # no check that the crossing is in front of the sensor
    return _ranges(*args, crossing=lambda b, disc: -b - math.sqrt(disc))


def far_crossing_from_inside(*args):
    # when the near crossing is behind, the far one is taken instead
    def crossing(b, disc):
        near, far = -b - math.sqrt(disc), -b + math.sqrt(disc)
        return near if near >= 0 else (far if far >= 0 else None)
    return _ranges(*args, crossing=crossing)


def grazing_ray_misses(*args):
    # a discriminant of exactly 0 treated as a miss
    return _ranges(*args, grazing_hits=False)


def no_maximum_range(*args):
    # every hit reported, however far
    return _ranges(*args, use_max_range=False)


def first_ray_that_hits(*args):
    # the first ray in the list that hits, not the nearest hit of all the rays
    return _ranges(*args, first_hit=True)


def single_ray_on_the_edge(*args):
    # a single ray put on the cone's edge, -fov/2, instead of straight ahead
    return _ranges(*args, angles_of=lambda fov, n: [-fov / 2] if n == 1 else _spread(fov, n))


def fov_taken_as_degrees(*args):
    # fov converted from degrees to radians, although it already is in radians
    return _ranges(*args, angles_of=lambda fov, n: _spread(math.radians(fov), n))


def centre_to_sensor_reversed(*args):
    # f taken from the sensor to the stake's centre, so b has the wrong sign
    return _ranges(*args, f_sign=-1)


def max_range_exclusive(*args):
    # a hit exactly at max_range dropped, as if the limit were strictly below it
    return _ranges(*args, range_inclusive=False)
