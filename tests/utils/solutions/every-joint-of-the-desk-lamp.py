import math

def lamp_joints(lengths, angles):
    x, y, heading = 0.0, 0.0, 0.0
    points = [(x, y)]
    for length, angle in zip(lengths, angles):
        heading += angle
        x += length * math.cos(heading)
        y += length * math.sin(heading)
        points.append((x, y))
    while heading > math.pi:
        heading -= 2 * math.pi
    while heading <= -math.pi:
        heading += 2 * math.pi
    return (points, heading)
