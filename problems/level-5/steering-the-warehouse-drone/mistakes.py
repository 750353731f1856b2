"""Steering the Warehouse Drone: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful 0-1 BFS on (cell, heading) states, `_search`, with one part swapped
for the wrong one.
"""

from collections import deque

STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
LEFT = {"N": "W", "W": "S", "S": "E", "E": "N"}
RIGHT = {"N": "E", "E": "S", "S": "W", "W": "N"}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
INF = float("inf")


def _free(plan, r, c):
    return 0 <= r < len(plan) and 0 <= c < len(plan[0]) and plan[r][c] == "."


def _moves(plan, state):
    (r, c), h = state
    dr, dc = STEP[h]
    if _free(plan, r + dr, c + dc):
        yield ((r + dr, c + dc), h), 0
    yield ((r, c), LEFT[h]), 1
    yield ((r, c), RIGHT[h]), 1


def _at_goal(state, goal, arrive):
    return state[0] == goal and (arrive is None or state[1] == arrive)


def _route(came_from, state):
    route = []
    while state is not None:
        if not route or route[-1] != state[0]:
            route.append(state[0])
        state = came_from[state]
    return route[::-1]


def _turns(h, d):
    return 0 if d == h else 2 if d == OPPOSITE[h] else 1


def _search(plan, start, heading, goal, arrive, moves=_moves, firsts=None, zero_to_front=True,
            at_goal=_at_goal, check_start=True):
    start, goal = tuple(start), tuple(goal)
    if (check_start and not _free(plan, *start)) or not _free(plan, *goal):
        return None
    firsts = firsts(start, heading) if firsts else [(start, heading)]
    dist = {s: 0 for s in firsts}
    came_from = {s: None for s in firsts}
    queue = deque(firsts)
    done = set()
    while queue:
        state = queue.popleft()
        if state in done:
            continue
        done.add(state)
        if at_goal(state, goal, arrive):
            return dist[state], _route(came_from, state)
        for nxt, cost in moves(plan, state):
            if dist[state] + cost < dist.get(nxt, INF):
                dist[nxt], came_from[nxt] = dist[state] + cost, state
                if cost == 0 and zero_to_front:
                    queue.appendleft(nxt)
                else:
                    queue.append(nxt)
    return None


def cells_only(plan, start, heading, goal, arrive):
    # 0-1 BFS on cells: each cell keeps one count and the heading it was first reached with, a step
    # is charged the turns from that heading, and the drone turns to face `arrive` once it is there
    start, goal = tuple(start), tuple(goal)
    if not _free(plan, *start) or not _free(plan, *goal):
        return None
    count, facing, came_from = {start: 0}, {start: heading}, {start: None}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == goal:
            route = []
            while cell is not None:
                route.append(cell)
                cell = came_from[cell]
            end = count[goal] + (_turns(facing[goal], arrive) if arrive else 0)
            return end, route[::-1]
        r, c = cell
        for d, (dr, dc) in STEP.items():
            nxt = (r + dr, c + dc)
            if not _free(plan, *nxt):
                continue
            turns = _turns(facing[cell], d)
            if count[cell] + turns < count.get(nxt, INF):
                count[nxt], facing[nxt], came_from[nxt] = count[cell] + turns, d, cell
                if turns == 0:
                    queue.appendleft(nxt)
                else:
                    queue.append(nxt)
    return None


def any_first_heading(plan, start, heading, goal, arrive):
    # the drone may set off facing any way, as if its first command were free
    return _search(plan, start, heading, goal, arrive, firsts=lambda start, heading: [(start, h) for h in "NESW"])


def half_turn_one_command(plan, start, heading, goal, arrive):
    def any_new_heading(plan, state):
        (r, c), h = state
        dr, dc = STEP[h]
        if _free(plan, r + dr, c + dc):
            yield ((r + dr, c + dc), h), 0
        for other in "NESW":
            if other != h:  # turning round counted as one command
                yield ((r, c), other), 1

    return _search(plan, start, heading, goal, arrive, moves=any_new_heading)


def fewest_cells(plan, start, heading, goal, arrive):
    # breadth-first search on cells: the shortest route, and the commands it happens to need
    start, goal = tuple(start), tuple(goal)
    if not _free(plan, *start) or not _free(plan, *goal):
        return None
    came_from = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == goal:
            route = []
            while cell is not None:
                route.append(cell)
                cell = came_from[cell]
            route.reverse()
            total, h = 0, heading
            for (r0, c0), (r1, c1) in zip(route, route[1:]):
                d = next(k for k, v in STEP.items() if v == (r1 - r0, c1 - c0))
                total += _turns(h, d)
                h = d
            return total + (_turns(h, arrive) if arrive else 0), route
        r, c = cell
        for dr, dc in STEP.values():
            nxt = (r + dr, c + dc)
            if _free(plan, *nxt) and nxt not in came_from:
                came_from[nxt] = cell
                queue.append(nxt)
    return None


def zero_cost_to_the_back(plan, start, heading, goal, arrive):
    # every state goes to the back of the deque, so states leave in order of moves, not of commands
    return _search(plan, start, heading, goal, arrive, zero_to_front=False)


def needs_a_heading_always(plan, start, heading, goal, arrive):
    # only (goal, arrive) counts as the goal, so with arrive None nothing ever does
    return _search(plan, start, heading, goal, arrive, at_goal=lambda state, goal, arrive: state == (goal, arrive))


def ignores_the_arrival_heading(plan, start, heading, goal, arrive):
    found = _search(plan, start, heading, goal, None)
    return found


def start_not_checked(plan, start, heading, goal, arrive):
    return _search(plan, start, heading, goal, arrive, check_start=False)


def route_without_the_start(plan, start, heading, goal, arrive):
    found = _search(plan, start, heading, goal, arrive)
    if found is None:
        return None
    count, route = found
    return count, route[1:]
