"""The Map Was Wrong: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful answer, `_drive`, with one part swapped for the wrong one.
"""

from collections import deque

ORDER = [(0, 1), (-1, 0), (1, 0), (0, -1)]  # E, N, S, W
PATIENCE = 20000  # a loop that never ends: the sandbox's time limit would stop it; this stands in for it


def _labels(truth, blocked, goal):
    rows, cols = len(truth), len(truth[0])
    dist, todo = {goal: 0}, deque([goal])
    while todo:
        r, c = todo.popleft()
        for dr, dc in ORDER:
            n = (r + dr, c + dc)
            if 0 <= n[0] < rows and 0 <= n[1] < cols and n not in blocked and n not in dist:
                dist[n] = dist[(r, c)] + 1
                todo.append(n)
    return dist


def _plan(truth, blocked, start, goal, order=ORDER, last_wins=False):
    dist = _labels(truth, blocked, goal)
    if start not in dist:
        return None
    route = [start]
    while route[-1] != goal:
        r, c = route[-1]
        closer = [(r + dr, c + dc) for dr, dc in order if dist.get((r + dr, c + dc)) == dist[(r, c)] - 1]
        route.append(closer[-1] if last_wins else closer[0])
    return route


def _sense(truth, here, blocked, sides=ORDER):
    rows, cols = len(truth), len(truth[0])
    r, c = here
    return {(r + dr, c + dc) for dr, dc in sides
            if 0 <= r + dr < rows and 0 <= c + dc < cols and truth[r + dr][c + dc] == "#"} - blocked


def _drive(truth, start, goal, plan=_plan, sides=ORDER, first_blocked=None, replan_from_start=False,
           keep_start=True, count_failed=True, first_counts=False):
    start, goal = tuple(start), tuple(goal)
    blocked = set() if first_blocked is None else first_blocked(truth)
    here, driven, replans = start, [start], 1 if first_counts else 0
    route = plan(truth, blocked, here, goal)
    while route is not None and here != goal:
        seen = _sense(truth, here, blocked, sides)
        blocked |= seen
        if seen & set(route):
            route = plan(truth, blocked, start if replan_from_start else here, goal)
            if route is not None or count_failed:
                replans += 1
            continue
        here = route[route.index(here) + 1]
        driven.append(here)
    return (driven if keep_start else driven[1:]), replans


def whole_true_map(truth, start, goal):
    def everything(truth):
        return {(r, c) for r, row in enumerate(truth) for c, ch in enumerate(row) if ch == "#"}

    return _drive(truth, start, goal, first_blocked=everything)  # the robot cannot know this yet


def plans_from_start(truth, start, goal):
    return _drive(truth, start, goal, replan_from_start=True)


def order_north_first(truth, start, goal):
    up_down_left_right = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    return _drive(truth, start, goal,
                  plan=lambda truth, blocked, s, g: _plan(truth, blocked, s, g, order=up_down_left_right))


def last_neighbour_wins(truth, start, goal):
    return _drive(truth, start, goal, plan=lambda truth, blocked, s, g: _plan(truth, blocked, s, g, last_wins=True))


def parents_from_start(truth, start, goal):
    def textbook_bfs(truth, blocked, s, g):
        rows, cols = len(truth), len(truth[0])
        parent, todo = {s: None}, deque([s])
        while todo:  # BFS from the start, each cell's parent the first to reach it
            r, c = todo.popleft()
            for dr, dc in ORDER:
                n = (r + dr, c + dc)
                if 0 <= n[0] < rows and 0 <= n[1] < cols and n not in blocked and n not in parent:
                    parent[n] = (r, c)
                    todo.append(n)
        if g not in parent:
            return None
        route = [g]
        while route[-1] != s:
            route.append(parent[route[-1]])
        return route[::-1]

    return _drive(truth, start, goal, plan=textbook_bfs)


def forgets_start_cell(truth, start, goal):
    return _drive(truth, start, goal, keep_start=False)


def no_plan_never_stops(truth, start, goal):
    start, goal = tuple(start), tuple(goal)
    blocked, here, driven, replans = set(), start, [start], 0
    route = _plan(truth, blocked, here, goal)
    passes = 0
    while here != goal:  # no check that a plan is left
        passes += 1
        if passes > PATIENCE:
            raise TimeoutError("still waiting for a route")
        seen = _sense(truth, here, blocked)
        blocked |= seen
        if seen & set(route or []):
            replans += 1
            route = _plan(truth, blocked, here, goal)
            continue
        if route is None:
            continue  # waits for a plan that never comes
        here = route[route.index(here) + 1]
        driven.append(here)
    return driven, replans


