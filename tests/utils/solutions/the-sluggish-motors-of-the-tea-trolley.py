import math


def lag_profile(commands, tau_s, max_speed_mps):
    speed = 0.0
    distance = 0.0
    result = []
    for command, hold_s in commands:
        target = max(-max_speed_mps, min(max_speed_mps, command))
        if tau_s == 0:
            distance += target * hold_s
            speed = target
        else:
            decay = math.exp(-hold_s / tau_s)
            distance += target * hold_s + (speed - target) * tau_s * (1 - decay)
            speed = target + (speed - target) * decay
        result.append((speed, distance))
    return result
