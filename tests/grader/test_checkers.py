import math

import pytest

from grader.checkers import check_output, compare_tolerant, outputs_match
from grader.problem import Checker

TOL = Checker(kind="tolerance", abs=1e-6)


@pytest.mark.parametrize("expected, got", [
    (1.0, 1.0 + 5e-7),
    ([1.0, 2.0], (1.0, 2.0 + 1e-7)),           # tuples and lists alike (JSON gives lists)
    ([[0.1, [0.2]], 3], [[0.1, [0.2000001]], 3.0]),  # nested, ints and floats alike
    (None, None),
    ("left", "left"),
    (float("nan"), float("nan")),
    ({"x": 1.0}, {"x": 1.0000001}),
])
def test_tolerance_accepts_close_answers(expected, got):
    assert check_output(TOL, [], expected, got) == (True, "")


@pytest.mark.parametrize("expected, got, fragment", [
    (1.0, 1.00001, "expected 1.0, got 1.00001"),
    ([1.0, 2.0], [1.0], "expected 2 items, got 1"),
    ([1.0, [2.0, 3.0]], [1.0, [2.0, 3.1]], "at [1][1]"),
    (None, 0.0, "expected None"),
    (0.0, None, "expected a number"),
    (1.0, "1.0", "expected a number"),
    (True, 1, "expected True"),
    ([1.0], {"a": 1}, "expected a list"),
    (float("inf"), 1e308, "expected inf"),
    (1.0, 10**400, "expected 1.0"),
])
def test_tolerance_rejects_with_a_message(expected, got, fragment):
    passed, message = check_output(TOL, [], expected, got)
    assert not passed and fragment in message


def test_relative_tolerance_scales_with_the_expected_value():
    rel = Checker(kind="tolerance", rel=1e-3)
    assert check_output(rel, [], 1000.0, 1000.9)[0]
    assert not check_output(rel, [], 1000.0, 1001.1)[0]
    assert not check_output(rel, [], 0.001, 0.0011)[0]


def test_exact_compares_values_not_types_of_sequences():
    exact = Checker(kind="exact")
    assert check_output(exact, [], [1, 2], [1, 2])[0]
    assert check_output(exact, [], 3, 3.0)[0]
    assert not check_output(exact, [], [1, 2], [2, 1])[0]
    assert not check_output(exact, [], 1, True)[0]


def test_custom_checker_is_called_with_args_and_survives_its_own_crash():
    custom = Checker(kind="custom")

    def check(args, expected, got):
        return math.isclose(got[0], args[0] * 2), "double it"

    assert check_output(custom, [2], None, [4.0], check) == (True, "double it")
    passed, message = check_output(custom, [2], None, "garbage", check)
    assert not passed and "could not be checked" in message


def test_outputs_match_for_diagnosis():
    assert outputs_match([1.0, 2.0], [1.0 + 1e-9, 2.0])
    assert not outputs_match([1.0, 2.0], [1.0, 2.1])
    assert compare_tolerant([], [], 0, 0) is None
