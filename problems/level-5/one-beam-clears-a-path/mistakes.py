"""One Beam Clears a Path: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful beam, `_beam`, with one step done the wrong way."""

import math


def _pair(rows, res, px, py, to_index=math.floor, flip_rows=True):
    up, col = to_index(py / res), to_index(px / res)
    return (rows - 1 - up if flip_rows else up), col


def _walk(a, b, n_from=0, n_to=None, rounding=None):
    """The cells k = n_from .. n_to - 1 of the line from a to b (n_to None: n, the end excluded)."""
    (r0, c0), (r1, c1) = a, b
    dr, dc = r1 - r0, c1 - c0
    n = max(abs(dr), abs(dc))
    stop = n if n_to is None else n_to(n)
    if rounding is None:
        return [(r0 + (2 * k * dr + n) // (2 * n), c0 + (2 * k * dc + n) // (2 * n)) for k in range(n_from, stop)]
    return [(r0 + rounding(k * dr / n), c0 + rounding(k * dc / n)) for k in range(n_from, stop)]


def _add(L, row, col, change, lo, hi, clamp=True):
    if 0 <= row < len(L) and 0 <= col < len(L[0]):
        value = L[row][col] + change
        L[row][col] = min(hi, max(lo, value)) if clamp else value


def _beam(L, res, sensor, pose, a, r, pair=_pair, walk=_walk, add=_add, distance=None, mark=None,
          heading=True, whole_beam_on_map=False):
    L = [list(row) for row in L]
    rows = len(L)
    x, y, theta = pose
    hit = r < sensor["max_range"]
    d = distance(r, sensor["max_range"]) if distance else (r if hit else sensor["max_range"])
    direction = theta + a if heading else a
    start = pair(rows, res, x, y)
    end = pair(rows, res, x + d * math.cos(direction), y + d * math.sin(direction))
    if whole_beam_on_map and not (0 <= end[0] < rows and 0 <= end[1] < len(L[0])):
        return L  # the whole beam dropped because its end left the map
    for row, col in walk(start, end):
        add(L, row, col, sensor["l_free"], sensor["lo"], sensor["hi"])
    if (mark(hit) if mark else hit):
        add(L, end[0], end[1], sensor["l_occ"], sensor["lo"], sensor["hi"])
    return L


def marks_end_without_echo(L, res, sensor, pose, a, r):
    return _beam(L, res, sensor, pose, a, r, mark=lambda hit: True)


def follows_past_max_range(L, res, sensor, pose, a, r):
    return _beam(L, res, sensor, pose, a, r, distance=lambda r, max_range: r)


def skips_own_cell(L, res, sensor, pose, a, r):
    return _beam(L, res, sensor, pose, a, r, walk=lambda a, b: _walk(a, b, n_from=1))


def frees_the_end_cell(L, res, sensor, pose, a, r):
    return _beam(L, res, sensor, pose, a, r, walk=lambda a, b: [a] if a == b else _walk(a, b, n_to=lambda n: n + 1))


def round_in_cell_rule(L, res, sensor, pose, a, r):
    return _beam(L, res, sensor, pose, a, r, walk=lambda a, b: [] if a == b else _walk(a, b, rounding=round))


def int_in_cell_rule(L, res, sensor, pose, a, r):
    return _beam(L, res, sensor, pose, a, r,
                 walk=lambda a, b: [] if a == b else _walk(a, b, rounding=lambda v: int(v + 0.5)))


def int_not_floor(L, res, sensor, pose, a, r):
    return _beam(L, res, sensor, pose, a, r, pair=lambda rows, res, px, py: _pair(rows, res, px, py, to_index=int))


def drops_the_whole_beam(L, res, sensor, pose, a, r):
    return _beam(L, res, sensor, pose, a, r, whole_beam_on_map=True)


def indexes_before_bounds(L, res, sensor, pose, a, r):
    def add_or_skip(L, row, col, change, lo, hi):
        try:
            L[row][col] = min(hi, max(lo, L[row][col] + change))  # row -1 is the bottom row
        except IndexError:
            pass

    return _beam(L, res, sensor, pose, a, r, add=add_or_skip)


def forgets_the_clamp(L, res, sensor, pose, a, r):
    return _beam(L, res, sensor, pose, a, r, add=lambda L, row, col, change, lo, hi: _add(L, row, col, change, lo, hi, clamp=False))


def row_not_flipped(L, res, sensor, pose, a, r):
    return _beam(L, res, sensor, pose, a, r, pair=lambda rows, res, px, py: _pair(rows, res, px, py, flip_rows=False))


def forgets_the_heading(L, res, sensor, pose, a, r):
    return _beam(L, res, sensor, pose, a, r, heading=False)


def frees_end_without_echo(L, res, sensor, pose, a, r):
    L = _beam(L, res, sensor, pose, a, r)
    if r >= sensor["max_range"]:
        x, y, theta = pose
        d = sensor["max_range"]
        end = _pair(len(L), res, x + d * math.cos(theta + a), y + d * math.sin(theta + a))
        _add(L, end[0], end[1], sensor["l_free"], sensor["lo"], sensor["hi"])  # nothing was seen there
    return L


def max_range_is_a_hit(L, res, sensor, pose, a, r):
    L = [list(row) for row in L]
    x, y, theta = pose
    hit = r <= sensor["max_range"]  # a reading of exactly the maximum range taken for an echo
    d = r if hit else sensor["max_range"]
    start = _pair(len(L), res, x, y)
    end = _pair(len(L), res, x + d * math.cos(theta + a), y + d * math.sin(theta + a))
    for row, col in _walk(start, end):
        _add(L, row, col, sensor["l_free"], sensor["lo"], sensor["hi"])
    if hit:
        _add(L, end[0], end[1], sensor["l_occ"], sensor["lo"], sensor["hi"])
    return L


def frees_the_end_cell_too(L, res, sensor, pose, a, r):
    """range(n + 1) in the walk: the end cell freed as well, and n = 0 divides by zero."""
    def walk(a, b):
        (r0, c0), (r1, c1) = a, b
        dr, dc = r1 - r0, c1 - c0
        n = max(abs(dr), abs(dc))
        return [(r0 + (2 * k * dr + n) // (2 * n), c0 + (2 * k * dc + n) // (2 * n)) for k in range(n + 1)]

    return _beam(L, res, sensor, pose, a, r, walk=walk)


def nothing_when_a_is_b(L, res, sensor, pose, a, r):
    x, y, theta = pose
    d = r if r < sensor["max_range"] else sensor["max_range"]
    start = _pair(len(L), res, x, y)
    end = _pair(len(L), res, x + d * math.cos(theta + a), y + d * math.sin(theta + a))
    if start == end:
        return [list(row) for row in L]  # n = 0: returned before the end cell is marked
    return _beam(L, res, sensor, pose, a, r)


def angle_clockwise(L, res, sensor, pose, a, r):
    x, y, theta = pose
    return _beam(L, res, sensor, [x, y, theta - 2 * a], a, r)  # the beam along theta - a
