"""Carried Off by a Visitor: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful filter, `_filter`, with one step swapped for the wrong one.
"""


def _move(belief, u):
    n = len(belief)
    moved = [0.0] * n
    for i, b in enumerate(belief):
        moved[(i + u) % n] += b
    return moved


def _weigh(belief, world, reading, p_hit):
    return [b * (p_hit if label == reading else 1 - p_hit) for b, label in zip(belief, world)]


def _normalise(weights):
    total = sum(weights)
    if total == 0:
        return [1 / len(weights)] * len(weights)
    return [w / total for w in weights]


def _sense(belief, world, reading, p_hit):
    return _normalise(_weigh(belief, world, reading, p_hit))


def _mix(belief, eps):
    n = len(belief)
    return [(1 - eps) * b + eps / n for b in belief]


def _best(belief):
    top = max(belief)
    return next(i for i, b in enumerate(belief) if b >= top - 1e-9)


def _step(belief, world, p_hit, eps, u, reading):
    return _mix(_sense(_move(belief, u), world, reading, p_hit), eps)


def _filter(world, p_hit, eps, start, steps, step=_step, best=_best, guess_first=False):
    belief = list(start)
    guesses = []
    for u, reading in steps:
        if guess_first:
            guesses.append(best(belief))
        belief = step(belief, world, p_hit, eps, u, reading)
        if not guess_first:
            guesses.append(best(belief))
    return guesses, belief


def mixes_before_sensing(world, p_hit, eps, start, steps):
    def mix_then_sense(belief, world, p_hit, eps, u, reading):
        return _sense(_mix(_move(belief, u), eps), world, reading, p_hit)

    return _filter(world, p_hit, eps, start, steps, step=mix_then_sense)


def forgets_one_minus_eps(world, p_hit, eps, start, steps):
    def mix_without_shrinking(belief, world, p_hit, eps, u, reading):
        sensed = _sense(_move(belief, u), world, reading, p_hit)
        return [b + eps / len(sensed) for b in sensed]  # adds up to 1 + eps

    return _filter(world, p_hit, eps, start, steps, step=mix_without_shrinking)


def adds_eps_not_eps_over_n(world, p_hit, eps, start, steps):
    def mix_eps_everywhere(belief, world, p_hit, eps, u, reading):
        sensed = _sense(_move(belief, u), world, reading, p_hit)
        return [(1 - eps) * b + eps for b in sensed]

    return _filter(world, p_hit, eps, start, steps, step=mix_eps_everywhere)


def mixes_before_normalising(world, p_hit, eps, start, steps):
    def mix_the_weights(belief, world, p_hit, eps, u, reading):
        return _normalise(_mix(_weigh(_move(belief, u), world, reading, p_hit), eps))

    return _filter(world, p_hit, eps, start, steps, step=mix_the_weights)


def mixes_only_at_the_start(world, p_hit, eps, start, steps):
    def no_mixing(belief, world, p_hit, eps, u, reading):
        return _sense(_move(belief, u), world, reading, p_hit)

    return _filter(world, p_hit, eps, _mix(start, eps), steps, step=no_mixing)


def divides_by_zero_total(world, p_hit, eps, start, steps):
    def unguarded(belief, world, p_hit, eps, u, reading):
        weights = _weigh(_move(belief, u), world, reading, p_hit)
        total = sum(weights)
        return _mix([w / total for w in weights], eps)  # ZeroDivisionError when nothing explains it

    return _filter(world, p_hit, eps, start, steps, step=unguarded)


def moves_backwards(world, p_hit, eps, start, steps):
    def rotate_the_wrong_way(belief, world, p_hit, eps, u, reading):
        return _step(belief, world, p_hit, eps, -u, reading)

    return _filter(world, p_hit, eps, start, steps, step=rotate_the_wrong_way)


def ties_compared_exactly(world, p_hit, eps, start, steps):
    return _filter(world, p_hit, eps, start, steps, best=lambda belief: belief.index(max(belief)))


def later_tie_wins(world, p_hit, eps, start, steps):
    def last_of_the_largest(belief):
        best = 0
        for i, p in enumerate(belief):
            if p >= belief[best]:
                best = i
        return best

    return _filter(world, p_hit, eps, start, steps, best=last_of_the_largest)


def guess_before_the_step(world, p_hit, eps, start, steps):
    return _filter(world, p_hit, eps, start, steps, guess_first=True)


def mixes_only_at_the_end(world, p_hit, eps, start, steps):
    def no_mixing(belief, world, p_hit, eps, u, reading):
        return _sense(_move(belief, u), world, reading, p_hit)

    guesses, belief = _filter(world, p_hit, eps, start, steps, step=no_mixing)
    return guesses, _mix(belief, eps) if steps else belief  # mixed once, after the last step
