import math

def boat_fix(heading, spires, bearings_deg):
    (l1x, l1y), (l2x, l2y) = spires
    a1 = heading + math.radians(bearings_deg[0])
    a2 = heading + math.radians(bearings_deg[1])
    d1x, d1y = math.cos(a1), math.sin(a1)
    d2x, d2y = math.cos(a2), math.sin(a2)
    den = d1x * d2y - d1y * d2x
    if abs(den) < 1e-9:
        return None
    wx, wy = l1x - l2x, l1y - l2y
    t1 = (wx * d2y - wy * d2x) / den
    return [l1x - t1 * d1x, l1y - t1 * d1y]
