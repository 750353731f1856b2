"""Distance to the Nearest Charging Station: the wrong code a learner writes, one mistake per
function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful answer, `_nearest`, with one part swapped for the wrong one: every
station in the queue at distance 0, one BFS over the '.' and 'C' cells, then a look-up per robot.

One search per station (or per robot) is not listed here. Keeping the minimum, its answers are
right and only its time is wrong: the named cases on the largest floors run it out of time, and
their `why` says so. Overwriting instead of keeping the minimum is wrong on small floors too (the
case "the nearest station, not the last" catches it), but on the largest floors it runs out of time
as well, which no in-process copy here could reproduce, so it could never be diagnosed reliably.
"""

from collections import deque

SIDES = ((-1, 0), (0, 1), (1, 0), (0, -1))
EIGHT = SIDES + ((-1, 1), (1, 1), (1, -1), (-1, -1))


def _bfs(plan, sources, moves=SIDES, usable=".C"):
    rows, cols = len(plan), len(plan[0])
    dist = {s: 0 for s in sources}
    todo = deque(sources)
    while todo:
        r, c = todo.popleft()
        for dr, dc in moves:
            rr, cc = r + dr, c + dc
            if 0 <= rr < rows and 0 <= cc < cols and plan[rr][cc] in usable and (rr, cc) not in dist:
                dist[(rr, cc)] = dist[(r, c)] + 1
                todo.append((rr, cc))
    return dist


def _stations(plan):
    return [(r, c) for r, row in enumerate(plan) for c, ch in enumerate(row) if ch == "C"]


def _nearest(plan, robots, moves=SIDES, usable=".C"):
    dist = _bfs(plan, _stations(plan), moves, usable)
    return [dist.get((r, c)) for r, c in robots]


def x_is_floor(plan, robots):
    return _nearest(plan, robots, usable=".Cx")          # the plan's x cells searched as floor


def straight_to_the_station(plan, robots):
    stations = _stations(plan)
    out = []
    for r, c in robots:
        if plan[r][c] in "#x" or not stations:
            out.append(None)
        else:
            out.append(min(abs(r - sr) + abs(c - sc) for sr, sc in stations))   # walls ignored
    return out


def eight_moves(plan, robots):
    return _nearest(plan, robots, moves=EIGHT)


def assumes_reachable(plan, robots):
    dist = _bfs(plan, _stations(plan))
    return [dist[(r, c)] for r, c in robots]


def col_row_swapped(plan, robots):
    dist = _bfs(plan, _stations(plan))
    return [dist.get((c, r)) for r, c in robots]           # a robot read as (x, y)


def wraps_round_the_map(plan, robots):
    rows, cols = len(plan), len(plan[0])
    stations = _stations(plan)
    dist = {s: 0 for s in stations}
    todo = deque(stations)
    while todo:
        r, c = todo.popleft()
        for dr, dc in SIDES:
            rr, cc = r + dr, c + dc
            if rr < rows and cc < cols and (rr % rows, cc % cols) not in dist and plan[rr][cc] in ".C":
                rr, cc = rr % rows, cc % cols               # a step off the top comes in at the bottom
                dist[(rr, cc)] = dist[(r, c)] + 1
                todo.append((rr, cc))
    return [dist.get((r, c)) for r, c in robots]


def minus_one_for_none(plan, robots):
    dist = _bfs(plan, _stations(plan))
    return [dist.get((r, c), -1) for r, c in robots]
