"""Turning Takes Time Too: the reference is reference.heading_search.fastest_plan.

Several plans can be equally fast, so a plan is judged, not compared: it is replayed from the
start (every drive along the heading, onto a free cell of the plan), must end on the goal (facing
`arrive` when one is asked for), must take the time it claims, and that time must be the fastest
(within 1e-9 s).
"""

from reference.heading_search import ACTIONS, HEADINGS, LEFT, RIGHT, STEP, is_free, replay_actions
from reference.heading_search import fastest_plan as fastest_plan_of

TOLERANCE_S = 1e-9
SIZES = ((1, 4), (2, 9), (5, 14), (10, 20), (20, 30))


def fastest_plan(plan, start, facing, goal, arrive, times):
    return fastest_plan_of(plan, start, facing, goal, arrive, times)


def generate(rng):
    """A floor of 1 to 30 rows and columns (mostly small, now and then one of the largest) with
    scattered crates and walls, a start and a goal (now and then blocked or the same cell), any
    arrival heading or none, and times in quarter seconds from 0.25 to 4."""
    low, high = rng.choices(SIZES, weights=(1, 6, 5, 2, 1))[0]
    rows, cols = rng.randint(low, high), rng.randint(low, high)
    plan = _floor(rng, rows, cols)
    start, goal = _cell(rng, plan), _cell(rng, plan)
    if rng.random() < 0.06:
        goal = start
    facing = rng.choice(HEADINGS)
    arrive = rng.choice(HEADINGS) if rng.random() < 0.5 else None
    times = {"ahead": rng.randint(1, 8) / 4, "back": rng.randint(1, 16) / 4, "turn": rng.randint(1, 16) / 4}
    return [plan, list(start), facing, list(goal), arrive, times]


