"""The Map Was Wrong: the reference is reference.replanning.drive_with_replanning.

The statement fixes every choice (the planner, E, N, S, W among shortest routes, when to replan),
so the cells driven must be ours exactly. The checker finds the learner's first wrong move and
says which rule it broke (judge_drive); then the number of replans must be ours.
"""

from reference.grid_cases import add_boxes, add_crates, add_wall, as_rows, blank, random_plan
from reference.replanning import ORDER, blocked_cells, bumper_ring, distances_to_goal, drive_with_replanning, size_of

MOST = 30  # the statement promises maps of up to 30 x 30
MAZE_MOST = 20  # a 30 x 30 maze makes the robot replan a hundred times and more: grading crawls


def drive_and_replan(truth, start, goal):
    driven, replans = drive_with_replanning(truth, start, goal)
    return [list(cell) for cell in driven], replans


def generate(rng):
    """A map of 1 x 2 to 30 x 30: open floor with crates, halls with shelf walls and doorways, or a
    maze of corridors (up to 20 x 20); a goal the robot can reach nine times in ten (a loop that
    never ends when no route is left costs a time limit per case), now and then walled off or
    equal to the start."""
    rows, cols = _size(rng)
    style = rng.random()
    if style < 0.25:
        grid = blank(rows, cols)
        add_crates(rng, grid, rng.choice([0.05, 0.1, 0.2, 0.3]))
        truth = as_rows(grid)
    elif style < 0.45:
        truth = _maze(rng, min(rows, MAZE_MOST), min(cols, MAZE_MOST))
    else:
        truth = random_plan(rng, rows, cols)
    truth = _with_free_cells(rng, truth)
    start, goal = _two_free_cells(rng, truth)
    if rng.random() < 0.05:
        truth = _wall_off(truth, goal, start)
    if rng.random() < 0.03:
        goal = start
    return [truth, start, goal]


def _size(rng):
    roll = rng.random()
    if roll < 0.06:
        return rng.randint(1, 3), rng.randint(2, 8)
    if roll < 0.7:
        return rng.randint(4, 16), rng.randint(4, 20)
    if roll < 0.92:
        return rng.randint(17, MOST), rng.randint(17, MOST)
    return MOST, MOST


