"""A Sweep of the Storeroom Scanner: reference.sim_practice.world.scan, one World.raycast of the
simulator per bearing."""

import math

from reference.sim_practice import world as practice


def scan(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m):
    return practice.scan(width_m, height_m, boxes, posts, x, y, bearings_rad, max_range_m)


def generate(rng):
    """A 2 to 6 m by 1.5 to 4 m storeroom with 0 to 3 boxes and 0 to 3 posts inside it, the scanner
    at least 5 cm clear of every one of them, 1 to 10 bearings (any in (-pi, pi], now and then a
    multiple of pi/4, or one past a full turn) and a maximum range of 0.5 to 5 m. Drawn again until
    no beam is on a knife edge (a wall's end, a grazed post, a hit at the maximum range)."""
    while True:
        case = _draw(rng)
        world = practice.build_world(*case[:4])
        if practice.beams_are_clear(world, *case[4:]):
            return case


def _draw(rng):
    width, height, boxes, posts = practice.random_room(rng, max_width_m=6.0)
    while True:
        x, y = round(rng.uniform(0.05, width - 0.05), 2), round(rng.uniform(0.05, height - 0.05), 2)
        if practice.clear_of_shapes(x, y, boxes, posts, 0.05):
            break
    bearings = [_bearing(rng) for _ in range(rng.randint(1, 10))]
    return [width, height, boxes, posts, x, y, bearings, round(rng.uniform(0.5, 5.0), 1)]


def _bearing(rng):
    kind = rng.random()
    if kind < 0.15:
        return rng.randint(-3, 4) * math.pi / 4
    if kind < 0.25:
        return round(rng.uniform(-math.pi, math.pi) + rng.choice([-2, 2]) * math.pi, 3)
    return round(rng.uniform(-math.pi, math.pi), 3)

