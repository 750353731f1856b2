"""The Parking Sonar's Cone: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful reading, `_reading`, with one step done the wrong way."""

import math


def _wrap(angle):
    angle = math.fmod(angle, 2 * math.pi)
    if angle <= -math.pi:
        return angle + 2 * math.pi
    return angle - 2 * math.pi if angle > math.pi else angle


def _off_axis(x, y, facing, px, py):
    return _wrap(math.atan2(py - y, px - x) - facing)


def _reading(x, y, facing, cone_width, points, max_range, off_axis=_off_axis,
             half=lambda width: width / 2, cap=min):
    inside = [math.hypot(px - x, py - y) for px, py in points
              if abs(off_axis(x, y, facing, px, py)) <= half(cone_width)]
    return cap(min(inside), max_range) if inside else max_range


def not_wrapped(x, y, facing, cone_width, points, max_range):
    return _reading(x, y, facing, cone_width, points, max_range,
                    off_axis=lambda x, y, facing, px, py: math.atan2(py - y, px - x) - facing)


def bearing_not_difference(x, y, facing, cone_width, points, max_range):
    return _reading(x, y, facing, cone_width, points, max_range,
                    off_axis=lambda x, y, facing, px, py: math.atan2(py - y, px - x))


def direction_from_the_origin(x, y, facing, cone_width, points, max_range):
    return _reading(x, y, facing, cone_width, points, max_range,
                    off_axis=lambda x, y, facing, px, py: _wrap(math.atan2(py, px) - facing))


def full_width_as_half_angle(x, y, facing, cone_width, points, max_range):
    return _reading(x, y, facing, cone_width, points, max_range, half=lambda width: width)


def nearest_overall(x, y, facing, cone_width, points, max_range):
    return _reading(x, y, facing, cone_width, points, max_range, half=lambda width: math.inf)


def not_capped(x, y, facing, cone_width, points, max_range):
    return _reading(x, y, facing, cone_width, points, max_range, cap=lambda d, max_range: d)
