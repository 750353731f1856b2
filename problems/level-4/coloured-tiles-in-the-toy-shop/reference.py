"""Coloured Tiles in the Toy Shop: the reference is reference.histogram.localize_on_tiles.

A final belief is judged as a belief over the whole floor (one row per floor row, one probability
per tile, adding up to 1, each within 1e-9 of ours); the best tile must be ours exactly.
"""

from reference.belief_answers import belief_problem
from reference.histogram import flatten, localize_on_tiles

PALETTES = ("RYB", "RB", "RYBG", "YB", "RG")
COMMANDS = "NSEW"


def locate_on_tiles(floor, sensor, p_move, steps):
    return localize_on_tiles(floor, sensor, p_move, steps)


def generate(rng):
    """A mat of 1 to 8 rows and 1 to 8 columns (at least 2 tiles) in two to four colours; a sensor
    table in hundredths, now and then perfect for a colour (so a total can be 0); p_move in
    twentieths, sometimes exactly 0 or 1; up to 12 steps."""
    palette = rng.choice(PALETTES)
    rows, cols = rng.randint(1, 8), rng.randint(1, 8)
    if rows * cols < 2:
        cols = 2
    floor = ["".join(rng.choice(palette) for _ in range(cols)) for _ in range(rows)]
    edge = rng.random()
    p_move = 1.0 if edge < 0.1 else 0.0 if edge < 0.14 else rng.randint(4, 19) / 20
    steps = [[rng.choice(COMMANDS), rng.choice(palette)] for _ in range(rng.randint(0, 12))]
    return [floor, _sensor(rng, palette), p_move, steps]


def _sensor(rng, palette):
    """sensor[reading][colour]: for each colour, a distribution over the readings in hundredths."""
    sensor = {reading: {} for reading in palette}
    for colour in palette:
        right = 100 if rng.random() < 0.12 else rng.randint(45, 97)
        rest = _split(rng, 100 - right, len(palette) - 1)
        for reading in palette:
            sensor[reading][colour] = (right if reading == colour else rest.pop()) / 100
    return sensor


def _split(rng, total, parts):
    """`parts` whole numbers (some may be 0) adding up to `total`."""
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [high - low for low, high in zip([0, *cuts], [*cuts, total])]


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no expected value away."""
    floor = args[0]
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (best, belief)"
    best, belief = got
    if not _is_grid(belief, len(floor), len(floor[0])):
        return False, f"belief should be {len(floor)} rows of {len(floor[0])} probabilities, one per tile"
    problem = belief_problem(flatten(expected[1]), flatten(belief), "your final belief")
    if problem:
        return False, problem
    if _tile(best) != tuple(expected[0]):
        return False, ("your belief is right but best is not: the first tile in reading order "
                       "(row by row from the top, left to right) within 1e-9 of the largest, as (row, col)")
    return True, ""


def _is_grid(value, rows, cols):
    return (isinstance(value, (list, tuple)) and len(value) == rows
            and all(isinstance(row, (list, tuple)) and len(row) == cols for row in value))


def _tile(value):
    """(row, col) as two ints, or None."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    if any(isinstance(v, bool) or not isinstance(v, int) for v in value):
        return None
    return tuple(value)


def picture(args, expected, got):
    """Our final belief as a grey image (the likeliest tile black), with our best tile and the
    learner's (when it is a pair of ints) marked on it."""
    plots = [_scaled_grid(expected[1], "our belief (darkest = likeliest)"), _point(expected[0], "our best tile")]
    if isinstance(got, (list, tuple)) and len(got) == 2 and _tile(got[0]) is not None:
        plots.append(_point(got[0], "your best tile"))
    return plots


def _scaled_grid(belief, label):
    top = max(max(row) for row in belief)
    cells = [[p / top if top > 0 else 0.0 for p in row] for row in belief]
    return {"kind": "grid", "cells": cells, "label": label}


def _point(tile, label):
    row, col = tile
    return {"kind": "scatter", "xs": [col], "ys": [row], "label": label}
