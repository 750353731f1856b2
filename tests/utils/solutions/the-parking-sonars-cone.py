import math

def wrap(a):
    while a > math.pi:
        a -= 2 * math.pi
    while a <= -math.pi:
        a += 2 * math.pi
    return a

def parking_sonar(x, y, facing, cone_width, points, max_range):
    half = cone_width / 2
    reading = max_range
    for px, py in points:
        direction = math.atan2(py - y, px - x)
        if abs(wrap(direction - facing)) <= half:
            reading = min(reading, math.hypot(px - x, py - y))
    return reading
