"""Turning Takes Time Too: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful Dijkstra on (cell, heading) states, `_search`, with one part swapped
for the wrong one. A learner's plan is matched exactly, and among equally fast plans the heap's
tie rule decides: so each mistake comes twice, with the lesson's heap of (t, state) and, as
`<mistake>_fifo`, with a heap of (t, counter, state) that lets equal times out in push order.
"""

import heapq
from collections import deque

STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
LEFT = {"N": "W", "W": "S", "S": "E", "E": "N"}
RIGHT = {"N": "E", "E": "S", "S": "W", "W": "N"}
INF = float("inf")


def _free(plan, r, c):
    return 0 <= r < len(plan) and 0 <= c < len(plan[0]) and plan[r][c] == "."


def _free_wrapping(plan, r, c):
    # the bounds check forgets the left and top edges: plan[-1] is read as the last row
    return r < len(plan) and c < len(plan[0]) and plan[r][c] == "."


def _moves(plan, state, times, step=STEP, left=LEFT, right=RIGHT, back_sign=-1, free=_free):
    (r, c), h = state
    yield "left", ((r, c), left[h]), times["turn"]
    yield "right", ((r, c), right[h]), times["turn"]
    dr, dc = step[h]
    if free(plan, r + dr, c + dc):
        yield "ahead", ((r + dr, c + dc), h), times["ahead"]
    if free(plan, r + back_sign * dr, c + back_sign * dc):
        yield "back", ((r + back_sign * dr, c + back_sign * dc), h), times["back"]


def _at_goal(state, goal, arrive):
    return state[0] == goal and (arrive is None or state[1] == arrive)


def _actions(came_from, state):
    actions = []
    while came_from[state] is not None:
        state, action = came_from[state]
        actions.append(action)
    return actions[::-1]


class _Heap:
    """The heap of (seconds, state). Equal times leave in the order of the states themselves, as
    in the lesson's `dock` (heap entries (t, state)), or, with fifo, in the order they were pushed
    (entries (t, counter, state), the heapq documentation's way): the two pick different plans among
    equally fast ones, so each mistake comes in both."""

    def __init__(self, fifo, entries):
        self.fifo, self.counter, self.items = fifo, 0, []
        for t, state in entries:
            self.push(t, state)

    def push(self, t, state):
        if self.fifo:
            heapq.heappush(self.items, (t, self.counter, state))
            self.counter += 1
        else:
            heapq.heappush(self.items, (t, state))

    def pop(self):
        item = heapq.heappop(self.items)
        return item[0], item[-1]

    def __bool__(self):
        return bool(self.items)


def _search(plan, start, facing, goal, arrive, times, moves=_moves, at_goal=_at_goal, starts=None,
            check_start=True, free=_free, fifo=False, on_goal_start=None, unreachable=None):
    start, goal = tuple(start), tuple(goal)
    if (check_start and not free(plan, *start)) or not free(plan, *goal):
        return None
    if on_goal_start is not None and start == goal:
        return on_goal_start
    firsts = starts(start, facing) if starts else [(start, facing)]
    best = {s: 0.0 for s in firsts}
    came_from = {s: None for s in firsts}
    heap = _Heap(fifo, [(0.0, s) for s in firsts])
    while heap:
        t, state = heap.pop()
        if t > best[state]:
            continue
        if at_goal(state, goal, arrive):
            return t, _actions(came_from, state)
        for action, nxt, dt in moves(plan, state, times):
            if t + dt < best.get(nxt, INF):
                best[nxt] = t + dt
                came_from[nxt] = (state, action)
                heap.push(t + dt, nxt)
    return unreachable


def cells_only(plan, start, facing, goal, arrive, times, fifo=False):
    # Dijkstra on cells: each cell keeps the heading of its fastest arrival, and the turns a step
    # needs are charged from that heading. A slower arrival facing a better way is thrown away.
    # (With fifo the plans came out the same on every case tried, so only this form is listed.)
    start, goal = tuple(start), tuple(goal)
    if not _free(plan, *start) or not _free(plan, *goal):
        return None
    opposite = {"N": "S", "S": "N", "E": "W", "W": "E"}
    best, heading, came_from = {start: 0.0}, {start: facing}, {start: None}
    heap = _Heap(fifo, [(0.0, start)])
    while heap:
        t, cell = heap.pop()
        if t > best[cell]:
            continue
        h = heading[cell]
        if cell == goal:
            actions = []
            while came_from[cell] is not None:
                cell, steps = came_from[cell]
                actions = steps + actions
            if arrive is not None and arrive != h:
                if RIGHT[h] == arrive:
                    return t + times["turn"], actions + ["right"]
                if LEFT[h] == arrive:
                    return t + times["turn"], actions + ["left"]
                return t + 2 * times["turn"], actions + ["left", "left"]
            return t, actions
        r, c = cell
        for d, (dr, dc) in STEP.items():
            if not _free(plan, r + dr, c + dc):
                continue
            if d == h:
                steps, cost, new_h = ["ahead"], times["ahead"], h
            elif d == opposite[h] and times["back"] <= 2 * times["turn"] + times["ahead"]:
                steps, cost, new_h = ["back"], times["back"], h
            elif d == opposite[h]:
                steps, cost, new_h = ["left", "left", "ahead"], 2 * times["turn"] + times["ahead"], d
            else:
                steps = ["right" if RIGHT[h] == d else "left", "ahead"]
                cost, new_h = times["turn"] + times["ahead"], d
            nxt = (r + dr, c + dc)
            if t + cost < best.get(nxt, INF):
                best[nxt], heading[nxt], came_from[nxt] = t + cost, new_h, (cell, steps)
                heap.push(t + cost, nxt)
    return None


