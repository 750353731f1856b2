"""Minutes per Kilometre: the wrong code a learner writes, one mistake per function.

Standard library only: this file is graded as a learner's program. Each mistake is the plain
solution, `_model`, with one step swapped for the wrong one.
"""


def _fit(xs, ys):
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    return my - b * mx, b


def _model(distances_km, minutes, budget_min, fit=lambda km, mins: _fit(km, mins),
           reach=lambda budget, a, b: (budget - a) / b, clamp=True):
    a, b = fit(distances_km, minutes)
    km = reach(budget_min, a, b)
    return (a, b, max(0.0, km) if clamp else km)


def other_regression(distances_km, minutes, budget_min):
    c, d = _fit(minutes, distances_km)  # km = c + d * minutes: the other least-squares line
    return (-c / d, 1 / d, max(0.0, c + d * budget_min))


def multiplies_by_slope(distances_km, minutes, budget_min):
    return _model(distances_km, minutes, budget_min, reach=lambda budget, a, b: (budget - a) * b)


def ignores_fixed_time(distances_km, minutes, budget_min):
    return _model(distances_km, minutes, budget_min, reach=lambda budget, a, b: budget / b)


def negative_reach(distances_km, minutes, budget_min):
    return _model(distances_km, minutes, budget_min, clamp=False)


def line_through_origin(distances_km, minutes, budget_min):
    def average_pace(km, mins):
        return 0.0, sum(mins) / sum(km)  # every minute charged to the kilometres, none to loading

    return _model(distances_km, minutes, budget_min, fit=average_pace)
