"""reference.histogram against the numbers Level 4 prints (003_407e961d26bc06db.txt: "A belief,
and what a reading does to it", "Moving spreads the belief", "How sure is the robot?",
"Move, sense, repeat: the histogram filter", "Readings that are numbers: a Gaussian likelihood")."""

import pytest

from reference.histogram import (
    best_cell, commanded_outcomes, entropy_bits, expected_ranges_cells, gaussian_weight, hit_rate_likelihoods,
    how_sure, likelihoods_from_table, localize_on_ring, locate_by_range, mass_within, move, move_repeatedly,
    move_through, range_likelihoods, ring_filter_steps, sense, two_label_likelihoods, uniform_belief,
    uniform_over_free,
)

LAWN = ["tree", "open", "open", "tree", "tree", "open", "open", "open"]
LAWN_CAMERA = {("tree", "tree"): 0.75, ("open", "tree"): 0.25, ("open", "open"): 0.85, ("tree", "open"): 0.15}
DELIVERY_LOOP = ["post", "gap", "gap", "post", "gap", "post", "post", "gap", "gap"]
DELIVERY_SLIP = [(-1, 0.1), (0, 0.8), (1, 0.1)]
DELIVERY_STEPS = [(1, "post"), (1, "post"), (2, "gap"), (2, "post")]


def rounded(values, digits):
    return [round(value, digits) for value in values]


@pytest.mark.parametrize("prior, evidence, posterior", [
    ([1 / 8] * 8, 0.375, [0.25, 0.05, 0.05, 0.25, 0.25, 0.05, 0.05, 0.05]),
    ([0.0, 0.1, 0.3, 0.4, 0.2, 0.0, 0.0, 0.0], 0.51, [0.0, 0.0294, 0.0882, 0.5882, 0.2941, 0.0, 0.0, 0.0]),
])
def test_sense_tree_on_the_lawn(prior, evidence, posterior):
    belief, p_tree = sense(prior, likelihoods_from_table(LAWN, "tree", LAWN_CAMERA))
    assert round(p_tree, 4) == evidence
    assert rounded(belief, 4) == posterior
    assert sum(belief) == pytest.approx(1.0)


def test_a_reading_no_cell_can_explain_resets_to_uniform():
    belief, evidence = sense([0.0, 1.0, 0.0], [1.0, 0.0, 1.0])
    assert evidence == 0.0
    assert belief == uniform_belief(3)


def test_disagreeing_cells_get_one_minus_p_hit():
    assert two_label_likelihoods(["a", "b", "a"], "a", 0.9) == [0.9, pytest.approx(0.1), 0.9]


def test_moves_on_the_ring_widen_the_bump():
    slip = [(1, 0.2), (2, 0.6), (3, 0.2)]
    belief = [0.0] * 10
    belief[7] = 1.0
    expected = [
        [0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 0.6],
        [0.24, 0.44, 0.24, 0.04, 0.0, 0.0, 0.0, 0.0, 0.0, 0.04],
        [0.008, 0.072, 0.24, 0.36, 0.24, 0.072, 0.008, 0.0, 0.0, 0.0],
    ]
    for row in expected:
        belief = move(belief, slip, ring=True)
        assert rounded(belief, 3) == row
        assert sum(belief) == pytest.approx(1.0)


def test_the_corridor_piles_up_against_the_end_wall():
    moved = move([0, 0, 0, 0, 0, 0, 0, 0.5, 0.5, 0], [(1, 0.2), (2, 0.6), (3, 0.2)], ring=False)
    assert rounded(moved, 3) == [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.1, 0.9]
    assert rounded(move([0.5, 0.5, 0, 0], [(-1, 1.0)], ring=False), 3) == [1.0, 0.0, 0.0, 0.0]


def test_a_command_shifts_every_slip_outcome():
    assert commanded_outcomes(2, DELIVERY_SLIP) == [(1, 0.1), (2, 0.8), (3, 0.1)]


