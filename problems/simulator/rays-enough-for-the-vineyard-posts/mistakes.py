"""Rays Enough for the Vineyard Posts: the wrong arithmetic a learner writes, one mistake per
function. Each is the plain budget (`_budget`) with one step done the wrong way."""

import math


def _size(radius, distance):
    return 2 * math.atan(radius / distance)


def _budget(sensors, rate_hz, shapes, *, size_of=_size, extra_ray=1, slack=1e-9, shapes_count=True):
    rays = []
    for fov, radius, distance in sensors:
        gaps = max(0, math.ceil(fov / size_of(radius, distance) - slack))
        rays.append(max(1, gaps + extra_ray))
    return (rays, rate_hz * sum(rays) * (shapes if shapes_count else 1))


def rays_counted_as_gaps(*args):
    # fov / size is the number of GAPS between the rays; the rays are one more
    return _budget(*args, extra_ray=0)


def half_the_angular_size(*args):
    # atan(r / d) is the angle from the post's centre to its edge: half of what it spans
    return _budget(*args, size_of=lambda radius, distance: math.atan(radius / distance))


def no_slack_in_the_ceiling(*args):
    # ceil(12.000000000000002) is 13: without the slack, float dust buys a ray
    return _budget(*args, slack=0.0)


def diameter_over_distance_in_degrees(*args):
    # the post's size worked out in degrees while the cone is in radians
    return _budget(*args, size_of=lambda radius, distance: math.degrees(2 * math.atan(radius / distance)))


def shapes_left_out_of_the_cost(*args):
    # one test per ray per measurement: but every ray is tested against every shape
    return _budget(*args, shapes_count=False)