def drives_sideways(plan, start, facing, goal, arrive, times, fifo=False):
    def every_neighbour(plan, state, times):
        (r, c), h = state
        yield "left", ((r, c), LEFT[h]), times["turn"]
        yield "right", ((r, c), RIGHT[h]), times["turn"]
        for dr, dc in STEP.values():  # any of the four neighbours, whichever way the robot faces
            if _free(plan, r + dr, c + dc):
                yield "ahead", ((r + dr, c + dc), h), times["ahead"]

    return _search(plan, start, facing, goal, arrive, times, moves=every_neighbour, fifo=fifo)


def any_first_heading(plan, start, facing, goal, arrive, times, fifo=False):
    # the robot may start out facing any way, as if the first turn were free
    return _search(plan, start, facing, goal, arrive, times, fifo=fifo,
                   starts=lambda start, facing: [(start, h) for h in "NESW"])


def needs_a_heading_always(plan, start, facing, goal, arrive, times, fifo=False):
    # only (goal, arrive) counts as the goal, so with arrive None nothing ever does
    return _search(plan, start, facing, goal, arrive, times, fifo=fifo,
                   at_goal=lambda state, goal, arrive: state == (goal, arrive))


def ignores_the_arrival_heading(plan, start, facing, goal, arrive, times, fifo=False):
    return _search(plan, start, facing, goal, arrive, times, fifo=fifo,
                   at_goal=lambda state, goal, arrive: state[0] == goal)


def turns_at_the_goal(plan, start, facing, goal, arrive, times, fifo=False):
    # the fastest way onto the goal cell, then turned on the spot to face `arrive`
    found = _search(plan, start, facing, goal, None, times, fifo=fifo)
    if found is None or arrive is None:
        return found
    t, actions = found
    h = facing
    for action in actions:
        if action in ("left", "right"):
            h = LEFT[h] if action == "left" else RIGHT[h]
    if RIGHT[h] == arrive:
        return t + times["turn"], actions + ["right"]
    if LEFT[h] == arrive:
        return t + times["turn"], actions + ["left"]
    if h != arrive:
        return t + 2 * times["turn"], actions + ["left", "left"]
    return t, actions


def never_backs_up(plan, start, facing, goal, arrive, times, fifo=False):
    def forwards_only(plan, state, times):
        return (move for move in _moves(plan, state, times) if move[0] != "back")

    return _search(plan, start, facing, goal, arrive, times, moves=forwards_only, fifo=fifo)


def back_at_the_ahead_time(plan, start, facing, goal, arrive, times, fifo=False):
    def one_drive_time(plan, state, times):
        for action, nxt, dt in _moves(plan, state, times):
            yield action, nxt, times["ahead"] if action == "back" else dt

    return _search(plan, start, facing, goal, arrive, times, moves=one_drive_time, fifo=fifo)


def fewest_actions(plan, start, facing, goal, arrive, times):
    # breadth-first search: the plan with the fewest actions, whatever they cost
    start, goal = tuple(start), tuple(goal)
    if not _free(plan, *start) or not _free(plan, *goal):
        return None
    first = (start, facing)
    came_from = {first: None}
    queue = deque([first])
    while queue:
        state = queue.popleft()
        if _at_goal(state, goal, arrive):
            actions = _actions(came_from, state)
            return sum(times["turn" if a in ("left", "right") else a] for a in actions), actions
        for action, nxt, dt in _moves(plan, state, times):
            if nxt not in came_from:
                came_from[nxt] = (state, action)
                queue.append(nxt)
    return None


def start_not_checked(plan, start, facing, goal, arrive, times, fifo=False):
    return _search(plan, start, facing, goal, arrive, times, check_start=False, fifo=fifo)


def stops_when_the_goal_is_first_reached(plan, start, facing, goal, arrive, times, fifo=False):
    # the search ends as soon as a goal state is pushed, before a faster way to it can turn up
    start, goal = tuple(start), tuple(goal)
    if not _free(plan, *start) or not _free(plan, *goal):
        return None
    first = (start, facing)
    if _at_goal(first, goal, arrive):
        return 0.0, []
    best, came_from = {first: 0.0}, {first: None}
    heap = _Heap(fifo, [(0.0, first)])
    while heap:
        t, state = heap.pop()
        if t > best[state]:
            continue
        for action, nxt, dt in _moves(plan, state, times):
            if t + dt < best.get(nxt, INF):
                best[nxt] = t + dt
                came_from[nxt] = (state, action)
                if _at_goal(nxt, goal, arrive):
                    return t + dt, _actions(came_from, nxt)
                heap.push(t + dt, nxt)
    return None


