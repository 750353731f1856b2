"""reference.ik_choice against the numbers Level 3 prints (000_e6fd8150aa7956e4.txt, "Choosing
among solutions: stops and the smallest move")."""

import math

from reference.arm_ik import two_link_solutions
from reference.ik_choice import (
    allowed_solutions, cheapest, inside_stops, move_cost, smallest_move,
)

ORCHARD = (0.9, 0.6)
BEHIND = (-1.1, -0.3)
ONE_WAY_ELBOW = ((-math.pi, math.pi), (0.0, 2.6))
CURRENT = (-3.0, 1.2)


def rounded(solution, digits=4):
    return tuple(round(angle, digits) for angle in solution)


def test_only_elbow_down_is_inside_the_stops():
    up, down = two_link_solutions(*ORCHARD, *BEHIND)
    assert (rounded(up), rounded(down)) == ((-2.3257, -1.4501), (2.8582, 1.4501))
    assert not inside_stops(up, ONE_WAY_ELBOW)
    assert inside_stops(down, ONE_WAY_ELBOW)
    assert allowed_solutions(*ORCHARD, *BEHIND, ONE_WAY_ELBOW) == [down]


def test_raw_and_wrapped_costs():
    up, down = two_link_solutions(*ORCHARD, *BEHIND)
    raw = [sum(abs(b - a) for a, b in zip(CURRENT, q)) for q in (up, down)]
    assert [round(c, 4) for c in raw] == [3.3245, 6.1083]
    assert [round(move_cost(CURRENT, q), 4) for q in (up, down)] == [3.3245, 0.6751]
    assert round(abs(down[0] - CURRENT[0] - 2 * math.pi), 3) == 0.425  # the short way, past +-pi


def test_the_smallest_move_goes_the_short_way_round():
    _, down = two_link_solutions(*ORCHARD, *BEHIND)
    free = ((-math.pi, math.pi), (-math.pi, math.pi))
    assert smallest_move(*ORCHARD, *BEHIND, free, CURRENT) == down


def test_a_tie_within_rounding_goes_to_the_first():
    first, second = (0.5, -1.0), (0.5 + 1e-12, 1.0)
    assert cheapest([first, second], (0.5, 0.0)) == first
    assert cheapest([second, first], (0.5, 0.0)) == second
    assert cheapest([], (0.0, 0.0)) is None


def test_stops_forgive_rounding_dust_and_no_more():
    assert inside_stops((0.0, 2.6 + 5e-10), ONE_WAY_ELBOW)
    assert not inside_stops((0.0, 2.6 + 1e-6), ONE_WAY_ELBOW)
    assert not inside_stops((3.2, 1.0), ONE_WAY_ELBOW)  # the shoulder is tested too


def test_nothing_allowed_is_none():
    stops = ((-math.pi, math.pi), (0.0, 0.5))
    assert allowed_solutions(*ORCHARD, *BEHIND, stops) == []
    assert smallest_move(*ORCHARD, *BEHIND, stops, CURRENT) is None
    assert smallest_move(*ORCHARD, 3.0, 0.0, ONE_WAY_ELBOW, CURRENT) is None
