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


def _free_wrapping(plan, r, c):
    # the bounds check forgets the left and top edges: plan[-1] is read as the last row
    return r < len(plan) and c < len(plan[0]) and plan[r][c] == "."


def _moves(plan, state, step=STEP, free=_free):
    (r, c), h = state
    dr, dc = step[h]
    if free(plan, r + dr, c + dc):
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
            one_to_front=False, at_goal=_at_goal, check_start=True, skip_done=True, free=_free,
            on_goal_start=None, unreachable=None):
    # skip_done: a state taken out of the deque a second time is skipped. A correct 0-1 BFS gives
    # the same answers either way; with the deque's ends mixed up it does not, so those mistakes
    # come in both forms.
    start, goal = tuple(start), tuple(goal)
    if (check_start and not free(plan, *start)) or not free(plan, *goal):
        return None
    if on_goal_start is not None and start == goal:
        return on_goal_start(start)
    firsts = firsts(start, heading) if firsts else [(start, heading)]
    dist = {s: 0 for s in firsts}
    came_from = {s: None for s in firsts}
    queue = deque(firsts)
    done = set()
    while queue:
        state = queue.popleft()
        if skip_done:
            if state in done:
                continue
            done.add(state)
        if at_goal(state, goal, arrive):
            return dist[state], _route(came_from, state)
        for nxt, cost in moves(plan, state):
            if dist[state] + cost < dist.get(nxt, INF):
                dist[nxt], came_from[nxt] = dist[state] + cost, state
                if (cost == 0 and zero_to_front) or (cost == 1 and one_to_front):
                    queue.appendleft(nxt)
                else:
                    queue.append(nxt)
    return unreachable


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


def zero_cost_to_the_back(plan, start, heading, goal, arrive, skip_done=True):
    # every state goes to the back of the deque, so states leave in order of moves, not of commands
    return _search(plan, start, heading, goal, arrive, zero_to_front=False, skip_done=skip_done)


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


def zero_cost_to_the_back_no_done_set(plan, start, heading, goal, arrive):
    # the same, and a state that leaves the deque again is searched from again
    return zero_cost_to_the_back(plan, start, heading, goal, arrive, skip_done=False)


def deque_ends_swapped(plan, start, heading, goal, arrive, skip_done=True):
    # a state reached for 0 more commands goes to the back, one reached for 1 more to the front
    return _search(plan, start, heading, goal, arrive, zero_to_front=False, one_to_front=True,
                   skip_done=skip_done)


def deque_ends_swapped_no_done_set(plan, start, heading, goal, arrive):
    return deque_ends_swapped(plan, start, heading, goal, arrive, skip_done=False)


def half_turn_as_a_third_turn(plan, start, heading, goal, arrive):
    def turns_and_half_turn(plan, state):
        (r, c), h = state
        dr, dc = STEP[h]
        if _free(plan, r + dr, c + dc):
            yield ((r + dr, c + dc), h), 0
        for other in (LEFT[h], RIGHT[h], LEFT[LEFT[h]]):  # left, right, and round: one command each
            yield ((r, c), other), 1

    return _search(plan, start, heading, goal, arrive, moves=turns_and_half_turn)


def flies_backwards_free(plan, start, heading, goal, arrive):
    def ahead_and_behind(plan, state):
        (r, c), h = state
        dr, dc = STEP[h]
        if _free(plan, r + dr, c + dc):
            yield ((r + dr, c + dc), h), 0
        if _free(plan, r - dr, c - dc):  # flying backwards, heading kept, for nothing
            yield ((r - dr, c - dc), h), 0
        yield ((r, c), LEFT[h]), 1
        yield ((r, c), RIGHT[h]), 1

    return _search(plan, start, heading, goal, arrive, moves=ahead_and_behind)


def turns_on_the_pad(plan, start, heading, goal, arrive):
    # the first arrival on the pad, whatever its heading, then turned on the spot to face `arrive`
    found = _search(plan, start, heading, goal, None)
    if found is None or arrive is None:
        return found
    count, route = found
    h = heading
    for (r0, c0), (r1, c1) in zip(route, route[1:]):
        h = next(k for k, v in STEP.items() if v == (r1 - r0, c1 - c0))
    return count + _turns(h, arrive), route


def negative_index_wraps(plan, start, heading, goal, arrive):
    # flying past the top row or the first column lands on plan[-1]: the search flies on through
    # negative cells until one is out of Python's range and raises IndexError
    return _search(plan, start, heading, goal, arrive, free=_free_wrapping,
                   moves=lambda plan, state: _moves(plan, state, free=_free_wrapping))


def north_is_row_plus_one(plan, start, heading, goal, arrive):
    # "N" flies down the plan (row + 1) and "S" up, as if row 0 were at the bottom
    flipped = {"N": (1, 0), "E": (0, 1), "S": (-1, 0), "W": (0, -1)}
    return _search(plan, start, heading, goal, arrive, moves=lambda plan, state: _moves(plan, state, step=flipped))


def done_when_on_the_goal_cell(plan, start, heading, goal, arrive):
    # a drone that starts on the pad returns (0, [start]) whichever way it faces
    return _search(plan, start, heading, goal, arrive, on_goal_start=lambda start: (0, [start]))


def no_route_is_an_empty_route(plan, start, heading, goal, arrive):
    # when the search runs out of states, (0, []) instead of None
    return _search(plan, start, heading, goal, arrive, unreachable=(0, []))


def visited_per_cell(plan, start, heading, goal, arrive):
    # the drone flies on only into a cell that no state has reached yet, with any heading.
    # Not listed: it gives the same answers as turns_on_the_pad (each cell is first reached with
    # its fewest commands; two headings reached with the same count lie on one axis, so a blocked
    # flight is always made up by the turn at its far end), and so shares its hint.
    start, goal = tuple(start), tuple(goal)
    if not _free(plan, *start) or not _free(plan, *goal):
        return None
    first = (start, heading)
    dist, came_from = {first: 0}, {first: None}
    queue = deque([first])
    while queue:
        state = queue.popleft()
        (r, c), h = state
        d = dist[state]
        if _at_goal(state, goal, arrive):
            return d, _route(came_from, state)
        dr, dc = STEP[h]
        ahead = (r + dr, c + dc)
        if _free(plan, *ahead) and all((ahead, k) not in dist for k in STEP):
            dist[(ahead, h)], came_from[(ahead, h)] = d, state
            queue.appendleft((ahead, h))
        for other in (LEFT[h], RIGHT[h]):
            nxt = ((r, c), other)
            if d + 1 < dist.get(nxt, INF):
                dist[nxt], came_from[nxt] = d + 1, state
                queue.append(nxt)
    return None
