"""reference.cost_maps against the numbers Level 5 prints (001_726003b98f3e3347.txt: "Cost maps: the
cheapest route, not the shortest"): two display cases, a price of 1 + w / d ** 2 for entering a cell."""

import math

from reference.cost_maps import (
    cheapest_past_the_walls, cheapest_route, clearance, clearance_by_brute_force, gentlest_route, largest_step, priced_route, wall_prices,
)

PLAN = ["...........",
        "...........",
        "...........",
        "....#..#...",
        "...........",
        "..........."]
START, GOAL = (3, 0), (3, 10)

CHEAP_W4 = ["ooooooooooo",
            "o.........o",
            "o.........o",
            "o...#..#..o",
            "...........",
            "..........."]
CHEAP_W05 = ["...........",
             "...........",
             "ooooooooooo",
             "o...#..#..o",
             "...........",
             "..........."]


def drawn(plan, route):
    return ["".join("o" if (r, c) in route else ch for c, ch in enumerate(row)) for r, row in enumerate(plan)]


def test_a_cell_beside_a_case_costs_5_two_cells_away_2_far_away_about_1():
    price = wall_prices(PLAN, 4)
    assert price[(3, 5)] == 5 and price[(3, 3)] == 5
    assert price[(1, 4)] == 2
    assert 1 < price[(0, 0)] < 1.2


def test_clearance_is_euclidean_to_the_nearest_case():
    d = clearance(PLAN)
    assert d[(2, 3)] == math.sqrt(2)  # a corner neighbour, not 2 BFS steps
    assert d[(3, 5)] == 1 and d[(3, 6)] == 1  # between the cases: the nearest, not a sum
    assert (3, 4) not in d


def test_w4_fewest_moves_12_price_31_080_cheapest_16_moves_21_296():
    price = wall_prices(PLAN, 4)
    _, short = cheapest_route({cell: 1 for cell in price}, START, GOAL)
    assert len(short) - 1 == 12
    assert f"{sum(price[c] for c in short[1:]):.3f}" == "31.080"
    cost, cheap = cheapest_past_the_walls(PLAN, 4, START, GOAL)
    assert len(cheap) - 1 == 16 and f"{cost:.3f}" == "21.296"
    assert drawn(PLAN, cheap) == CHEAP_W4


def test_w05_the_detour_no_longer_pays_12_moves_14_385():
    price = wall_prices(PLAN, 0.5)
    _, short = cheapest_route({cell: 1 for cell in price}, START, GOAL)
    assert len(short) - 1 == 12 and f"{sum(price[c] for c in short[1:]):.3f}" == "14.385"
    cost, cheap = cheapest_past_the_walls(PLAN, 0.5, START, GOAL)
    assert len(cheap) - 1 == 12 and f"{cost:.3f}" == "14.385"
    assert drawn(PLAN, cheap) == CHEAP_W05


def test_the_goal_is_charged_the_start_is_not():
    cost, route = cheapest_past_the_walls(PLAN, 4, (3, 5), (3, 6))
    assert route == [(3, 5), (3, 6)] and cost == 5
    assert cheapest_past_the_walls(PLAN, 4, (3, 5), (3, 5)) == (0.0, [(3, 5)])


def test_no_route_is_none_not_infinity():
    walled = ["..#..", "..#..", "..#.."]
    assert cheapest_past_the_walls(walled, 1, (0, 0), (0, 4)) is None
    assert cheapest_past_the_walls(walled, 1, (0, 2), (0, 4)) is None  # the start is an obstacle


def test_a_plan_without_obstacles_prices_every_cell_1():
    cost, route = cheapest_past_the_walls(["....", "...."], 3, (0, 0), (1, 3))
    assert cost == 4 and len(route) == 5


def test_the_judges_price_agrees_with_the_search():
    for w in (4, 0.5):
        cost, route = cheapest_past_the_walls(PLAN, w, START, GOAL)
        assert math.isclose(priced_route(PLAN, w, route), cost, rel_tol=1e-12)


def test_the_gentlest_trail_minimises_its_largest_step_not_the_sum():
    heights = [[0, 9, 0],
               [1, 1, 1],
               [2, 2, 2]]
    largest, route = gentlest_route(heights, (0, 0), (0, 2))
    assert largest == 1 and route == [(0, 0), (1, 0), (1, 1), (1, 2), (0, 2)]
    assert largest_step(heights, route) == 1
    assert gentlest_route([[0, None, 0]], (0, 0), (0, 2)) is None
    assert gentlest_route([[3]], (0, 0), (0, 0)) == (0, [(0, 0)])


def test_the_two_pass_clearance_is_the_brute_force_one():
    import random
    rng = random.Random(3)
    for _ in range(30):
        rows, cols = rng.randint(1, 12), rng.randint(1, 12)
        plan = ["".join("#" if rng.random() < rng.choice((0.0, 0.05, 0.3)) else "." for _ in range(cols))
                for _ in range(rows)]
        assert clearance(plan) == clearance_by_brute_force(plan)
