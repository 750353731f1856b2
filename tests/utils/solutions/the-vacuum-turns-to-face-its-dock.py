import math

def ticks_to_face(current, target, ticks_per_rev, wheel_diameter, track):
    turn = target - current
    while turn > math.pi:
        turn -= 2 * math.pi
    while turn <= -math.pi:
        turn += 2 * math.pi
    arc = turn * track / 2
    revolutions = arc / (math.pi * wheel_diameter)
    right = round(revolutions * ticks_per_rev)
    return (-right, right)
