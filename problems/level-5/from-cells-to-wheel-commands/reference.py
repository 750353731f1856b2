"""From Cells to Wheel Commands: the reference is reference.wheel_commands.wheel_commands.

Judged command by command: as many commands as legs, each turn and drive within 1e-9 (absolute or
relative), a half turn as +pi (a turn within 1e-9 of a half turn must be within 1e-9 of +pi, so a
heading given as a float many turns round cannot make -pi come out of our own rounding), then the
total time within 1e-9. Each rule has its own message, without digits, so hidden cases may show it.
"""

import math

from reference.wheel_commands import dead_reckoned_cells, legs_of, step_heading, steps_of
from reference.wheel_commands import wheel_commands as wheel_commands_of

TOLERANCE = 1e-9
SIDE = 40  # random routes stay inside a 40 x 40 patch (the statement promises 100 x 100)
STEPS = [(0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1), (1, 0), (1, 1)]
CELL_SIZES = (0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 1.0, 1.5)


def wheel_commands(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    commands, time_s = wheel_commands_of(route, cell_m, heading_rad, speed_mps, turn_rate_radps)
    return [list(command) for command in commands], time_s


def generate(rng):
    """A route of 1 to 400 cells on a 40 x 40 patch (legs of 1 to 9 equal steps in the eight
    directions, U-turns now and then); a starting heading on one of the eight directions (+pi
    included), or that plus whole turns, or any angle in [-12, 12]; a cell from 0.1 to 1.5 m,
    a speed from 0.1 to 2 m/s, a turning rate from 0.2 to 3 rad/s."""
    size = rng.random()
    cells = 1 if size < 0.04 else 2 if size < 0.08 else rng.randint(3, 40) if size < 0.8 else rng.randint(41, 400)
    cell_m = rng.choice(CELL_SIZES) if rng.random() < 0.7 else round(rng.uniform(0.1, 1.5), 3)
    speed = round(rng.uniform(0.1, 2.0), 2)
    rate = round(rng.uniform(0.2, 3.0), 2)
    return [random_route(rng, cells), cell_m, _heading(rng), speed, rate]


def generate_edges(rng):
    """Half turns at the start and on the way (west then east, a diagonal and its opposite), a
    heading of exactly -pi, +pi or many turns round, a three-quarter turn the short way."""
    start = [rng.randrange(5, SIDE - 5), rng.randrange(5, SIDE - 5)]
    step = rng.choice(STEPS)
    back = (-step[0], -step[1])
    kind = rng.randrange(4)
    if kind == 0:
        steps, heading = [step] * rng.randint(1, 3), math.atan2(step[0], -step[1])  # facing away
    elif kind == 1:
        steps, heading = [step, back, step, back], math.atan2(-step[0], step[1])
    elif kind == 2:
        steps, heading = [rng.choice(STEPS)], rng.choice([math.pi, -math.pi, 3 * math.pi, -5 * math.pi])
    else:
        other = rng.choice(STEPS)
        steps, heading = [step, other, rng.choice(STEPS)], _heading(rng)
    route = [start]
    for dr, dc in steps:
        route.append([route[-1][0] + dr, route[-1][1] + dc])
    return [route, rng.choice(CELL_SIZES), heading, 0.5, 1.2]


def _heading(rng):
    kind = rng.random()
    eighth = rng.randint(-3, 4) * math.pi / 4
    if kind < 0.55:
        return eighth
    if kind < 0.75:
        return eighth + rng.choice([-3, -2, -1, 1, 2, 3]) * 2 * math.pi
    return round(rng.uniform(-12.0, 12.0), 4)


def random_route(rng, cells):
    """A route of `cells` cells, each an 8-neighbour of the one before, inside the patch."""
    route = [(rng.randrange(SIDE), rng.randrange(SIDE))]
    step, left = None, 0
    while len(route) < cells:
        if left == 0:
            step = (-step[0], -step[1]) if step is not None and rng.random() < 0.1 else rng.choice(STEPS)
            left = 1 if rng.random() < 0.25 else rng.randint(1, 9)
        r, c = route[-1][0] + step[0], route[-1][1] + step[1]
        if not (0 <= r < SIDE and 0 <= c < SIDE):
            left = 0
            continue
        route.append((r, c))
        left -= 1
    return [list(cell) for cell in route]


def _number(value):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def _close(got, expected):
    return abs(got - expected) <= TOLERANCE * max(1.0, abs(expected))


def _commands(got):
    """The learner's commands as (turn, drive) floats, or None if they are not a list of pairs."""
    if not isinstance(got, (list, tuple)):
        return None
    pairs = []
    for command in got:
        if not isinstance(command, (list, tuple)) or len(command) != 2:
            return None
        turn, drive = _number(command[0]), _number(command[1])
        if turn is None or drive is None:
            return None
        pairs.append((turn, drive))
    return pairs


def check(args, expected, got):
    """(passed, message) for any JSON-shaped `got`; the messages hold no digit."""
    if not isinstance(got, (list, tuple)) or len(got) != 2:
        return False, "return a pair (commands, time_s)"
    commands, time_s = _commands(got[0]), _number(got[1])
    if commands is None:
        return False, "commands should be a list of pairs [turn_rad, drive_m]"
    if time_s is None:
        return False, "time_s should be a number of seconds"
    ours = expected[0]
    if len(commands) != len(ours):
        if len(commands) == len(steps_of(args[0])) and len(ours) > 0:
            return False, "you give a command for every step: equal steps in a row make one leg, and one command"
        if len(commands) == len(ours) - 1 and abs(ours[0][0]) <= TOLERANCE:
            return False, ("every leg gets a command, the first one too when the robot needs no turn "
                           "before it")
        return False, "your number of commands is not the number of legs of the route"
    for k, ((turn, drive), (our_turn, our_drive)) in enumerate(zip(commands, ours)):
        half = abs(abs(our_turn) - math.pi) <= TOLERANCE
        if not _close(turn, math.pi if half else our_turn):
            if half and _close(turn, -math.pi):
                return False, "a half turn must come out as plus pi, never as minus pi"
            return False, _wrong_turn(args, [t for t, _ in commands], [t for t, _ in ours], k)
        if not _close(drive, our_drive):
            return False, ("a drive is wrong: a leg is as long as all its steps, a side step one cell and "
                           "a diagonal one root two cells, times the cell size")
    if not _close(time_s, expected[1]):
        return False, ("your total time is wrong: each turn takes its size over the turning rate, "
                       "whichever way it turns, and each leg its length over the speed")
    return True, ""


def _wrong_turn(args, turns, our_turns, k):
    """What is wrong with the learner's turns, the first wrong one at leg k. The whole list is
    compared, each turn up to whole turns, with the turns of a robot that made one known slip;
    the slip is named only when it explains every turn, and where it differs from ours often
    enough that a coincidence cannot name it (a mirrored heading turns every leg the wrong way:
    on at least two legs; a slip that only moves the first turn: that one)."""
    route, heading = args[0], args[2]
    legs = [step for step, _ in legs_of(route)]
    if _explains(turns, our_turns):
        return ("a turn points the right way but is not wrapped into (-pi, pi]: take the shortest turn, "
                "whole turns left out")
    models = {
        "mirrored": (_turns_along([-step_heading(step) for step in legs], heading), 2),
        "swapped": (_turns_along([math.atan2(dc, -dr) for dr, dc in legs], heading), 2),
        "turned": (_turns_along([math.atan2(dc, dr) for dr, dc in legs], heading), 1),  # all a quarter turn off
        "from east": (_turns_along([step_heading(step) for step in legs], 0.0), 1),
    }
    slips = {name for name, (model, _) in models.items() if _explains(turns, model)}
    if any(_differences(models[name][0], our_turns) < models[name][1] for name in slips):
        slips = set()  # too little evidence for one of them: name none
    if slips == {"mirrored"}:
        return ("a turn is mirrored: rows grow downwards, so a step to a smaller row points up the map, "
                "along plus y")
    if slips and slips <= {"swapped", "turned"}:
        return ("a leg's heading is measured from the wrong axis: heading zero points east, along the "
                "columns (x), and a quarter turn to the left points up the map (y)")
    if slips and slips <= {"mirrored", "swapped", "turned"}:
        return "a turn goes the wrong way round: check each leg's heading, x along the columns and y up the map"
    if slips == {"from east"}:
        return "your first turn is measured from heading zero: the robot starts out facing heading_rad"
    if k == 0:
        return ("the first turn is wrong: the shortest turn from the starting heading to the first leg's "
                "heading, wrapped into (-pi, pi]")
    return "a turn is wrong: the shortest turn from the heading of the leg before, wrapped into (-pi, pi]"


def _differences(model, our_turns):
    """On how many legs the model's turn is not ours, up to whole turns."""
    return sum(1 for turn, ours in zip(model, our_turns) if not _same_turn(turn, ours))


def _same_turn(a, b):
    return abs(math.remainder(a - b, 2 * math.pi)) <= 1e-7


def _turns_along(headings, start):
    """The turns (unwrapped) of a robot starting at `start` that drives legs along `headings`."""
    turns, before = [], start
    for heading in headings:
        turns.append(heading - before)
        before = heading
    return turns


def _explains(turns, model):
    """Whether every turn is the model's, up to whole turns."""
    return len(turns) == len(model) and all(_same_turn(turn, other) for turn, other in zip(turns, model))


def picture(args, expected, got):
    """The route over a blank patch of floor, and where a robot obeying our commands and the
    learner's (when they are a list of pairs) stops after each leg."""
    route, cell_m, heading = [tuple(cell) for cell in args[0]], args[1], args[2]
    rows = max(r for r, _ in route) + 2
    cols = max(c for _, c in route) + 2
    plots = [{"kind": "grid", "cells": [[0.0] * cols for _ in range(rows)], "label": "the floor"},
             {"kind": "scatter", "xs": [route[0][1]], "ys": [route[0][0]], "label": "start"}]
    ours = dead_reckoned_cells(route[0], heading, expected[0], cell_m)
    plots.append({"kind": "line", "xs": [c for _, c in ours], "ys": [r for r, _ in ours], "label": "our route",
                  "xlabel": "column", "ylabel": "row"})
    commands = _commands(got[0]) if isinstance(got, (list, tuple)) and len(got) == 2 else None
    if commands:
        yours = dead_reckoned_cells(route[0], heading, commands[:len(legs_of(route)) + 50], cell_m)
        plots.append({"kind": "line", "xs": [c for _, c in yours], "ys": [r for r, _ in yours],
                      "label": "your route"})
    return plots
