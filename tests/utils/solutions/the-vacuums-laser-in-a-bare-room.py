import math

def laser_scan(width, depth, x, y, theta, beam_angles, max_range):
    scan = []
    for a in beam_angles:
        alpha = theta + a
        c = math.cos(alpha)
        s = math.sin(alpha)
        d = math.inf
        if c > 0:
            d = min(d, (width - x) / c)
        if c < 0:
            d = min(d, (0 - x) / c)
        if s > 0:
            d = min(d, (depth - y) / s)
        if s < 0:
            d = min(d, (0 - y) / s)
        if d < max_range:
            scan.append([d, [x + d * c, y + d * s]])
        else:
            scan.append([max_range, None])
    return scan
