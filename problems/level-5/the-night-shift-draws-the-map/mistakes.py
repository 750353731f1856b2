"""The Night Shift Draws the Map: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful mapper, `_map`, with one step done the wrong way."""

import math


def _pair(rows, res, px, py):
    return rows - 1 - math.floor(py / res), math.floor(px / res)


def _walk(a, b, n_from=0, rounding=None):
    (r0, c0), (r1, c1) = a, b
    dr, dc = r1 - r0, c1 - c0
    n = max(abs(dr), abs(dc))
    if rounding is None:
        return [(r0 + (2 * k * dr + n) // (2 * n), c0 + (2 * k * dc + n) // (2 * n)) for k in range(n_from, n)]
    return [(r0 + rounding(k * dr / n), c0 + rounding(k * dc / n)) for k in range(n_from, n)]


def _add(L, row, col, change, lo, hi, clamp=True):
    if 0 <= row < len(L) and 0 <= col < len(L[0]):
        L[row][col] = min(hi, max(lo, L[row][col] + change)) if clamp else L[row][col] + change


def _prob(l):
    return 1 - 1 / (1 + math.exp(l))


def _beams(rows, res, sensor, scans, walk=_walk, always_mark=False, whole_beam_on_map=False, cols=None):
    """(free cells, marked cells) of every beam, in order, as (kind, row, col) steps."""
    steps = []
    for (x, y, theta), readings in scans:
        for a, r in readings:
            hit = r < sensor["max_range"]
            d = r if hit else sensor["max_range"]
            start = _pair(rows, res, x, y)
            end = _pair(rows, res, x + d * math.cos(theta + a), y + d * math.sin(theta + a))
            if whole_beam_on_map and not (0 <= end[0] < rows and 0 <= end[1] < cols):
                continue
            steps += [("free", row, col) for row, col in walk(start, end)]
            if hit or always_mark:
                steps.append(("occ", end[0], end[1]))
    return steps


def _map(rows, cols, res, sensor, scans, steps=None, add=_add, prob=_prob, grid=None, order=None):
    L = grid(rows, cols) if grid else [[0.0] * cols for _ in range(rows)]
    steps = steps if steps is not None else _beams(rows, res, sensor, scans)
    if order:
        steps = order(steps)
    for kind, row, col in steps:
        add(L, row, col, sensor["l_free"] if kind == "free" else sensor["l_occ"], sensor["lo"], sensor["hi"])
    return [[prob(l) for l in row] for row in L]


def clamps_once_at_the_end(rows, cols, res, sensor, scans):
    L = [[0.0] * cols for _ in range(rows)]
    for kind, row, col in _beams(rows, res, sensor, scans):
        _add(L, row, col, sensor["l_free"] if kind == "free" else sensor["l_occ"], 0, 0, clamp=False)
    return [[_prob(min(sensor["hi"], max(sensor["lo"], l))) for l in row] for row in L]  # one clamp, at the end


def one_row_repeated(rows, cols, res, sensor, scans):
    return _map(rows, cols, res, sensor, scans, grid=lambda rows, cols: [[0.0] * cols] * rows)


def marks_end_without_echo(rows, cols, res, sensor, scans):
    return _map(rows, cols, res, sensor, scans, steps=_beams(rows, res, sensor, scans, always_mark=True))


def skips_own_cell(rows, cols, res, sensor, scans):
    return _map(rows, cols, res, sensor, scans,
                steps=_beams(rows, res, sensor, scans, walk=lambda a, b: _walk(a, b, n_from=1)))


def round_in_cell_rule(rows, cols, res, sensor, scans):
    return _map(rows, cols, res, sensor, scans,
                steps=_beams(rows, res, sensor, scans, walk=lambda a, b: _walk(a, b, rounding=round)))


def int_in_cell_rule(rows, cols, res, sensor, scans):
    return _map(rows, cols, res, sensor, scans,
                steps=_beams(rows, res, sensor, scans, walk=lambda a, b: _walk(a, b, rounding=lambda v: int(v + 0.5))))


def drops_the_whole_beam(rows, cols, res, sensor, scans):
    return _map(rows, cols, res, sensor, scans,
                steps=_beams(rows, res, sensor, scans, whole_beam_on_map=True, cols=cols))


def indexes_before_bounds(rows, cols, res, sensor, scans):
    def add_or_skip(L, row, col, change, lo, hi):
        try:
            L[row][col] = min(hi, max(lo, L[row][col] + change))  # row -1 is the bottom row
        except IndexError:
            pass

    return _map(rows, cols, res, sensor, scans, add=add_or_skip)


def frees_all_then_marks(rows, cols, res, sensor, scans):
    return _map(rows, cols, res, sensor, scans,
                order=lambda steps: [s for s in steps if s[0] == "free"] + [s for s in steps if s[0] == "occ"])


def probability_of_free(rows, cols, res, sensor, scans):
    return _map(rows, cols, res, sensor, scans, prob=lambda l: 1 / (1 + math.exp(l)))


def returns_log_odds(rows, cols, res, sensor, scans):
    return _map(rows, cols, res, sensor, scans, prob=lambda l: l)


def _mapper(rows, cols, res, sensor, scans, pair=_pair, clamp=True, start=0.0, fixed_start=False,
            marks_after_scan=False):
    """The plain mapper with one knob turned: how cells are found, whether changes are clamped,
    what the map starts at, whether the robot's cell is taken anew for every scan, and whether a
    scan's echoes are marked only after all its paths are freed."""
    L = [[start] * cols for _ in range(rows)]
    lo, hi = sensor["lo"], sensor["hi"]
    first = None
    for (x, y, theta), readings in scans:
        if first is None or not fixed_start:
            first = pair(rows, res, x, y)
        robot = first
        ends = []
        for a, r in readings:
            hit = r < sensor["max_range"]
            d = r if hit else sensor["max_range"]
            end = pair(rows, res, x + d * math.cos(theta + a), y + d * math.sin(theta + a))
            for row, col in _walk(robot, end):
                _add(L, row, col, sensor["l_free"], lo, hi, clamp=clamp)
            if hit:
                if marks_after_scan:
                    ends.append(end)
                else:
                    _add(L, end[0], end[1], sensor["l_occ"], lo, hi, clamp=clamp)
        for row, col in ends:
            _add(L, row, col, sensor["l_occ"], lo, hi, clamp=clamp)
    return [[_prob(l) for l in row] for row in L]


def forgets_the_clamp(rows, cols, res, sensor, scans):
    return _mapper(rows, cols, res, sensor, scans, clamp=False)


def row_not_flipped(rows, cols, res, sensor, scans):
    return _mapper(rows, cols, res, sensor, scans,
                   pair=lambda rows, res, px, py: (math.floor(py / res), math.floor(px / res)))


def int_not_floor(rows, cols, res, sensor, scans):
    return _mapper(rows, cols, res, sensor, scans,
                   pair=lambda rows, res, px, py: (rows - 1 - int(py / res), int(px / res)))


def marks_after_each_scan(rows, cols, res, sensor, scans):
    return _mapper(rows, cols, res, sensor, scans, marks_after_scan=True)


def keeps_the_first_robot_cell(rows, cols, res, sensor, scans):
    return _mapper(rows, cols, res, sensor, scans, fixed_start=True)


def starts_at_one_half(rows, cols, res, sensor, scans):
    return _mapper(rows, cols, res, sensor, scans, start=0.5)  # a probability where a log-odds belongs
