import math

def tour_end(start, commands):
    x, y, theta = start
    for v, omega, t in commands:
        if omega == 0:
            x += v * t * math.cos(theta)
            y += v * t * math.sin(theta)
        else:
            r = v / omega
            cx, cy = x - r * math.sin(theta), y + r * math.cos(theta)   # the centre of the turn
            turn = omega * t
            dx, dy = x - cx, y - cy
            x = cx + dx * math.cos(turn) - dy * math.sin(turn)
            y = cy + dx * math.sin(turn) + dy * math.cos(turn)
        theta += omega * t
    heading = math.fmod(theta, 2 * math.pi)
    if heading > math.pi:
        heading -= 2 * math.pi
    elif heading <= -math.pi:
        heading += 2 * math.pi
    return (x, y, heading)
