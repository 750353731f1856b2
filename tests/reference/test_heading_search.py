"""reference.heading_search against what Level 5 prints (001_726003b98f3e3347.txt: "Turning takes
time: put the heading in the state")."""

import random

import pytest

from reference.heading_search import (fastest_plan, fewest_commands, fewest_commands_dijkstra,
                                      quarter_turns, replay_actions, route_commands)

PLAN = ["......",
        ".##.#.",
        "......",
        ".#.##."]
TIMES = {"ahead": 1.0, "back": 2.0, "turn": 1.5}   # the charging robot: ahead 1 s, back 2 s, quarter turn 1.5 s


@pytest.mark.parametrize("need, seconds, actions", [
    (None, 4.5, "ahead ahead right ahead"),
    ("N", 5.5, "ahead ahead left back"),
    ("S", 4.5, "ahead ahead right ahead"),
])
def test_the_charging_robot_reproduces_the_lesson(need, seconds, actions):
    t, plan = fastest_plan(PLAN, (2, 0), "E", (3, 2), need, TIMES)
    assert t == seconds and " ".join(plan) == actions


def test_the_plans_replay_to_the_charger_in_their_time():
    assert replay_actions(PLAN, (2, 0), "E", "ahead ahead right ahead".split(), TIMES) == (4.5, (3, 2), "S")
    assert replay_actions(PLAN, (2, 0), "E", "ahead ahead left back".split(), TIMES) == (5.5, (3, 2), "N")


def test_the_charger_can_only_be_entered_from_above():
    # (3, 2) has blocked cells left and right of it and the map's edge below: only (2, 2) leads in.
    assert [PLAN[3][1], PLAN[3][3]] == ["#", "#"]
    assert fastest_plan(PLAN, (2, 0), "E", (3, 2), "E", TIMES)[0] == 4.5 + 1.5  # in, then a quarter turn
    assert fastest_plan(PLAN, (2, 0), "E", (3, 2), "W", TIMES)[0] == 4.5 + 1.5


def test_no_plan_and_blocked_ends_are_none():
    assert fastest_plan(PLAN, (1, 1), "E", (3, 2), None, TIMES) is None
    assert fastest_plan(PLAN, (2, 0), "E", (3, 1), None, TIMES) is None
    walled = ["..#..", "..#..", "..#.."]
    assert fastest_plan(walled, (0, 0), "E", (0, 4), None, TIMES) is None
    assert fewest_commands(walled, (0, 0), "E", (0, 4)) is None


def test_start_on_the_goal():
    assert fastest_plan(PLAN, (0, 0), "E", (0, 0), None, TIMES) == (0.0, [])
    assert fastest_plan(PLAN, (0, 0), "E", (0, 0), "W", TIMES)[0] == 3.0  # a half turn is two quarter turns
    assert fewest_commands(PLAN, (0, 0), "E", (0, 0)) == (0, [(0, 0)])


def test_the_drone_flies_on_for_free_and_pays_for_each_turn():
    count, route = fewest_commands(PLAN, (2, 0), "E", (3, 2))
    assert count == 1 and route == [(2, 0), (2, 1), (2, 2), (3, 2)]
    assert route_commands("E", route) == 1
    count, route = fewest_commands(PLAN, (2, 0), "W", (3, 2))   # facing the wall: turn round first
    assert count == 3 and route_commands("W", route) == 3
    count, route = fewest_commands(PLAN, (2, 0), "E", (3, 2), "N")    # the charger from above, facing north
    assert count == 3 and route_commands("E", route, "N") == 3
    assert quarter_turns("N", "S") == 2 and quarter_turns("W", "N") == 1 and quarter_turns("E", "E") == 0


def _random_plan(rng, rows, cols):
    return ["".join("#" if rng.random() < 0.3 else "." for _ in range(cols)) for _ in range(rows)]


def test_zero_one_bfs_gives_the_same_answers_as_dijkstra():
    """The lesson: with costs 0 and 1 a deque is enough, and Dijkstra gives the same answers."""
    rng = random.Random(5)
    for _ in range(300):
        rows, cols = rng.randint(1, 9), rng.randint(1, 9)
        plan = _random_plan(rng, rows, cols)
        start, goal = (rng.randrange(rows), rng.randrange(cols)), (rng.randrange(rows), rng.randrange(cols))
        heading, arrive = rng.choice("NESW"), rng.choice(["N", "E", "S", "W", None])
        deque_answer = fewest_commands(plan, start, heading, goal, arrive)
        heap_answer = fewest_commands_dijkstra(plan, start, heading, goal, arrive)
        assert (deque_answer is None) == (heap_answer is None)
        if deque_answer:
            assert deque_answer[0] == heap_answer[0] == route_commands(heading, deque_answer[1], arrive)
            assert deque_answer[1][0] == start and deque_answer[1][-1] == goal


def test_a_fastest_plan_replays_in_its_own_time():
    rng = random.Random(6)
    for _ in range(300):
        rows, cols = rng.randint(1, 8), rng.randint(1, 8)
        plan = _random_plan(rng, rows, cols)
        start, goal = (rng.randrange(rows), rng.randrange(cols)), (rng.randrange(rows), rng.randrange(cols))
        facing, arrive = rng.choice("NESW"), rng.choice(["N", "E", "S", "W", None])
        times = {name: rng.randint(1, 12) / 4 for name in ("ahead", "back", "turn")}
        answer = fastest_plan(plan, start, facing, goal, arrive, times)
        if answer:
            t, cell, h = replay_actions(plan, start, facing, answer[1], times)
            assert t == answer[0] and cell == goal and (arrive is None or h == arrive)
