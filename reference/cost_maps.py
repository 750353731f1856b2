"""Cost maps: the cheapest route, not the shortest (Level 5, 001_726003b98f3e3347.txt, "Cost maps:
the cheapest route, not the shortest").

A plan is a list of strings, row 0 at the top: "#" is an obstacle (a display case, a bed, a
pillar), "." a free cell. A cell is (row, col); moves go up, down, left and right. The edge of the
plan is not an obstacle.

- `clearance`: the Euclidean distance from each free cell's centre to the centre of the NEAREST
  obstacle cell (math.inf on a plan without obstacles).
- `wall_prices`: the lesson's pricing, 1 + w / d ** 2 for entering a cell of clearance d.
- `cheapest_route`: Dijkstra ordered by the price so far, heap entries (g, cell), a cell improved
  only when strictly cheaper; the price of a route is the sum over the cells it enters (the goal
  is charged, the start is not). None when there is no route.
- `gentlest_route`: the same search when a route is judged by its largest step (relax with
  max(g, w)): a hiking trail over a height map whose steepest step decides how hard it is.
- `priced_route` and `largest_step` judge anyone's route: the checkers use them, and they share
  no code with the searches.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable, Sequence

Plan = Sequence[str]
Cell = tuple[int, int]

SIDE_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # up, right, down, left: the lesson's order


def obstacles(plan: Plan) -> list[Cell]:
    return [(r, c) for r, row in enumerate(plan) for c, ch in enumerate(row) if ch == "#"]


def clearance(plan: Plan) -> dict[Cell, float]:
    """Each free cell's Euclidean distance to the nearest obstacle cell, centre to centre.

    Exact, in two passes: first each cell's distance along its column to the nearest obstacle of
    that column, then d ** 2 = min over the columns c2 of (c - c2) ** 2 + that distance ** 2."""
    rows, cols = len(plan), len(plan[0])
    along = [[None] * cols for _ in range(rows)]
    for c in range(cols):
        last = None
        for r in range(rows):
            if plan[r][c] == "#":
                last = r
            along[r][c] = None if last is None else r - last
        last = None
        for r in range(rows - 1, -1, -1):
            if plan[r][c] == "#":
                last = r
            if last is not None and (along[r][c] is None or last - r < along[r][c]):
                along[r][c] = last - r
    out = {}
    for r in range(rows):
        columns = [(c2, v * v) for c2, v in enumerate(along[r]) if v is not None]
        for c in range(cols):
            if plan[r][c] != "#":
                d2 = min(((c - c2) ** 2 + v2 for c2, v2 in columns), default=None)
                out[(r, c)] = math.inf if d2 is None else math.sqrt(d2)
    return out


def clearance_by_brute_force(plan: Plan) -> dict[Cell, float]:
    """The same map by comparing every free cell with every obstacle: slow, for tests only."""
    blocked = obstacles(plan)
    return {(r, c): min((math.dist((r, c), b) for b in blocked), default=math.inf)
            for r, row in enumerate(plan) for c, ch in enumerate(row) if ch != "#"}


def wall_prices(plan: Plan, weight: float) -> dict[Cell, float]:
    """The price of entering each free cell: 1 + weight / d ** 2 (1 where no obstacle exists)."""
    return {cell: 1 + weight / d ** 2 for cell, d in clearance(plan).items()}


def _route(parent: dict[Cell, Cell | None], cell: Cell) -> list[Cell]:
    route = []
    while cell is not None:
        route.append(cell)
        cell = parent[cell]
    return route[::-1]


def cheapest_route(prices: dict[Cell, float] | Callable[[Cell], float | None], start: Cell, goal: Cell):
    """(price, route) of a cheapest route from start to goal over the cells that have a price, or
    None. `prices` maps a cell to the price of entering it (a dict, or a function giving None for
    a cell that cannot be entered)."""
    price = prices.get if isinstance(prices, dict) else prices
    start, goal = tuple(start), tuple(goal)
    if price(start) is None or price(goal) is None:
        return None
    best, parent = {start: 0.0}, {start: None}
    heap = [(0.0, start)]
    while heap:
        g, cell = heapq.heappop(heap)
        if g > best[cell]:
            continue  # stale entry
        if cell == goal:
            return g, _route(parent, cell)
        r, c = cell
        for dr, dc in SIDE_STEPS:
            nxt = (r + dr, c + dc)
            step = price(nxt)
            if step is not None and g + step < best.get(nxt, math.inf):
                best[nxt], parent[nxt] = g + step, cell
                heapq.heappush(heap, (g + step, nxt))
    return None


def cheapest_past_the_walls(plan: Plan, weight: float, start: Cell, goal: Cell):
    """Keep Off the Walls: (price, route) under 1 + weight / d ** 2, or None."""
    return cheapest_route(wall_prices(plan, weight), start, goal)


def gentlest_route(heights: Sequence[Sequence[int | float | None]], start: Cell, goal: Cell):
    """(largest step, route) of a route from start to goal whose largest step |h(a) - h(b)| is the
    smallest possible, or None. A height of None is a cell that cannot be entered (water)."""
    rows, cols = len(heights), len(heights[0])

    def height(cell):
        r, c = cell
        return heights[r][c] if 0 <= r < rows and 0 <= c < cols else None

    start, goal = tuple(start), tuple(goal)
    if height(start) is None or height(goal) is None:
        return None
    best, parent = {start: 0}, {start: None}
    heap = [(0, start)]
    while heap:
        g, cell = heapq.heappop(heap)
        if g > best[cell]:
            continue
        if cell == goal:
            return g, _route(parent, cell)
        r, c = cell
        here = height(cell)
        for dr, dc in SIDE_STEPS:
            nxt = (r + dr, c + dc)
            there = height(nxt)
            if there is None:
                continue
            worst = max(g, abs(there - here))  # a route is as hard as its hardest step
            if worst < best.get(nxt, math.inf):
                best[nxt], parent[nxt] = worst, cell
                heapq.heappush(heap, (worst, nxt))
    return None


# ---------------------------------------------------------------- judging anyone's route

def priced_route(plan: Plan, weight: float, route) -> float:
    """The price of a (legal) route under 1 + weight / d ** 2: the sum over the cells it enters."""
    blocked = [(r, c) for r, row in enumerate(plan) for c, ch in enumerate(row) if ch == "#"]
    total = 0.0
    for r, c in route[1:]:
        d2 = min(((r - br) ** 2 + (c - bc) ** 2 for br, bc in blocked), default=None)
        total += 1.0 if d2 is None else 1.0 + weight / d2
    return total


def largest_step(heights, route) -> int | float:
    """The largest |height difference| between consecutive cells of a (legal) route; 0 for one cell."""
    return max((abs(heights[r1][c1] - heights[r0][c0]) for (r0, c0), (r1, c1) in zip(route, route[1:])),
               default=0)
