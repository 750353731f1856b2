"""Elbow Up or Elbow Down: its custom checker judges by where the hand lands and by t2, and never
raises, whatever JSON-shaped answer a learner returns; its generator keeps its promises."""

import math
import random
from pathlib import Path

import pytest

from grader.problem import load_problem

FOLDER = Path(__file__).resolve().parents[2] / "problems" / "level-3" / "elbow-up-or-elbow-down"


@pytest.fixture(scope="module")
def reference():
    return load_problem(FOLDER).reference


def judged(reference, args, got):
    expected = [list(pair) for pair in reference.elbow_solutions(*args)]
    return reference.check(args, expected, got)


ORDINARY = [0.7, 0.5, 0.9, 0.4]


def test_answers_as_tuples_or_lists_pass(reference):
    answer = reference.elbow_solutions(*ORDINARY)
    assert judged(reference, ORDINARY, answer) == (True, "")
    assert judged(reference, ORDINARY, [list(pair) for pair in answer]) == (True, "")


def test_another_t1_that_lands_the_hand_passes_only_inside_the_wrap_range(reference):
    (up_t1, up_t2), down = reference.elbow_solutions(*ORDINARY)
    nudged = [(up_t1 + 1e-9, up_t2), down]
    assert judged(reference, ORDINARY, nudged)[0]
    unwrapped = [(up_t1 + 2 * math.pi, up_t2), down]
    passed, message = judged(reference, ORDINARY, unwrapped)
    assert not passed and "wrap" in message


def test_minus_pi_for_a_shoulder_pointing_along_minus_x_is_forgiven(reference):
    args = [0.3, 0.8, 0.5, 0.0]  # folded, the short first link points along -x
    ((t1, t2),) = reference.elbow_solutions(*args)
    assert t1 == math.pi
    assert judged(reference, args, [[-math.pi, t2]])[0]


def test_a_hand_that_misses_fails_even_with_the_right_bend(reference):
    (up_t1, up_t2), down = reference.elbow_solutions(*ORDINARY)
    passed, message = judged(reference, ORDINARY, [(up_t1 + 1e-4, up_t2), down])
    assert not passed and "lands" in message


def test_order_and_count_matter(reference):
    up, down = reference.elbow_solutions(*ORDINARY)
    assert not judged(reference, ORDINARY, [down, up])[0]
    assert not judged(reference, ORDINARY, [up])[0]
    assert not judged(reference, [0.7, 0.5, 0.72, 0.96], [(0.9273, 0.0), (0.9273, 0.0)])[0]
    assert judged(reference, [0.7, 0.5, 1.1, 0.9], [])[0]


@pytest.mark.parametrize("got", [
    None, "[]", 3, 2.5, True, {"t1": 1, "t2": 2}, [None, None], [[1, 2, 3], [4, 5]], [["a", "b"], [1, 2]],
    [[True, False], [1.0, 2.0]], [[float("nan"), 1.0], [1.0, 2.0]], [[float("inf"), 1.0], [0, 0]],
    [[10 ** 400, 1.0], [1.0, 2.0]], [[[1.0], [2.0]], [1.0, 2.0]], [[1.0, 2.0], "x"], [[1e308, -1e308], [0, 0]],
])
def test_garbage_is_rejected_without_raising(reference, got):
    passed, message = judged(reference, ORDINARY, got)
    assert passed is False and message


def test_garbage_for_an_unreachable_target_is_rejected(reference):
    assert not judged(reference, [0.7, 0.5, 1.1, 0.9], None)[0]
    assert not judged(reference, [0.7, 0.5, 1.1, 0.9], [[0.0, 0.0]])[0]


def test_generated_targets_keep_the_promises(reference):
    rng = random.Random(11)
    counts = {0: 0, 1: 0, 2: 0}
    for _ in range(600):
        l1, l2, x, y = reference.generate(rng)
        assert l1 > 0 and l2 > 0
        assert not (l1 == l2 and math.hypot(x, y) < 0.01), "a target on the shoulder with l1 == l2"
        solutions = reference.elbow_solutions(l1, l2, x, y)
        counts[len(solutions)] += 1
        distance = math.hypot(x, y)
        for edge in (l1 + l2, abs(l1 - l2)):  # either on an edge or well clear of the 1e-9 band
            assert abs(distance - edge) < 1e-12 or abs(distance - edge) > 1e-5
    assert min(counts.values()) > 30, counts
