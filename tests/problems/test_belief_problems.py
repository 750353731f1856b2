"""Level 4's 1-D belief problems: each generator keeps its statement's promises and reaches the
edges it names; each checker and picture takes any JSON-shaped answer without raising."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

from grader.problem import load_problem
from reference.histogram import expected_ranges_cells

LEVEL_4 = Path(__file__).resolve().parents[2] / "problems" / "level-4"
ODD_ANSWERS = [None, 3, "belief", [], [None], [[1.0], 0.5], [float("nan")] * 3, [True, False], {"a": 1},
               [[0.5, 0.5], "x"], [[], []], [2 ** 2000, 0.0]]


def problem(slug):
    return load_problem(LEVEL_4 / slug)


def drawn(slug, count=300, seed=11):
    reference = problem(slug).reference
    rng = random.Random(seed)
    return reference, [reference.generate(rng) for _ in range(count)]


def is_belief(values, n):
    return len(values) == n and all(v >= 0 for v in values) and math.isclose(sum(values), 1.0, abs_tol=1e-12)


@pytest.mark.parametrize("slug", ["was-that-a-door", "round-the-greenhouse-rail", "nowhere-to-go-but-the-end-wall",
                                  "how-sure-is-the-robot", "two-metres-to-the-trolley"])
def test_checker_and_picture_take_any_answer(slug):
    loaded = problem(slug)
    reference = loaded.reference
    for args in drawn(slug, 20)[1]:
        expected = loaded.solve(*args)
        assert reference.check(args, expected, expected) == (True, "")
        for odd in ODD_ANSWERS:
            passed, message = reference.check(args, expected, odd)
            assert not passed and message
            if hasattr(reference, "picture"):
                assert reference.picture(args, expected, odd)
        if hasattr(reference, "picture"):
            labels = [plot["label"] for plot in reference.picture(args, expected, expected)]
            assert "belief" in labels or {"our belief", "your belief"} <= set(labels)


def test_door_cases_keep_their_promises_and_reach_the_edges():
    reference, cases = drawn("was-that-a-door")
    zero_totals = certain = 0
    for belief, world, reading, p_door, p_wall in cases:
        n = len(belief)
        assert 1 <= n <= 40 and is_belief(belief, n) and len(world) == n
        assert set(world) <= {"door", "wall"} and reading in ("door", "wall")
        assert 0 <= p_door <= 1 and 0 <= p_wall <= 1
        new_belief, p_reading = reference.sense_door(belief, world, reading, p_door, p_wall)
        assert is_belief(new_belief, n)
        zero_totals += p_reading == 0
        certain += max(belief) == 1.0
    assert zero_totals >= 3 and certain >= 30


def test_rail_cases_keep_their_promises_and_reach_the_edges():
    reference, cases = drawn("round-the-greenhouse-rail")
    seen = set()
    for belief, outcomes, times in cases:
        n = len(belief)
        assert 2 <= n <= 60 and is_belief(belief, n) and 1 <= times <= 10
        assert 1 <= len(outcomes) <= 6 and math.isclose(sum(p for _, p in outcomes), 1.0)
        assert all(isinstance(d, int) and abs(d) <= 3 * n and p > 0 for d, p in outcomes)
        history = reference.spread_on_rail(belief, outcomes, times)
        assert len(history) == times and all(is_belief(moved, n) for moved in history)
        seen |= {"stay" if d == 0 else "lap" if abs(d) == n else "laps" if abs(d) > 2 * n else "back" if d < 0 else ""
                 for d, _ in outcomes}
        seen |= {"certain"} if max(belief) == 1.0 else set()
    assert {"stay", "lap", "laps", "back", "certain"} <= seen


def test_aisle_cases_keep_their_promises_and_reach_the_walls():
    reference, cases = drawn("nowhere-to-go-but-the-end-wall")
    seen = set()
    for belief, commands in cases:
        n = len(belief)
        assert 1 <= n <= 50 and is_belief(belief, n) and len(commands) <= 8
        for outcomes in commands:
            assert 1 <= len(outcomes) <= 6 and math.isclose(sum(p for _, p in outcomes), 1.0)
            assert all(isinstance(d, int) and abs(d) <= 3 * n and p > 0 for d, p in outcomes)
        final = reference.drive_in_aisle(belief, commands)
        assert is_belief(final, n)
        seen |= {"no commands"} if not commands else set()
        seen |= {"certain at a wall"} if belief[0] == 1.0 or belief[-1] == 1.0 else set()
        seen |= {"past both walls"} if any(d >= n for c in commands for d, _ in c) and any(
            d <= -n for c in commands for d, _ in c) else set()
    assert seen == {"no commands", "certain at a wall", "past both walls"}


def test_how_sure_cases_keep_their_promises_and_reach_the_edges():
    reference, cases = drawn("how-sure-is-the-robot")
    seen = set()
    for belief, k in cases:
        n = len(belief)
        assert 1 <= n <= 60 and is_belief(belief, n) and isinstance(k, int) and k >= 0
        distinct = sorted(set(belief))
        assert all(high - low > 1e-6 for low, high in zip(distinct, distinct[1:]))
        entropy, best, mass = reference.how_sure(belief, k)
        top = max(belief)
        seen |= {"tie"} if belief.count(top) > 1 else set()
        seen |= {"best at a wall"} if best in (0, n - 1) and n > 2 else set()
        seen |= {"certain"} if top == 1.0 else set()
        seen |= {"k past the corridor"} if k >= n else set()
        seen |= {"k = 0"} if k == 0 else set()
        seen |= {"whole bits"} if n > 1 and entropy > 0 and entropy == int(entropy) else set()
    assert seen == {"tie", "best at a wall", "certain", "k past the corridor", "k = 0", "whole bits"}


def test_trolley_cases_keep_their_promises_and_reach_the_edges():
    reference, cases = drawn("two-metres-to-the-trolley")
    seen = set()
    for blocked, cell_m, direction, z_m, sigma_m in cases:
        n = len(blocked)
        assert 1 <= n <= 80 and set(blocked) <= {0, 1} and 0 in blocked
        assert cell_m > 0 and sigma_m > 0 and z_m >= 0 and direction in (-1, 1)
        predicted = [cells * cell_m for cells in expected_ranges_cells(blocked, "left" if direction == -1 else "right")
                     if cells is not None]
        assert min(abs(z_m - d) for d in predicted) <= 6 * sigma_m
        belief = reference.locate_by_range(blocked, cell_m, direction, z_m, sigma_m)
        assert is_belief(belief, n) and all(p == 0 for p, b in zip(belief, blocked) if b)
        seen |= {"no trolleys"} if not any(blocked) else set()
        seen |= {"trolley in an end cell"} if n > 1 and (blocked[0] or blocked[-1]) else set()
        seen |= {"on a prediction"} if min(abs(z_m - d) for d in predicted) < 1e-12 else set()
        seen |= {"towards 0", "towards n - 1"} & ({"towards 0"} if direction == -1 else {"towards n - 1"})
    assert seen == {"no trolleys", "trolley in an end cell", "on a prediction", "towards 0", "towards n - 1"}
