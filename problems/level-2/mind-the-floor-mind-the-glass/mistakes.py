"""Mind the Floor, Mind the Glass: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful check with one step done the wrong way."""

import math

FLOOR_TOLERANCE = 1e-9


def _points(lengths, angles):
    x = y = heading = 0.0
    points = [(x, y)]
    for length, angle in zip(lengths, angles):
        heading += angle
        x += length * math.cos(heading)
        y += length * math.sin(heading)
        points.append((x, y))
    return points


def _to_line(p, q, point):
    dx, dy = q[0] - p[0], q[1] - p[1]
    return (dx * (point[1] - p[1]) - dy * (point[0] - p[0])) / math.hypot(dx, dy)


def _to_segment_signed(p, q, point):
    dx, dy = q[0] - p[0], q[1] - p[1]
    t = ((point[0] - p[0]) * dx + (point[1] - p[1]) * dy) / (dx * dx + dy * dy)
    t = max(0.0, min(1.0, t))
    distance = math.hypot(point[0] - p[0] - t * dx, point[1] - p[1] - t * dy)
    return distance if _to_line(p, q, point) >= 0 else -distance


def _check(lengths, angles, p, q, side=_to_line, base_sign=True, below=lambda y: y < -FLOOR_TOLERANCE):
    base, *points = _points(lengths, angles)
    sign = (1 if side(p, q, base) > 0 else -1) if base_sign else 1
    return [[sign * side(p, q, point), below(point[1])] for point in points]


def base_assumed_positive(lengths, angles, p, q):
    return _check(lengths, angles, p, q, base_sign=False)  # left of p -> q taken as safe


def line_as_segment(lengths, angles, p, q):
    return _check(lengths, angles, p, q, side=_to_segment_signed)  # distance to the piece between p and q


def floor_without_tolerance(lengths, angles, p, q):
    return _check(lengths, angles, p, q, below=lambda y: y < 0)
