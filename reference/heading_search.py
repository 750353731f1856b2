"""Searching (cell, heading) states when turning takes time (Level 5, "Turning takes time: put the
heading in the state").

A plan is a list of strings, row 0 at the top: "." is a free cell, "#" a blocked one. A cell is
(row, col). Headings are "N" (towards row - 1, up the plan), "E" (col + 1), "S" (row + 1) and "W"
(col - 1). A state is (cell, heading): a turn keeps the cell and changes the heading by a quarter
turn, a drive changes the cell and keeps the heading. Nothing ever moves sideways.

- `fastest_plan`: Dijkstra on the states of a two-wheeled robot that drives ahead, backs up and
  turns on the spot, each with its own time (the lesson's charging robot, `dock`).
- `fewest_commands`: a 0-1 BFS for a drone that flies on for free and pays 1 for each quarter turn;
  `fewest_commands_dijkstra` is the same search with a heap (the lesson: same answers, slower).
- `replay_actions` and `route_commands` judge a plan of anyone's: the checkers use them, so they
  never share code with the searches.
"""

from __future__ import annotations

import heapq
import math
from collections import deque
from collections.abc import Sequence

Plan = Sequence[str]
Cell = tuple[int, int]

HEADINGS = ("N", "E", "S", "W")
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
LEFT = {"N": "W", "W": "S", "S": "E", "E": "N"}
RIGHT = {v: k for k, v in LEFT.items()}
ACTIONS = ("left", "right", "ahead", "back")


def is_free(plan: Plan, cell: Sequence[int]) -> bool:
    """On the plan and not blocked."""
    r, c = cell
    return 0 <= r < len(plan) and 0 <= c < len(plan[0]) and plan[r][c] == "."


# ---------------------------------------------------------------- the robot: Dijkstra on states

def robot_moves(plan: Plan, state, times):
    """(action, next state, seconds) for every action from `state`: the lesson's `moves`."""
    (r, c), h = state
    yield "left", ((r, c), LEFT[h]), times["turn"]      # turning changes the heading, not the cell
    yield "right", ((r, c), RIGHT[h]), times["turn"]
    for name, sign in (("ahead", 1), ("back", -1)):
        rr, cc = r + sign * STEP[h][0], c + sign * STEP[h][1]
        if is_free(plan, (rr, cc)):
            yield name, ((rr, cc), h), times[name]


def fastest_plan(plan: Plan, start, facing: str, goal, arrive: str | None, times):
    """(seconds, actions) of a fastest plan from `start` facing `facing` to `goal`, arriving facing
    `arrive` (None: any heading will do); None when the start or the goal is blocked or no plan
    reaches the goal. `times` holds the seconds of "ahead", "back" and "turn" (a quarter turn).

    The lesson's `dock`: the heap holds (seconds, state), moves come left, right, ahead, back, and
    a state's parent link keeps the action that reached it."""
    start, goal = tuple(start), tuple(goal)
    if not is_free(plan, start) or not is_free(plan, goal):
        return None
    first = (start, facing)
    best, how = {first: 0.0}, {first: None}
    heap = [(0.0, first)]
    while heap:
        t, state = heapq.heappop(heap)
        if t > best[state]:
            continue
        if state[0] == goal and (arrive is None or state[1] == arrive):
            actions = []
            while how[state] is not None:
                state, name = how[state]
                actions.append(name)
            return t, actions[::-1]
        for name, nxt, dt in robot_moves(plan, state, times):
            if t + dt < best.get(nxt, math.inf):
                best[nxt], how[nxt] = t + dt, (state, name)
                heapq.heappush(heap, (t + dt, nxt))
    return None


def replay_actions(plan: Plan, start, facing: str, actions, times):
    """Carry out `actions` from (start, facing): (seconds, cell, heading), or a sentence naming the
    first rule a step breaks (an unknown action, a drive off the plan or into a blocked cell)."""
    (r, c), h, total = tuple(start), facing, 0.0
    for action in actions:
        if action == "left" or action == "right":
            h = LEFT[h] if action == "left" else RIGHT[h]
            total += times["turn"]
        elif action == "ahead" or action == "back":
            sign = 1 if action == "ahead" else -1
            r, c = r + sign * STEP[h][0], c + sign * STEP[h][1]
            if not (0 <= r < len(plan) and 0 <= c < len(plan[0])):
                return "your plan drives the robot off the plan"
            if plan[r][c] != ".":
                return "your plan drives the robot into a blocked cell"
            total += times[action]
        else:
            return "every action must be one of 'left', 'right', 'ahead' or 'back'"
    return total, (r, c), h


