"""Each generic slip fires when it explains every failing case, and stays silent otherwise."""

from __future__ import annotations

import math

import pytest

from grader.slips import SLIPS, explain


def judged(pairs):
    """[(ours, theirs), ...] as every case failing, each returned normally."""
    expected = [ours for ours, _ in pairs]
    learner = [(True, theirs) for _, theirs in pairs]
    return expected, learner, [True] * len(pairs)


FIRES = {
    "degrees": [(0.5, math.degrees(0.5)), ([1.0, -2.0], [math.degrees(1.0), math.degrees(-2.0)])],
    "radians-shrunk": [(90.0, math.pi / 2), (45.0, math.pi / 4)],
    "off-by-a-turn": [(-3.0, -3.0 + 2 * math.pi), ([0.1, 3.1], [0.1, 3.1 - 2 * math.pi])],
    "sign-flipped": [((0.3, -1.2), (-0.3, 1.2)), (2.5, -2.5)],
    "off-by-one": [(4, 5), ([3, 7], [4, 8])],
    "swapped-pair": [((1.5, 2.5), (2.5, 1.5)), ([[0, 1], [2, 3]], [[1, 0], [3, 2]]),
                     ((2, [0.1, 0.9]), ([0.1, 0.9], 2))],  # (best, belief) returned as (belief, best)
    "reversed": [([[0, 0], [0, 1], [1, 1]], [[1, 1], [0, 1], [0, 0]]), ([1, 2, 3], [3, 2, 1])],
    "reordered": [([1, 2, 3, 4], [2, 1, 3, 4]), ([5, 6, 7], [6, 5, 7])],
    "rounded": [(0.123456, 0.12), (3.14159, 3.14), (([0.123456, 0.876544], 0.45), ([0.1235, 0.8765], 0.45))],
    "none-for-empty": [([], None)],
    "empty-for-none": [(None, []), (None, ())],
    "not-normalised": [([0.25, 0.75], [0.1, 0.3]), ([0.5, 0.5], [2.0, 2.0])],
}


@pytest.mark.parametrize("slip_id", [slip.id for slip in SLIPS])
def test_every_slip_fires_on_what_it_explains(slip_id):
    slip = explain(*judged(FIRES[slip_id]))
    assert slip is not None and slip.id == slip_id


@pytest.mark.parametrize("slip_id", [slip.id for slip in SLIPS])
def test_a_slip_stays_silent_when_one_failing_case_is_unexplained(slip_id):
    pairs = FIRES[slip_id] + [([9.0, 9.0, 9.0], [1.0, -4.0, 2.5])]
    assert explain(*judged(pairs)) is None


def test_a_case_that_raised_means_no_slip():
    expected, learner, failed = judged(FIRES["degrees"])
    learner.append((False, None))
    expected.append(1.0)
    failed.append(True)
    assert explain(expected, learner, failed) is None


def test_passing_cases_need_no_explaining_and_nothing_failing_means_nothing():
    expected, learner, failed = judged(FIRES["sign-flipped"])
    expected.append(0.7)
    learner.append((True, 0.7))
    failed.append(False)
    assert explain(expected, learner, failed).id == "sign-flipped"
    assert explain([1.0], [(True, 1.0)], [False]) is None


def test_a_problem_can_switch_a_slip_off():
    assert explain(*judged(FIRES["reordered"]), off=frozenset({"reordered"})) is None


@pytest.mark.parametrize("ours, theirs", [
    (0.5, 0.5000001),      # the same, within rounding: not a slip at all
    ([1, 2], [1, 2, 3]),   # a longer list is none of these
    ("north", "south"),    # no numbers
    (1.0, 3.0),            # a plain wrong number
])
def test_ordinary_wrong_answers_get_no_slip(ours, theirs):
    assert explain(*judged([(ours, theirs)])) is None


def test_slip_hints_carry_no_numbers_from_a_case():
    for slip in SLIPS:
        generic = slip.hint.replace("2π", "").replace("add up to 1", "")  # the rules themselves, not a case
        assert not any(ch.isdigit() for ch in generic), slip.id


def test_none_and_empty_are_told_apart_by_which_way_round():
    assert explain(*judged([([], None)])).id == "none-for-empty"
    assert explain(*judged([(None, [])])).id == "empty-for-none"


def test_two_items_the_other_way_round_are_a_swapped_pair_not_a_reversed_list():
    for ours, theirs in [([0.5, 2.0], [2.0, 0.5]), ([[1.0, 0.0], [0.0, 1.0]], [[0.0, 1.0], [1.0, 0.0]])]:
        assert explain(*judged([(ours, theirs)])).id == "swapped-pair"
