"""An Arm That Must Not Touch Itself: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful search with one step done the wrong way."""

import math

TIE = 1e-9


def _points(lengths, angles):
    x = y = heading = 0.0
    points = [(x, y)]
    for length, angle in zip(lengths, angles):
        heading += angle
        x += length * math.cos(heading)
        y += length * math.sin(heading)
        points.append((x, y))
    return points


def _cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _point_segment(point, a, b, clamp=True):
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / (dx * dx + dy * dy)
    if clamp:
        t = max(0.0, min(1.0, t))
    return math.hypot(point[0] - a[0] - t * dx, point[1] - a[1] - t * dy)


def _segments(a, b, c, d, clamp=True, crossings=True):
    if crossings and _cross(a, b, c) * _cross(a, b, d) < 0 and _cross(c, d, a) * _cross(c, d, b) < 0:
        return 0.0
    return min(_point_segment(a, c, d, clamp), _point_segment(b, c, d, clamp),
               _point_segment(c, a, b, clamp), _point_segment(d, a, b, clamp))


def _closest(lengths, angles, distance=_segments, gap=2):
    points = _points(lengths, angles)
    pairs = []
    for i in range(len(lengths)):
        for j in range(i + gap, len(lengths)):
            pairs.append((distance(points[i], points[i + 1], points[j], points[j + 1]), i, j))
    if not pairs:
        return None
    smallest = min(pair[0] for pair in pairs)
    for pair in pairs:
        if pair[0] <= smallest + TIE:
            return pair


def t_not_clamped(lengths, angles):
    return _closest(lengths, angles, distance=lambda a, b, c, d: _segments(a, b, c, d, clamp=False))


def endpoints_only(lengths, angles):
    return _closest(lengths, angles, distance=lambda a, b, c, d: min(math.dist(a, c), math.dist(a, d),
                                                                     math.dist(b, c), math.dist(b, d)))


def crossings_missed(lengths, angles):
    return _closest(lengths, angles, distance=lambda a, b, c, d: _segments(a, b, c, d, crossings=False))


def neighbours_checked(lengths, angles):
    return _closest(lengths, angles, gap=1)  # j = i + 1 shares a joint: always 0


def tie_not_forgiven(lengths, angles):
    points = _points(lengths, angles)
    pairs = [(_segments(points[i], points[i + 1], points[j], points[j + 1]), i, j)
             for i in range(len(lengths)) for j in range(i + 2, len(lengths))]
    return min(pairs) if pairs else None  # the strict smallest, rounding dust decides
