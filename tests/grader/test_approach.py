"""Approaches (grader/approach.py): code written the same way falls together whatever its names,
comments, docstrings and layout; different algorithms, different constants and code that does not
parse stay apart."""

from __future__ import annotations

import pytest

from grader.approach import KEY_LENGTH, approach_key, normal_source
from tests.utils.elbow_variants import ANOTHER_ALGORITHM, RENAMED_AND_RECOMMENTED
from tests.utils.solutions import solution_for

ENTRY = "elbow_solutions"
ELBOW = solution_for("elbow-up-or-elbow-down")


def test_renamed_variables_reordered_comments_and_docstrings_are_one_approach():
    assert approach_key(ELBOW, ENTRY) == approach_key(RENAMED_AND_RECOMMENTED, ENTRY)
    assert len(approach_key(ELBOW, ENTRY)) == KEY_LENGTH


def test_a_different_algorithm_is_another_approach():
    assert approach_key(ELBOW, ENTRY) != approach_key(ANOTHER_ALGORITHM, ENTRY)


@pytest.mark.parametrize("changed", [
    ("1e-9", "1e-6"),  # a constant is part of the approach
    ("math.sqrt(x * x + y * y)", "math.hypot(x, y)"),  # another library function
    ("answers.append((wrap(t1), t2))", "answers.append((t1, t2))"),  # a step left out
])
def test_constants_library_calls_and_steps_are_kept(changed):
    old, new = changed
    assert old in ELBOW
    assert approach_key(ELBOW, ENTRY) != approach_key(ELBOW.replace(old, new), ENTRY)


def test_the_entry_point_builtins_imports_and_attributes_keep_their_names():
    code = "import math as m\nfrom math import cos\ndef scale(x, y, k):\n    return [len(x), m.pi, cos(k), x.real]\n"
    form = normal_source(code, "scale")
    assert "def scale(v1, v2, v3)" in form
    assert "len(v1)" in form and "m.pi" in form and "cos(v3)" in form and "v1.real" in form


def test_helpers_and_their_keyword_arguments_are_renamed_together():
    one = "def f(a):\n    return helper(a, step=2)\ndef helper(q, step=1):\n    return q * step\n"
    two = "def f(z):\n    return twice(z, by=2)\ndef twice(w, by=1):\n    return w * by\n"
    assert approach_key(one, "f") == approach_key(two, "f")
    assert "sorted(v1, key=len)" in normal_source("def f(key):\n    return sorted(key, key=len)\n", "f")


def test_a_controllers_method_names_are_kept_as_the_harness_calls_them():
    one = "class Controller:\n    def step(self, hw):\n        speed = 0.5\n        hw.set_duty(speed, speed)\n"
    two = "class Controller:\n    def step(me, robot):\n        v = 0.5\n        robot.set_duty(v, v)\n"
    assert approach_key(one, "Controller") == approach_key(two, "Controller")
    assert "def step(" in normal_source(one, "Controller")


def test_a_shadowed_builtin_is_the_learners_own_name():
    one = "def f(xs):\n    max = 0\n    for x in xs:\n        max = x if x > max else max\n    return max\n"
    two = "def f(xs):\n    best = 0\n    for x in xs:\n        best = x if x > best else best\n    return best\n"
    assert approach_key(one, "f") == approach_key(two, "f")


@pytest.mark.parametrize("code", ["def f(:\n", "def f():\n\treturn 1\n        return 2\n", "x = 1\x00\n",
                                  "(" * 300 + ")" * 300])
def test_code_that_does_not_parse_has_no_approach(code):
    assert approach_key(code, "f") is None


def test_a_function_of_a_docstring_alone_still_normalises():
    assert normal_source('def f():\n    """Nothing yet."""\n', "f") == "def f():\n    pass"
