"""How Sure Is the Robot?: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful answer, `_how_sure`, with one part swapped for the wrong one.
"""

import math


def _entropy(belief):
    return sum(-p * math.log2(p) for p in belief if p > 0)


def _best(belief):
    best = 0
    for i, p in enumerate(belief):
        if p > belief[best]:
            best = i
    return best


def _mass(belief, best, k):
    low, high = max(0, best - k), min(len(belief) - 1, best + k)
    return sum(belief[low:high + 1])


def _how_sure(belief, k, entropy=_entropy, best_of=_best, mass=_mass):
    best = best_of(belief)
    return entropy(belief), best, mass(belief, best, k)


def log_of_zero(belief, k):
    return _how_sure(belief, k, entropy=lambda belief: -sum(p * math.log2(p) for p in belief))  # log2(0) raises


def natural_log(belief, k):
    return _how_sure(belief, k, entropy=lambda belief: sum(-p * math.log(p) for p in belief if p > 0))  # nats


def missing_minus(belief, k):
    return _how_sure(belief, k, entropy=lambda belief: sum(p * math.log2(p) for p in belief if p > 0))


def later_tie_wins(belief, k):
    def last_of_the_largest(belief):
        best = 0
        for i, p in enumerate(belief):
            if p >= belief[best]:
                best = i
        return best

    return _how_sure(belief, k, best_of=last_of_the_largest)


def wraps_the_window(belief, k):
    def round_the_ends(belief, best, k):
        n = len(belief)
        cells = {(best + offset) % n for offset in range(-k, k + 1)}  # a corridor is not a ring
        return sum(belief[j] for j in cells)

    return _how_sure(belief, k, mass=round_the_ends)


def negative_slice_start(belief, k):
    return _how_sure(belief, k, mass=lambda belief, best, k: sum(belief[best - k:best + k + 1]))


def window_misses_its_far_end(belief, k):
    def half_open(belief, best, k):
        low, high = max(0, best - k), min(len(belief) - 1, best + k)
        return sum(belief[low:high])  # the slice stops before `high`

    return _how_sure(belief, k, mass=half_open)


def window_on_one_side(belief, k):
    return _how_sure(belief, k, mass=lambda belief, best, k: sum(belief[best:best + k + 1]))  # from best on only


def rounds_the_answers(belief, k):
    entropy, best, mass = _how_sure(belief, k)
    return round(entropy, 4), best, round(mass, 4)  # rounded as if for printing
