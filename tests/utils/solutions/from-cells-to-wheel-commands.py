import math


def wrap(a):
    while a > math.pi:
        a -= 2 * math.pi
    while a <= -math.pi:
        a += 2 * math.pi
    return a


def wheel_commands(route, cell_m, heading_rad, speed_mps, turn_rate_radps):
    legs = []
    for i in range(1, len(route)):
        step = (route[i][0] - route[i - 1][0], route[i][1] - route[i - 1][1])
        if legs and legs[-1][0] == step:
            legs[-1][1] += 1
        else:
            legs.append([step, 1])
    commands = []
    heading = heading_rad
    time_s = 0.0
    for (dr, dc), count in legs:
        target = math.atan2(-dr, dc)
        turn = wrap(target - heading)
        if dr != 0 and dc != 0:
            drive = count * cell_m * math.sqrt(2)
        else:
            drive = count * cell_m
        commands.append([turn, drive])
        time_s += abs(turn) / turn_rate_radps + drive / speed_mps
        heading = target
    return (commands, time_s)