# ---------------------------------------------------------------- the drone: 0-1 BFS on states

def drone_moves(plan: Plan, state):
    """(next state, commands) from `state`: fly on one cell for 0, a quarter turn for 1."""
    (r, c), h = state
    dr, dc = STEP[h]
    if is_free(plan, (r + dr, c + dc)):
        yield ((r + dr, c + dc), h), 0
    yield ((r, c), LEFT[h]), 1
    yield ((r, c), RIGHT[h]), 1


def fewest_commands(plan: Plan, start, heading: str, goal, arrive: str | None = None):
    """(commands, route) for a drone hovering at `start` facing `heading`: the fewest quarter turns
    that bring it to `goal`, facing `arrive` (None: any heading), and the cells it flies through,
    start and goal included; None when the start or the goal is blocked or the goal cannot be
    reached.

    0-1 BFS: a state reached for 0 more goes to the front of the deque, one reached for 1 more to
    the back, so states leave in order of their count; a state that left already is skipped."""
    start, goal = tuple(start), tuple(goal)
    if not is_free(plan, start) or not is_free(plan, goal):
        return None
    first = (start, heading)
    best, parent = {first: 0}, {first: None}
    done = set()
    queue = deque([first])
    while queue:
        state = queue.popleft()
        if state in done:
            continue
        done.add(state)
        if state[0] == goal and (arrive is None or state[1] == arrive):
            return best[state], _route(parent, state)
        for nxt, cost in drone_moves(plan, state):
            count = best[state] + cost
            if count < best.get(nxt, math.inf):
                best[nxt], parent[nxt] = count, state
                if cost == 0:
                    queue.appendleft(nxt)
                else:
                    queue.append(nxt)
    return None


def fewest_commands_dijkstra(plan: Plan, start, heading: str, goal, arrive: str | None = None):
    """The same search with a heap: the same counts as `fewest_commands`."""
    start, goal = tuple(start), tuple(goal)
    if not is_free(plan, start) or not is_free(plan, goal):
        return None
    first = (start, heading)
    best, parent = {first: 0}, {first: None}
    heap = [(0, first)]
    while heap:
        count, state = heapq.heappop(heap)
        if count > best[state]:
            continue
        if state[0] == goal and (arrive is None or state[1] == arrive):
            return count, _route(parent, state)
        for nxt, cost in drone_moves(plan, state):
            if count + cost < best.get(nxt, math.inf):
                best[nxt], parent[nxt] = count + cost, state
                heapq.heappush(heap, (count + cost, nxt))
    return None


def _route(parent, state) -> list[Cell]:
    """The cells of the states from the start to `state`, a turn's repeated cell kept once."""
    cells = []
    while state is not None:
        if not cells or cells[-1] != state[0]:
            cells.append(state[0])
        state = parent[state]
    return cells[::-1]


def quarter_turns(h0: str, h1: str) -> int:
    """How many quarter turns bring heading h0 round to h1: 0, 1 or 2."""
    k = (HEADINGS.index(h1) - HEADINGS.index(h0)) % 4
    return min(k, 4 - k)


def route_commands(heading: str, route, arrive: str | None = None) -> int:
    """The commands a drone facing `heading` at route[0] needs to fly `route` (neighbouring cells):
    at each step the quarter turns from its heading to the step's, and at the goal the quarter
    turns to face `arrive` (none when it is None)."""
    total, h = 0, heading
    for (r0, c0), (r1, c1) in zip(route, route[1:]):
        step = next(name for name, d in STEP.items() if d == (r1 - r0, c1 - c0))
        total += quarter_turns(h, step)
        h = step
    return total + (quarter_turns(h, arrive) if arrive is not None else 0)