def _floor(rng, rows, cols):
    cells = [["#" if rng.random() < rng.choice((0.0, 0.15, 0.25, 0.35)) else "." for _ in range(cols)]
             for _ in range(rows)]
    for _ in range(rng.randint(0, (rows + cols) // 6)):  # a wall of shelves, across or down
        if rng.random() < 0.5:
            r, c0 = rng.randrange(rows), rng.randrange(cols)
            for c in range(c0, min(cols, c0 + rng.randint(2, max(2, cols // 2)))):
                cells[r][c] = "#"
        else:
            c, r0 = rng.randrange(cols), rng.randrange(rows)
            for r in range(r0, min(rows, r0 + rng.randint(2, max(2, rows // 2)))):
                cells[r][c] = "#"
    return ["".join(row) for row in cells]


def _cell(rng, plan):
    """A free cell mostly; now and then any cell, blocked or not."""
    rows, cols = len(plan), len(plan[0])
    free = [(r, c) for r in range(rows) for c in range(cols) if plan[r][c] == "."]
    if not free or rng.random() < 0.05:
        return rng.randrange(rows), rng.randrange(cols)
    return rng.choice(free)


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages give no value of ours away."""
    plan, start, facing, goal, arrive, times = args
    if expected is None:
        if got is None:
            return True, ""
        if not is_free(plan, start):
            return False, "the start cell is blocked: there is no plan, so return None"
        if not is_free(plan, goal):
            return False, "the goal cell is blocked: there is no plan, so return None"
        return False, "no plan reaches the goal here: return None"
    if got is None:
        return False, "a plan exists here, but you returned None"
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (seconds, actions), or None when there is no plan"
    seconds, actions = got
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        return False, "the first item of your pair should be the plan's time in seconds, a number"
    if not isinstance(actions, (list, tuple)) or not all(isinstance(a, str) for a in actions):
        return False, "the second item of your pair should be a list of actions, each a string"
    replayed = replay_actions(plan, start, facing, actions, times)
    ends_well = not isinstance(replayed, str) and replayed[1] == tuple(goal) and arrive in (None, replayed[2])
    if not ends_well and (misread := _misreading(plan, start, facing, goal, arrive, actions)):
        return False, misread
    if isinstance(replayed, str):
        return False, replayed.replace("your plan", "your plan, replayed from the start,").replace("robot", "cart")
    took, cell, heading = replayed
    if cell != tuple(goal):
        return False, "your plan does not end on the goal cell"
    if arrive is not None and heading != arrive:
        return False, "your plan reaches the goal facing the wrong way: this goal asks for a heading"
    if abs(seconds - took) > TOLERANCE_S:
        return False, "the time you return is not the time your plan takes"
    if took > expected[0] + TOLERANCE_S:
        return False, "your plan is slower than the fastest"
    return True, ""


FLIPPED = {"N": STEP["S"], "E": STEP["E"], "S": STEP["N"], "W": STEP["W"]}
MISREADINGS = {
    "turns": 'your plan fits a cart whose "left" turns clockwise: "left" is a quarter turn '
             'anticlockwise (N to W), "right" a quarter turn clockwise (N to E)',
    "north": 'your plan fits a floor whose "N" points down: "N" is up the plan, towards the top row, '
             'and "S" down',
    "turns or north": 'your plan fits a cart whose "left" turns clockwise, or a floor whose "N" points '
                      'down: "left" is a quarter turn anticlockwise (N to W), and "N" is up the plan, '
                      'towards the top row',
    "back": 'your plan fits a cart whose "back" drives the way it faces: "back" is one cell straight '
            'backwards, against the heading',
}


def _ends_on_goal(plan, start, facing, goal, arrive, actions, left=LEFT, right=RIGHT, step=STEP, back=-1):
    """Whether the actions, read with these turns, steps and sign of "back", drive only onto free
    cells and end on the goal (facing `arrive` when it asks for a heading)."""
    (r, c), h = tuple(start), facing
    for action in actions:
        if action in ("left", "right"):
            h = (left if action == "left" else right)[h]
        elif action in ("ahead", "back"):
            sign = 1 if action == "ahead" else back
            r, c = r + sign * step[h][0], c + sign * step[h][1]
            if not is_free(plan, (r, c)):
                return False
        else:
            return False
    return (r, c) == tuple(goal) and arrive in (None, h)


def _misreading(plan, start, facing, goal, arrive, actions):
    """The checker's message for a plan that only works read the wrong way (turns the other way
    round, "N" down the plan, "back" ahead), or None."""
    turns = _ends_on_goal(plan, start, facing, goal, arrive, actions, left=RIGHT, right=LEFT)
    north = _ends_on_goal(plan, start, facing, goal, arrive, actions, step=FLIPPED)
    if turns or north:
        return MISREADINGS["turns or north" if turns and north else "turns" if turns else "north"]
    if _ends_on_goal(plan, start, facing, goal, arrive, actions, back=1):
        return MISREADINGS["back"]
    return None


def _cells_of(plan, start, facing, actions):
    """The cells a plan visits, as far as it stays legal."""
    cells, heading = [tuple(start)], facing
    for action in actions:
        if action in ("left", "right"):
            heading = (LEFT if action == "left" else RIGHT)[heading]
            continue
        sign = 1 if action == "ahead" else -1
        r, c = cells[-1]
        nxt = (r + sign * STEP[heading][0], c + sign * STEP[heading][1])
        if not is_free(plan, nxt):
            break
        cells.append(nxt)
    return cells


def picture(args, expected, got):
    """The floor (crates black), our route and the learner's drawn over it, start and goal marked."""
    plan, start, facing, goal, arrive, times = args
    parts = [{"kind": "grid", "cells": [[0 if ch == "." else 1 for ch in row] for row in plan], "label": "floor"}]
    if expected is not None:
        parts.append(_line(_cells_of(plan, start, facing, expected[1]), "our route"))
    actions = got[1] if isinstance(got, (list, tuple)) and len(got) == 2 else None
    if isinstance(actions, (list, tuple)) and all(isinstance(a, str) and a in ACTIONS for a in actions):
        parts.append(_line(_cells_of(plan, start, facing, list(actions)), "your route"))
    parts.append({"kind": "scatter", "xs": [start[1]], "ys": [start[0]], "label": "start"})
    parts.append({"kind": "scatter", "xs": [goal[1]], "ys": [goal[0]], "label": "goal"})
    return parts


def _line(cells, label):
    return {"kind": "line", "xs": [c for r, c in cells], "ys": [r for r, c in cells], "label": label}

