"""Sighting Through the Survey Peg: reference.sim_practice.geometry.beam_hits, a unit direction
through the peg and the simulator's ray_segment and ray_circle for each shape."""

import math

from reference.sim_practice import geometry
from reference.sim_practice.geometry import beam_is_clear_of_edges, unit_towards


def beam_hits(ox, oy, ax, ay, walls, posts):
    return geometry.beam_hits(ox, oy, ax, ay, walls, posts)


def generate(rng):
    """A beam from a point of a 4 m x 4 m site through a peg 0.3 to 3 m away; 0 to 4 walls and
    0 to 3 posts, most of them placed across the beam's line (in front or behind), some anywhere,
    now and then a wall exactly parallel to an axis-aligned beam or a post around the origin.
    Coordinates in centimetres (2 decimals); drawn again until no hit or miss is within 1e-6 of its edge."""
    while True:
        case = _draw(rng)
        ox, oy, ax, ay, walls, posts = case
        if beam_is_clear_of_edges(ox, oy, *unit_towards(ox, oy, ax, ay), walls, posts):
            return case


def _draw(rng):
    ox, oy = round(rng.uniform(0.0, 4.0), 2), round(rng.uniform(0.0, 4.0), 2)
    axis_aligned = rng.random() < 0.2
    while True:
        if axis_aligned:
            step = rng.choice([-1, 1]) * round(rng.uniform(0.3, 3.0), 2)
            ax, ay = (ox + step, oy) if rng.random() < 0.5 else (ox, oy + step)
        else:
            heading = rng.uniform(-math.pi, math.pi)
            reach = rng.uniform(0.3, 3.0)
            ax, ay = round(ox + reach * math.cos(heading), 2), round(oy + reach * math.sin(heading), 2)
        if (ax, ay) != (ox, oy):
            break
    dx, dy = unit_towards(ox, oy, ax, ay)
    walls = [_wall(rng, ox, oy, dx, dy, axis_aligned) for _ in range(rng.randint(0, 4))]
    posts = [_post(rng, ox, oy, dx, dy) for _ in range(rng.randint(0, 3))]
    return [ox, oy, round(ax, 2), round(ay, 2), walls, posts]


def _wall(rng, ox, oy, dx, dy, axis_aligned):
    """A wall across the beam's line (in front, mostly, or behind), parallel to an axis-aligned beam,
    or anywhere on the site."""
    kind = rng.random()
    if axis_aligned and kind < 0.25:
        offset, start, length = round(rng.uniform(-1.0, 1.0), 2), rng.uniform(-2.0, 4.0), rng.uniform(0.2, 2.0)
        x1, y1 = ox + start * dx - offset * dy, oy + start * dy + offset * dx
        return [round(x1, 2), round(y1, 2), round(x1 + length * dx, 2), round(y1 + length * dy, 2)]
    if kind < 0.75:
        along = rng.uniform(-1.5, 4.0) if rng.random() < 0.3 else rng.uniform(0.1, 4.0)
        cx, cy = ox + along * dx, oy + along * dy
        angle, length = rng.uniform(0.0, math.pi), rng.uniform(0.2, 2.0)
        share = rng.uniform(-0.3, 1.3)  # where the beam's line crosses the wall: off its ends now and then
        x1, y1 = cx - share * length * math.cos(angle), cy - share * length * math.sin(angle)
        return [round(x1, 2), round(y1, 2), round(x1 + length * math.cos(angle), 2),
                round(y1 + length * math.sin(angle), 2)]
    return [round(rng.uniform(-0.5, 4.5), 2) for _ in range(4)]


def _post(rng, ox, oy, dx, dy):
    """A post near the beam's line (hit, grazed by a margin or passed by), behind, or around the origin."""
    radius = round(rng.uniform(0.05, 0.5), 2)
    if rng.random() < 0.1:
        return [round(ox + rng.uniform(-0.5, 0.5) * radius, 2), round(oy + rng.uniform(-0.5, 0.5) * radius, 2),
                radius]
    along, aside = rng.uniform(-2.0, 4.0), rng.uniform(-1.6, 1.6) * radius
    return [round(ox + along * dx - aside * dy, 2), round(oy + along * dy + aside * dx, 2), radius]
