"""The Vacuum's Laser in a Bare Room: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful scan, `_scan`, with one step done the wrong way."""

import math


def _ahead(x, y, c, s, width, depth):
    """Distances to the walls the beam moves towards; a zero component reaches no wall."""
    found = []
    if c > 0:
        found.append((width - x) / c)
    if c < 0:
        found.append((0 - x) / c)
    if s > 0:
        found.append((depth - y) / s)
    if s < 0:
        found.append((0 - y) / s)
    return found


def _echo(x, y, c, s, d, max_range):
    return [d, [x + d * c, y + d * s]] if d < max_range else [max_range, None]


def _scan(width, depth, x, y, theta, beam_angles, max_range, direction=lambda theta, a: theta + a,
          walls=_ahead, pick=min, echo=_echo, cap=min):
    scan = []
    for a in beam_angles:
        alpha = direction(theta, a)
        c, s = math.cos(alpha), math.sin(alpha)
        d = cap(pick(walls(x, y, c, s, width, depth)), max_range)
        scan.append(echo(x, y, c, s, d, max_range))
    return scan


def heading_forgotten(width, depth, x, y, theta, beam_angles, max_range):
    return _scan(width, depth, x, y, theta, beam_angles, max_range, direction=lambda theta, a: a)


def zero_sine_divides(width, depth, x, y, theta, beam_angles, max_range):
    def one_wall_per_axis(x, y, c, s, width, depth):
        to_x = ((width if c >= 0 else 0) - x) / c  # c == 0 divides by zero
        to_y = ((depth if s >= 0 else 0) - y) / s
        return [to_x, to_y]

    return _scan(width, depth, x, y, theta, beam_angles, max_range, walls=one_wall_per_axis)


def wall_behind_counts(width, depth, x, y, theta, beam_angles, max_range):
    def every_wall(x, y, c, s, width, depth):
        found = []
        if c != 0:
            found += [(width - x) / c, (0 - x) / c]  # one of them is behind the vacuum
        if s != 0:
            found += [(depth - y) / s, (0 - y) / s]
        return found

    return _scan(width, depth, x, y, theta, beam_angles, max_range, walls=every_wall)


def largest_not_smallest(width, depth, x, y, theta, beam_angles, max_range):
    return _scan(width, depth, x, y, theta, beam_angles, max_range, pick=max)


def not_capped(width, depth, x, y, theta, beam_angles, max_range):
    return _scan(width, depth, x, y, theta, beam_angles, max_range, cap=lambda d, max_range: d,
                 echo=lambda x, y, c, s, d, max_range: [d, [x + d * c, y + d * s]])


def max_range_drawn(width, depth, x, y, theta, beam_angles, max_range):
    return _scan(width, depth, x, y, theta, beam_angles, max_range,
                 echo=lambda x, y, c, s, d, max_range: [d, [x + d * c, y + d * s]])


def wall_at_max_range_drawn(width, depth, x, y, theta, beam_angles, max_range):
    def echo_up_to_max(x, y, c, s, d, max_range):
        return [d, [x + d * c, y + d * s]] if d <= max_range else [max_range, None]

    return _scan(width, depth, x, y, theta, beam_angles, max_range, echo=echo_up_to_max,
                 cap=lambda d, max_range: d)