@pytest.mark.parametrize("belief, bits", [
    ([0, 0, 1, 0], 0.0), ([0.5, 0.5, 0, 0], 1.0), ([1 / 8] * 8, 3.0), ([0.7, 0.1, 0.1, 0.1], 1.3568),
])
def test_entropy_in_bits(belief, bits):
    assert round(entropy_bits(belief), 4) == bits


def test_a_certain_belief_has_entropy_plus_zero():
    assert str(entropy_bits([0, 0, 1, 0])) == "0.0"


def test_best_guess_keeps_the_first_tie_and_the_window_is_clipped():
    belief = [0.05, 0.1, 0.3, 0.3, 0.15, 0.1]
    best = best_cell(belief)
    assert best == 2
    assert round(mass_within(belief, best, 1), 4) == 0.7
    assert round(mass_within(belief, 0, 1), 4) == 0.15  # no wrapping round the walls


def test_best_cell_forgives_rounding_dust():
    assert best_cell([0.3, 0.3 + 1e-17 * 10, 0.2]) == 0
    assert best_cell([0.3, 0.3 + 1e-6, 0.2]) == 1


def test_delivery_loop_filter_table():
    steps = list(ring_filter_steps(DELIVERY_LOOP, 0.85, DELIVERY_SLIP, DELIVERY_STEPS))
    assert round(entropy_bits(uniform_belief(9)), 3) == 3.17
    table = []
    for step in steps:
        best = best_cell(step.sensed)
        table.append((step.command_cells, step.reading, round(entropy_bits(step.moved), 3),
                      round(entropy_bits(step.sensed), 3), best, round(step.sensed[best], 4)))
    assert table == [
        (1, "post", 3.17, 2.74, 0, 0.2048),
        (1, "post", 2.945, 2.636, 6, 0.3948),
        (2, "gap", 2.802, 2.254, 8, 0.466),
        (2, "post", 2.528, 2.325, 0, 0.4897),
    ]
    best, belief = localize_on_ring(DELIVERY_LOOP, 0.85, DELIVERY_SLIP, DELIVERY_STEPS)
    assert (best, belief) == (0, steps[-1].sensed)


def test_a_repeating_map_keeps_its_twins_tied():
    world = ["post", "gap", "gap"] * 3
    best, belief = localize_on_ring(world, 0.8, DELIVERY_SLIP, [(1, "gap"), (1, "post"), (2, "gap")] * 3)
    assert belief[best] == pytest.approx(belief[best + 3], abs=1e-12) == pytest.approx(belief[best + 6], abs=1e-12)
    assert best < 3


def test_sensing_first_gives_other_numbers():
    moved_then_sensed = localize_on_ring(DELIVERY_LOOP, 0.85, DELIVERY_SLIP, DELIVERY_STEPS)[1]
    belief = uniform_belief(9)
    for command, reading in DELIVERY_STEPS:
        belief, _ = sense(belief, two_label_likelihoods(DELIVERY_LOOP, reading, 0.85))
        belief = move(belief, commanded_outcomes(command, DELIVERY_SLIP), ring=True)
    assert max(abs(a - b) for a, b in zip(belief, moved_then_sensed)) > 0.05


def test_hit_rates_per_label_are_the_lawn_cameras_table():
    for reading in ("tree", "open"):
        assert hit_rate_likelihoods(LAWN, reading, {"tree": 0.75, "open": 0.85}) == pytest.approx(
            likelihoods_from_table(LAWN, reading, LAWN_CAMERA))
    belief, p_tree = sense([1 / 8] * 8, hit_rate_likelihoods(LAWN, "tree", {"tree": 0.75, "open": 0.85}))
    assert round(p_tree, 4) == 0.375
    assert rounded(belief, 4) == [0.25, 0.05, 0.05, 0.25, 0.25, 0.05, 0.05, 0.05]


