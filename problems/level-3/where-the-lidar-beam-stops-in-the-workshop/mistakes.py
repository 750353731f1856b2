"""Where the Lidar Beam Stops in the Workshop: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful loop over the walls, `_reading`, with one step done the wrong way."""

import math

PARALLEL = 1e-12


def _cross(ax, ay, bx, by):
    return ax * by - ay * bx


def _crossing(x, y, ux, uy, wall):
    """(t, s) where the beam's line meets the wall's line, or None when they are parallel."""
    ax, ay, bx, by = wall
    ex, ey = bx - ax, by - ay
    den = _cross(ux, uy, ex, ey)
    if abs(den) < PARALLEL:
        return None
    wx, wy = ax - x, ay - y
    return _cross(wx, wy, ex, ey) / den, _cross(wx, wy, ux, uy) / den


def _is_hit(t, s):
    return t >= 0 and 0 <= s <= 1


def _nearest(ts, max_range):
    return min(ts + [max_range])


def _reading(x, y, theta, beam_angle, walls, max_range, direction=lambda theta, a: theta + a,
             crossing=_crossing, is_hit=_is_hit, choose=_nearest):
    alpha = direction(theta, beam_angle)
    ux, uy = math.cos(alpha), math.sin(alpha)
    hits = []
    for wall in walls:
        ts = crossing(x, y, ux, uy, wall)
        if ts is not None and is_hit(*ts):
            hits.append(ts[0])
    return choose(hits, max_range)


def line_not_segment(x, y, theta, beam_angle, walls, max_range):
    return _reading(x, y, theta, beam_angle, walls, max_range, is_hit=lambda t, s: t >= 0)


def behind_counts(x, y, theta, beam_angle, walls, max_range):
    return _reading(x, y, theta, beam_angle, walls, max_range, is_hit=lambda t, s: 0 <= s <= 1)


def end_points_excluded(x, y, theta, beam_angle, walls, max_range):
    return _reading(x, y, theta, beam_angle, walls, max_range, is_hit=lambda t, s: t >= 0 and 0 < s < 1)


def zero_cross_divides(x, y, theta, beam_angle, walls, max_range):
    def no_parallel_test(x, y, ux, uy, wall):
        ax, ay, bx, by = wall
        ex, ey = bx - ax, by - ay
        den = _cross(ux, uy, ex, ey)  # 0 for a wall parallel to the beam
        wx, wy = ax - x, ay - y
        return _cross(wx, wy, ex, ey) / den, _cross(wx, wy, ux, uy) / den

    return _reading(x, y, theta, beam_angle, walls, max_range, crossing=no_parallel_test)


def cross_order_swapped(x, y, theta, beam_angle, walls, max_range):
    def e_cross_u(x, y, ux, uy, wall):
        ax, ay, bx, by = wall
        ex, ey = bx - ax, by - ay
        den = _cross(ex, ey, ux, uy)  # e x u = -(u x e)
        if abs(den) < PARALLEL:
            return None
        wx, wy = ax - x, ay - y
        return _cross(wx, wy, ex, ey) / den, _cross(wx, wy, ux, uy) / den

    return _reading(x, y, theta, beam_angle, walls, max_range, crossing=e_cross_u)


def t_numerator_flipped(x, y, theta, beam_angle, walls, max_range):
    def e_cross_w_for_t(x, y, ux, uy, wall):
        crossing = _crossing(x, y, ux, uy, wall)
        if crossing is None:
            return None
        t, s = crossing
        return -t, s  # e x w = -(w x e), in t only

    return _reading(x, y, theta, beam_angle, walls, max_range, crossing=e_cross_w_for_t)


def heading_forgotten(x, y, theta, beam_angle, walls, max_range):
    return _reading(x, y, theta, beam_angle, walls, max_range, direction=lambda theta, a: a)


def first_wall_not_nearest(x, y, theta, beam_angle, walls, max_range):
    return _reading(x, y, theta, beam_angle, walls, max_range,
                    choose=lambda ts, max_range: min(ts[0], max_range) if ts else max_range)


def not_capped(x, y, theta, beam_angle, walls, max_range):
    return _reading(x, y, theta, beam_angle, walls, max_range,
                    choose=lambda ts, max_range: min(ts) if ts else max_range)


def beam_angle_forgotten(x, y, theta, beam_angle, walls, max_range):
    return _reading(x, y, theta, beam_angle, walls, max_range, direction=lambda theta, a: theta)


def beam_angle_subtracted(x, y, theta, beam_angle, walls, max_range):
    return _reading(x, y, theta, beam_angle, walls, max_range, direction=lambda theta, a: theta - a)


def angles_as_degrees(x, y, theta, beam_angle, walls, max_range):
    return _reading(x, y, theta, beam_angle, walls, max_range, direction=lambda theta, a: math.radians(theta + a))


def t_zero_excluded(x, y, theta, beam_angle, walls, max_range):
    return _reading(x, y, theta, beam_angle, walls, max_range, is_hit=lambda t, s: t > 0 and 0 <= s <= 1)


def parallel_only_when_exactly_zero(x, y, theta, beam_angle, walls, max_range):
    def exact_zero_test(x, y, ux, uy, wall):
        ax, ay, bx, by = wall
        ex, ey = bx - ax, by - ay
        den = _cross(ux, uy, ex, ey)
        if den == 0:  # a rounding-dust denominator, e.g. cos(pi / 2), slips through
            return None
        wx, wy = ax - x, ay - y
        return _cross(wx, wy, ex, ey) / den, _cross(wx, wy, ux, uy) / den

    return _reading(x, y, theta, beam_angle, walls, max_range, crossing=exact_zero_test)


def none_for_no_walls(x, y, theta, beam_angle, walls, max_range):
    if not walls:
        return None
    return _reading(x, y, theta, beam_angle, walls, max_range)
