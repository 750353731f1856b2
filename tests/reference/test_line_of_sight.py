"""reference.line_of_sight against the numbers Level 5 prints (001_726003b98f3e3347.txt: "Line of sight
through the cells, and shortcuts"): the cell rule in whole numbers, what round() and int() would
draw instead, and the lawn's staircase cut to two legs."""

import math
import random
from fractions import Fraction

from reference.line_of_sight import is_free, legs_length, line_cells, shortcut, visible

LAWN = ["..........",
        "..........",
        "...##.....",
        "...##.....",
        "..........",
        "......#..."]

ROUTE = [(5, 0), (4, 0), (4, 1), (4, 2), (4, 3), (4, 4), (4, 5), (3, 5), (2, 5), (1, 5),
         (1, 6), (1, 7), (1, 8), (0, 8), (0, 9)]


def with_rounding(a, b, rounding):
    """The lesson's float version, for comparison with its printed wrong answers."""
    (r0, c0), (r1, c1) = a, b
    dr, dc = r1 - r0, c1 - c0
    n = max(abs(dr), abs(dc))
    if n == 0:
        return [a]
    return [(r0 + rounding(k * dr / n), c0 + rounding(k * dc / n)) for k in range(n + 1)]


def test_the_lessons_two_lines():
    assert line_cells((0, 0), (2, 4)) == [(0, 0), (1, 1), (1, 2), (2, 3), (2, 4)]
    assert line_cells((4, 4), (1, 0)) == [(4, 4), (3, 3), (3, 2), (2, 1), (1, 0)]
    assert with_rounding((0, 0), (2, 4), lambda x: math.floor(x + 0.5)) == line_cells((0, 0), (2, 4))
    assert with_rounding((4, 4), (1, 0), lambda x: math.floor(x + 0.5)) == line_cells((4, 4), (1, 0))


def test_round_and_int_draw_the_lessons_wrong_lines():
    assert with_rounding((0, 0), (2, 4), round) == [(0, 0), (0, 1), (1, 2), (2, 3), (2, 4)]
    assert with_rounding((4, 4), (1, 0), lambda x: int(x + 0.5)) == [(4, 4), (4, 4), (3, 3), (3, 2), (2, 1)]


def test_a_equal_to_b_is_one_cell():
    assert line_cells((3, 7), (3, 7)) == [(3, 7)]
    assert visible(LAWN, (0, 0), (0, 0))
    assert not visible(LAWN, (2, 3), (2, 3))


def test_the_rule_is_floor_of_x_plus_half_exactly():
    rng = random.Random(5)
    for _ in range(3000):
        a = (rng.randint(-40, 40), rng.randint(-40, 40))
        b = (rng.randint(-40, 40), rng.randint(-40, 40))
        cells = line_cells(a, b)
        dr, dc = b[0] - a[0], b[1] - a[1]
        n = max(abs(dr), abs(dc))
        assert len(cells) == n + 1 and cells[0] == a and cells[-1] == b
        for k, (r, c) in enumerate(cells):
            if n:
                assert r == a[0] + math.floor(Fraction(k * dr, n) + Fraction(1, 2))
                assert c == a[1] + math.floor(Fraction(k * dc, n) + Fraction(1, 2))
        for (r, c), (s, d) in zip(cells, cells[1:]):          # no gaps, no repeats
            assert max(abs(r - s), abs(c - d)) == 1
        assert all(min(a[0], b[0]) <= r <= max(a[0], b[0]) and min(a[1], b[1]) <= c <= max(a[1], b[1])
                   for r, c in cells)


def test_visible_checks_both_ends_and_everything_between():
    assert is_free(LAWN, (0, 0)) and not is_free(LAWN, (2, 3)) and not is_free(LAWN, (-1, 0))
    assert not visible(LAWN, (2, 3), (0, 0))                 # the first cell is blocked
    assert not visible(LAWN, (0, 0), (3, 4))                 # the last cell is blocked
    assert not visible(LAWN, (4, 0), (0, 8))                 # through the block
    assert visible(LAWN, (5, 0), (4, 5))
    assert visible(LAWN, (4, 5), (0, 9))


def test_a_diagonal_between_two_corner_touching_blocks_is_clear_by_the_rule():
    plan = [".#", "#."]
    assert line_cells((0, 0), (1, 1)) == [(0, 0), (1, 1)]
    assert visible(plan, (0, 0), (1, 1))


def test_the_lawns_staircase_becomes_two_legs():
    keep = shortcut(LAWN, ROUTE)
    assert keep == [(5, 0), (4, 5), (0, 9)]
    assert len(ROUTE) - 1 == 14
    assert round(legs_length(keep), 3) == 10.756


def test_shortcut_edges():
    assert shortcut(LAWN, []) == []
    assert shortcut(LAWN, [(0, 0)]) == [(0, 0)]
    assert shortcut(LAWN, [(0, 0), (0, 1)]) == [(0, 0), (0, 1)]
    assert legs_length([(0, 0)]) == 0
