"""Slopes of a Black Box: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful estimate, `_slopes`, with one step swapped for the wrong one.
"""

import math

STEP = 1e-5


def black_box(model, inputs):
    hidden = [math.tanh(sum(w * x for w, x in zip(row, inputs)) + b) for row, b in zip(model["w1"], model["b1"])]
    return [sum(w * h for w, h in zip(row, hidden)) + b for row, b in zip(model["w2"], model["b2"])]


def _moved(inputs, c, step):
    copy = list(inputs)
    copy[c] += step
    return copy


def _column(model, inputs, c, h):
    up, down = black_box(model, _moved(inputs, c, h)), black_box(model, _moved(inputs, c, -h))
    return [(a - b) / (2 * h) for a, b in zip(up, down)]


def _slopes(model, inputs, column=_column, h=STEP, transpose=False):
    columns = [column(model, inputs, c, h) for c in range(len(inputs))]
    if transpose:
        return columns
    return [[col[r] for col in columns] for r in range(len(columns[0]))]


def divides_by_h(model, inputs):
    def over_h(model, inputs, c, h):
        return [2 * s for s in _column(model, inputs, c, h)]  # the change over 2h divided by h

    return _slopes(model, inputs, column=over_h)


def nudges_all_inputs(model, inputs):
    def every_input_moved(model, inputs, c, h):
        up = black_box(model, [x + h for x in inputs])
        down = black_box(model, [x - h for x in inputs])
        return [(a - b) / (2 * h) for a, b in zip(up, down)]

    return _slopes(model, inputs, column=every_input_moved)


def rows_and_columns_swapped(model, inputs):
    return _slopes(model, inputs, transpose=True)


def tiny_step(model, inputs):
    return _slopes(model, inputs, h=1e-12)


def one_sided_difference(model, inputs):
    def forward(model, inputs, c, h):
        up, here = black_box(model, _moved(inputs, c, h)), black_box(model, inputs)
        return [(a - b) / h for a, b in zip(up, here)]

    return _slopes(model, inputs, column=forward)


def shares_the_input_list(model, inputs):
    def aliases(model, inputs, c, h):
        up = inputs  # the same list, not a copy
        up[c] += h
        high = black_box(model, up)
        down = inputs
        down[c] -= h  # back at the start, not at x - h
        low = black_box(model, down)
        return [(a - b) / (2 * h) for a, b in zip(high, low)]

    return _slopes(model, inputs, column=aliases)


def step_too_large(model, inputs):
    return _slopes(model, inputs, h=0.05)


def step_of_a_tenth(model, inputs):
    return _slopes(model, inputs, h=0.1)


def step_of_a_hundredth(model, inputs):
    return _slopes(model, inputs, h=0.01)


def step_of_a_thousandth(model, inputs):
    return _slopes(model, inputs, h=1e-3)


def forgets_to_restore(model, inputs):
    def nudged_in_place(model, inputs, c, h):
        inputs[c] += h
        high = black_box(model, inputs)
        inputs[c] -= 2 * h  # ... and never put back: the next inputs are nudged from a moved point
        low = black_box(model, inputs)
        return [(a - b) / (2 * h) for a, b in zip(high, low)]

    return _slopes(model, inputs, column=nudged_in_place)


def rows_share_one_list(model, inputs):
    columns = [_column(model, inputs, c, STEP) for c in range(len(inputs))]
    result = [[0.0] * len(inputs)] * len(columns[0])  # one row, named p times
    for c, column in enumerate(columns):
        for r, slope in enumerate(column):
            result[r][c] = slope
    return result


def tanh_slope_without_square(model, inputs):
    hidden = [math.tanh(sum(w * x for w, x in zip(row, inputs)) + b) for row, b in zip(model["w1"], model["b1"])]
    return [[sum(row2[j] * (1 - hidden[j]) * model["w1"][j][c] for j in range(len(hidden)))  # tanh' as 1 - tanh
             for c in range(len(inputs))] for row2 in model["w2"]]
