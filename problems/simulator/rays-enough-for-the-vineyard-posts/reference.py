"""Rays Enough for the Vineyard Posts: reference.sim_practice.fidelity's rule for the fewest rays a
cone needs to see a post, and its cost in ray-shape tests."""

import math

from reference.sim_practice.fidelity import fewest_rays, ray_tests_per_second


def ray_budget(sensors, rate_hz, shapes):
    rays = [fewest_rays(fov, radius, distance) for fov, radius, distance in sensors]
    return rays, sum(ray_tests_per_second(rate_hz, n_rays, shapes) for n_rays in rays)


def generate(rng):
    """1 to 4 sensors with cones of 0 to 60 degrees (now and then a single ray, fov 0); posts of
    5 mm to 10 cm radius, the farthest 0.3 to 5 m away; 10 to 100 Hz; 4 to 300 shapes."""
    sensors = []
    for _ in range(rng.randint(1, 4)):
        fov = 0.0 if rng.random() < 0.1 else round(rng.uniform(0.05, math.radians(60)), 4)
        sensors.append([fov, round(rng.uniform(0.005, 0.1), 3), round(rng.uniform(0.3, 5.0), 2)])
    return [sensors, rng.choice((10, 20, 25, 40, 50, 100)), rng.randint(4, 300)]
