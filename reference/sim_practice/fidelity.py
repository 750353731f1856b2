"""Practice helpers for the simulator lesson's section 12 (fidelity against cost): how many rays a
range sensor's cone needs to see a thin post, and what the rays cost.

A cone of `n_rays` rays spread evenly across `fov_rad` reports the nearest hit of any of them
(reference.sim.RangeSensor.true_range); a post of radius r at distance d is 2 atan(r / d) across,
so rays further apart than that can slip past it; and every ray is tested against every shape of
the world on every measurement.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable

from reference.sim import RangeSensor, World

SENSOR_AT_ORIGIN = (0.0, 0.0, 0.0)      # the sensor's pose: at the origin, facing +x
ON_THE_CENTRE = (0.0, 0.0, 0.0)         # mount: (forward, left, angle) in the robot's frame
SPACING_SLACK = 1e-9                    # rays this much further apart than the post still count as close enough


def open_field(posts: Iterable[tuple[float, float, float]]) -> World:
    """A world of nothing but round posts (cx, cy, r): no arena walls for a ray to end on."""
    world = World(1.0, 1.0)
    world.segments.clear()
    for post in posts:
        world.add_circle(*post)
    return world


def cone_range(fov_rad: float, n_rays: int, max_range_m: float, post: tuple[float, float, float]) -> float | None:
    """What a noiseless cone sensor at the origin, facing +x, reports with only this post in the
    world: the nearest hit of its rays within max_range_m, or None."""
    sensor = RangeSensor(open_field([post]), random.Random(0), mount=ON_THE_CENTRE, max_range_m=max_range_m,
                         fov_rad=fov_rad, n_rays=n_rays)
    return sensor.true_range(SENSOR_AT_ORIGIN)


def angular_size(radius_m: float, distance_m: float) -> float:
    """How wide (rad) a post of this radius looks from `distance_m` away from its centre."""
    return 2 * math.atan(radius_m / distance_m)


def fewest_rays(fov_rad: float, radius_m: float, distance_m: float) -> int:
    """The fewest rays across the cone that leave no gap wider than the post: n - 1 >= fov / size.
    A cone of width 0 needs one ray."""
    gaps = fov_rad / angular_size(radius_m, distance_m)
    return 1 + max(0, math.ceil(gaps - SPACING_SLACK))


def ray_tests_per_second(rate_hz: float, n_rays: int, shapes: int) -> float:
    """The cost: one ray-shape test per ray and per shape on every measurement."""
    return rate_hz * n_rays * shapes


def detection_table(n_rays: int, fov_rad: float = math.radians(30), step_m: float = 0.005,
                    reach: int = 108) -> tuple[float, int]:
    """The lesson's experiment: in its 4 m x 3 m arena, a 5 cm post 2.03 m ahead of the sensor, moved
    sideways in `step_m` steps from -reach to +reach; of the positions inside the cone, the share
    the cone finds (the post, not the wall behind it), and the ray tests of one measurement."""
    found, trials, tests = 0, 0, 0
    for k in range(-reach, reach + 1):
        arena = World(4.0, 3.0)
        arena.add_circle(2.5, 1.5 + k * step_m, 0.025)
        if abs(math.atan2(k * step_m, 2.03)) <= fov_rad / 2:
            trials += 1
            sensor = RangeSensor(arena, random.Random(1), fov_rad=fov_rad, n_rays=n_rays)
            r = sensor.true_range((0.4, 1.5, 0.0))
            found += 1 if (r is not None and abs(r - 2.0) < 0.1) else 0
            tests = arena.ray_tests
    return found / trials, tests
