"""Nudging the Corner of the Packing Crate: reference.sim_practice.world.contact, the simulator's
World.contact for a round body."""

import math

from reference.sim_practice import world as practice


def contact(width_m, height_m, boxes, posts, x, y, radius_m):
    return practice.contact(width_m, height_m, boxes, posts, x, y, radius_m)


def generate(rng):
    """A 2 to 5 m by 1.5 to 4 m room with 0 to 3 crates and 0 to 3 posts, a body of radius 5 to 25 cm;
    its centre, mostly, near a wall, a crate (side or corner) or a post, sometimes anywhere; always
    inside the room and outside every crate and post. Drawn again until no overlap is within 1e-6 of
    just touching and the deepest overlap is no near tie."""
    while True:
        case = _draw(rng)
        width, height, boxes, posts, x, y, radius = case
        if not (0.0 < x < width and 0.0 < y < height) or not practice.clear_of_shapes(x, y, boxes, posts):
            continue
        if practice.contact_is_clear(practice.build_world(width, height, boxes, posts), x, y, radius):
            return case


def _draw(rng):
    width, height, boxes, posts = practice.random_room(rng, max_width_m=5.0)
    radius = round(rng.uniform(0.05, 0.25), 2)
    world = practice.build_world(width, height, boxes, posts)
    if rng.random() < 0.25:
        x, y = rng.uniform(0.0, width), rng.uniform(0.0, height)
    else:
        x, y = _near_a_shape(rng, world, radius)
    return [width, height, boxes, posts, round(x, 3), round(y, 3), radius]


def _near_a_shape(rng, world, radius):
    """A point 0.2 R to 1.4 R from a point on a wall (often a corner) or on a post's rim."""
    shapes = world.segments + world.circles
    shape = rng.choice(shapes)
    if len(shape) == 4:
        share = rng.choice([0.0, 1.0]) if rng.random() < 0.4 else rng.random()
        px, py = shape[0] + share * (shape[2] - shape[0]), shape[1] + share * (shape[3] - shape[1])
    else:
        angle = rng.uniform(-math.pi, math.pi)
        px, py = shape[0] + shape[2] * math.cos(angle), shape[1] + shape[2] * math.sin(angle)
    gap, direction = rng.uniform(0.2, 1.4) * radius, rng.uniform(-math.pi, math.pi)
    return px + gap * math.cos(direction), py + gap * math.sin(direction)

