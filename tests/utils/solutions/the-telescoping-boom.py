import math


def boom_tip(joints):
    x, y, heading = 0.0, 0.0, 0.0
    for kind, value, length in joints:
        if kind == "turn":
            heading = heading + value
            step = length
        else:
            step = length + value
        x = x + step * math.cos(heading)
        y = y + step * math.sin(heading)
    while heading > math.pi:
        heading = heading - 2 * math.pi
    while heading <= -math.pi:
        heading = heading + 2 * math.pi
    return (x, y, heading)
