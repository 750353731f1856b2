"""Lost on the Ring Corridor: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful filter, `_filter`, with one step swapped for the wrong one.
"""


def _likelihoods(world, reading, p_hit):
    return [p_hit if label == reading else 1 - p_hit for label in world]


def _sense(belief, world, reading, p_hit):
    weights = [b * like for b, like in zip(belief, _likelihoods(world, reading, p_hit))]
    total = sum(weights)
    if total == 0:
        return [1 / len(belief)] * len(belief)
    return [w / total for w in weights]


def _move(belief, u, slip, land=lambda cell, n: cell % n):
    n = len(belief)
    moved = [0.0] * n
    for i, b in enumerate(belief):
        for offset, p in slip:
            j = land(i + u + offset, n)
            if j is not None:  # None: the probability is dropped
                moved[j] += b * p
    return moved


def _best(belief):
    top = max(belief)
    return next(i for i, b in enumerate(belief) if b >= top - 1e-9)


def _filter(world, p_hit, slip, steps, move_step=_move, sense_step=_sense, best=_best, sense_first=False):
    belief = [1 / len(world)] * len(world)
    for u, reading in steps:
        if sense_first:
            belief = move_step(sense_step(belief, world, reading, p_hit), u, slip)
        else:
            belief = sense_step(move_step(belief, u, slip), world, reading, p_hit)
    return best(belief), belief


def senses_before_moving(world, p_hit, slip, steps):
    return _filter(world, p_hit, slip, steps, sense_first=True)


def ties_compared_exactly(world, p_hit, slip, steps):
    return _filter(world, p_hit, slip, steps, best=lambda belief: belief.index(max(belief)))


def later_tie_wins(world, p_hit, slip, steps):
    def last_of_the_largest(belief):
        best = 0
        for i, p in enumerate(belief):
            if p >= belief[best]:
                best = i
        return best

    return _filter(world, p_hit, slip, steps, best=last_of_the_largest)


def forgets_to_normalise(world, p_hit, slip, steps):
    def unnormalised(belief, world, reading, p_hit):
        return [b * like for b, like in zip(belief, _likelihoods(world, reading, p_hit))]

    return _filter(world, p_hit, slip, steps, sense_step=unnormalised)


def divides_by_zero_total(world, p_hit, slip, steps):
    def unguarded(belief, world, reading, p_hit):
        weights = [b * like for b, like in zip(belief, _likelihoods(world, reading, p_hit))]
        total = sum(weights)
        return [w / total for w in weights]  # ZeroDivisionError when no cell explains the reading

    return _filter(world, p_hit, slip, steps, sense_step=unguarded)


def disagreeing_cell_gets_p_hit(world, p_hit, slip, steps):
    def same_likelihood_everywhere(belief, world, reading, p_hit):
        return _sense(belief, [reading] * len(world), reading, p_hit)  # every cell scored as a match

    return _filter(world, p_hit, slip, steps, sense_step=same_likelihood_everywhere)


def assigns_instead_of_adding(world, p_hit, slip, steps):
    def move_overwriting(belief, u, slip):
        n = len(belief)
        moved = [0.0] * n
        for i, b in enumerate(belief):
            for offset, p in slip:
                moved[(i + u + offset) % n] = b * p  # = where it must be +=
        return moved

    return _filter(world, p_hit, slip, steps, move_step=move_overwriting)


def moves_backwards(world, p_hit, slip, steps):
    return _filter(world, p_hit, slip, steps,
                   move_step=lambda belief, u, slip: _move(belief, -u, [(-offset, p) for offset, p in slip]))


def stops_at_the_ends(world, p_hit, slip, steps):
    def move_in_a_corridor(belief, u, slip):
        return _move(belief, u, slip, land=lambda cell, n: min(n - 1, max(0, cell)))  # a ring has no ends

    return _filter(world, p_hit, slip, steps, move_step=move_in_a_corridor)


def updates_belief_in_place(world, p_hit, slip, steps):
    def move_reading_what_it_writes(belief, u, slip):
        n = len(belief)
        for j in range(n):  # cells before j already hold moved probability when they are read
            belief[j] = sum(belief[(j - u - offset) % n] * p for offset, p in slip)
        return belief

    return _filter(world, p_hit, slip, steps, move_step=move_reading_what_it_writes)


def slip_offset_without_command(world, p_hit, slip, steps):
    return _filter(world, p_hit, slip, steps, move_step=lambda belief, u, slip: _move(belief, 0, slip))


