"""A Straight Line Through the Cells: the reference is reference.line_of_sight.line_cells.

The answer is judged exactly, but the checker says which rule a wrong line breaks (its start, its
end, a gap, the number of cells, the rounding of an exact half), without digits, so a hidden case
may show the message.
"""

from fractions import Fraction

from reference.line_of_sight import line_cells as line_cells_of

SIDE = 1000          # 0 <= row, col < SIDE, as the statement promises
PICTURE_SIDE = 100   # the floor is drawn as a grid only when the line stays inside this corner


def line_cells(a, b):
    return [list(cell) for cell in line_cells_of(a, b)]


# ---------------------------------------------------------------- random cases

def generate(rng):
    """Two cells of a 1000 x 1000 floor: a short line (up to 12 steps), a line whose shorter side
    is an odd number of cells over an even n (so exact halves appear), a line along a row, a
    column or a diagonal, a line of one cell, or two cells anywhere (up to 999 steps)."""
    kind = rng.random()
    if kind < 0.3:
        return _from(rng, *_deltas(rng, rng.randint(1, 12)))
    if kind < 0.55:
        return _from(rng, *_halves(rng, rng.randint(1, 60)))
    if kind < 0.65:
        n = rng.randint(1, 300)
        return _from(rng, *rng.choice([(0, n), (n, 0), (n, n)]))
    if kind < 0.7:
        cell = [rng.randrange(SIDE), rng.randrange(SIDE)]
        return [cell, list(cell)]
    return [[rng.randrange(SIDE), rng.randrange(SIDE)], [rng.randrange(SIDE), rng.randrange(SIDE)]]


def generate_edges(rng):
    """Lines on the rule's edges: exact halves in each of the four directions, a line of one cell,
    a line along a row or a column, a diagonal, a line to the floor's far corner."""
    kind = rng.randrange(5)
    if kind == 0:
        return _from(rng, *_halves(rng, rng.randint(1, 6)))
    if kind == 1:
        cell = [rng.randrange(SIDE), rng.randrange(SIDE)]
        return [cell, list(cell)]
    if kind == 2:
        n = rng.randint(1, 9)
        return _from(rng, *rng.choice([(0, n), (n, 0), (n, n), (n, n - 1), (n - 1, n)]))
    if kind == 3:
        return [[0, 0], [SIDE - 1, rng.randrange(SIDE)]] if rng.random() < 0.5 else \
            [[rng.randrange(SIDE), SIDE - 1], [SIDE - 1, 0]]
    return _from(rng, *_deltas(rng, rng.randint(1, 4)))


def _halves(rng, half_n):
    """(long, short) with n = 2 * half_n and short odd: the line meets an exact half."""
    n = 2 * half_n
    short = rng.randrange(1, n, 2)
    return n, short


def _deltas(rng, n):
    return n, rng.randint(0, n)


def _from(rng, long, short):
    """Two cells whose steps are `long` and `short` along the rows and the columns in some order,
    either sign, placed on the floor."""
    dr, dc = (long, short) if rng.random() < 0.5 else (short, long)
    dr, dc = dr * rng.choice([1, -1]), dc * rng.choice([1, -1])
    r0 = rng.randint(max(0, -dr), min(SIDE - 1, SIDE - 1 - dr))
    c0 = rng.randint(max(0, -dc), min(SIDE - 1, SIDE - 1 - dc))
    return [[r0, c0], [r0 + dr, c0 + dc]]


# ---------------------------------------------------------------- judging

def _cells(got):
    """The learner's line as a list of (row, col) int pairs, or None when it is not one."""
    if not isinstance(got, (list, tuple)):
        return None
    cells = []
    for cell in got:
        if not isinstance(cell, (list, tuple)) or len(cell) != 2:
            return None
        if any(isinstance(v, bool) or not isinstance(v, int) for v in cell):
            return None
        cells.append((cell[0], cell[1]))
    return cells


def _is_half(k, d, n):
    """Whether k * d / n is a whole number and a half."""
    return n > 0 and Fraction(k * d, n).denominator == 2


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages hold no digit."""
    cells = _cells(got)
    if cells is None:
        return False, "return a list of cells, each a pair [row, col] of whole numbers"
    ours = [tuple(cell) for cell in expected]
    if cells == ours:
        return True, ""
    a, b = ours[0], ours[-1]
    if not cells or cells[0] != a:
        return False, "your line does not start on cell a: the cell for k = zero is a itself"
    if cells[-1] != b:
        return False, "your line does not end on cell b: the cell for k = n must be b exactly"
    if any(max(abs(r - s), abs(c - d)) > 1 for (r, c), (s, d) in zip(cells, cells[1:])):
        return False, ("your line has a gap: step along the longer direction, so that every cell "
                       "touches the one before it")
    if len(cells) != len(ours):
        return False, ("your line has too " + ("few" if len(cells) < len(ours) else "many")
                       + " cells: one cell for every k from zero to n, n the larger of |dr| and |dc|")
    (r0, c0), (r1, c1) = a, b
    n = len(ours) - 1
    k = next(i for i, (mine, theirs) in enumerate(zip(cells, ours)) if mine != theirs)
    if _is_half(k, r1 - r0, n) or _is_half(k, c1 - c0, n):
        return False, ("at an exact half your line rounds the wrong way: a half always goes up, to the "
                       "larger row or column, whichever way the line runs")
    return False, "a cell of your line is not the line's position at that k rounded to the nearest cell"


# ---------------------------------------------------------------- picture

def picture(args, expected, got):
    """The exact line from the centre of a to the centre of b, our cells and the learner's (when
    they are a list of cells); over a grid of the floor when the line stays near its corner."""
    (r0, c0), (r1, c1) = args
    plots = []
    if max(r0, r1, c0, c1) < PICTURE_SIDE:
        rows, cols = max(r0, r1) + 2, max(c0, c1) + 2
        floor = [[0.0] * cols for _ in range(rows)]
        for r, c in expected:
            floor[r][c] = 0.3
        plots.append({"kind": "grid", "cells": floor, "label": "the floor (our cells shaded)"})
    plots.append({"kind": "line", "xs": [c0, c1], "ys": [r0, r1], "label": "the exact line",
                  "xlabel": "column", "ylabel": "row"})
    plots.append({"kind": "scatter", "xs": [c for _, c in expected], "ys": [r for r, _ in expected],
                  "label": "our cells"})
    yours = _cells(got)
    if yours:
        plots.append({"kind": "scatter", "xs": [c for _, c in yours[:2000]], "ys": [r for r, _ in yours[:2000]],
                      "label": "your cells"})
    return plots