def test_a_certain_belief_stays_certain_when_its_cell_explains_the_reading():
    assert sense([0.0, 1.0, 0.0], [0.2, 0.3, 0.9]) == ([0.0, 1.0, 0.0], 0.3)


def test_repeated_moves_on_the_ring_each_get_their_own_list():
    start = [0.0] * 10
    start[7] = 1.0
    history = move_repeatedly(start, [(1, 0.2), (2, 0.6), (3, 0.2)], 3, ring=True)
    assert [rounded(belief, 3) for belief in history] == [
        [0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 0.6],
        [0.24, 0.44, 0.24, 0.04, 0.0, 0.0, 0.0, 0.0, 0.0, 0.04],
        [0.008, 0.072, 0.24, 0.36, 0.24, 0.072, 0.008, 0.0, 0.0, 0.0],
    ]
    assert start[7] == 1.0 and sum(start) == 1.0
    assert len({id(belief) for belief in history}) == 3


@pytest.mark.parametrize("cells_moved", [0, 10, 20, -10])
def test_a_move_of_nothing_or_whole_laps_changes_nothing_on_a_ring(cells_moved):
    belief = [0.1, 0.2, 0.3, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.4]
    assert move(belief, [(cells_moved, 1.0)], ring=True) == belief


def test_moves_through_the_corridor_stop_at_both_walls():
    start = [0, 0, 0, 0, 0, 0, 0, 0.5, 0.5, 0]
    slip = [(1, 0.2), (2, 0.6), (3, 0.2)]
    assert rounded(move_through(start, [slip], ring=False), 3) == [0.0] * 8 + [0.1, 0.9]
    assert move_through(start, [], ring=False) == start and move_through(start, [], ring=False) is not start
    back = move_through(start, [[(-12, 1.0)]], ring=False)
    assert back == [1.0] + [0.0] * 9
    assert move_through([0.0, 0.0, 1.0], [[(5, 0.5), (1, 0.5)]], ring=False) == [0.0, 0.0, 1.0]


def test_how_sure_the_lesson_belief():
    entropy, best, mass = how_sure([0.05, 0.1, 0.3, 0.3, 0.15, 0.1], 1)
    assert (best, round(mass, 4)) == (2, 0.7)
    assert entropy == pytest.approx(entropy_bits([0.05, 0.1, 0.3, 0.3, 0.15, 0.1]))
    assert how_sure([0, 0, 1, 0], 0) == (0.0, 2, 1.0)


GAUSSIAN_ROW = [0, 0, 1, 0, 0, 0, 1, 0, 0, 0]


def test_expected_ranges_looking_left_through_the_corridor():
    assert expected_ranges_cells(GAUSSIAN_ROW, "left") == [1, 2, None, 1, 2, 3, None, 1, 2, 3]


def test_expected_ranges_looking_right_see_the_far_wall():
    assert expected_ranges_cells(GAUSSIAN_ROW, "right") == [2, 1, None, 3, 2, 1, None, 3, 2, 1]


def test_a_sonar_reading_of_2_7_cells():
    belief = locate_by_range(GAUSSIAN_ROW, 1.0, "left", 2.7, 0.4)
    assert rounded(belief, 4) == [0.0001, 0.1002, 0.0, 0.0001, 0.1002, 0.3497, 0.0, 0.0001, 0.1002, 0.3497]
    assert sum(belief) == pytest.approx(1.0)
    assert uniform_over_free(GAUSSIAN_ROW) == [0.0 if b else 1 / 8 for b in GAUSSIAN_ROW]


def test_the_gaussian_factor_cancels_and_cells_become_metres():
    assert gaussian_weight(0.0, 0.4) == 1.0
    in_cells = range_likelihoods(GAUSSIAN_ROW, 1.0, "left", 2.7, 0.4)
    in_metres = range_likelihoods(GAUSSIAN_ROW, 0.5, "left", 1.35, 0.2)
    assert in_metres == pytest.approx(in_cells)
