import math

def scan_trunks(x, y, theta, beam_angles, trunks, max_range):
    readings = []
    for a in beam_angles:
        ux = math.cos(theta + a)
        uy = math.sin(theta + a)
        best = max_range
        for cx, cy, rho in trunks:
            px, py = x - cx, y - cy
            beta = ux * px + uy * py
            gamma = px * px + py * py - rho * rho
            disc = beta * beta - gamma
            if disc < 0:
                continue
            t = -beta - math.sqrt(disc)
            if t >= 0 and t < best:
                best = t
        readings.append(best)
    return readings
