"""reference.histogram's grid filter, kidnapped robot, evidence and expected entropy against the
numbers Level 4 prints (003_407e961d26bc06db.txt: "The same filter on a grid", "The kidnapped
robot", "The normalising sum is evidence", "Which move tells the most?")."""

import pytest

from reference.histogram import (
    best_cell, best_tile, entropy_bits, expected_entropies_of_moves, expected_entropy_bits,
    kidnap_filter_steps, likelihoods_by_reading, localize_on_tiles, mix_with_uniform, move, move_grid,
    most_telling_move, posterior_over_maps, reading_branches, recover_from_kidnapping, ring_evidence,
    sense_grid, tile_likelihoods, uniform_grid, which_map,
)

SLIP = [(-1, 0.1), (0, 0.8), (1, 0.1)]


def rounded(values, digits):
    return [round(value, digits) for value in values]


# ---- The same filter on a grid

TILES = ["LLDL", "DLLL", "LDLD"]
DARK_SENSOR = {"D": {"D": 0.9, "L": 0.2}, "L": {"D": 0.1, "L": 0.8}}


def test_east_dark_then_south_light():
    best, belief = localize_on_tiles(TILES, DARK_SENSOR, 0.8, [("E", "D"), ("S", "L")])
    assert [rounded(row, 3) for row in belief] == [
        [0.003, 0.017, 0.009, 0.03],
        [0.004, 0.084, 0.319, 0.151],
        [0.077, 0.056, 0.151, 0.1],
    ]
    assert best == (1, 2)
    assert sum(map(sum, belief)) == pytest.approx(1.0)


def test_north_is_row_minus_one_and_the_edges_are_walls():
    belief = [[0.0, 0.0], [0.0, 1.0]]
    assert move_grid(belief, "N", 1.0) == [[0.0, 1.0], [0.0, 0.0]]
    assert move_grid(belief, "S", 0.8) == belief            # bumped the wall: it all stays
    assert move_grid(belief, "E", 0.3) == belief
    assert move_grid(belief, "W", 0.25) == [[0.0, 0.0], [0.25, 0.75]]


def test_a_move_never_loses_probability_at_the_edges():
    moved = move_grid(uniform_grid(3, 4), "W", 0.8)
    assert sum(map(sum, moved)) == pytest.approx(1.0)
    assert [rounded(row, 4) for row in moved][0] == [0.15, 0.0833, 0.0833, 0.0167]


def test_the_whole_floor_is_normalised_and_an_unexplainable_reading_resets_it():
    belief, evidence = sense_grid([[0.5, 0.5], [0.0, 0.0]], tile_likelihoods(["AB", "BA"], "A", {"A": {"A": 1.0, "B": 0.0}}))
    assert (belief, evidence) == ([[1.0, 0.0], [0.0, 0.0]], 0.5)
    belief, evidence = sense_grid([[1.0, 0.0], [0.0, 0.0]], tile_likelihoods(["AB", "BA"], "B", {"B": {"A": 0.0, "B": 1.0}}))
    assert (belief, evidence) == (uniform_grid(2, 2), 0.0)


def test_the_best_tile_is_the_first_in_reading_order():
    assert best_tile([[0.1, 0.2], [0.2 + 1e-17, 0.5 - 1e-17]]) == (1, 1)
    assert best_tile([[0.1, 0.3], [0.3, 0.3]]) == (0, 1)
    assert best_tile([[0.25] * 2] * 2) == (0, 0)


# ---- The kidnapped robot

LOOP = ["post", "gap", "gap", "post", "gap", "post", "post", "gap"]
TRUTH = 4


def kidnap_run(eps):
    readings = [LOOP[(TRUTH + t) % 8] for t in range(1, 11)]
    return recover_from_kidnapping(LOOP, 0.9, eps, [1.0] + [0.0] * 7, [(1, reading) for reading in readings])


def test_the_truth_after_the_visitor():
    assert [(TRUTH + t) % 8 for t in range(1, 11)] == [5, 6, 7, 0, 1, 2, 3, 4, 5, 6]


def test_without_mixing_the_robot_marches_on_in_its_imagined_loop():
    guesses, belief = kidnap_run(0.0)
    assert guesses == [1, 2, 3, 4, 5, 6, 7, 0, 1, 2]
    assert belief[2] == 1.0  # certain, and wrong


def test_mixing_in_five_percent_finds_the_true_cell_from_the_fourth_step():
    guesses, belief = kidnap_run(0.05)
    assert guesses == [1, 2, 3, 0, 1, 2, 3, 4, 5, 6]
    assert sum(belief) == pytest.approx(1.0)
    assert min(belief) >= 0.05 / 8
    assert max(belief) < 1.0  # the price: never quite sure


def test_mixing_keeps_the_sum_and_leaves_the_start_alone():
    assert mix_with_uniform([1.0, 0.0, 0.0, 0.0], 0.2) == [pytest.approx(0.85), 0.05, 0.05, 0.05]
    start = [0.0, 1.0, 0.0]
    beliefs = list(kidnap_filter_steps(["a", "b", "b"], 0.8, 0.1, start, [(1, "a"), (2, "b")]))
    assert start == [0.0, 1.0, 0.0]
    assert all(sum(belief) == pytest.approx(1.0) for belief in beliefs)
    assert recover_from_kidnapping(["a", "b", "b"], 0.8, 0.1, start, []) == ([], start)


