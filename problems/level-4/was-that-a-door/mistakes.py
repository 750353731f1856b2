"""Was That a Door?: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful update, `_sense`, with one step swapped for the wrong one.
"""


def _hit_rate(label, p_door, p_wall):
    return p_door if label == "door" else p_wall


def _likelihood(label, reading, p_door, p_wall):
    """P(reading | a cell with this label): a wrong reading is an error of the cell's own label."""
    hit = _hit_rate(label, p_door, p_wall)
    return hit if label == reading else 1 - hit


def _uniform(belief, weights, total):
    return [1 / len(belief)] * len(belief), 0.0


def _sense(belief, world, reading, p_door, p_wall, likelihood=_likelihood, on_zero=_uniform):
    weights = [b * likelihood(label, reading, p_door, p_wall) for b, label in zip(belief, world)]
    total = sum(weights)
    if total == 0:
        return on_zero(belief, weights, total)
    return [w / total for w in weights], total


def disagreeing_cell_gets_its_hit_rate(belief, world, reading, p_door, p_wall):
    return _sense(belief, world, reading, p_door, p_wall,
                  likelihood=lambda label, reading, p_door, p_wall: _hit_rate(label, p_door, p_wall))


def error_rate_of_the_readings_label(belief, world, reading, p_door, p_wall):
    def likelihood(label, reading, p_door, p_wall):
        hit = _hit_rate(reading, p_door, p_wall)  # the reading's hit rate, whatever is in the cell
        return hit if label == reading else 1 - hit

    return _sense(belief, world, reading, p_door, p_wall, likelihood=likelihood)


def likelihood_ignores_the_reading(belief, world, reading, p_door, p_wall):
    # each cell's likelihood from its label alone, as if the camera had said "door" every time
    return _sense(belief, world, reading, p_door, p_wall,
                  likelihood=lambda label, reading, p_door, p_wall: _likelihood(label, "door", p_door, p_wall))


def disagreeing_cell_ruled_out(belief, world, reading, p_door, p_wall):
    # a disagreeing cell given likelihood 0, as if the camera were never wrong
    def likelihood(label, reading, p_door, p_wall):
        return _hit_rate(label, p_door, p_wall) if label == reading else 0.0

    return _sense(belief, world, reading, p_door, p_wall, likelihood=likelihood)


def rates_swapped_between_labels(belief, world, reading, p_door, p_wall):
    # p_wall used for the door cells and p_door for the wall cells
    return _sense(belief, world, reading, p_wall, p_door)


def wall_cell_gets_its_hit_rate(belief, world, reading, p_door, p_wall):
    # a wall cell always gets p_wall, even when the camera said "door"; door cells done right
    def likelihood(label, reading, p_door, p_wall):
        return p_wall if label == "wall" else _likelihood(label, reading, p_door, p_wall)

    return _sense(belief, world, reading, p_door, p_wall, likelihood=likelihood)


def door_cell_gets_its_hit_rate(belief, world, reading, p_door, p_wall):
    # a door cell always gets p_door, even when the camera said "wall"; wall cells done right
    def likelihood(label, reading, p_door, p_wall):
        return p_door if label == "door" else _likelihood(label, reading, p_door, p_wall)

    return _sense(belief, world, reading, p_door, p_wall, likelihood=likelihood)


def forgets_to_normalise(belief, world, reading, p_door, p_wall):
    weights = [b * _likelihood(label, reading, p_door, p_wall) for b, label in zip(belief, world)]
    return weights, sum(weights)


def likelihood_as_answer(belief, world, reading, p_door, p_wall):
    likelihoods = [_likelihood(label, reading, p_door, p_wall) for label in world]  # P(z | i), not P(i | z)
    total = sum(likelihoods)  # the prior never comes in
    return [like / total for like in likelihoods], total


def divides_by_zero_total(belief, world, reading, p_door, p_wall):
    weights = [b * _likelihood(label, reading, p_door, p_wall) for b, label in zip(belief, world)]
    total = sum(weights)
    return [w / total for w in weights], total  # ZeroDivisionError when no cell explains the reading


def zero_total_keeps_the_prior(belief, world, reading, p_door, p_wall):
    return _sense(belief, world, reading, p_door, p_wall, on_zero=lambda belief, weights, total: (belief, 0.0))


def zero_total_gives_zeros(belief, world, reading, p_door, p_wall):
    return _sense(belief, world, reading, p_door, p_wall, on_zero=lambda belief, weights, total: (weights, 0.0))


def normalises_the_likelihoods(belief, world, reading, p_door, p_wall):
    likelihoods = [_likelihood(label, reading, p_door, p_wall) for label in world]  # the prior never comes in
    total = sum(likelihoods)
    if total == 0:
        return [1 / len(belief)] * len(belief), 0.0
    return [like / total for like in likelihoods], total / len(belief)  # P(reading) as if the prior were uniform


def rounds_the_answer(belief, world, reading, p_door, p_wall):
    weights = [b * _likelihood(label, reading, p_door, p_wall) for b, label in zip(belief, world)]
    total = sum(weights)
    if total == 0:
        return [1 / len(belief)] * len(belief), 0.0
    return [round(w / total, 4) for w in weights], round(total, 4)  # rounded as if for printing


def agreement_picks_the_rate(belief, world, reading, p_door, p_wall):
    def likelihood(label, reading, p_door, p_wall):
        return p_door if label == reading else 1 - p_wall  # "agrees" and "disagrees", not door and wall

    return _sense(belief, world, reading, p_door, p_wall, likelihood=likelihood)


def one_rate_for_both_labels(belief, world, reading, p_door, p_wall):
    def likelihood(label, reading, p_door, p_wall):
        return p_door if label == reading else 1 - p_door  # a symmetric camera: p_wall never used

    return _sense(belief, world, reading, p_door, p_wall, likelihood=likelihood)


def forgets_to_normalise_after_the_zero_check(belief, world, reading, p_door, p_wall):
    weights = [b * _likelihood(label, reading, p_door, p_wall) for b, label in zip(belief, world)]
    total = sum(weights)
    if total == 0:
        return [1 / len(belief)] * len(belief), 0.0
    return weights, total  # the zero case handled, the division forgotten


def p_reading_from_the_new_belief(belief, world, reading, p_door, p_wall):
    new_belief, total = _sense(belief, world, reading, p_door, p_wall)
    if total == 0:
        return new_belief, 0.0
    return new_belief, sum(new_belief)  # the total after dividing: always 1


def tiny_total_taken_as_zero(belief, world, reading, p_door, p_wall):
    weights = [b * _likelihood(label, reading, p_door, p_wall) for b, label in zip(belief, world)]
    total = sum(weights)
    if total < 1e-12:  # "close enough to 0"
        return [1 / len(belief)] * len(belief), 0.0
    return [w / total for w in weights], total


def rounds_the_belief(belief, world, reading, p_door, p_wall):
    new_belief, total = _sense(belief, world, reading, p_door, p_wall)
    if total == 0:
        return new_belief, 0.0
    return [round(p, 4) for p in new_belief], total  # rounded as the worked example prints it
