"""reference.ik_answers (the inverse-kinematics checkers' judge) and reference.ik_cases (their
random cases): odd answers are refused without raising, wrapped angles compare the short way."""

import math
import random

import pytest

from reference.arm_ik import elbow_cosine, is_reachable
from reference.ik_answers import as_angles, judge_optional_solution, judge_solution_list
from reference.ik_cases import edge_links, edge_target, random_target


def test_angles_compare_the_short_way_round_but_must_be_wrapped():
    assert judge_solution_list([(math.pi, 0.5)], [[-math.pi + 1e-12, 0.5]])[0]
    assert not judge_solution_list([(math.pi, 0.5)], [[math.pi + 0.01, 0.5]])[0]
    passed, message = judge_solution_list([(0.5, 0.2)], [[0.5 - 2 * math.pi, 0.2]])
    assert not passed and "wrap" in message


@pytest.mark.parametrize("got", [None, "x", [[1, 2, 3]], [[True, 0.2]], [[float("nan"), 0.2]],
                                 [[10 ** 400, 0.2]], [{"t1": 1}], [[0.5, 0.2], [0.1, 0.1]]])
def test_odd_answers_are_refused_without_raising(got):
    passed, message = judge_solution_list([(0.5, 0.2)], got)
    assert not passed and message


def test_an_optional_solution_must_be_none_exactly_when_there_is_none():
    assert judge_optional_solution(None, None, "move")[0]
    assert not judge_optional_solution(None, [], "move")[0]
    assert not judge_optional_solution((0.1, 0.2), None, "move")[0]
    assert judge_optional_solution((0.1, 0.2), (0.1, 0.2 + 1e-8), "move")[0]
    assert as_angles([1, 2.5], 2) == (1.0, 2.5)


def test_random_targets_visit_the_edges_and_both_ways_out_of_reach():
    rng = random.Random(5)
    kinds = set()
    for _ in range(400):
        x, y = random_target(rng, 0.9, 0.5)
        r = math.hypot(x, y)
        if abs(r - 1.4) < 1e-9 or abs(r - 0.4) < 1e-9:
            kinds.add("edge")
        elif not is_reachable(0.9, 0.5, x, y):
            kinds.add("far" if r > 1.4 else "hole")
        else:
            kinds.add("inside")
    assert kinds == {"edge", "far", "hole", "inside"}


def test_edge_targets_visit_both_edges_both_link_orders_and_both_sides_of_the_margin():
    rng = random.Random(5)
    kinds = set()
    for _ in range(600):
        l1, l2 = edge_links(rng)
        x, y = edge_target(rng, l1, l2)
        r, inner_m, outer_m = math.hypot(x, y), abs(l1 - l2), l1 + l2
        edge = "inner" if abs(r - inner_m) < abs(r - outer_m) else "outer"
        miss_m = abs(r - (inner_m if edge == "inner" else outer_m))
        side = "on" if miss_m <= 1e-12 else "margin" if miss_m <= 1e-9 else "micrometre" if miss_m < 2e-6 else "hole"
        cosine = elbow_cosine(l1, l2, x, y)
        kinds.add((edge, side, "forearm longer" if l2 > l1 else "upper arm longer"))
        kinds.add("cosine past 1" if cosine > 1 else "cosine past -1" if cosine < -1 else "cosine inside")
    for edge in ("inner", "outer"):
        for side in ("on", "margin", "micrometre"):
            for order in ("forearm longer", "upper arm longer"):
                assert (edge, side, order) in kinds
    assert {("inner", "hole", "forearm longer"), ("inner", "hole", "upper arm longer")} <= kinds
    assert {"cosine past 1", "cosine past -1"} <= kinds
