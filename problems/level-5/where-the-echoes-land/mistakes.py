"""Where the Echoes Land: the wrong code a learner writes, one mistake per function.

Each mistake is the same careful count, `_counts`, with one step done the wrong way."""

import math


def _point(pose, a, r):
    x, y, theta = pose
    return x + r * math.cos(theta + a), y + r * math.sin(theta + a)


def _cell(rows, cols, res, px, py, to_index=math.floor, flip_rows=True):
    col, up = to_index(px / res), to_index(py / res)
    if not (0 <= col < cols and 0 <= up < rows):
        return None
    return (rows - 1 - up if flip_rows else up), col


def _is_echo(r, max_range):
    return r < max_range


def _counts(rows, cols, res, max_range, pose, scan, point=_point, cell=_cell, is_echo=_is_echo, add=None):
    counts = [[0] * cols for _ in range(rows)]
    for a, r in scan:
        if not is_echo(r, max_range):
            continue
        px, py = point(pose, a, r)
        if add is not None:
            add(counts, rows, cols, res, px, py)
            continue
        where = cell(rows, cols, res, px, py)
        if where is not None:
            counts[where[0]][where[1]] += 1
    return counts


def forgets_the_heading(rows, cols, res, max_range, pose, scan):
    def from_the_map_axis(pose, a, r):
        x, y, theta = pose
        return x + r * math.cos(a), y + r * math.sin(a)  # the beam does not turn with the robot

    return _counts(rows, cols, res, max_range, pose, scan, point=from_the_map_axis)


def angle_clockwise(rows, cols, res, max_range, pose, scan):
    def to_the_right(pose, a, r):
        x, y, theta = pose
        return x + r * math.cos(theta - a), y + r * math.sin(theta - a)

    return _counts(rows, cols, res, max_range, pose, scan, point=to_the_right)


def row_not_flipped(rows, cols, res, max_range, pose, scan):
    return _counts(rows, cols, res, max_range, pose, scan,
                   cell=lambda rows, cols, res, px, py: _cell(rows, cols, res, px, py, flip_rows=False))


def int_not_floor(rows, cols, res, max_range, pose, scan):
    return _counts(rows, cols, res, max_range, pose, scan,
                   cell=lambda rows, cols, res, px, py: _cell(rows, cols, res, px, py, to_index=int))


def rounds_to_the_nearest_cell(rows, cols, res, max_range, pose, scan):
    return _counts(rows, cols, res, max_range, pose, scan,
                   cell=lambda rows, cols, res, px, py: _cell(rows, cols, res, px, py, to_index=round))


def indexes_before_bounds(rows, cols, res, max_range, pose, scan):
    def add_or_skip(counts, rows, cols, res, px, py):
        row, col = rows - 1 - math.floor(py / res), math.floor(px / res)
        try:
            counts[row][col] += 1  # row -1 or col -1 does not raise: it is the last row or column
        except IndexError:
            pass

    return _counts(rows, cols, res, max_range, pose, scan, add=add_or_skip)


def max_range_counted(rows, cols, res, max_range, pose, scan):
    return _counts(rows, cols, res, max_range, pose, scan, is_echo=lambda r, max_range: True)


def max_range_exactly_counted(rows, cols, res, max_range, pose, scan):
    return _counts(rows, cols, res, max_range, pose, scan, is_echo=lambda r, max_range: r <= max_range)


def one_row_repeated(rows, cols, res, max_range, pose, scan):
    counts = [[0] * cols] * rows  # one list, repeated: a count in one row is a count in every row
    for a, r in scan:
        if r >= max_range:
            continue
        where = _cell(rows, cols, res, *_point(pose, a, r))
        if where is not None:
            counts[where[0]][where[1]] += 1
    return counts


def bounds_off_by_one(rows, cols, res, max_range, pose, scan):
    x, y, theta = pose
    counts = [[0] * cols for _ in range(rows)]
    for a, r in scan:
        if r >= max_range:
            continue
        col = math.floor((x + r * math.cos(theta + a)) / res)
        up = math.floor((y + r * math.sin(theta + a)) / res)
        if not (0 <= col <= cols and 0 <= up <= rows):  # cols and rows let in one too many
            continue
        counts[rows - 1 - up][col] += 1
    return counts


def bounds_swapped(rows, cols, res, max_range, pose, scan):
    x, y, theta = pose
    counts = [[0] * cols for _ in range(rows)]
    for a, r in scan:
        if r >= max_range:
            continue
        col = math.floor((x + r * math.cos(theta + a)) / res)
        up = math.floor((y + r * math.sin(theta + a)) / res)
        if not (0 <= col < rows and 0 <= up < cols):  # the column checked against rows
            continue
        counts[rows - 1 - up][col] += 1
    return counts
