"""From Cells to Wheel Commands: the wrong code a learner writes, one mistake per function.

This file runs as a learner's program (standard library only, nothing from `reference`). Each
mistake is the same careful answer, `_answer`, with one part swapped for the wrong one.
"""

import math


def _wrap(a):
    a = math.fmod(a, 2 * math.pi)
    if a <= -math.pi:
        a += 2 * math.pi
    elif a > math.pi:
        a -= 2 * math.pi
    return a


def _heading(dr, dc):
    return math.atan2(-dr, dc)


def _length(dr, dc):
    return math.sqrt(2) if dr and dc else 1.0


def _legs(route):
    legs = []
    for (r0, c0), (r1, c1) in zip(route, route[1:]):
        step = (r1 - r0, c1 - c0)
        if legs and legs[-1][0] == step:
            legs[-1][1] += 1
        else:
            legs.append([step, 1])
    return legs


def _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps, heading_of=_heading, length_of=_length,
            wrap=_wrap, legs_of=_legs, from_start=False, turn_cost=abs):
    commands, heading, total = [], heading_rad, 0.0
    for (dr, dc), count in legs_of(route):
        target = heading_of(dr, dc)
        turn = wrap(target - heading)
        drive = count * cell_m * length_of(dr, dc)
        total += turn_cost(turn) / turn_rate_radps + drive / speed_mps
        commands.append([turn, drive])
        if not from_start:
            heading = target
    return commands, total


def mirrored_atan2(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps,
                   heading_of=lambda dr, dc: math.atan2(dr, dc))  # rows grow downwards: this mirrors


def command_per_step(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    def every_step(route):
        return [[(r1 - r0, c1 - c0), 1] for (r0, c0), (r1, c1) in zip(route, route[1:])]

    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps, legs_of=every_step)


def turns_from_start_heading(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps, from_start=True)


def half_turn_minus_pi(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps,
                   wrap=lambda a: (a + math.pi) % (2 * math.pi) - math.pi)  # lands on -pi for a half turn


def no_wrap(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps, wrap=lambda a: a)


def wraps_once(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    def once(a):
        if a > math.pi:
            a -= 2 * math.pi
        elif a <= -math.pi:
            a += 2 * math.pi
        return a

    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps, wrap=once)


def diagonal_length_one(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps, length_of=lambda dr, dc: 1.0)


def diagonal_length_two(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps,
                   length_of=lambda dr, dc: abs(dr) + abs(dc))


def signed_turn_time(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps, turn_cost=lambda turn: turn)


def forgets_turn_time(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps, turn_cost=lambda turn: 0.0)


def keeps_minus_pi(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    def strict(a):
        while a > math.pi:
            a -= 2 * math.pi
        while a < -math.pi:  # -pi itself stays -pi (as atan2(sin a, cos a) leaves it)
            a += 2 * math.pi
        return a

    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps, wrap=strict)


def atan2_x_first(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps,
                   heading_of=lambda dr, dc: math.atan2(dc, -dr))  # x and y in the wrong places


def atan2_row_col_swapped(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    return _answer(route, cell_m, heading_rad, speed_mps, turn_rate_radps,
                   heading_of=lambda dr, dc: math.atan2(dc, dr))  # the column step as y, the row step as x


def first_turn_from_east(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    return _answer(route, cell_m, 0.0, speed_mps, turn_rate_radps)  # as if the robot started facing east


def skips_zero_turn(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    commands, heading, total = [], heading_rad, 0.0
    for (dr, dc), count in _legs(route):
        target = _heading(dr, dc)
        turn = _wrap(target - heading)
        drive = count * cell_m * _length(dr, dc)
        total += abs(turn) / turn_rate_radps + drive / speed_mps
        if turn != 0:  # no turn, no command
            commands.append([turn, drive])
        heading = target
    return commands, total
