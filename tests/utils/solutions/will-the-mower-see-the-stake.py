import math


def stake_ranges(fov, n_rays, max_range, radius, stakes):
    if n_rays == 1:
        angles = [0.0]
    else:
        angles = [-fov / 2 + fov * k / (n_rays - 1) for k in range(n_rays)]
    ranges = []
    for cx, cy in stakes:
        best = None
        for angle in angles:
            dx, dy = math.cos(angle), math.sin(angle)
            fx, fy = -cx, -cy                    # from the stake's centre to the sensor
            b = dx * fx + dy * fy
            c = fx * fx + fy * fy - radius * radius
            disc = b * b - c
            if disc < 0:
                continue
            t = -b - math.sqrt(disc)
            if t >= 0 and (best is None or t < best):
                best = t
        ranges.append(best if best is not None and best <= max_range else None)
    return ranges
