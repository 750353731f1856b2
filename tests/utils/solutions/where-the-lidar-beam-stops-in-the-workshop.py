import math

def cross(px, py, qx, qy):
    return px * qy - py * qx

def lidar_range(x, y, theta, beam_angle, walls, max_range):
    alpha = theta + beam_angle
    ux, uy = math.cos(alpha), math.sin(alpha)
    best = max_range
    for ax, ay, bx, by in walls:
        ex, ey = bx - ax, by - ay
        den = cross(ux, uy, ex, ey)
        if abs(den) < 1e-12:
            continue
        wx, wy = ax - x, ay - y
        t = cross(wx, wy, ex, ey) / den
        s = cross(wx, wy, ux, uy) / den
        if t >= 0 and 0 <= s <= 1 and t < best:
            best = t
    return best
