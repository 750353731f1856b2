"""Mean and Spread While the Data Arrives: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
running update, `_running`, with one step swapped for the wrong one.
"""

import math


def _welford(count, mean, m2, value):
    change = value - mean
    mean += change / count
    return mean, m2 + change * (value - mean)


def _running(readings, update=_welford, spread_of=lambda m2, count: math.sqrt(m2 / (count - 1)),
             first_spread=None):
    count, mean, m2, history = 0, 0.0, 0.0, []
    for value in readings:
        count += 1
        mean, m2 = update(count, mean, m2, value)
        history.append([mean, spread_of(m2, count) if count >= 2 else first_spread])
    return history


def divides_by_n(readings):
    return _running(readings, spread_of=lambda m2, count: math.sqrt(m2 / count))


def sum_of_squares_formula(readings):
    total = squares = 0.0
    history = []
    for count, value in enumerate(readings, start=1):
        total += value
        squares += value * value
        mean = total / count
        # two huge, nearly equal numbers subtracted: the digits that mattered are gone
        spread = math.sqrt(max(0.0, (squares - count * mean * mean) / (count - 1))) if count >= 2 else None
        history.append([mean, spread])
    return history


def zero_spread_for_one_reading(readings):
    return _running(readings, first_spread=0.0)


def new_mean_twice(readings):
    def squared_from_the_new_mean(count, mean, m2, value):
        mean += (value - mean) / count
        return mean, m2 + (value - mean) ** 2  # the old mean belongs in one of the two factors

    return _running(readings, update=squared_from_the_new_mean)
