"""The Move That Tells the Most: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful imagination, `_choose`, with one step swapped for the wrong one.
"""

import math


def _entropy(p, log=math.log2):
    return sum(-x * log(x) for x in p if x > 0)


def _move(belief, u, slip, land=lambda cell, n: min(n - 1, max(0, cell))):
    n = len(belief)
    moved = [0.0] * n
    for i, b in enumerate(belief):
        for offset, p in slip:
            moved[land(i + u + offset, n)] += b * p
    return moved


def _branches(moved, world, sensor, entropy=_entropy, skip_impossible=True):
    """[(P(z), entropy after z)] for every reading that can happen."""
    out = []
    for z in sensor:
        w = [b * sensor[z][label] for b, label in zip(moved, world)]
        pz = sum(w)
        if pz > 0 or not skip_impossible:
            out.append((pz, entropy([x / pz for x in w])))  # ZeroDivisionError when pz is 0
    return out


def _expected(moved, world, sensor, **how):
    return sum(pz * h for pz, h in _branches(moved, world, sensor, **how))


def _smallest_first(moves, scores):
    low = min(scores)
    return next(u for u, s in zip(moves, scores) if s <= low + 1e-9)


def _choose(world, sensor, slip, belief, moves, move=_move, score=_expected, pick=_smallest_first):
    scores = [score(move(belief, u, slip), world, sensor) for u in moves]
    return pick(moves, scores), scores


def scores_moved_entropy(world, sensor, slip, belief, moves):
    return _choose(world, sensor, slip, belief, moves, score=lambda moved, world, sensor: _entropy(moved))


def forgets_the_move(world, sensor, slip, belief, moves):
    return _choose(world, sensor, slip, belief, moves, move=lambda belief, u, slip: list(belief))


def follows_likelier_reading(world, sensor, slip, belief, moves):
    def likelier_branch(moved, world, sensor):
        return max(_branches(moved, world, sensor))[1]  # the entropy after the likelier reading only

    return _choose(world, sensor, slip, belief, moves, score=likelier_branch)


def unweighted_branches(world, sensor, slip, belief, moves):
    def plain_average(moved, world, sensor):
        branches = _branches(moved, world, sensor)
        return sum(h for _, h in branches) / len(branches)

    return _choose(world, sensor, slip, belief, moves, score=plain_average)


def divides_by_zero_p_reading(world, sensor, slip, belief, moves):
    return _choose(world, sensor, slip, belief, moves,
                   score=lambda moved, world, sensor: _expected(moved, world, sensor, skip_impossible=False))


def natural_log(world, sensor, slip, belief, moves):
    def in_nats(p):
        return _entropy(p, log=math.log)

    return _choose(world, sensor, slip, belief, moves,
                   score=lambda moved, world, sensor: _expected(moved, world, sensor, entropy=in_nats))


def log_of_zero(world, sensor, slip, belief, moves):
    def every_cell(p):
        return sum(-x * math.log2(x) for x in p)  # ValueError: math.log2(0)

    return _choose(world, sensor, slip, belief, moves,
                   score=lambda moved, world, sensor: _expected(moved, world, sensor, entropy=every_cell))


def imagined_move_kept(world, sensor, slip, belief, moves):
    scores = []
    for u in moves:
        belief = _move(belief, u, slip)  # the next candidate starts where this one was imagined
        scores.append(_expected(belief, world, sensor))
    return _smallest_first(moves, scores), scores


def wraps_the_corridor(world, sensor, slip, belief, moves):
    return _choose(world, sensor, slip, belief, moves,
                   move=lambda belief, u, slip: _move(belief, u, slip, land=lambda cell, n: cell % n))


def largest_expected_entropy(world, sensor, slip, belief, moves):
    def largest_first(moves, scores):
        high = max(scores)
        return next(u for u, s in zip(moves, scores) if s >= high - 1e-9)

    return _choose(world, sensor, slip, belief, moves, pick=largest_first)


def ties_compared_exactly(world, sensor, slip, belief, moves):
    return _choose(world, sensor, slip, belief, moves, pick=lambda moves, scores: moves[scores.index(min(scores))])


def later_tie_wins(world, sensor, slip, belief, moves):
    def last_of_the_smallest(moves, scores):
        best = 0
        for k, s in enumerate(scores):
            if s <= scores[best]:
                best = k
        return moves[best]

    return _choose(world, sensor, slip, belief, moves, pick=last_of_the_smallest)


def adds_branch_entropies(world, sensor, slip, belief, moves):
    def unweighted_sum(moved, world, sensor):
        return sum(h for _, h in _branches(moved, world, sensor))  # no P(z) in front of each entropy

    return _choose(world, sensor, slip, belief, moves, score=unweighted_sum)


def sensor_keys_swapped(world, sensor, slip, belief, moves):
    def branches_read_backwards(moved, world, sensor):
        expected = 0.0
        for z in sensor:
            w = [b * sensor[label][z] if label in sensor else 0.0 for b, label in zip(moved, world)]  # [label][z]
            pz = sum(w)
            if pz > 0:
                expected += pz * _entropy([x / pz for x in w])
        return expected

    return _choose(world, sensor, slip, belief, moves, score=branches_read_backwards)


def returns_the_position(world, sensor, slip, belief, moves):
    def position_of_the_smallest(moves, scores):
        low = min(scores)
        return next(k for k, s in enumerate(scores) if s <= low + 1e-9)  # the index, not the move

    return _choose(world, sensor, slip, belief, moves, pick=position_of_the_smallest)
