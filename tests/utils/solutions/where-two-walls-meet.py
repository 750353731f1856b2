import math


def normal_form(wall):
    (ax, ay), (bx, by) = wall
    nx, ny = -(by - ay), bx - ax
    length = math.hypot(nx, ny)
    nx, ny = nx / length, ny / length
    alpha = math.atan2(ny, nx)
    d = ax * nx + ay * ny
    return alpha, d


def wall_corner(wall1, wall2, min_angle):
    a1, d1 = normal_form(wall1)
    a2, d2 = normal_form(wall2)
    phi = abs(a1 - a2) % math.pi
    if phi > math.pi / 2:
        phi = math.pi - phi
    if phi < min_angle:
        return None
    det = math.sin(a2 - a1)
    x = (d1 * math.sin(a2) - d2 * math.sin(a1)) / det
    y = (d2 * math.cos(a1) - d1 * math.cos(a2)) / det
    return (x, y, phi)
