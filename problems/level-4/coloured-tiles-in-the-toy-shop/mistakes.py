"""Coloured Tiles in the Toy Shop: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful grid filter, `_filter`, with one step swapped for the wrong one.
"""

STEP = {"N": (-1, 0), "S": (1, 0), "E": (0, 1), "W": (0, -1)}


def _inside(belief, r, c):
    return 0 <= r < len(belief) and 0 <= c < len(belief[0])


def _move(belief, command, p_move, step=STEP, blocked="stay"):
    rows, cols = len(belief), len(belief[0])
    d_row, d_col = step[command]
    new = [[0.0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            b = belief[r][c]
            new[r][c] += b * (1 - p_move)
            rr, cc = r + d_row, c + d_col
            if _inside(belief, rr, cc):
                new[rr][cc] += b * p_move
            elif blocked == "stay":
                new[r][c] += b * p_move
            elif blocked == "wrap":
                new[rr % rows][cc % cols] += b * p_move
    return new


def _weigh(belief, floor, sensor, reading):
    return [[b * sensor[reading][colour] for b, colour in zip(line, row)] for line, row in zip(belief, floor)]


def _normalise(weights):
    total = sum(map(sum, weights))
    if total == 0:
        tiles = len(weights) * len(weights[0])
        return [[1 / tiles] * len(line) for line in weights]
    return [[w / total for w in line] for line in weights]


def _sense(belief, floor, sensor, reading, weigh=_weigh):
    return _normalise(weigh(belief, floor, sensor, reading))


def _best(belief):
    flat = [p for line in belief for p in line]
    top = max(flat)
    k = next(i for i, p in enumerate(flat) if p >= top - 1e-9)
    return divmod(k, len(belief[0]))


def _filter(floor, sensor, p_move, steps, move=_move, sense=_sense, best=_best, sense_first=False):
    rows, cols = len(floor), len(floor[0])
    belief = [[1 / (rows * cols)] * cols for _ in range(rows)]
    for command, reading in steps:
        if sense_first:
            belief = move(sense(belief, floor, sensor, reading), command, p_move)
        else:
            belief = sense(move(belief, command, p_move), floor, sensor, reading)
    return best(belief), belief


def north_is_row_plus_one(floor, sensor, p_move, steps):
    upside_down = {"N": (1, 0), "S": (-1, 0), "E": (0, 1), "W": (0, -1)}  # N as row + 1
    return _filter(floor, sensor, p_move, steps, move=lambda b, cmd, p: _move(b, cmd, p, step=upside_down))


def loses_blocked_move(floor, sensor, p_move, steps):
    return _filter(floor, sensor, p_move, steps, move=lambda b, cmd, p: _move(b, cmd, p, blocked="lost"))


def wraps_round_the_floor(floor, sensor, p_move, steps):
    return _filter(floor, sensor, p_move, steps, move=lambda b, cmd, p: _move(b, cmd, p, blocked="wrap"))


def ignores_slip(floor, sensor, p_move, steps):
    return _filter(floor, sensor, p_move, steps, move=lambda b, cmd, p: _move(b, cmd, 1.0))


def updates_belief_in_place(floor, sensor, p_move, steps):
    def move_in_place(belief, command, p_move):
        d_row, d_col = STEP[command]
        for r in range(len(belief)):
            for c in range(len(belief[0])):
                if _inside(belief, r + d_row, c + d_col):
                    share = belief[r][c] * p_move  # may already hold probability moved in this move
                    belief[r][c] -= share
                    belief[r + d_row][c + d_col] += share
        return belief

    return _filter(floor, sensor, p_move, steps, move=move_in_place)


def normalises_each_row(floor, sensor, p_move, steps):
    def sense_row_by_row(belief, floor, sensor, reading):
        weighed = _weigh(belief, floor, sensor, reading)
        tiles = len(weighed) * len(weighed[0])
        return [[w / sum(line) if sum(line) else 1 / tiles for w in line] for line in weighed]

    return _filter(floor, sensor, p_move, steps, sense=sense_row_by_row)


def forgets_to_normalise(floor, sensor, p_move, steps):
    return _filter(floor, sensor, p_move, steps, sense=_weigh)


def divides_by_zero_total(floor, sensor, p_move, steps):
    def unguarded(belief, floor, sensor, reading):
        weighed = _weigh(belief, floor, sensor, reading)
        total = sum(map(sum, weighed))
        return [[w / total for w in line] for line in weighed]  # ZeroDivisionError when nothing explains it

    return _filter(floor, sensor, p_move, steps, sense=unguarded)


def senses_before_moving(floor, sensor, p_move, steps):
    return _filter(floor, sensor, p_move, steps, sense_first=True)


def sensor_table_backwards(floor, sensor, p_move, steps):
    def weigh_backwards(belief, floor, sensor, reading):
        return [[b * sensor[colour][reading] for b, colour in zip(line, row)] for line, row in zip(belief, floor)]

    return _filter(floor, sensor, p_move, steps, sense=lambda *a: _sense(*a, weigh=weigh_backwards))


def ties_compared_exactly(floor, sensor, p_move, steps):
    def first_exact_max(belief):
        flat = [p for line in belief for p in line]
        return divmod(flat.index(max(flat)), len(belief[0]))

    return _filter(floor, sensor, p_move, steps, best=first_exact_max)


def later_tie_wins(floor, sensor, p_move, steps):
    def last_of_the_largest(belief):
        best = (0, 0)
        for r, line in enumerate(belief):
            for c, p in enumerate(line):
                if p >= belief[best[0]][best[1]]:
                    best = (r, c)
        return best

    return _filter(floor, sensor, p_move, steps, best=last_of_the_largest)


def best_as_col_row(floor, sensor, p_move, steps):
    return _filter(floor, sensor, p_move, steps, best=lambda belief: _best(belief)[::-1])


def normalises_each_row_and_shares_out(floor, sensor, p_move, steps):
    def sense_row_by_row(belief, floor, sensor, reading):
        weighed = _weigh(belief, floor, sensor, reading)
        rows, tiles = len(weighed), len(weighed) * len(weighed[0])
        return [[w / sum(line) / rows if sum(line) else 1 / tiles for w in line] for line in weighed]  # 1/rows a row

    return _filter(floor, sensor, p_move, steps, sense=sense_row_by_row)


def steps_swap_row_and_col(floor, sensor, p_move, steps):
    swapped = {command: (d_col, d_row) for command, (d_row, d_col) in STEP.items()}  # drow added to the column
    return _filter(floor, sensor, p_move, steps, move=lambda b, cmd, p: _move(b, cmd, p, step=swapped))