def senses_after_moving(truth, start, goal):
    start, goal = tuple(start), tuple(goal)
    blocked, here, driven, replans = set(), start, [start], 0
    route = _plan(truth, blocked, here, goal)
    while route is not None and here != goal:
        here = route[route.index(here) + 1]  # moves before it has felt round the start
        driven.append(here)
        if here == goal:
            break
        seen = _sense(truth, here, blocked)
        blocked |= seen
        if seen & set(route):
            replans += 1
            route = _plan(truth, blocked, here, goal)
    return driven, replans


def senses_diagonals(truth, start, goal):
    eight = ORDER + [(-1, 1), (1, 1), (1, -1), (-1, -1)]
    return _drive(truth, start, goal, sides=eight)


def counts_the_first_plan(truth, start, goal):
    return _drive(truth, start, goal, first_counts=True)


def failed_replan_not_counted(truth, start, goal):
    return _drive(truth, start, goal, count_failed=False)


def labels_from_start(truth, start, goal):
    def bfs_from_the_start(truth, blocked, s, g):
        rows, cols = len(truth), len(truth[0])
        dist, todo = {s: 0}, deque([s])
        while todo:  # numbers of moves FROM the robot's cell
            r, c = todo.popleft()
            for dr, dc in ORDER:
                n = (r + dr, c + dc)
                if 0 <= n[0] < rows and 0 <= n[1] < cols and n not in blocked and n not in dist:
                    dist[n] = dist[(r, c)] + 1
                    todo.append(n)
        if g not in dist:
            return None
        route = [g]
        while route[-1] != s:  # walked back from the goal, then turned round
            r, c = route[-1]
            route.append(next((r + dr, c + dc) for dr, dc in ORDER if dist.get((r + dr, c + dc)) == dist[(r, c)] - 1))
        return route[::-1]

    return _drive(truth, start, goal, plan=bfs_from_the_start)


def order_n_e_s_w(truth, start, goal):
    north_east_south_west = [(-1, 0), (0, 1), (1, 0), (0, -1)]
    return _drive(truth, start, goal,
                  plan=lambda truth, blocked, s, g: _plan(truth, blocked, s, g, order=north_east_south_west))


def replans_on_any_bump(truth, start, goal):
    start, goal = tuple(start), tuple(goal)
    blocked, here, driven, replans = set(), start, [start], 0
    route = _plan(truth, blocked, here, goal)
    while route is not None and here != goal:
        seen = _sense(truth, here, blocked)
        blocked |= seen
        if seen:  # on the plan or not
            replans += 1
            route = _plan(truth, blocked, here, goal)
            continue
        here = route[route.index(here) + 1]
        driven.append(here)
    return driven, replans


def drops_stop_cell(truth, start, goal):
    start, goal = tuple(start), tuple(goal)
    blocked, here, driven, replans = set(), start, [start], 0
    route = _plan(truth, blocked, here, goal)
    while here != goal:
        seen = _sense(truth, here, blocked)
        blocked |= seen
        if seen & set(route):
            replans += 1
            route = _plan(truth, blocked, here, goal)
            if route is None:
                driven.pop()  # the cell where it stops leaves the list
                break
            continue
        here = route[route.index(here) + 1]
        driven.append(here)
    return driven, replans


VALUE_CAP = 64 * 1024  # the sandbox refuses a return value longer than this as JSON


def plans_from_start_jumps(truth, start, goal):
    start, goal = tuple(start), tuple(goal)
    blocked, here, driven, replans = set(), start, [start], 0
    route, at = _plan(truth, blocked, here, goal), 0
    while here != goal:
        seen = _sense(truth, here, blocked)
        blocked |= seen
        if any(cell in seen for cell in route[at:]):
            replans += 1
            route, at = _plan(truth, blocked, start, goal), 0  # planned from the start again
            if route is None:
                break
        at += 1
        here = route[at]  # the plan's second cell, wherever the robot stands
        driven.append(here)
        if 6 * len(driven) > VALUE_CAP:
            break  # far too long already
    cells = ",".join(f"[{r},{c}]" for r, c in driven)
    as_json = f"[[{cells}],{replans}]"  # compact, as the sandbox writes it
    if len(as_json) > VALUE_CAP:
        raise OverflowError("a list too long to report")
    return driven, replans
