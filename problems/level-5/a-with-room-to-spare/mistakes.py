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


SIDES = ((-1, 0), (0, 1), (1, 0), (0, -1))


def _astar_with(free, start, goal, moves=SIDES, order=_order, reopen=True):
    """_astar with its moves, its heap order and its relaxing rule given."""
    if start not in free or goal not in free:
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
        for dr, dc in moves:
            nxt = (r + dr, c + dc)
            if nxt in free and (g + 1 < best.get(nxt, float("inf")) if reopen else nxt not in best):
                best[nxt], parent[nxt] = g + 1, cell
                h = abs(nxt[0] - goal[0]) + abs(nxt[1] - goal[1])
                heapq.heappush(heap, (*order(g + 1, h), nxt))
    return None


def diagonal_moves(plan, radius, start, goal):
    eight = ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (-1, 1), (1, -1), (1, 1))   # corner steps too
    return _closed_search(plan, radius, start, goal, key=lambda g, h: (g + h, g), moves=eight)


def same_cell_is_empty(plan, radius, start, goal):
    free = _usable(plan, radius)
    if tuple(start) not in free or tuple(goal) not in free:
        return None
    if tuple(start) == tuple(goal):
        return []                                       # no move needed, so no cell either
    return _astar(free, tuple(start), tuple(goal))


def only_benches_checked(plan, radius, start, goal):
    if plan[start[0]][start[1]] == "#" or plan[goal[0]][goal[1]] == "#":
        return None
    free = _usable(plan, radius) | {tuple(start), tuple(goal)}   # too close to a bench, and searched anyway
    return _astar(free, tuple(start), tuple(goal))


def _closed_search(plan, radius, start, goal, key, moves=((-1, 0), (1, 0), (0, -1), (0, 1))):
    """A search with a closed set, the heap ordered by key(g, h), each entry carrying its g."""
    free, start, goal = _usable(plan, radius), tuple(start), tuple(goal)
    if start not in free or goal not in free:
        return None

    def h(p):
        return abs(p[0] - goal[0]) + abs(p[1] - goal[1])

    best, parent, closed = {start: 0}, {start: None}, set()
    heap = [(*key(0, h(start)), start)]
    while heap:
        *_, g, cell = heapq.heappop(heap)
        if cell in closed:
            continue
        closed.add(cell)
        if cell == goal:
            route = []
            while cell is not None:
                route.append(cell)
                cell = parent[cell]
            return route[::-1]
        for dr, dc in moves:
            nxt = (cell[0] + dr, cell[1] + dc)
            if nxt in free and g + 1 < best.get(nxt, float("inf")):
                best[nxt], parent[nxt] = g + 1, cell
                heapq.heappush(heap, (*key(g + 1, h(nxt)), nxt))
    return None


def heap_by_heuristic_then_cost(plan, radius, start, goal):
    return _closed_search(plan, radius, start, goal, key=lambda g, h: (h, g))   # nearest the goal first


def first_cost_kept(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal, search=lambda free, s, g: _astar_with(free, s, g, reopen=False))


def row_and_column_read_as_x_and_y(plan, radius, start, goal):
    return _plan_route(plan, radius, (start[1], start[0]), (goal[1], goal[0]))


def _stamped(plan, radius, k=None, steps=lambda k: range(-k, k + 1), inside=None, near=_euclid,
             from_marked=False, wrap_caught=False):
    rows, cols = len(plan), len(plan[0])
    k = int(radius) if k is None else k
    grid = [list(row) for row in plan]
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] != "#" and not (from_marked and grid[r][c] == "x"):
                continue
            for dr in steps(k):
                for dc in steps(k):
                    rr, cc = r + dr, c + dc
                    if inside is None and not (0 <= rr < rows and 0 <= cc < cols):
                        continue
                    if inside is not None and not inside(rr, cc, rows, cols):
                        continue
                    try:
                        if grid[rr][cc] == "." and near(dr, dc, radius):
                            grid[rr][cc] = "x"
                    except IndexError:
                        if not wrap_caught:
                            raise
    return {(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "."}


def negative_index_wraps(plan, radius, start, goal):
    # no bounds check: off the far edges raises and is caught; -1 reads the other end
    return _plan_route(plan, radius, start, goal,
                       usable=lambda p, rad: _stamped(p, rad, inside=lambda *_: True, wrap_caught=True))


def no_check_below_zero(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal,
                       usable=lambda p, rad: _stamped(p, rad, inside=lambda rr, cc, rows, cols: rr < rows and cc < cols))


def stamps_from_marked_cells(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal, usable=lambda p, rad: _stamped(p, rad, from_marked=True))


def radius_not_squared(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal,
                       usable=lambda p, rad: _stamped(p, rad, near=lambda dr, dc, r: dr * dr + dc * dc <= r))


def window_radius_squared(plan, radius, start, goal):
    k = int(radius)
    return _plan_route(plan, radius, start, goal,
                       usable=lambda p, rad: _stamped(p, rad, near=lambda dr, dc, r: dr * dr + dc * dc <= k * k))


def window_off_by_one(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal, usable=lambda p, rad: _stamped(p, rad, steps=lambda k: range(-k, k)))


def window_too_small(plan, radius, start, goal):
    k = round(radius) - 1 if radius >= 1 else 0            # one short of floor(radius)
    return _plan_route(plan, radius, start, goal, usable=lambda p, rad: _stamped(p, rad, k=k))


def rows_and_columns_swapped(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal, usable=lambda p, rad: _stamped(
        p, rad, inside=lambda rr, cc, rows, cols: 0 <= rr < cols and 0 <= cc < rows))


def rows_and_columns_swapped_guarded(plan, radius, start, goal):
    return _plan_route(plan, radius, start, goal, usable=lambda p, rad: _stamped(
        p, rad, inside=lambda rr, cc, rows, cols: 0 <= rr < cols and 0 <= cc < rows and rr < rows and cc < cols))
