"""Round the Greenhouse Rail: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful loop, `_spread`, with one step swapped for the wrong one.
"""


def _move(belief, outcomes, land=lambda cell, n: cell % n):
    n = len(belief)
    moved = [0.0] * n
    for i, b in enumerate(belief):
        for d, p in outcomes:
            j = land(i + d, n)
            if j is not None:
                moved[j] += b * p
    return moved


def _spread(belief, outcomes, times, move=_move):
    history = []
    for _ in range(times):
        belief = move(belief, outcomes)
        history.append(belief)
    return history


def assigns_instead_of_adding(belief, outcomes, times):
    def move_overwriting(belief, outcomes):
        n = len(belief)
        moved = [0.0] * n
        for i, b in enumerate(belief):
            for d, p in outcomes:
                moved[(i + d) % n] = b * p  # = where it must be +=
        return moved

    return _spread(belief, outcomes, times, move=move_overwriting)


def moves_backwards(belief, outcomes, times):
    return _spread(belief, outcomes, times, move=lambda belief, outcomes: _move(belief, [(-d, p) for d, p in outcomes]))


def stops_at_the_ends(belief, outcomes, times):
    return _spread(belief, outcomes, times,
                   move=lambda belief, outcomes: _move(belief, outcomes, land=lambda cell, n: min(n - 1, max(0, cell))))


def drops_moves_past_the_end(belief, outcomes, times):
    return _spread(belief, outcomes, times,
                   move=lambda belief, outcomes: _move(belief, outcomes, land=lambda cell, n: cell if 0 <= cell < n else None))


def wraps_only_once(belief, outcomes, times):
    def once(cell, n):
        return cell - n if cell >= n else cell  # a negative cell indexes from the end, by luck

    return _spread(belief, outcomes, times, move=lambda belief, outcomes: _move(belief, outcomes, land=once))


def updates_belief_in_place(belief, outcomes, times):
    history = []
    n = len(belief)
    for _ in range(times):
        for j in range(n):  # cells before j already hold moved probability when they are read
            belief[j] = sum(belief[(j - d) % n] * p for d, p in outcomes)
        history.append(list(belief))
    return history


def one_list_for_every_move(belief, outcomes, times):
    history = []
    for _ in range(times):
        belief[:] = _move(belief, outcomes)  # the same list, overwritten each move
        history.append(belief)
    return history


def moves_the_start_every_time(belief, outcomes, times):
    return [_move(belief, outcomes) for _ in range(times)]


def moves_in_the_same_list(belief, outcomes, times):
    history = []
    n = len(belief)
    current = list(belief)
    for _ in range(times):
        for i in range(n):  # a cell further on is moved again when the loop reaches it
            b = current[i]
            current[i] = 0.0
            for d, p in outcomes:
                current[(i + d) % n] += b * p
        history.append(list(current))
    return history


def wraps_one_lap_each_way(belief, outcomes, times):
    def one_lap(cell, n):
        if cell >= n:
            cell -= n
        if cell < 0:
            cell += n  # still negative below -n: then it indexes from the end, by luck
        return cell  # still n or more above 2n - 1: IndexError

    return _spread(belief, outcomes, times, move=lambda belief, outcomes: _move(belief, outcomes, land=one_lap))


def returns_only_the_last_belief(belief, outcomes, times):
    current = belief
    for _ in range(times):
        current = _move(current, outcomes)
    return current


def history_starts_before_the_first_move(belief, outcomes, times):
    history = [list(belief)]
    current = belief
    for _ in range(times - 1):
        current = _move(current, outcomes)
        history.append(current)
    return history
