import math


def check_pose(lengths, angles, p, q):
    points = [(0.0, 0.0)]
    x, y, heading = 0.0, 0.0, 0.0
    for i in range(len(lengths)):
        heading += angles[i]
        x += lengths[i] * math.cos(heading)
        y += lengths[i] * math.sin(heading)
        points.append((x, y))

    dx = q[0] - p[0]
    dy = q[1] - p[1]
    norm = math.sqrt(dx * dx + dy * dy)

    def side(point):
        return (dx * (point[1] - p[1]) - dy * (point[0] - p[0])) / norm

    if side(points[0]) > 0:
        sign = 1
    else:
        sign = -1
    result = []
    for point in points[1:]:
        result.append([sign * side(point), point[1] < -1e-9])
    return result
