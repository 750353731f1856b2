"""Which Floor Am I On?: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful comparison, `_compare`, with one step swapped for the wrong one.
"""


def _move(belief, u, slip):
    n = len(belief)
    moved = [0.0] * n
    for i, b in enumerate(belief):
        for offset, p in slip:
            moved[(i + u + offset) % n] += b * p
    return moved


def _weigh(belief, world, reading, p_hit):
    return [b * (p_hit if label == reading else 1 - p_hit) for b, label in zip(belief, world)]


def _run(world, p_hit, slip, steps, sense_first=False, normalise=True):
    """(the list of normalising totals, the final belief) of one floor."""
    n = len(world)
    belief, totals = [1 / n] * n, []
    for u, reading in steps:
        if sense_first:
            weights = _weigh(belief, world, reading, p_hit)
        else:
            weights = _weigh(_move(belief, u, slip), world, reading, p_hit)
        total = sum(weights)
        totals.append(total)
        if not normalise:
            belief = weights
        elif total == 0:
            belief = [1 / n] * n
        else:
            belief = [w / total for w in weights]
        if sense_first:
            belief = _move(belief, u, slip)
    return totals, belief


def _product(totals):
    evidence = 1.0
    for total in totals:
        evidence *= total
    return evidence


def _posterior(prior, evidence):
    weights = [p * e for p, e in zip(prior, evidence)]
    total = sum(weights)
    if total == 0:
        return [1 / len(prior)] * len(prior)
    return [w / total for w in weights]


def _compare(floors, prior, p_hit, slip, steps, score=lambda totals, belief: _product(totals),
             run=_run, posterior=_posterior):
    evidence = [score(*run(world, p_hit, slip, steps)) for world in floors]
    return evidence, posterior(prior, evidence)


def compares_by_peak_belief(floors, prior, p_hit, slip, steps):
    return _compare(floors, prior, p_hit, slip, steps, score=lambda totals, belief: max(belief))


def only_the_last_sum(floors, prior, p_hit, slip, steps):
    return _compare(floors, prior, p_hit, slip, steps, score=lambda totals, belief: totals[-1] if totals else 1.0)


def multiplies_unnormalised_sums(floors, prior, p_hit, slip, steps):
    return _compare(floors, prior, p_hit, slip, steps,
                    run=lambda world, p_hit, slip, steps: _run(world, p_hit, slip, steps, normalise=False))


def adds_the_sums(floors, prior, p_hit, slip, steps):
    return _compare(floors, prior, p_hit, slip, steps, score=lambda totals, belief: sum(totals))


def ignores_the_prior(floors, prior, p_hit, slip, steps):
    return _compare(floors, prior, p_hit, slip, steps, posterior=lambda prior, evidence: _posterior([1] * len(prior), evidence))


def senses_before_moving(floors, prior, p_hit, slip, steps):
    return _compare(floors, prior, p_hit, slip, steps,
                    run=lambda world, p_hit, slip, steps: _run(world, p_hit, slip, steps, sense_first=True))


def divides_by_zero_total(floors, prior, p_hit, slip, steps):
    def run_unguarded(world, p_hit, slip, steps):
        n = len(world)
        belief, totals = [1 / n] * n, []
        for u, reading in steps:
            weights = _weigh(_move(belief, u, slip), world, reading, p_hit)
            totals.append(sum(weights))
            belief = [w / totals[-1] for w in weights]  # ZeroDivisionError when the floor cannot explain it
        return totals, belief

    return _compare(floors, prior, p_hit, slip, steps, run=run_unguarded)


def divides_by_zero_posterior(floors, prior, p_hit, slip, steps):
    def unguarded(prior, evidence):
        weights = [p * e for p, e in zip(prior, evidence)]
        return [w / sum(weights) for w in weights]  # ZeroDivisionError when no floor explains them

    return _compare(floors, prior, p_hit, slip, steps, posterior=unguarded)


def _run_until_zero(world, p_hit, slip, steps, combine, empty, move=_move):
    """One floor's score, combining the totals as they come and stopping at a total of 0."""
    n = len(world)
    belief, score = [1 / n] * n, empty
    for u, reading in steps:
        weights = _weigh(move(belief, u, slip), world, reading, p_hit)
        total = sum(weights)
        score = combine(score, total)
        if total == 0:
            break
        belief = [w / total for w in weights]
    return score


def only_the_last_sum_stops_at_zero(floors, prior, p_hit, slip, steps):
    evidence = [_run_until_zero(world, p_hit, slip, steps, lambda score, total: total, 1.0) for world in floors]
    return evidence, _posterior(prior, evidence)


def adds_the_sums_stops_at_zero(floors, prior, p_hit, slip, steps):
    evidence = [_run_until_zero(world, p_hit, slip, steps, lambda score, total: score + total, 0.0) for world in floors]
    return evidence, _posterior(prior, evidence)


def wraps_at_the_first_floors_length(floors, prior, p_hit, slip, steps):
    first_n = len(floors[0])

    def move_on_the_first_floors_ring(belief, u, slip):
        n = len(belief)
        moved = [0.0] * n
        for i, b in enumerate(belief):
            for offset, p in slip:
                moved[(i + u + offset) % first_n % n] += b * p  # wrapped at the first floor's length
        return moved

    evidence = [_run_until_zero(world, p_hit, slip, steps, lambda score, total: score * total, 1.0,
                                move=move_on_the_first_floors_ring) for world in floors]
    return evidence, _posterior(prior, evidence)
