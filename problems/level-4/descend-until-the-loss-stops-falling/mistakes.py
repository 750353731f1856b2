"""Descend Until the Loss Stops Falling: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful descent, `_descend`, with one piece swapped for the wrong one.
"""


def _loss(xs, ys, w, b):
    return sum((w * x + b - y) ** 2 for x, y in zip(xs, ys)) / (2 * len(xs))


def _gradient(xs, ys, w, b):
    residuals = [w * x + b - y for x, y in zip(xs, ys)]
    n = len(xs)
    return sum(r * x for r, x in zip(residuals, xs)) / n, sum(residuals) / n


def _update(xs, ys, w, b, rate):
    gw, gb = _gradient(xs, ys, w, b)
    return w - rate * gw, b - rate * gb


def _stopped(previous, loss, tol):
    return previous is not None and previous - loss <= tol


def _descend(xs, ys, start, rate, tol, budget, loss=_loss, update=_update, stopped=_stopped,
             first_previous=None, keep_previous=False):
    w, b = start
    losses = []
    previous, before = first_previous, (w, b)
    steps = 0
    while True:
        current = loss(xs, ys, w, b)
        losses.append(current)
        if stopped(previous, current, tol) or steps == budget:
            if keep_previous and stopped(previous, current, tol):
                w, b = before
            return w, b, steps, losses
        previous, before = current, (w, b)
        w, b = update(xs, ys, w, b, rate)
        steps += 1


def updates_one_at_a_time(xs, ys, start, rate, tol, budget):
    def w_then_b(xs, ys, w, b, rate):
        w = w - rate * _gradient(xs, ys, w, b)[0]
        return w, b - rate * _gradient(xs, ys, w, b)[1]  # b's derivative from the NEW w

    return _descend(xs, ys, start, rate, tol, budget, update=w_then_b)


def climbs_uphill(xs, ys, start, rate, tol, budget):
    def with_the_gradient(xs, ys, w, b, rate):
        gw, gb = _gradient(xs, ys, w, b)
        return w + rate * gw, b + rate * gb

    return _descend(xs, ys, start, rate, tol, budget, update=with_the_gradient)


def drops_the_half(xs, ys, start, rate, tol, budget):
    def mean_squared(xs, ys, w, b):
        return sum((w * x + b - y) ** 2 for x, y in zip(xs, ys)) / len(xs)

    def doubled(xs, ys, w, b, rate):
        gw, gb = _gradient(xs, ys, w, b)
        return w - rate * 2 * gw, b - rate * 2 * gb

    return _descend(xs, ys, start, rate, tol, budget, loss=mean_squared, update=doubled)


def sums_not_means(xs, ys, start, rate, tol, budget):
    def summed_loss(xs, ys, w, b):
        return sum((w * x + b - y) ** 2 for x, y in zip(xs, ys)) / 2

    def summed(xs, ys, w, b, rate):
        residuals = [w * x + b - y for x, y in zip(xs, ys)]
        return w - rate * sum(r * x for r, x in zip(residuals, xs)), b - rate * sum(residuals)

    return _descend(xs, ys, start, rate, tol, budget, loss=summed_loss, update=summed)


def rise_keeps_going(xs, ys, start, rate, tol, budget):
    def small_change(previous, loss, tol):
        return previous is not None and abs(previous - loss) <= tol  # a big rise looks like progress

    return _descend(xs, ys, start, rate, tol, budget, stopped=small_change)


def returns_previous_line(xs, ys, start, rate, tol, budget):
    return _descend(xs, ys, start, rate, tol, budget, keep_previous=True)


def stops_on_the_loss(xs, ys, start, rate, tol, budget):
    return _descend(xs, ys, start, rate, tol, budget, stopped=lambda previous, loss, tol: loss <= tol)


def compares_with_zero_at_first(xs, ys, start, rate, tol, budget):
    return _descend(xs, ys, start, rate, tol, budget, first_previous=0.0)


def counts_the_checks(xs, ys, start, rate, tol, budget):
    w, b, steps, losses = _descend(xs, ys, start, rate, tol, budget)
    return w, b, len(losses), losses


def no_check_after_the_last_update(xs, ys, start, rate, tol, budget):
    w, b = start
    losses = []
    steps = 0
    for _ in range(budget):  # the loss after the last update is never computed
        loss = _loss(xs, ys, w, b)
        losses.append(loss)
        if len(losses) >= 2 and losses[-2] - loss <= tol:
            return w, b, steps, losses
        w, b = _update(xs, ys, w, b, rate)
        steps += 1
    return w, b, steps, losses


def _product_loss(xs, ys, w, b):
    residuals = [w * x + b - y for x, y in zip(xs, ys)]
    return sum(r * r for r in residuals) / (2 * len(xs))  # r * r: a huge loss gives inf, not an error


def rise_keeps_going_to_inf(xs, ys, start, rate, tol, budget):
    def small_change(previous, loss, tol):
        return previous is not None and abs(previous - loss) <= tol

    return _descend(xs, ys, start, rate, tol, budget, loss=_product_loss, stopped=small_change)


def doubles_the_step(xs, ys, start, rate, tol, budget):
    def doubled(xs, ys, w, b, rate):
        gw, gb = _gradient(xs, ys, w, b)
        return w - 2 * rate * gw, b - 2 * rate * gb  # the loss keeps its half, the step does not

    return _descend(xs, ys, start, rate, tol, budget, update=doubled)


def loss_without_the_half(xs, ys, start, rate, tol, budget):
    def mean_squared(xs, ys, w, b):
        return sum((w * x + b - y) ** 2 for x, y in zip(xs, ys)) / len(xs)

    return _descend(xs, ys, start, rate, tol, budget, loss=mean_squared)


def _rise_as_fall(previous, loss, tol):
    return previous is not None and loss - previous <= tol  # a real fall is negative: it "stops"


def fall_the_wrong_way_round(xs, ys, start, rate, tol, budget):
    return _descend(xs, ys, start, rate, tol, budget, stopped=_rise_as_fall)


def fall_the_wrong_way_round_to_inf(xs, ys, start, rate, tol, budget):
    return _descend(xs, ys, start, rate, tol, budget, loss=_product_loss, stopped=_rise_as_fall)


def strict_fall_test(xs, ys, start, rate, tol, budget):
    return _descend(xs, ys, start, rate, tol, budget,
                    stopped=lambda previous, loss, tol: previous is not None and previous - loss < tol)


def last_loss_not_recorded(xs, ys, start, rate, tol, budget):
    w, b = start
    losses = []
    steps = 0
    while True:
        loss = _loss(xs, ys, w, b)
        if (steps >= 1 and losses[-1] - loss <= tol) or steps == budget:
            return w, b, steps, losses  # the loss that stopped the run is never recorded
        losses.append(loss)
        w, b = _update(xs, ys, w, b, rate)
        steps += 1


def budget_off_by_one(xs, ys, start, rate, tol, budget):
    # "steps == budget - 1": one update short, and a budget of 0 never stops on the budget
    return _descend(xs, ys, start, rate, tol, budget - 1)
