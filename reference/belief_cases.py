"""Random cases for the 1-D belief problems: beliefs that are certain, spread over a few cells or
uniform, and motion models whose moves are mostly short but reach the edges the statements name
(a move of 0, a whole lap, several laps, backwards).

Only the `random.Random` passed in is used, so a seed replays a case list exactly.
"""

from __future__ import annotations

import random


def split_whole(rng: random.Random, whole: int, parts: int) -> list[int]:
    """`parts` positive whole numbers adding up to `whole` (1 <= parts <= whole)."""
    cuts = sorted(rng.sample(range(1, whole), parts - 1))
    return [high - low for low, high in zip([0, *cuts], [*cuts, whole])]


def random_belief(rng: random.Random, n: int, *, near_the_ends: bool = False) -> list[float]:
    """A belief over n cells: uniform (a tenth of the time), certain, or spread over two to four
    cells in quarters. With `near_the_ends`, a certain robot is often in or next to an end cell."""
    kind = rng.random()
    if kind < 0.1:
        return [1.0 / n] * n
    belief = [0.0] * n
    if kind < 0.45:
        ends = [0, min(1, n - 1), max(0, n - 2), n - 1]
        belief[rng.choice(ends) if near_the_ends and rng.random() < 0.6 else rng.randrange(n)] = 1.0
        return belief
    cells = rng.sample(range(n), min(n, rng.randint(2, 4)))
    for cell, quarters in zip(cells, split_whole(rng, 4, len(cells))):
        belief[cell] = quarters / 4
    return belief


def random_outcomes(rng: random.Random, n: int, most: int = 5) -> list[list[float]]:
    """One to `most` outcomes [d, p] with distinct d (|d| <= 3n), p in tenths: d mostly from -2 to 4,
    sometimes 0, a whole lap (n or -n) or one more, sometimes anything up to 3n either way."""
    count = rng.randint(1, most)
    moves: set[int] = set()
    while len(moves) < count:
        roll = rng.random()
        if roll < 0.6:
            moves.add(rng.randint(max(-2, -3 * n), min(4, 3 * n)))
        elif roll < 0.8:
            moves.add(rng.choice([0, n, -n, n + 1, -n - 1]))
        else:
            moves.add(rng.randint(-3 * n, 3 * n))
    return [[d, tenths / 10] for d, tenths in zip(sorted(moves), split_whole(rng, 10, count))]
