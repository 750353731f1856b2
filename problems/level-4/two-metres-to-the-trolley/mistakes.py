"""Two Metres to the Trolley: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful update, `_locate`, with one step swapped for the wrong one.
"""

import math


def _predicted_cells(blocked, direction, wall="past the end"):
    """Cells from each free cell to the nearest blocked cell the sensor points at; None for a
    blocked cell, or (with wall=None) for a cell that sees nothing but the wall."""
    n = len(blocked)
    order = range(n) if direction == -1 else range(n - 1, -1, -1)
    last = {"past the end": -1 if direction == -1 else n, "in the end cell": 0 if direction == -1 else n - 1,
            None: None}[wall]
    predicted = [None] * n
    for i in order:
        if blocked[i]:
            last = i
        elif last is not None:
            predicted[i] = abs(i - last)
    return predicted


def _weight(gap, sigma):
    return math.exp(-gap ** 2 / (2 * sigma ** 2))


def _locate(blocked, cell_m, direction, z_m, sigma_m, predicted_cells=_predicted_cells, weight=_weight,
            normalise=True, metres_per_cell=None):
    n = len(blocked)
    free = n - sum(blocked)
    metres = cell_m if metres_per_cell is None else metres_per_cell
    weights = []
    for i, cells in enumerate(predicted_cells(blocked, direction)):
        prior = 0.0 if blocked[i] else 1 / free
        weights.append(0.0 if cells is None else prior * weight(z_m - cells * metres, sigma_m))
    total = sum(weights)
    return [w / total for w in weights] if normalise else weights


def counts_cells_between(blocked, cell_m, direction, z_m, sigma_m):
    def between(blocked, direction):
        return [None if cells is None else cells - 1 for cells in _predicted_cells(blocked, direction)]

    return _locate(blocked, cell_m, direction, z_m, sigma_m, predicted_cells=between)


def forgets_the_end_wall(blocked, cell_m, direction, z_m, sigma_m):
    return _locate(blocked, cell_m, direction, z_m, sigma_m,  # cells that see only the wall get nothing
                   predicted_cells=lambda blocked, direction: _predicted_cells(blocked, direction, wall=None))


def wall_in_the_end_cell(blocked, cell_m, direction, z_m, sigma_m):
    return _locate(blocked, cell_m, direction, z_m, sigma_m,
                   predicted_cells=lambda blocked, direction: _predicted_cells(blocked, direction, wall="in the end cell"))


def sigma_not_squared(blocked, cell_m, direction, z_m, sigma_m):
    return _locate(blocked, cell_m, direction, z_m, sigma_m, weight=lambda gap, sigma: math.exp(-gap ** 2 / (2 * sigma)))


def blocked_cells_weighted(blocked, cell_m, direction, z_m, sigma_m):
    n = len(blocked)
    order = range(n) if direction == -1 else range(n - 1, -1, -1)
    last = -1 if direction == -1 else n
    weights = [0.0] * n
    for i in order:
        weights[i] = (1 / n) * _weight(z_m - abs(i - last) * cell_m, sigma_m)  # a trolley's cell weighed too
        if blocked[i]:
            last = i
    total = sum(weights)
    return [w / total for w in weights]


def points_the_wrong_way(blocked, cell_m, direction, z_m, sigma_m):
    return _locate(blocked, cell_m, -1, z_m, sigma_m)  # direction ignored: always towards cell 0


def cells_not_metres(blocked, cell_m, direction, z_m, sigma_m):
    return _locate(blocked, cell_m, direction, z_m, sigma_m, metres_per_cell=1.0)


def forgets_to_normalise(blocked, cell_m, direction, z_m, sigma_m):
    return _locate(blocked, cell_m, direction, z_m, sigma_m, normalise=False)


def reads_the_direction_backwards(blocked, cell_m, direction, z_m, sigma_m):
    return _locate(blocked, cell_m, -direction, z_m, sigma_m)  # +1 taken as towards cell 0


def scan_starts_behind_the_robot(blocked, cell_m, direction, z_m, sigma_m):
    def scan_from_behind(blocked, direction):
        n = len(blocked)
        predicted = [None] * n
        for i in range(n):
            if blocked[i]:
                continue
            j = i - direction  # the first cell looked at is behind the robot
            while 0 <= j < n and not blocked[j]:
                j += direction
            predicted[i] = abs(i - j)
        return predicted

    return _locate(blocked, cell_m, direction, z_m, sigma_m, predicted_cells=scan_from_behind)


def always_the_end_wall(blocked, cell_m, direction, z_m, sigma_m):
    def the_wall_only(blocked, direction):
        n = len(blocked)
        wall = -1 if direction == -1 else n
        return [None if b else abs(i - wall) for i, b in enumerate(blocked)]  # trolleys in the way ignored

    return _locate(blocked, cell_m, direction, z_m, sigma_m, predicted_cells=the_wall_only)


def drops_the_two(blocked, cell_m, direction, z_m, sigma_m):
    return _locate(blocked, cell_m, direction, z_m, sigma_m, weight=lambda gap, sigma: math.exp(-gap ** 2 / sigma ** 2))


def density_not_normalised(blocked, cell_m, direction, z_m, sigma_m):
    def density(gap, sigma):
        return math.exp(-gap ** 2 / (2 * sigma ** 2)) / (sigma * math.sqrt(2 * math.pi))

    weights = []
    for b, cells in zip(blocked, _predicted_cells(blocked, direction)):
        weights.append(0.0 if b else density(z_m - cells * cell_m, sigma_m))  # no prior, no division by the total
    return weights
