"""reference.astar against the numbers Level 5 prints (001_726003b98f3e3347.txt: "A* in the
configuration space"): a robot of radius 1 inside a U-shaped shelf whose opening faces away from
the goal; the configuration space from reference.grids ("at most" the radius touches)."""

from reference.astar import (
    EIGHT_MOVES, SIDE_MOVES, manhattan, octile, route_fault, search, zero,
)
from reference.grids import free_cells, usable_cells

PLAN = ["................",
        "................",
        "....########....",
        "...........#....",
        "...........#....",
        "...........#....",
        "....########....",
        "................",
        "................"]
START, GOAL = (4, 8), (4, 14)

LESSON_MAP = ["...oooooooooooo.",
              "..ooxxxxxxxx..o.",
              "..ox########x.o.",
              "..ooxxxxxxx#x.o.",
              "...oooooo.x#x.o.",
              "....xxxxxxx#x...",
              "...x########x...",
              "....xxxxxxxx....",
              "................"]


def drawn(route, free):
    return ["".join("o" if (r, c) in route else "#" if PLAN[r][c] == "#" else "." if (r, c) in free else "x"
                    for c in range(len(PLAN[0]))) for r in range(len(PLAN))]


def test_dijkstra_85_astar_small_g_72_large_g_42_all_26_moves():
    free = usable_cells(PLAN, 1)
    runs = [search(free, START, GOAL, SIDE_MOVES, zero, deep=False),
            search(free, START, GOAL, SIDE_MOVES, manhattan, deep=False),
            search(free, START, GOAL, SIDE_MOVES, manhattan, deep=True)]
    assert [len(run.route) - 1 for run in runs] == [26, 26, 26]
    assert [run.cost for run in runs] == [26, 26, 26]
    assert [run.expanded for run in runs] == [85, 72, 42]


def test_the_route_ties_to_large_g_find_leads_west_out_of_the_u():
    free = usable_cells(PLAN, 1)
    route = search(free, START, GOAL, SIDE_MOVES, manhattan, deep=True).route
    assert route[0] == START and route[-1] == GOAL
    assert drawn(route, free) == LESSON_MAP
    assert route[1] == (4, 7)  # west first, although the goal lies east


def test_start_and_goal_must_be_usable():
    free = usable_cells(PLAN, 1)
    assert search(free, (3, 8), GOAL).route is None  # beside the shelf: forbidden at radius 1
    assert search(free, START, (2, 6)).route is None  # a shelf cell
    assert search(free, START, START) == (0, [START], 1)


def test_no_route_is_none():
    free = usable_cells(PLAN, 2)  # the corridor along row 4 closes
    assert search(free, START, GOAL).route is None


def test_octile_is_the_cheapest_trip_without_obstacles():
    free = free_cells(["." * 8] * 6)
    for goal in [(5, 7), (0, 7), (5, 0), (3, 3)]:
        run = search(free, (0, 0), goal, EIGHT_MOVES, octile)
        assert run.cost == octile((0, 0), goal)
    assert octile((0, 0), (5, 7)) == 14 * 5 + 10 * 2


def test_manhattan_with_diagonal_moves_overestimates_and_misleads():
    assert manhattan((0, 0), (3, 3)) * 10 > octile((0, 0), (3, 3))
    plan = [".....",
            "#.#..",
            ".....",
            ".....",
            "....."]
    free = free_cells(plan)
    right = search(free, (0, 3), (4, 0), EIGHT_MOVES, octile)
    wrong = search(free, (0, 3), (4, 0), EIGHT_MOVES, lambda a, b: 10 * manhattan(a, b))
    assert (right.cost, wrong.cost) == (58, 64)  # the overestimate settles for a dearer route


def test_no_diagonal_step_clips_a_corner():
    plan = [".#",
            "#."]
    free = free_cells(plan)
    assert search(free, (0, 0), (1, 1), EIGHT_MOVES, octile).route is None
    assert search(free, (0, 0), (1, 1), EIGHT_MOVES, octile, corners=True).route == [(0, 0), (1, 1)]


def test_route_fault_names_the_broken_rule():
    free = usable_cells(PLAN, 1)
    usable = lambda cell: None if cell in free else "your route passes a cell the robot cannot use"
    good = search(free, START, GOAL).route
    assert route_fault(good, START, GOAL, usable) is None
    assert "backwards" in route_fault(good[::-1], START, GOAL, usable)
    assert "begin" in route_fault(good[1:], START, GOAL, usable)
    assert "not up, down" in route_fault([START, (4, 6)], START, (4, 6), usable)
    assert "not up, down" in route_fault([(4, 4), (3, 3)], (4, 4), (3, 3), usable)
    assert "cannot use" in route_fault([(4, 4), (3, 4), (3, 3)], (4, 4), (3, 3), usable)
    assert "clips" in route_fault([(3, 3), (4, 4)], (3, 3), (4, 4), usable, diagonal=True, corners=False)
    assert route_fault([(3, 3), (4, 4)], (3, 3), (4, 4), usable, diagonal=True) is None
    assert route_fault("no", START, GOAL, usable).startswith("return")
