"""Largest Lake: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful answer, `_largest_lake`, with one part swapped for the wrong one:
stamp round each land cell, then flood-fill the usable water with a queue.

A recursive fill is not listed: whether it overflows depends on the order it visits neighbours in
and on how deep the caller's stack already is, so no code here could reproduce a learner's exactly.
The named case "one big lake" catches it, with a RecursionError the learner sees and a `why` that
says what happened.
"""

import math
from collections import deque

SIDES = ((-1, 0), (0, 1), (1, 0), (0, -1))
EIGHT = SIDES + ((-1, 1), (1, 1), (1, -1), (-1, -1))


def _usable(chart, radius, near=lambda dr, dc, radius: dr * dr + dc * dc < radius * radius,
            window=lambda k: range(-k, k + 1), keep="~"):
    rows, cols = len(chart), len(chart[0])
    bad = set()
    k = math.floor(radius)
    for r in range(rows):
        for c in range(cols):
            if chart[r][c] == "#":
                for dr in window(k):
                    for dc in window(k):
                        if near(dr, dc, radius):
                            bad.add((r + dr, c + dc))
    return {(r, c) for r in range(rows) for c in range(cols) if chart[r][c] in keep and (r, c) not in bad}


def _fill(free, start, seen, moves=SIDES):
    seen.add(start)
    todo = deque([start])
    size = 0
    while todo:
        r, c = todo.popleft()
        size += 1
        for dr, dc in moves:
            nxt = (r + dr, c + dc)
            if nxt in free and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return size


def _largest_lake(chart, radius, free=None, fill=_fill, biggest=None):
    free = _usable(chart, radius) if free is None else free
    seen = set()
    sizes = []
    for cell in sorted(free):
        if cell not in seen:
            sizes.append(fill(free, cell, seen))
    if biggest is not None:
        return (len(sizes), biggest(sizes))
    return (len(sizes), max(sizes) if sizes else 0)


def at_most_forbids(chart, radius):
    return _largest_lake(chart, radius, free=_usable(
        chart, radius, near=lambda dr, dc, radius: dr * dr + dc * dc <= radius * radius))


def ignores_the_boat(chart, radius):
    rows, cols = len(chart), len(chart[0])
    water = {(r, c) for r in range(rows) for c in range(cols) if chart[r][c] == "~"}
    return _largest_lake(chart, radius, free=water)


def manhattan(chart, radius):
    return _largest_lake(chart, radius, free=_usable(
        chart, radius, near=lambda dr, dc, radius: abs(dr) + abs(dc) < radius))


def eight_connected(chart, radius):
    return _largest_lake(chart, radius, fill=lambda free, start, seen: _fill(free, start, seen, EIGHT))


def marks_when_popped(chart, radius):
    def fill(free, start, seen):
        stack = [start]
        size = 0
        while stack:
            cell = stack.pop()
            seen.add(cell)                       # marked only now: a cell can be on the stack twice
            size += 1
            r, c = cell
            for dr, dc in SIDES:
                nxt = (r + dr, c + dc)
                if nxt in free and nxt not in seen:
                    stack.append(nxt)
        return size

    return _largest_lake(chart, radius, fill=fill)


def edge_is_land(chart, radius):
    rows, cols = len(chart), len(chart[0])
    free = {(r, c) for r, c in _usable(chart, radius) if min(r + 1, c + 1, rows - r, cols - c) >= radius}
    return _largest_lake(chart, radius, free=free)


def max_of_nothing(chart, radius):
    return _largest_lake(chart, radius, biggest=max)


def square_window(chart, radius):
    return _largest_lake(chart, radius, free=_usable(
        chart, radius, near=lambda dr, dc, radius: max(abs(dr), abs(dc)) < radius))


def radius_not_squared(chart, radius):
    return _largest_lake(chart, radius, free=_usable(
        chart, radius, near=lambda dr, dc, radius: dr * dr + dc * dc < radius))


def whole_radius(chart, radius):
    radius = int(radius)                         # 2.5 becomes 2
    return _largest_lake(chart, radius)


def window_one_short(chart, radius):
    return _largest_lake(chart, radius, free=_usable(chart, radius, window=lambda k: range(-k, k)))


def land_is_usable(chart, radius):
    return _largest_lake(chart, radius, free=_usable(chart, radius, keep="~#"))


def rows_and_cols_swapped(chart, radius):
    rows, cols = len(chart), len(chart[0])
    free = _usable(chart, radius)
    free = {(r, c) for r in range(cols) for c in range(rows) if (r, c) in free}   # loops swapped
    return _largest_lake(chart, radius, free=free)
