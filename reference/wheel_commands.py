"""From cells to wheel commands (Level 5, 001_726003b98f3e3347.txt, "From cells to wheel commands").

A route is a list of (row, col) cells, each an 8-neighbour of the one before. The grid lies on the
floor as in Level 3: x along increasing columns, y towards DEcreasing rows (row 0 at the top), so a
step (dr, dc) points along atan2(-dr, dc). A straight step is one cell long, a diagonal one sqrt(2).

Equal consecutive steps make one leg. At the start of each leg the robot turns on the spot by the
shortest turn from its heading to the leg's heading, wrap(target - heading) in (-pi, pi] (a half turn
is +pi), then drives the whole leg; its heading is then the leg's heading. The number of turns after
the start (the corners) is the number of places where a step differs from the one before.
"""

from __future__ import annotations

import math

from reference.angles import wrap

Cell = tuple[int, int]
Step = tuple[int, int]


def steps_of(route) -> list[Step]:
    """The moves between consecutive cells, as (drow, dcol)."""
    return [(r1 - r0, c1 - c0) for (r0, c0), (r1, c1) in zip(route, route[1:])]


def legs_of(route) -> list[tuple[Step, int]]:
    """Equal consecutive steps grouped: [(step, how many times in a row), ...]."""
    legs: list[list] = []
    for step in steps_of(route):
        if legs and legs[-1][0] == step:
            legs[-1][1] += 1
        else:
            legs.append([step, 1])
    return [(step, count) for step, count in legs]


def step_heading(step: Step) -> float:
    """The heading of a step on the floor: rows grow downwards, y grows upwards."""
    dr, dc = step
    return math.atan2(-dr, dc)


def step_length_cells(step: Step) -> float:
    """1 for a side step, sqrt(2) for a diagonal one."""
    dr, dc = step
    return math.sqrt(2) if dr and dc else 1.0


def corners(route) -> int:
    """Turns after the start: the places where a step differs from the one before."""
    steps = steps_of(route)
    return sum(1 for a, b in zip(steps, steps[1:]) if a != b)


def route_length_m(route, cell_m: float) -> float:
    """The driven length, leg by leg as the lesson adds it (count * cell * (sqrt 2 or 1))."""
    return sum(count * cell_m * step_length_cells(step) for step, count in legs_of(route))


def length_and_corners(route, cell_m: float) -> tuple[float, int]:
    """How long (metres) and how many corners (turns after the start)."""
    return route_length_m(route, cell_m), corners(route)


def wheel_commands(route, cell_m: float, heading_rad: float, speed_mps: float,
                   turn_rate_radps: float) -> tuple[list[tuple[float, float]], float]:
    """One (turn_rad, drive_m) per leg, and the total time: each turn costs |turn| / turn rate and
    each leg its length / speed. Every turn is measured from the previous leg's heading (the first
    from the starting heading) and wrapped into (-pi, pi]."""
    commands: list[tuple[float, float]] = []
    heading, total_s = heading_rad, 0.0
    for step, count in legs_of(route):
        target = step_heading(step)
        turn = wrap(target - heading)
        drive = count * cell_m * step_length_cells(step)
        total_s += abs(turn) / turn_rate_radps + drive / speed_mps
        commands.append((turn, drive))
        heading = target
    return commands, total_s


def dead_reckoned_cells(start: Cell, heading_rad: float, commands, cell_m: float) -> list[tuple[float, float]]:
    """Where a robot that obeys `commands` from the centre of `start` stops after each leg, as
    (row, col) in cells (floats): for drawing a learner's commands over our route."""
    row, col = float(start[0]), float(start[1])
    heading, points = heading_rad, [(row, col)]
    for turn, drive in commands:
        heading += turn
        col += drive / cell_m * math.cos(heading)
        row -= drive / cell_m * math.sin(heading)
        points.append((row, col))
    return points
