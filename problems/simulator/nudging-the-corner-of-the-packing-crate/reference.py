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
        if not (0.0 < x < width and 0.0 < y < height) or _inside(x, y, boxes, posts):
            continue
        if practice.contact_is_clear(practice.build_world(width, height, boxes, posts), x, y, radius):
            return case


def _draw(rng):
    width, height = round(rng.uniform(2.0, 5.0), 1), round(rng.uniform(1.5, 4.0), 1)
    boxes = []
    for _ in range(rng.randint(0, 3)):
        x0, y0 = round(rng.uniform(0.2, width - 0.6), 2), round(rng.uniform(0.2, height - 0.6), 2)
        boxes.append([x0, y0, round(x0 + rng.uniform(0.2, 0.8), 2), round(y0 + rng.uniform(0.2, 0.8), 2)])
    posts = [[round(rng.uniform(0.3, width - 0.3), 2), round(rng.uniform(0.3, height - 0.3), 2),
              round(rng.uniform(0.05, 0.3), 2)] for _ in range(rng.randint(0, 3))]
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


def _inside(x, y, boxes, posts):
    """Is the centre inside (or on the edge of) a crate or a post?"""
    for x0, y0, x1, y1 in boxes:
        if x0 <= x <= x1 and y0 <= y <= y1:
            return True
    return any(math.hypot(x - cx, y - cy) <= r for cx, cy, r in posts)