def back_drives_ahead(plan, start, facing, goal, arrive, times, fifo=False):
    # "back" moves the cart one cell the way it faces, like "ahead", only at the time of a back
    return _search(plan, start, facing, goal, arrive, times, fifo=fifo,
                   moves=lambda plan, state, times: _moves(plan, state, times, back_sign=1))


def left_right_swapped(plan, start, facing, goal, arrive, times, fifo=False):
    # "left" turns the cart clockwise and "right" anticlockwise
    return _search(plan, start, facing, goal, arrive, times, fifo=fifo,
                   moves=lambda plan, state, times: _moves(plan, state, times, left=RIGHT, right=LEFT))


def negative_index_wraps(plan, start, facing, goal, arrive, times, fifo=False):
    # a drive past the top row or the first column lands on plan[-1]: the search wanders on
    # through negative cells until one is out of Python's range and raises IndexError
    return _search(plan, start, facing, goal, arrive, times, fifo=fifo, free=_free_wrapping,
                   moves=lambda plan, state, times: _moves(plan, state, times, free=_free_wrapping))


def north_is_row_plus_one(plan, start, facing, goal, arrive, times, fifo=False):
    # "N" steps down the plan (row + 1) and "S" up, as if row 0 were at the bottom
    flipped = {"N": (1, 0), "E": (0, 1), "S": (-1, 0), "W": (0, -1)}
    return _search(plan, start, facing, goal, arrive, times, fifo=fifo,
                   moves=lambda plan, state, times: _moves(plan, state, times, step=flipped))


def done_when_on_the_goal_cell(plan, start, facing, goal, arrive, times, fifo=False):
    # a cart that starts on the goal cell returns (0, []) whichever way it faces
    return _search(plan, start, facing, goal, arrive, times, fifo=fifo, on_goal_start=(0, []))


def no_plan_is_an_empty_plan(plan, start, facing, goal, arrive, times, fifo=False):
    # when the search runs out of states, (0, []) instead of None
    return _search(plan, start, facing, goal, arrive, times, fifo=fifo, unreachable=(0, []))


# The same mistakes with a heap whose equal times leave in push order (see _Heap).

def drives_sideways_fifo(plan, start, facing, goal, arrive, times):
    return drives_sideways(plan, start, facing, goal, arrive, times, fifo=True)


def any_first_heading_fifo(plan, start, facing, goal, arrive, times):
    return any_first_heading(plan, start, facing, goal, arrive, times, fifo=True)


def needs_a_heading_always_fifo(plan, start, facing, goal, arrive, times):
    return needs_a_heading_always(plan, start, facing, goal, arrive, times, fifo=True)


def turns_at_the_goal_fifo(plan, start, facing, goal, arrive, times):
    return turns_at_the_goal(plan, start, facing, goal, arrive, times, fifo=True)


def back_at_the_ahead_time_fifo(plan, start, facing, goal, arrive, times):
    return back_at_the_ahead_time(plan, start, facing, goal, arrive, times, fifo=True)


def ignores_the_arrival_heading_fifo(plan, start, facing, goal, arrive, times):
    return ignores_the_arrival_heading(plan, start, facing, goal, arrive, times, fifo=True)


def never_backs_up_fifo(plan, start, facing, goal, arrive, times):
    return never_backs_up(plan, start, facing, goal, arrive, times, fifo=True)


def start_not_checked_fifo(plan, start, facing, goal, arrive, times):
    return start_not_checked(plan, start, facing, goal, arrive, times, fifo=True)


def stops_when_the_goal_is_first_reached_fifo(plan, start, facing, goal, arrive, times):
    return stops_when_the_goal_is_first_reached(plan, start, facing, goal, arrive, times, fifo=True)


def back_drives_ahead_fifo(plan, start, facing, goal, arrive, times):
    return back_drives_ahead(plan, start, facing, goal, arrive, times, fifo=True)


def left_right_swapped_fifo(plan, start, facing, goal, arrive, times):
    return left_right_swapped(plan, start, facing, goal, arrive, times, fifo=True)


def negative_index_wraps_fifo(plan, start, facing, goal, arrive, times):
    return negative_index_wraps(plan, start, facing, goal, arrive, times, fifo=True)


def north_is_row_plus_one_fifo(plan, start, facing, goal, arrive, times):
    return north_is_row_plus_one(plan, start, facing, goal, arrive, times, fifo=True)


def done_when_on_the_goal_cell_fifo(plan, start, facing, goal, arrive, times):
    return done_when_on_the_goal_cell(plan, start, facing, goal, arrive, times, fifo=True)


def no_plan_is_an_empty_plan_fifo(plan, start, facing, goal, arrive, times):
    return no_plan_is_an_empty_plan(plan, start, facing, goal, arrive, times, fifo=True)
