"""Nowhere to Go but the End Wall: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful loop, `_drive`, with one step swapped for the wrong one.
"""


def _against_the_walls(cell, n):
    return min(n - 1, max(0, cell))


def _move(belief, outcomes, land=_against_the_walls):
    n = len(belief)
    moved = [0.0] * n
    for i, b in enumerate(belief):
        for d, p in outcomes:
            j = land(i + d, n)
            if j is not None:
                moved[j] += b * p
    return moved


def _drive(belief, commands, move=_move):
    for outcomes in commands:
        belief = move(belief, outcomes)
    return list(belief)


def _landing(land):
    return lambda belief, outcomes: _move(belief, outcomes, land=land)


def wraps_round_the_ends(belief, commands):
    return _drive(belief, commands, move=_landing(lambda cell, n: cell % n))


def drops_moves_past_the_wall(belief, commands):
    return _drive(belief, commands, move=_landing(lambda cell, n: cell if 0 <= cell < n else None))


def bounces_off_the_wall(belief, commands):
    def bounce(cell, n):
        if n == 1:
            return 0
        while not 0 <= cell < n:  # reflected off the wall, as a ball would be
            cell = 2 * (n - 1) - cell if cell > n - 1 else -cell
        return cell

    return _drive(belief, commands, move=_landing(bounce))


def forgets_the_near_wall(belief, commands):
    return _drive(belief, commands, move=_landing(lambda cell, n: min(n - 1, cell)))  # a negative index counts from the end


def stops_one_past_the_end(belief, commands):
    return _drive(belief, commands, move=_landing(lambda cell, n: min(n, max(0, cell))))  # cell n does not exist


def assigns_instead_of_adding(belief, commands):
    def move_overwriting(belief, outcomes):
        n = len(belief)
        moved = [0.0] * n
        for i, b in enumerate(belief):
            for d, p in outcomes:
                moved[_against_the_walls(i + d, n)] = b * p  # = where it must be +=
        return moved

    return _drive(belief, commands, move=move_overwriting)


def moves_backwards(belief, commands):
    return _drive(belief, commands, move=lambda belief, outcomes: _move(belief, [(-d, p) for d, p in outcomes]))


def updates_belief_in_place(belief, commands):
    def move_in_place(belief, outcomes):
        n = len(belief)
        for i in range(n):
            b = belief[i]
            belief[i] = 0.0
            for d, p in outcomes:  # a cell further on is moved again when the loop reaches it
                belief[_against_the_walls(i + d, n)] += b * p
        return belief

    return _drive(belief, commands, move=move_in_place)


def starts_from_the_old_belief(belief, commands):
    def move_onto_a_copy(belief, outcomes):
        n = len(belief)
        moved = list(belief)  # not a list of zeros
        for i, b in enumerate(belief):
            for d, p in outcomes:
                moved[_against_the_walls(i + d, n)] += b * p
        return moved

    return _drive(belief, commands, move=move_onto_a_copy)


def bounces_off_the_wall_once(belief, commands):
    def bounce_once(cell, n):
        if cell > n - 1:
            cell = 2 * (n - 1) - cell  # reflected off the far wall
        if cell < 0:
            cell = -cell  # reflected off the near wall
        return min(n - 1, max(0, cell))  # and clamped if it went too far even so

    return _drive(belief, commands, move=_landing(bounce_once))


def stops_one_short_of_the_far_wall(belief, commands):
    return _drive(belief, commands, move=_landing(lambda cell, n: min(n - 2, max(0, cell)) if n > 1 else 0))


def applies_only_the_first_command(belief, commands):
    return _drive(belief, commands[:1])


def nothing_to_return_without_commands(belief, commands):
    final = None  # set only inside the loop
    current = belief
    for outcomes in commands:
        current = final = _move(current, outcomes)
    return final
