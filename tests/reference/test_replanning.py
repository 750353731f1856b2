"""reference.replanning against the numbers Level 5 prints (001_726003b98f3e3347.txt: "When the map
is wrong: replanning"): BFS from the goal, first neighbour in the order E, N, S, W one step closer,
a bumper ring that senses the four side neighbours, the free-space assumption."""

from reference.replanning import (
    ORDER, blocked_cells, bumper_ring, distances_to_goal, drive_with_replanning, plan, true_map_route,
)

TRUTH = ["......",
         ".####.",
         "....#.",
         "..#.#.",
         "......"]
START, GOAL = (2, 2), (0, 5)


def test_the_order_is_east_north_south_west():
    assert ORDER == ((0, 1), (-1, 0), (1, 0), (0, -1))


def test_the_first_plan_runs_east_along_row_2():
    assert plan(set(), 5, 6, START, GOAL) == [(2, 2), (2, 3), (2, 4), (2, 5), (1, 5), (0, 5)]


def test_the_lessons_drive():
    driven, replans = drive_with_replanning(TRUTH, START, GOAL)
    assert replans == 2
    assert len(driven) - 1 == 9
    assert driven == [(2, 2), (2, 3), (3, 3), (4, 3), (4, 4), (4, 5), (3, 5), (2, 5), (1, 5), (0, 5)]


def test_with_the_true_map_from_the_start_nine_moves():
    assert len(true_map_route(TRUTH, START, GOAL)) - 1 == 9


def test_the_replans_start_where_the_robot_stands():
    """At (2, 3) it finds (2, 4) blocked and replans down and east along row 3; at (3, 3) it finds
    (3, 4) blocked and replans along row 4."""
    assert bumper_ring(TRUTH, (2, 3)) == {(2, 4), (1, 3)}
    second = plan({(1, 2), (2, 4), (1, 3)}, 5, 6, (2, 3), GOAL)
    assert second[:3] == [(2, 3), (3, 3), (3, 4)]
    third = plan({(1, 2), (2, 4), (1, 3), (3, 2), (3, 4)}, 5, 6, (3, 3), GOAL)
    assert third[:4] == [(3, 3), (4, 3), (4, 4), (4, 5)]


def test_bfs_labels_are_distances_to_the_goal():
    dist = distances_to_goal(blocked_cells(TRUTH), 5, 6, GOAL)
    assert dist[GOAL] == 0 and dist[START] == 9
    assert (1, 1) not in dist  # a wall cell gets no label
    assert dist[(2, 5)] == 2 and dist[(4, 3)] == 6


def test_start_equal_to_goal_and_no_route():
    assert drive_with_replanning(["..", ".."], (1, 1), (1, 1)) == ([(1, 1)], 0)
    boxed = [".#.",
             "#..",
             "..."]
    assert drive_with_replanning(boxed, (0, 0), (2, 2)) == ([(0, 0)], 1)
    walled = ["..#.",
              "..#.",
              "..#."]
    # it tries row 0, then row 1, then row 2, and stops where the last plan fails
    assert drive_with_replanning(walled, (0, 0), (0, 3)) == ([(0, 0), (0, 1), (1, 1), (2, 1)], 3)