def test_an_exact_move_is_a_rotation():
    belief = [0.1, 0.2, 0.3, 0.4]
    assert move(belief, [(1, 1.0)], ring=True) == belief[-1:] + belief[:-1]


# ---- The normalising sum is evidence

PLANS = {"old plan": ["post", "gap", "gap", "post", "gap", "gap"],
         "new plan": ["post", "gap", "post", "post", "gap", "gap"]}
PLAN_STEPS = [(1, "post"), (1, "post"), (2, "gap"), (1, "post")]


@pytest.mark.parametrize("name, evidence, best, top", [
    ("old plan", 0.037555, 0, 0.443), ("new plan", 0.076906, 0, 0.757),
])
def test_the_evidence_of_each_plan(name, evidence, best, top):
    probability, belief = ring_evidence(PLANS[name], 0.85, SLIP, PLAN_STEPS)
    assert round(probability, 6) == evidence
    assert best_cell(belief) == best
    assert round(max(belief), 3) == top


def test_bayes_across_the_plans():
    evidences, posterior = which_map(list(PLANS.values()), [0.5, 0.5], 0.85, SLIP, PLAN_STEPS)
    assert rounded(posterior, 4) == [0.3281, 0.6719]
    assert rounded(evidences, 6) == [0.037555, 0.076906]


def test_a_map_that_cannot_explain_a_reading_is_ruled_out():
    evidence, _ = ring_evidence(["a", "a", "a"], 1.0, [(0, 1.0)], [(1, "b"), (1, "a")])
    assert evidence == 0.0
    assert posterior_over_maps([0.3, 0.7], [0.0, 0.2]) == [0.0, 1.0]
    assert posterior_over_maps([0.3, 0.7], [0.0, 0.0]) == [0.5, 0.5]
    assert which_map([["a", "b", "b"]] * 2, [0.25, 0.75], 0.9, SLIP, []) == ([1.0, 1.0], [0.25, 0.75])


# ---- Which move tells the most?

RAIL = ["gap", "post", "gap", "gap", "post", "post", "gap", "gap"]
RAIL_SENSOR = {"post": {"post": 0.9, "gap": 0.2}, "gap": {"post": 0.1, "gap": 0.8}}
ONE_OR_FIVE = [0.0, 0.6, 0.0, 0.0, 0.0, 0.4, 0.0, 0.0]


@pytest.mark.parametrize("u, branches, expected", [
    (1, [("post", 0.200, 0.9710), ("gap", 0.800, 0.9710)], 0.9710),
    (2, [("post", 0.200, 0.9710), ("gap", 0.800, 0.9710)], 0.9710),
    (3, [("post", 0.620, 0.5548), ("gap", 0.380, 0.6292)], 0.5831),
])
def test_each_move_branches_on_every_reading(u, branches, expected):
    moved = move(ONE_OR_FIVE, [(u, 1.0)], ring=True)
    likelihoods = likelihoods_by_reading(RAIL, RAIL_SENSOR)
    assert [(z, round(p, 3), round(h, 4)) for z, p, h in reading_branches(moved, likelihoods)] == branches
    assert round(expected_entropy_bits(moved, likelihoods), 4) == expected


def test_the_move_of_three_tells_the_most():
    assert round(entropy_bits(ONE_OR_FIVE), 4) == 0.9710
    best, expected = most_telling_move(RAIL, RAIL_SENSOR, [(0, 1.0)], ONE_OR_FIVE, [1, 2, 3], ring=True)
    assert best == 3
    assert rounded(expected, 4) == [0.9710, 0.9710, 0.5831]


def test_a_reading_that_cannot_happen_is_skipped_and_ties_go_to_the_first_move():
    sure_sensor = {"post": {"post": 1.0, "gap": 0.0}, "gap": {"post": 0.0, "gap": 1.0}}
    moved = move(ONE_OR_FIVE, [(1, 1.0)], ring=True)  # both beside a gap: "post" cannot happen
    assert [z for z, _, _ in reading_branches(moved, likelihoods_by_reading(RAIL, sure_sensor))] == ["gap"]
    belief = ONE_OR_FIVE[:]
    assert most_telling_move(RAIL, RAIL_SENSOR, [(0, 1.0)], belief, [2, 1], ring=True)[0] == 2
    assert belief == ONE_OR_FIVE


def test_the_corridor_walls_stop_the_imagined_move():
    sure = {"a": {"a": 1.0, "b": 0.0}, "b": {"a": 0.0, "b": 1.0}}
    world, belief = ["a", "b", "b", "a"], [0.0, 0.5, 0.5, 0.0]
    assert expected_entropies_of_moves(world, sure, [(0, 1.0)], belief, [0, 2], ring=False) == [1.0, 0.0]
    assert expected_entropies_of_moves(world, sure, [(0, 1.0)], belief, [0, 2], ring=True) == [1.0, 1.0]