def last_tie_within_tolerance(world, p_hit, slip, steps):
    def last_close_to_the_top(belief):
        top = max(belief)
        return max(i for i, b in enumerate(belief) if b >= top - 1e-9)  # the last, not the first

    return _filter(world, p_hit, slip, steps, best=last_close_to_the_top)


def normalises_only_at_the_end(world, p_hit, slip, steps):
    def unnormalised(belief, world, reading, p_hit):
        return [b * like for b, like in zip(belief, _likelihoods(world, reading, p_hit))]

    _, weights = _filter(world, p_hit, slip, steps, sense_step=unnormalised, best=lambda belief: 0)
    total = sum(weights)  # one division, after the last reading
    belief = [w / total for w in weights] if total else [1 / len(weights)] * len(weights)
    return _best(belief), belief


def zero_total_keeps_the_moved_belief(world, p_hit, slip, steps):
    def sense_keeping(belief, world, reading, p_hit):
        weights = [b * like for b, like in zip(belief, _likelihoods(world, reading, p_hit))]
        total = sum(weights)
        return [w / total for w in weights] if total else belief  # the moved belief, not uniform

    return _filter(world, p_hit, slip, steps, sense_step=sense_keeping)


def swaps_the_likelihoods(world, p_hit, slip, steps):
    return _filter(world, 1 - p_hit, slip, steps)  # a matching cell scored 1 - p_hit, the others p_hit


def moves_in_the_same_list(world, p_hit, slip, steps):
    def move_in_place(belief, u, slip):
        n = len(belief)
        for i in range(n):  # a cell further on is moved again when the loop reaches it
            b = belief[i]
            belief[i] = 0.0
            for offset, p in slip:
                belief[(i + u + offset) % n] += b * p
        return belief

    return _filter(world, p_hit, slip, steps, move_step=move_in_place)


def ignores_the_slip(world, p_hit, slip, steps):
    return _filter(world, p_hit, slip, steps, move_step=lambda belief, u, slip: _move(belief, u, [(0, 1.0)]))


def forgets_to_normalise_after_the_zero_check(world, p_hit, slip, steps):
    def unnormalised(belief, world, reading, p_hit):
        weights = [b * like for b, like in zip(belief, _likelihoods(world, reading, p_hit))]
        return weights if sum(weights) else [1 / len(belief)] * len(belief)  # the zero case handled, the division forgotten

    return _filter(world, p_hit, slip, steps, sense_step=unnormalised)


def zero_total_keeps_the_zeros(world, p_hit, slip, steps):
    def sense_keeping_zeros(belief, world, reading, p_hit):
        weights = [b * like for b, like in zip(belief, _likelihoods(world, reading, p_hit))]
        total = sum(weights)
        return [w / total for w in weights] if total else weights  # all zeros, not uniform

    return _filter(world, p_hit, slip, steps, sense_step=sense_keeping_zeros)


def disagreeing_cell_left_unweighted(world, p_hit, slip, steps):
    def sense_matches_only(belief, world, reading, p_hit):
        weights = [b * (p_hit if label == reading else 1.0) for b, label in zip(belief, world)]  # 1 - p_hit forgotten
        total = sum(weights)
        return [w / total for w in weights] if total else [1 / len(belief)] * len(belief)

    return _filter(world, p_hit, slip, steps, sense_step=sense_matches_only)


def returns_belief_then_best(world, p_hit, slip, steps):
    best, belief = _filter(world, p_hit, slip, steps)
    return belief, best


def drops_off_the_ends(world, p_hit, slip, steps):
    def move_along_a_line(belief, u, slip):
        return _move(belief, u, slip, land=lambda cell, n: cell if 0 <= cell < n else None)  # lost past an end

    return _filter(world, p_hit, slip, steps, move_step=move_along_a_line)


def wraps_only_once(world, p_hit, slip, steps):
    def once_round(cell, n):
        cell = cell - n if cell >= n else cell + n if cell < 0 else cell  # one lap added or taken, not mod n
        return cell if 0 <= cell < n else None

    return _filter(world, p_hit, slip, steps, move_step=lambda belief, u, slip: _move(belief, u, slip, land=once_round))


def rounds_the_belief_each_step(world, p_hit, slip, steps):
    def sense_rounded(belief, world, reading, p_hit):
        return [round(b, 6) for b in _sense(belief, world, reading, p_hit)]  # rounded along the way

    return _filter(world, p_hit, slip, steps, sense_step=sense_rounded)
