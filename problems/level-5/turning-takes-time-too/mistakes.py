"""Turning Takes Time Too: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful Dijkstra on (cell, heading) states, `_search`, with one part swapped
for the wrong one.
"""

import heapq
from collections import deque

STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
LEFT = {"N": "W", "W": "S", "S": "E", "E": "N"}
RIGHT = {"N": "E", "E": "S", "S": "W", "W": "N"}
INF = float("inf")


def _free(plan, r, c):
    return 0 <= r < len(plan) and 0 <= c < len(plan[0]) and plan[r][c] == "."


def _moves(plan, state, times):
    (r, c), h = state
    yield "left", ((r, c), LEFT[h]), times["turn"]
    yield "right", ((r, c), RIGHT[h]), times["turn"]
    dr, dc = STEP[h]
    if _free(plan, r + dr, c + dc):
        yield "ahead", ((r + dr, c + dc), h), times["ahead"]
    if _free(plan, r - dr, c - dc):
        yield "back", ((r - dr, c - dc), h), times["back"]


def _at_goal(state, goal, arrive):
    return state[0] == goal and (arrive is None or state[1] == arrive)


def _actions(came_from, state):
    actions = []
    while came_from[state] is not None:
        state, action = came_from[state]
        actions.append(action)
    return actions[::-1]


def _search(plan, start, facing, goal, arrive, times, moves=_moves, at_goal=_at_goal, starts=None,
            check_start=True):
    start, goal = tuple(start), tuple(goal)
    if (check_start and not _free(plan, *start)) or not _free(plan, *goal):
        return None
    firsts = starts(start, facing) if starts else [(start, facing)]
    best = {s: 0.0 for s in firsts}
    came_from = {s: None for s in firsts}
    heap = [(0.0, s) for s in firsts]
    heapq.heapify(heap)
    while heap:
        t, state = heapq.heappop(heap)
        if t > best[state]:
            continue
        if at_goal(state, goal, arrive):
            return t, _actions(came_from, state)
        for action, nxt, dt in moves(plan, state, times):
            if t + dt < best.get(nxt, INF):
                best[nxt] = t + dt
                came_from[nxt] = (state, action)
                heapq.heappush(heap, (t + dt, nxt))
    return None


def cells_only(plan, start, facing, goal, arrive, times):
    # Dijkstra on cells: each cell keeps the heading of its fastest arrival, and the turns a step
    # needs are charged from that heading. A slower arrival facing a better way is thrown away.
    start, goal = tuple(start), tuple(goal)
    if not _free(plan, *start) or not _free(plan, *goal):
        return None
    opposite = {"N": "S", "S": "N", "E": "W", "W": "E"}
    best, heading, came_from = {start: 0.0}, {start: facing}, {start: None}
    heap = [(0.0, start)]
    while heap:
        t, cell = heapq.heappop(heap)
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
                heapq.heappush(heap, (t + cost, nxt))
    return None


def drives_sideways(plan, start, facing, goal, arrive, times):
    def every_neighbour(plan, state, times):
        (r, c), h = state
        yield "left", ((r, c), LEFT[h]), times["turn"]
        yield "right", ((r, c), RIGHT[h]), times["turn"]
        for dr, dc in STEP.values():  # any of the four neighbours, whichever way the robot faces
            if _free(plan, r + dr, c + dc):
                yield "ahead", ((r + dr, c + dc), h), times["ahead"]

    return _search(plan, start, facing, goal, arrive, times, moves=every_neighbour)


def any_first_heading(plan, start, facing, goal, arrive, times):
    # the robot may start out facing any way, as if the first turn were free
    return _search(plan, start, facing, goal, arrive, times, starts=lambda start, facing: [(start, h) for h in "NESW"])


def needs_a_heading_always(plan, start, facing, goal, arrive, times):
    # only (goal, arrive) counts as the goal, so with arrive None nothing ever does
    return _search(plan, start, facing, goal, arrive, times, at_goal=lambda state, goal, arrive: state == (goal, arrive))


def ignores_the_arrival_heading(plan, start, facing, goal, arrive, times):
    return _search(plan, start, facing, goal, arrive, times, at_goal=lambda state, goal, arrive: state[0] == goal)


def turns_at_the_goal(plan, start, facing, goal, arrive, times):
    # the fastest way onto the goal cell, then turned on the spot to face `arrive`
    found = _search(plan, start, facing, goal, None, times)
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


def never_backs_up(plan, start, facing, goal, arrive, times):
    def forwards_only(plan, state, times):
        return (move for move in _moves(plan, state, times) if move[0] != "back")

    return _search(plan, start, facing, goal, arrive, times, moves=forwards_only)


def back_at_the_ahead_time(plan, start, facing, goal, arrive, times):
    def one_drive_time(plan, state, times):
        for action, nxt, dt in _moves(plan, state, times):
            yield action, nxt, times["ahead"] if action == "back" else dt

    return _search(plan, start, facing, goal, arrive, times, moves=one_drive_time)


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


def start_not_checked(plan, start, facing, goal, arrive, times):
    return _search(plan, start, facing, goal, arrive, times, check_start=False)


def stops_when_the_goal_is_first_reached(plan, start, facing, goal, arrive, times):
    # the search ends as soon as a goal state is pushed, before a faster way to it can turn up
    start, goal = tuple(start), tuple(goal)
    if not _free(plan, *start) or not _free(plan, *goal):
        return None
    first = (start, facing)
    if _at_goal(first, goal, arrive):
        return 0.0, []
    best, came_from = {first: 0.0}, {first: None}
    heap = [(0.0, first)]
    while heap:
        t, state = heapq.heappop(heap)
        if t > best[state]:
            continue
        for action, nxt, dt in _moves(plan, state, times):
            if t + dt < best.get(nxt, INF):
                best[nxt] = t + dt
                came_from[nxt] = (state, action)
                if _at_goal(nxt, goal, arrive):
                    return t + dt, _actions(came_from, nxt)
                heapq.heappush(heap, (t + dt, nxt))
    return None
