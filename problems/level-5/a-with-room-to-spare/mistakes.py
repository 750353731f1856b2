"""A* With Room to Spare: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only). Each mistake is the same careful
answer, `_plan_route`, with one part done the wrong way: how the benches grow, whether the start
is checked, how the heap is ordered, how the route comes back.
"""

import heapq


def _euclid(dr, dc, radius):
    return dr * dr + dc * dc <= radius * radius          # at most the radius: touching


def _too_close(plan, radius, near=_euclid, edge_is_wall=False):
    rows, cols = len(plan), len(plan[0])
    k = int(radius)
    benches = [(r, c) for r in range(rows) for c in range(cols) if plan[r][c] == "#"]
    if edge_is_wall:
        benches += [(-1, c) for c in range(-1, cols + 1)] + [(rows, c) for c in range(-1, cols + 1)]
        benches += [(r, -1) for r in range(rows)] + [(r, cols) for r in range(rows)]
    bad = set()
    for r, c in benches:
        for dr in range(-k, k + 1):
            for dc in range(-k, k + 1):
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols and near(dr, dc, radius):
                    bad.add((rr, cc))
    return bad


def _usable(plan, radius, **how):
    bad = _too_close(plan, radius, **how)
    return {(r, c) for r in range(len(plan)) for c in range(len(plan[0]))
            if plan[r][c] != "#" and (r, c) not in bad}


def _order(g, h):
    return (g + h, -g)


def _astar(free, start, goal, order=_order, check_ends=True):
    if check_ends and (start not in free or goal not in free):
        return None
    best, parent = {start: 0}, {start: None}
    heap = [(*order(0, 0), start)]
    while heap:
        *_, cell = heapq.heappop(heap)
        g = best[cell]
        if cell == goal:
            route = []
            while cell is not None:
                route.append(cell)
                cell = parent[cell]
            return route[::-1]
        r, c = cell
        for nxt in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
            if nxt in free and g + 1 < best.get(nxt, float("inf")):
                best[nxt], parent[nxt] = g + 1, cell
                h = abs(nxt[0] - goal[0]) + abs(nxt[1] - goal[1])
                heapq.heappush(heap, (*order(g + 1, h), nxt))
    return None


def _plan_route(plan, radius, start, goal, usable=_usable, search=_astar, finish=lambda route: route):
    free = usable(plan, radius)
    route = search(free, tuple(start), tuple(goal))
    return None if route is None else finish(route)


def searches_the_plan(plan, radius, start, goal):
    def floor_cells(plan, radius):  # every cell that is not a bench: the robot taken for a point
        return {(r, c) for r in range(len(plan)) for c in range(len(plan[0])) if plan[r][c] != "#"}

    return _plan_route(plan, radius, start, goal, usable=floor_cells)


def touching_passes(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal,
                       usable=lambda p, rad: _usable(p, rad, near=lambda dr, dc, r: dr * dr + dc * dc < r * r))


def square_not_round(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal,
                       usable=lambda p, rad: _usable(p, rad, near=lambda dr, dc, r: max(abs(dr), abs(dc)) <= r))


def steps_not_distance(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal,
                       usable=lambda p, rad: _usable(p, rad, near=lambda dr, dc, r: abs(dr) + abs(dc) <= r))


def edge_as_wall(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal, usable=lambda p, rad: _usable(p, rad, edge_is_wall=True))


def ends_not_checked(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal,
                       search=lambda free, s, g: _astar(free, s, g, check_ends=False))


def start_left_out(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal, finish=lambda route: route[1:])


def route_backwards(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal, finish=lambda route: route[::-1])


def heap_by_heuristic_only(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal,
                       search=lambda free, s, g: _astar(free, s, g, order=lambda g_, h: (h, -g_)))
