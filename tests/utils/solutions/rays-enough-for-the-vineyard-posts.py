import math


def ray_budget(sensors, rate_hz, shapes):
    rays = []
    for fov, radius, distance in sensors:
        size = 2 * math.atan(radius / distance)
        gaps = max(0, math.ceil(fov / size - 1e-9))
        rays.append(gaps + 1)
    return (rays, rate_hz * sum(rays) * shapes)
