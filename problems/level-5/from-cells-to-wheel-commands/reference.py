"""From Cells to Wheel Commands: the reference is reference.wheel_commands.wheel_commands.

Judged command by command: as many commands as legs, each turn and drive within 1e-9 (absolute or
relative), a half turn as +pi (a turn within 1e-9 of a half turn must be within 1e-9 of +pi, so a
heading given as a float many turns round cannot make -pi come out of our own rounding), then the
total time within 1e-9. Each rule has its own message, without digits, so hidden cases may show it.
"""

import math

from reference.wheel_commands import dead_reckoned_cells, legs_of, steps_of
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
        return False, "your number of commands is not the number of legs of the route"
    for (turn, drive), (our_turn, our_drive) in zip(commands, ours):
        if abs(abs(our_turn) - math.pi) <= TOLERANCE:
            if not _close(turn, math.pi):
                return False, "a half turn must come out as plus pi, never as minus pi"
        elif not _close(turn, our_turn):
            if our_turn and _close(turn, -our_turn):
                return False, ("a turn is mirrored: rows grow downwards, so a step to a smaller row points "
                               "up the map, along plus y")
            return False, ("a turn is wrong: the shortest turn from the heading of the leg before "
                           "(the starting heading for the first leg), wrapped into (-pi, pi]")
        if not _close(drive, our_drive):
            return False, ("a drive is wrong: a leg is as long as all its steps, a side step one cell and "
                           "a diagonal one root two cells, times the cell size")
    if not _close(time_s, expected[1]):
        return False, ("your total time is wrong: each turn takes its size over the turning rate, "
                       "whichever way it turns, and each leg its length over the speed")
    return True, ""


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