def _maze(rng, rows, cols):
    """Corridors carved from a full grid by a random depth-first walk on the odd cells, with a few
    extra holes knocked in so that some corridors loop."""
    grid = [["#"] * cols for _ in range(rows)]
    cells = [(r, c) for r in range(0, rows, 2) for c in range(0, cols, 2)]
    start = rng.choice(cells)
    grid[start[0]][start[1]] = "."
    stack, seen = [start], {start}
    while stack:
        r, c = stack[-1]
        ways = [(dr, dc) for dr, dc in ((0, 2), (-2, 0), (2, 0), (0, -2))
                if 0 <= r + dr < rows and 0 <= c + dc < cols and (r + dr, c + dc) not in seen]
        if not ways:
            stack.pop()
            continue
        dr, dc = rng.choice(ways)
        grid[r + dr // 2][c + dc // 2] = "."
        grid[r + dr][c + dc] = "."
        seen.add((r + dr, c + dc))
        stack.append((r + dr, c + dc))
    for _ in range(rng.randint(0, rows * cols // 25)):
        grid[rng.randrange(rows)][rng.randrange(cols)] = "."
    return as_rows(grid)


def _with_free_cells(rng, truth):
    """At least two free cells (a map that came out all walls gets two holes)."""
    grid = [list(row) for row in truth]
    rows, cols = len(grid), len(grid[0])
    while sum(row.count(".") for row in grid) < 2:
        grid[rng.randrange(rows)][rng.randrange(cols)] = "."
    return as_rows(grid)


def _two_free_cells(rng, truth):
    """A start, and a goal that nine times in ten the robot can reach on the true map."""
    free = [(r, c) for r, row in enumerate(truth) for c, ch in enumerate(row) if ch == "."]
    start, goal = rng.sample(free, 2)
    if rng.random() < 0.9:
        rows, cols = size_of(truth)
        reach = sorted(set(distances_to_goal(blocked_cells(truth), rows, cols, start)) - {start})
        if reach:
            goal = rng.choice(reach)
    return list(start), list(goal)


def _wall_off(truth, goal, start):
    """The goal's four side neighbours blocked (never the start), so no route reaches it."""
    grid = [list(row) for row in truth]
    rows, cols = len(grid), len(grid[0])
    r, c = goal
    for dr, dc in ORDER:
        rr, cc = r + dr, c + dc
        if 0 <= rr < rows and 0 <= cc < cols and [rr, cc] != list(start):
            grid[rr][cc] = "#"
    return as_rows(grid)


# ---------------------------------------------------------------- judging a drive

def _cells(value):
    """A list of [row, col] pairs of ints as tuples, or None."""
    if not isinstance(value, (list, tuple)):
        return None
    cells = []
    for cell in value:
        if (not isinstance(cell, (list, tuple)) or len(cell) != 2
                or any(isinstance(v, bool) or not isinstance(v, int) for v in cell)):
            return None
        cells.append((cell[0], cell[1]))
    return cells


def judge_drive(truth, start, goal, ours, driven):
    """None if `driven` is our drive `ours`, else the rule its first wrong move broke.

    Our drive is the only one the rules allow, so the first cell where the two differ is the
    first wrong move. The robot's belief there is what it felt on the cells before it (the same on
    both drives), and the rule's move is to the first neighbour, in the order E, N, S, W, one move
    closer to the goal on that belief: the move its plan gives, replanned or not."""
    rows, cols = size_of(truth)
    start, goal = tuple(start), tuple(goal)
    if not driven and ours == [start] and start != goal:
        return ("your list of cells driven is empty: it holds the start cell even when the robot never "
                "leaves it")
    if not driven or driven[0] != start:
        return "your list of cells driven must begin with the start cell"
    blocked_true = blocked_cells(truth)
    for i, here in enumerate(driven):
        if not (0 <= here[0] < rows and 0 <= here[1] < cols):
            return "your robot leaves the map"
        if here in blocked_true:
            return "your robot drives into a blocked cell"
        if i and abs(here[0] - driven[i - 1][0]) + abs(here[1] - driven[i - 1][1]) != 1:
            return "your robot jumps: every move goes to one of the four side neighbours"
    k = next((i for i, (a, b) in enumerate(zip(ours, driven)) if a != b), min(len(ours), len(driven)))
    if k == len(ours) == len(driven):
        return None
    if k == len(driven):
        if len(driven) == len(ours) - 1 and ours[-1] != goal:
            return ("your list of cells driven ends a cell early: when no route is left, the robot stops "
                    "on the cell where it stands, and that cell ends the list")
        return "your robot stops short of the goal although it still has a route"
    if k == len(ours):
        if ours[-1] == goal:
            return "your robot drives on after reaching the goal"
        return "your robot drives on although no route is left: it must stop where it finds none"
    belief = set()
    for cell in driven[:k]:
        belief |= bumper_ring(truth, cell)
    here, yours = driven[k - 1], driven[k]
    dist = distances_to_goal(belief, rows, cols, goal)
    truly = distances_to_goal(blocked_true, rows, cols, goal)
    if here in truly and yours != ours[k] and yours == _first_closer(truly, here):
        return ("your robot steers round blocked cells it has not felt yet: it may plan only on "
                "what its bumpers have found")
    if dist.get(yours) == dist[here] - 1:
        return ("at a cell with several equally short ways on, your robot takes another than the first "
                "in the order east, north, south, west")
    return ("your robot leaves the shortest route on what it has felt: each plan runs from the cell "
            "where the robot stands, one move closer to the goal at every step")


def _first_closer(dist, here):
    """The first neighbour of `here`, in the order E, N, S, W, one move closer to the goal."""
    r, c = here
    return next(((r + dr, c + dc) for dr, dc in ORDER if dist.get((r + dr, c + dc)) == dist[here] - 1), None)


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages hold no digit."""
    truth, start, goal = args
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (driven, replans)"
    driven, replans = _cells(got[0]), got[1]
    if driven is None:
        return False, "driven should be a list of cells [row, col]"
    if isinstance(replans, bool) or not isinstance(replans, int):
        return False, "replans should be a whole number"
    ours = [tuple(cell) for cell in expected[0]]
    if driven != ours:
        return False, judge_drive(truth, start, goal, ours, driven) or "your cells driven are not ours"
    if replans != expected[1]:
        if replans == bumps_felt(truth, ours, tuple(goal)) != expected[1] + 1:
            return False, ("you count a replan each time the bumpers find something new: the robot replans "
                           "only when a cell just found blocked lies on its plan")
        return False, ("your count of replans is wrong: one each time a cell just found blocked lies on the "
                       "plan, the replan that finds no route included, and the first plan not counted")
    return True, ""


def bumps_felt(truth, driven, goal):
    """How many times along `driven` the bumpers find a cell blocked that the robot did not know
    yet (the count of a robot that replans at every such bump, on its plan or not: replanning for
    a cell off the plan gives the same plan, so it drives the same cells)."""
    belief, bumps = set(), 0
    for here in driven:
        if here == goal:
            break
        new = bumper_ring(truth, here) - belief
        bumps += bool(new)
        belief |= new
    return bumps


def picture(args, expected, got):
    """The true map in grey (walls black), our drive and the learner's (when it is a list of cells)."""
    truth, start, goal = args
    cells = [[1.0 if ch == "#" else 0.0 for ch in row] for row in truth]
    ours = expected[0]
    plots = [
        {"kind": "grid", "cells": cells, "label": "the true map (walls black)"},
        {"kind": "line", "xs": [c for _, c in ours], "ys": [r for r, _ in ours], "label": "our route",
         "xlabel": "column", "ylabel": "row"},
    ]
    yours = _cells(got[0]) if isinstance(got, (list, tuple)) and len(got) == 2 else None
    if yours:
        plots.append({"kind": "line", "xs": [c for _, c in yours], "ys": [r for r, _ in yours],
                      "label": "your route"})
    plots.append({"kind": "scatter", "xs": [start[1]], "ys": [start[0]], "label": "start"})
    plots.append({"kind": "scatter", "xs": [goal[1]], "ys": [goal[0]], "label": "goal"})
    return plots
