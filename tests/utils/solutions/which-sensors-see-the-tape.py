import math


def distance_to_segment(px, py, ax, ay, bx, by):
    ex, ey = bx - ax, by - ay
    length_sq = ex * ex + ey * ey
    u = 0.0 if length_sq == 0 else ((px - ax) * ex + (py - ay) * ey) / length_sq
    u = max(0.0, min(1.0, u))
    return math.hypot(px - (ax + u * ex), py - (ay + u * ey))


def tape_sensors(x, y, theta, n, spacing, forward, tape, width):
    readings = []
    for k in range(n):
        left = ((n - 1) / 2 - k) * spacing
        px = x + forward * math.cos(theta) - left * math.sin(theta)
        py = y + forward * math.sin(theta) + left * math.cos(theta)
        on = any(distance_to_segment(px, py, *tape[i], *tape[i + 1]) <= width / 2
                 for i in range(len(tape) - 1))
        readings.append(1 if on else 0)
    return readings
