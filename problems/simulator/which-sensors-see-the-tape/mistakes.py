"""Which Sensors See the Tape?: the wrong code a learner writes, one mistake per function.

Each mistake is the plain sensor row (`_row`) with one part done the wrong way.
"""

import math


def _segment_distance(px, py, ax, ay, bx, by, clamp=True):
    ex, ey = bx - ax, by - ay
    length_sq = ex * ex + ey * ey
    u = 0.0 if length_sq == 0 else ((px - ax) * ex + (py - ay) * ey) / length_sq
    if clamp:
        u = max(0.0, min(1.0, u))
    return math.hypot(px - (ax + u * ex), py - (ay + u * ey))


def _tape_distance(px, py, tape):
    return min(_segment_distance(px, py, *tape[i], *tape[i + 1]) for i in range(len(tape) - 1))


def _offsets(n, spacing):
    return [((n - 1) / 2 - k) * spacing for k in range(n)]


def _row(x, y, theta, n, spacing, forward, tape, width, *, offsets=_offsets, place=None,
         distance=_tape_distance, on=lambda d, width: d <= width / 2, reading=lambda seen: 1 if seen else 0):
    readings = []
    for left in offsets(n, spacing):
        if place is None:
            px = x + forward * math.cos(theta) - left * math.sin(theta)
            py = y + forward * math.sin(theta) + left * math.cos(theta)
        else:
            px, py = place(x, y, theta, forward, left)
        readings.append(reading(on(distance(px, py, tape), width)))
    return readings


def index_zero_on_the_right(*args):
    # the row numbered from the right-hand end
    return _row(*args, offsets=lambda n, spacing: [(k - (n - 1) / 2) * spacing for k in range(n)])


def heading_ignored(*args):
    # forward taken as +x and left as +y, whichever way the robot faces
    return _row(*args, place=lambda x, y, theta, forward, left: (x + forward, y + left))


def row_under_the_centre(*args):
    # the row placed across the robot's centre, not `forward` ahead of it
    def place(x, y, theta, forward, left):
        return x - left * math.sin(theta), y + left * math.cos(theta)
    return _row(*args, place=place)


def tape_lines_without_ends(*args):
    # the distance to the infinite line through each piece of tape, not to the piece itself
    return _row(*args, distance=lambda px, py, tape: min(
        _segment_distance(px, py, *tape[i], *tape[i + 1], clamp=False) for i in range(len(tape) - 1)))


def tape_corners_only(*args):
    # the distance to the nearest of the tape's points, as if the paint were dots
    return _row(*args, distance=lambda px, py, tape: min(math.hypot(px - tx, py - ty) for tx, ty in tape))


def first_piece_only(*args):
    # only the first piece of the polyline is painted
    return _row(*args, distance=lambda px, py, tape: _segment_distance(px, py, *tape[0], *tape[1]))


def edge_of_the_tape_excluded(*args):
    # a sensor exactly on the tape's edge taken as off the paint
    return _row(*args, on=lambda d, width: d < width / 2)


def whole_width_from_the_centre(*args):
    # "within the width" of the centre line, instead of within half of it
    return _row(*args, on=lambda d, width: d <= width)


def middle_index_rounded_down(*args):
    # (n - 1) // 2: with an even number of sensors the row is shifted half a spacing
    return _row(*args, offsets=lambda n, spacing: [((n - 1) // 2 - k) * spacing for k in range(n)])


def booleans_not_ints(*args):
    # True and False instead of the 1 and 0 the hardware gives
    return _row(*args, reading=lambda seen: seen)
