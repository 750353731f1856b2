"""A Scan Between the Orchard Trunks: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful scan, `_scan`, with one step done the wrong way."""

import math


def _entry(x, y, ux, uy, trunk, root=-1, grazes=lambda disc: disc < 0, ahead=lambda t: t >= 0,
           offset_sign=1):
    """Distance to where the beam enters the trunk, or None."""
    cx, cy, radius = trunk
    px, py = offset_sign * (x - cx), offset_sign * (y - cy)
    beta = ux * px + uy * py
    disc = beta * beta - (px * px + py * py - radius * radius)
    if grazes(disc):
        return None
    t = -beta + root * math.sqrt(disc)
    return t if ahead(t) else None


def _nearest(ts, max_range):
    return min(ts + [max_range])


def _scan(x, y, theta, beam_angles, trunks, max_range, direction=lambda theta, a: theta + a,
          entry=_entry, choose=_nearest):
    readings = []
    for a in beam_angles:
        alpha = direction(theta, a)
        ux, uy = math.cos(alpha), math.sin(alpha)
        ts = [entry(x, y, ux, uy, trunk) for trunk in trunks]
        readings.append(choose([t for t in ts if t is not None], max_range))
    return readings


def far_side_root(x, y, theta, beam_angles, trunks, max_range):
    return _scan(x, y, theta, beam_angles, trunks, max_range,
                 entry=lambda *args: _entry(*args, root=+1))


def tangent_skipped(x, y, theta, beam_angles, trunks, max_range):
    return _scan(x, y, theta, beam_angles, trunks, max_range,
                 entry=lambda *args: _entry(*args, grazes=lambda disc: disc <= 0))


def miss_not_tested(x, y, theta, beam_angles, trunks, max_range):
    return _scan(x, y, theta, beam_angles, trunks, max_range,
                 entry=lambda *args: _entry(*args, grazes=lambda disc: False))  # sqrt of a negative


def behind_counts(x, y, theta, beam_angles, trunks, max_range):
    return _scan(x, y, theta, beam_angles, trunks, max_range,
                 entry=lambda *args: _entry(*args, ahead=lambda t: True))


def offset_reversed(x, y, theta, beam_angles, trunks, max_range):
    return _scan(x, y, theta, beam_angles, trunks, max_range,
                 entry=lambda *args: _entry(*args, offset_sign=-1))  # C - P instead of P - C


def heading_forgotten(x, y, theta, beam_angles, trunks, max_range):
    return _scan(x, y, theta, beam_angles, trunks, max_range, direction=lambda theta, a: a)


def first_trunk_not_nearest(x, y, theta, beam_angles, trunks, max_range):
    return _scan(x, y, theta, beam_angles, trunks, max_range,
                 choose=lambda ts, max_range: min(ts[0], max_range) if ts else max_range)


def not_capped(x, y, theta, beam_angles, trunks, max_range):
    return _scan(x, y, theta, beam_angles, trunks, max_range,
                 choose=lambda ts, max_range: min(ts) if ts else max_range)
